// legalActions lists exactly what applyAction accepts. On named positions (one
// for each kind of choice, tests/positions.ts) and on states of random games, every well-formed
// candidate action is applied (tests/candidates.ts) and the accepted ones are compared with the
// listed ones, both ways. Each named position also keeps its count of legal actions per type
// (like perft in chess), so that any change in what is legal shows here. The random games are
// checked in completenessGames.*.test.ts, which Vitest runs side by side with this file.
import { describe, expect, it } from 'vitest';
import { legalActions, type Action, type GameState, type PendingKind } from '../../src/engine';
import type { SetupStep } from '../../src/engine/core/state';
import { completenessProblems } from '../candidates';
import { POSITIONS } from '../positions';
import { situation, surveyedSituations, SURVEY_GAMES, SURVEY_PARTS } from './completenessGames';

/** Every kind of decision and setup step (a new one fails to compile until it is listed here). */
const PENDING_KINDS: Record<PendingKind, true> = {
  defensiveFire: true,
  nameModel: true,
  reroll: true,
  placeSurvivors: true,
  survivorOrder: true,
  commandTargets: true,
  endGameVote: true,
};
const SETUP_STEPS: Record<SetupStep, true> = { objectives: true, deployment: true, scout: true };

/** The situations checked, over the named positions (the random games add theirs in the coverage test). */
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

describe('coverage', () => {
  it('the parts completenessGames.*.test.ts check every survey game, each once', () => {
    expect(SURVEY_PARTS.flat().sort()).toEqual(SURVEY_GAMES.map((g) => g.seed).sort());
  });

  it('every kind of pending decision, every setup step and both phases were checked', () => {
    // The random games are checked in completenessGames.*.test.ts, side by side with this file;
    // what they reach is found here by playing them again, unchecked.
    for (const s of surveyedSituations()) checked.add(s);
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
