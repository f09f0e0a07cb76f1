// docs/ai.md, "For the UI": the worker's message protocol, in Node (the worker is handleRequest wired to
// postMessage): a request gets the agent's answer under its id, a malformed one a refusal,
// never a throw; the page's AiClient matches answers to requests.
import { describe, expect, it } from 'vitest';
import { createGame, legalActions, type GameState } from '../../src/engine';
import {
  AiClient,
  chooseAction,
  deciderOf,
  handleRequest,
  type AiRequest,
  type AiResponse,
  type MessagePort,
} from '../../src/ai';
import { reviewGame } from '../../src/ai/review';
import { randomGameSetup } from '../property/randomPlay';

const created = createGame(randomGameSetup('ai-worker'));
const state = (created.ok ? created.state : null) as GameState;

describe('AI worker protocol', () => {
  it("answers a request with a listed action, the team and a reason, under the request's id", () => {
    const r = handleRequest({ id: 41, type: 'choose', state, options: { level: 'normal', seed: 'w' } });
    expect(r.id).toBe(41);
    if (!r.ok) throw new Error(r.error);
    if (!('answer' in r)) throw new Error('not an answer');
    expect(r.answer).not.toBeNull();
    expect(legalActions(state).map((a) => JSON.stringify(a))).toContain(JSON.stringify(r.answer!.action));
    expect(r.answer!.why).toBeDefined();
  });

  it('reviews a game’s record under the request’s id (docs/ai.md, "The review"), through the client too', async () => {
    const actions = [chooseAction(state, { level: 'easy', seed: 'r' })!.action];
    const r = handleRequest({ id: 7, type: 'review', initial: state, actions, reviewed: [0, 1] });
    expect(r.id).toBe(7);
    if (!r.ok || !('review' in r)) throw new Error('no review');
    expect(r.review.reasons).toHaveLength(1);
    expect(r.review).toEqual(reviewGame(state, actions, [0, 1]));
    expect(handleRequest({ id: 8, type: 'review', initial: state, actions, reviewed: [2] }).ok).toBe(false);
    const port: MessagePort = {
      onmessage: null,
      postMessage(msg) {
        queueMicrotask(() => port.onmessage!({ data: handleRequest(JSON.parse(JSON.stringify(msg))) }));
      },
    };
    expect(await new AiClient(port).review(state, actions, [0, 1])).toEqual(r.review);
  });

  it('refuses a malformed request without throwing', () => {
    expect(handleRequest(null)).toEqual({ id: -1, ok: false, error: expect.stringContaining('not an AI request') });
    const bad = handleRequest({ id: 3, type: 'choose', state, options: { level: 'grandmaster', seed: 'w' } });
    expect(bad.ok).toBe(false);
    expect(bad.id).toBe(3);
  });

  it('the client resolves each request with its own answer (a stand-in worker in Node)', async () => {
    const port: MessagePort & { queue: AiRequest[] } = {
      queue: [],
      onmessage: null,
      postMessage(msg) {
        this.queue.push(msg);
      },
    };
    const client = new AiClient(port);
    const first = client.choose(state, { level: 'normal', seed: 'a' });
    const second = client.choose(state, { level: 'easy', seed: 'b' });
    // The worker answers out of order.
    for (const msg of [...port.queue].reverse())
      port.onmessage!({ data: handleRequest(JSON.parse(JSON.stringify(msg))) as AiResponse });
    const [a, b] = await Promise.all([first, second]);
    expect(a!.action).toEqual(chooseAction(state, { level: 'normal', seed: 'a' })!.action);
    expect(b!.action).toEqual(chooseAction(state, { level: 'easy', seed: 'b' })!.action);
  });

  it('the worker entry answers a message through its global postMessage', async () => {
    const scope = globalThis as unknown as {
      onmessage: ((e: { data: unknown }) => void) | null;
      postMessage?: (m: unknown) => void;
    };
    const sent: unknown[] = [];
    scope.postMessage = (m) => sent.push(m);
    try {
      await import('../../src/ai/worker');
      scope.onmessage!({ data: { id: 9, type: 'choose', state, options: { level: 'normal', seed: 'w' } } });
      scope.onmessage!({ data: 'hello' });
      expect(sent).toHaveLength(2);
      expect(sent[0]).toMatchObject({ id: 9, ok: true, answer: { team: deciderOf(state)!.team } });
      expect(sent[1]).toMatchObject({ id: -1, ok: false });
    } finally {
      delete scope.postMessage;
      scope.onmessage = null;
    }
  });
});
