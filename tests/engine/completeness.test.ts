// Issue 12 point 1: legalActions lists exactly what applyAction accepts. On named positions (one
// for each kind of choice, tests/positions.ts) and on states of random games, every well-formed
// candidate action is applied (tests/candidates.ts) and the accepted ones are compared with the
// listed ones, both ways. Each named position also keeps its count of legal actions per type
// (like perft in chess), so that any change in what is legal shows here.
import { describe, expect, it } from 'vitest';
import { legalActions, type Action, type GameState, type PendingKind } from '../../src/engine';
import type { SetupStep } from '../../src/engine/core/state';
import { completenessProblems } from '../candidates';
import { POSITIONS } from '../positions';
import { playRandomGame, type Policy } from '../property/randomPlay';

/** Every kind of decision and setup step (a new one fails to compile until it is listed here). */
const PENDING_KINDS: Record<PendingKind, true> = { defensiveFire: true, nameModel: true, reroll: true, placeSurvivors: true, survivorOrder: true, commandTargets: true, endGameVote: true };
const SETUP_STEPS: Record<SetupStep, true> = { objectives: true, deployment: true, scout: true };

/** What a state asks for: the decision pending (and which roll a reroll is of), else the phase and step. */
function situation(state: GameState): string {
  const top = state.pending[state.pending.length - 1];
  if (top) return top.kind === 'reroll' ? `reroll:${top.roll}` : top.kind;
  return state.phase === 'setup' ? `setup:${state.setupStep}` : state.phase;
}

/** The situations checked, over the named positions and the random games. */
const checked = new Set<string>();

function countsByType(state: GameState): Partial<Record<Action['type'], number>> {
  const out: Partial<Record<Action['type'], number>> = {};
  for (const a of legalActions(state)) out[a.type] = (out[a.type] ?? 0) + 1;
  return out;
}

describe('named positions: every candidate action is accepted exactly when listed, and the legal actions are counted', () => {
  for (const p of POSITIONS) {
    it(`${p.rules}: ${p.name}`, () => {
      const state = p.state();
      checked.add(situation(state));
      const r = completenessProblems(state);
      expect(r.problems).toEqual([]);
      expect(countsByType(state)).toEqual(p.counts);
    });
  }
});

/**
 * Random games chosen for what they reach (Defensive Fire with Close Assault, transports, every
 * kind of reroll, Aggression, Strike and Fade, Relocate, Scouts, Reserves, Aircraft). A state is
 * checked when what it asks for (the decision, or the phase and step, with the kind of move under
 * way and the action that led to it) is new to the game, and every 20th state besides.
 */
const GAMES: { seed: string; points: number; policy: Policy }[] = [
  { seed: 'survey-1', points: 200, policy: 'aggressive' },
  { seed: 'survey-4', points: 200, policy: 'full' },
  { seed: 'survey-11', points: 300, policy: 'aggressive' },
  { seed: 'survey-6', points: 100, policy: 'full' },
  { seed: 'survey-2', points: 300, policy: 'full' },
];

describe('random games: every candidate action is accepted exactly when listed', () => {
  for (const g of GAMES) {
    it(`${g.seed} (${g.points} points, ${g.policy})`, () => {
      const problems: string[] = [];
      const seen = new Map<string, number>();
      let k = 0;
      playRandomGame(g.seed, {
        points: g.points,
        policy: g.policy,
        check: (state, action) => {
          k++;
          if (state.phase === 'ended') return;
          const key = `${situation(state)}|${state.activation?.moveKind ?? '-'}|${action?.type ?? '-'}|${action && 'weapon' in action ? action.weapon : '-'}`;
          const n = seen.get(key) ?? 0;
          seen.set(key, n + 1);
          if (n > 0 && k % 20 !== 0) return;
          checked.add(situation(state));
          for (const p of completenessProblems(state).problems) problems.push(`step ${k} (${key}): ${p}`);
        },
      });
      expect(problems.slice(0, 20)).toEqual([]);
    }, 120_000);
  }
});

describe('coverage', () => {
  it('every kind of pending decision, every setup step and both phases were checked', () => {
    const all = [
      ...Object.keys(PENDING_KINDS).filter((k) => k !== 'reroll'),
      'reroll:attack',
      'reroll:defense',
      'reroll:movement',
      ...Object.keys(SETUP_STEPS).map((s) => `setup:${s}`),
      'movement',
      'assault',
    ];
    expect(all.filter((s) => !checked.has(s))).toEqual([]);
  });
});
