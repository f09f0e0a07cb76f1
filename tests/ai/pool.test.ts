// docs/ai.md, "The pool": the page's searching levels think in every worker at once, each worker
// on its own determinization seeds; the pool adds up their root statistics choice by choice.
import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../src/engine';
import {
  AiPool,
  handleRequest,
  mergeAnswers,
  poolSize,
  type AgentAnswer,
  type AiRequest,
  type MessagePort,
} from '../../src/ai';
import { mergeShares, type RootArm } from '../../src/ai/search/share';
import { POSITIONS } from './positions';
import { loadPosition } from './positions/suite';

const act = (unit: string): Action => ({ type: 'hold', unit });
const arm = (unit: string, visits: number, value: number): RootArm => ({
  action: act(unit),
  visits,
  value,
});

/** A stand-in worker: handleRequest answered on a later tick, the requests it got counted. */
function port(): MessagePort & { asked: AiRequest[] } {
  const p: MessagePort & { asked: AiRequest[] } = {
    asked: [],
    onmessage: null,
    postMessage(msg) {
      p.asked.push(msg);
      setTimeout(() => p.onmessage?.({ data: handleRequest(msg) }), 0);
    },
  };
  return p;
}

function position(id: string): GameState {
  const loaded = loadPosition(POSITIONS.find((x) => x.id === id)!);
  if (!loaded.ok) throw new Error(loaded.error);
  return loaded.value.state;
}

describe('the pool of AI workers', () => {
  it('one worker per core the browser reports, at most eight, at least one', () => {
    expect(poolSize(undefined)).toBe(1);
    expect(poolSize(0)).toBe(1);
    expect(poolSize(2)).toBe(2);
    expect(poolSize(6)).toBe(6);
    expect(poolSize(32)).toBe(8);
  });

  it('merges the root statistics by visits: the choice most tried over all workers, not the one a worker liked', () => {
    const a = { rule: 'visits' as const, arms: [arm('x', 10, 5), arm('y', 8, 6)] };
    const b = { rule: 'visits' as const, arms: [arm('x', 2, 1), arm('y', 9, 7), arm('z', 4, 0)] };
    expect(mergeShares([a])!.action).toEqual(act('x'));
    const merged = mergeShares([a, b])!;
    expect(merged.action).toEqual(act('y'));
    expect(merged.visits).toBe(17);
    expect(merged.value).toBe(13);
  });

  it("merges the setup search's leads over normal's choice, which stands unless the mean lead beats the margin", () => {
    const share = (lead: number) => ({
      rule: 'lead' as const,
      margin: 0.5,
      arms: [arm('normal', 2, 0), arm('other', 2, lead)],
    });
    // One worker saw a lead of 3 OP over two playouts, the other a loss of 2.5: a mean of 0.125.
    expect(mergeShares([share(3), share(-2.5)])!.action).toEqual(act('normal'));
    expect(mergeShares([share(3), share(0)])!.action).toEqual(act('other'));
  });

  it('asks every worker with its own shard for a searching level, and merges their answers', async () => {
    const kill = position('kill-1');
    const ports = [port(), port(), port()];
    const answer = await new AiPool(ports).choose(kill, { level: 'hard', seed: 'pool-1', budget: { playouts: 20 } });
    expect(ports.map((p) => p.asked.map((r) => (r.type === 'choose' ? r.options.shard : null)))).toEqual([
      [0],
      [1],
      [2],
    ]);
    expect(answer!.action).toMatchObject({ type: 'attack', target: 'tiger' });
    expect(answer!.stats.playouts).toBe(60);
    // The first worker searches as a lone searcher does.
    const shares = ports
      .map((p) => handleRequest(p.asked[0]))
      .map((r) => (r.ok && 'answer' in r ? r.answer!.stats.share : null));
    const lone = handleRequest({
      ...ports[0].asked[0],
      options: { level: 'hard', seed: 'pool-1', budget: { playouts: 20 } },
    });
    expect(lone.ok && 'answer' in lone && lone.answer!.stats.share).toEqual(shares[0]);
  }, 60_000);

  it('gives each worker its own determinizations: where the dice decide, their statistics differ', async () => {
    // kill-2: Panzerschrecks at a damaged Sherman, which the dice may or may not destroy.
    const ports = [port(), port()];
    await new AiPool(ports).choose(position('kill-2'), { level: 'hard', seed: 'pool-3', budget: { playouts: 20 } });
    const shares = ports
      .map((p) => handleRequest(p.asked[0]))
      .map((r) => (r.ok && 'answer' in r ? r.answer!.stats.share : null));
    expect(shares[0]).not.toBeNull();
    expect(shares[1]).not.toEqual(shares[0]);
  }, 60_000);

  it('asks the first worker alone for a level that does not search', async () => {
    const kill = position('kill-1');
    const ports = [port(), port()];
    const answer = await new AiPool(ports).choose(kill, { level: 'normal', seed: 'pool-2' });
    expect(answer!.action).toMatchObject({ type: 'attack', target: 'tiger' });
    expect(ports.map((p) => p.asked.length)).toEqual([1, 0]);
  });

  it('an answer without statistics (one sensible choice) passes through; none at all is null', () => {
    const lone: AgentAnswer = {
      action: act('x'),
      team: 0,
      stats: { ms: 1, playouts: 0, candidates: 1 },
    };
    expect(mergeAnswers([lone, lone])).toBe(lone);
    expect(mergeAnswers([null, null])).toBeNull();
  });
});
