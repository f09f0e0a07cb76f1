// The random games of the completeness test (completeness.test.ts), shared by the files that
// check them side by side (completenessGames.*.test.ts) and by the coverage test, which replays
// them to see what they reach.
import { expect, it } from 'vitest';
import type { GameState } from '../../src/engine';
import { completenessProblems } from '../candidates';
import { playRandomGame, type Policy } from '../property/randomPlay';

/** What a state asks for: the decision pending (and which roll a reroll is of), else the phase and step. */
export function situation(state: GameState): string {
  const top = state.pending[state.pending.length - 1];
  if (top) return top.kind === 'reroll' ? `reroll:${top.roll}` : top.kind;
  return state.phase === 'setup' ? `setup:${state.setupStep}` : state.phase;
}

/**
 * Beside each situation's first occurrence, every STRIDE-th state of a game is checked too (a
 * second look at situations seen before, in other positions). `npm test` looks every 100th;
 * `npm run test:completeness:full` (and `npm run fuzz`) every 20th, as the test did before
 * (docs/development.md "Tests").
 */
const STRIDE = Number(process.env.COMPLETENESS_STRIDE ?? 100);

/**
 * Random games chosen for what they reach (Defensive Fire with Close Assault, transports, every
 * kind of reroll, Aggression, Strike and Fade, Relocate, Scouts, Reserves, Aircraft). A state is
 * checked when what it asks for (the decision, or the phase and step, with the kind of move under
 * way and the action that led to it) is new to the game, and every STRIDE-th state besides: so
 * every situation a game reaches is checked at its first occurrence.
 */
export const SURVEY_GAMES: { seed: string; points: number; policy: Policy }[] = [
  { seed: 'survey-1', points: 200, policy: 'aggressive' },
  { seed: 'survey-4', points: 200, policy: 'full' },
  { seed: 'survey-16', points: 300, policy: 'aggressive' },
  { seed: 'survey-6', points: 100, policy: 'full' },
  { seed: 'survey-2', points: 300, policy: 'full' },
];

/** The survey games of each file completenessGames.N.test.ts (N = index + 1): about a minute of checking each. */
export const SURVEY_PARTS: readonly (readonly string[])[] = [
  ['survey-1', 'survey-6'],
  ['survey-16'],
  ['survey-4', 'survey-2'],
];

/** The tests of one part's survey games: every candidate action is accepted exactly when listed. */
export function checkSurveyGames(part: number): void {
  for (const g of SURVEY_GAMES.filter((game) => SURVEY_PARTS[part].includes(game.seed))) {
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
          if (n > 0 && k % STRIDE !== 0) return;
          for (const p of completenessProblems(state).problems) problems.push(`step ${k} (${key}): ${p}`);
        },
      });
      expect(problems.slice(0, 20)).toEqual([]);
    }, 120_000);
  }
}

/** Every situation the survey games reach (each is checked at its first occurrence, checkSurveyGames). */
export function surveyedSituations(): Set<string> {
  const reached = new Set<string>();
  for (const g of SURVEY_GAMES) {
    playRandomGame(g.seed, {
      points: g.points,
      policy: g.policy,
      check: (state) => {
        if (state.phase !== 'ended') reached.add(situation(state));
      },
    });
  }
  return reached;
}
