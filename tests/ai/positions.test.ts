// The tactical positions (tests/ai/positions/README.md): each loads as a scenario and passes
// validateState, each acceptable answer is a legal action there (or a reachable end of the
// activation), and every odds figure its why quotes is the engine's (previewAttack). What each AI
// level solves is measured by `npm run ai:positions` (docs/ai.md), never asserted here.
import { describe, expect, test } from 'vitest';
import { deciderOf } from '../../src/ai';
import { applyAction, type GameState } from '../../src/engine';
import { POSITIONS } from './positions';
import {
  answerMet,
  answerProblem,
  hexOf,
  judge,
  loadPosition,
  oddsProblems,
  type LoadedPosition,
  type Position,
} from './positions/suite';

function byId(id: string): Position {
  const p = POSITIONS.find((x) => x.id === id);
  if (!p) throw new Error(`no position ${id}`);
  return p;
}

function loaded(p: Position): LoadedPosition {
  const r = loadPosition(p);
  if (!r.ok) throw new Error(`${p.id}: ${r.error}`);
  return r.value;
}

describe('tactical positions', () => {
  test('at least 40, in at least 8 themes, with distinct ids, each with answers and a why', () => {
    expect(POSITIONS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(POSITIONS.map((p) => p.theme)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(POSITIONS.map((p) => p.id)).size).toBe(POSITIONS.length);
    for (const p of POSITIONS) {
      expect(p.answers.length, p.id).toBeGreaterThan(0);
      expect(p.why.length, p.id).toBeGreaterThan(40);
    }
  });

  test.each(POSITIONS.map((p) => [p.id, p] as const))(
    '%s loads, owes a decision, and its answers are legal with the odds it quotes',
    (_id, p) => {
      const lp = loaded(p);
      expect(deciderOf(lp.state)).not.toBeNull();
      expect(p.answers.map((a) => answerProblem(lp, a))).toEqual(p.answers.map(() => null));
      expect(oddsProblems(lp)).toEqual([]);
    },
  );

  test('a position that does not load says why', () => {
    const bad: Position = {
      ...POSITIONS[0],
      id: 'bad',
      scenario: {
        ...POSITIONS[0].scenario,
        teams: [
          POSITIONS[0].scenario.teams[0],
          { name: 'X', units: [{ id: 'u', models: ['no-such-card'], at: 'A1' }] },
        ],
      },
    };
    const r = loadPosition(bad);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain('no-such-card');
  });

  test('an answer the position does not allow is reported, and so is a wrong odds figure', () => {
    const p = loaded(byId('kill-1'));
    expect(answerProblem(p, { attacks: 'nobody' })).toContain('no legal attack');
    expect(answerProblem(p, { unit: 'sherman', endsIn: ['J8'] })).toContain('cannot meet');
    expect(
      oddsProblems({ ...p, odds: [{ attack: { unit: 'sherman', model: 1, target: 'tiger' }, pDestroyed: 0.5 }] })[0],
    ).toContain('pDestroyed is 0.998, not 0.5');
  });

  test('the judge plays a decision out and tells what was played', () => {
    const p = loaded(byId('marker-1'));
    const verdict = judge(p, 'normal', {});
    expect(verdict.played).toContain('garands on');
    const wrong = judge({ ...p, answers: [{ unit: 'garands', endsIn: ['A1'] }] }, 'normal', {});
    expect(wrong.solved).toBe(false);
  });

  test('safety-1: the south-east route draws Defensive Fire, the south-west one does not, and an answer asking for no fire tells them apart', () => {
    const p = loaded(byId('safety-1'));
    const moved = (labels: string[]): GameState => {
      const r = applyAction(p.state, { type: 'move', unit: 'bike', path: labels.map(hexOf) });
      if (!r.ok) throw new Error(r.error.message);
      return r.state;
    };
    const past = moved(['C3', 'C4', 'D5']);
    expect(past.pending.some((d) => d.kind === 'defensiveFire' && d.mover === 'bike')).toBe(true);
    const around = moved(['B3', 'B4', 'C5', 'C6', 'D7']);
    expect(around.pending).toEqual([]);
    const answer = { unit: 'bike', endsIn: ['D7'], unfired: true };
    expect(answerMet(answer, [], around, new Set())).toBe(true);
    expect(answerMet(answer, [], around, new Set(['bike']))).toBe(false);
    expect(answerMet({ unit: 'bike', endsIn: ['D7'] }, [], around, new Set(['bike']))).toBe(true);
  });
});
