// Theme "blast": a Blast or Indirect Fire weapon picks its struck units at random among every
// unit of the target hex, friend or foe (R8.2, R8.3). Between two like targets, the one alone in
// its hex is hit with every strike; the one sharing its hex with a friendly unit spends strikes
// (and casualties) on the friends.
import type { Position } from './suite';

const THEME = 'blast';
const assault = { phase: 'assault' as const, turn: 2, active: 0 as const, initiative: 0 as const };
const map = { cols: 12, rows: 8 };
const squad = (id: string, card: string, at: string, n = 4) => ({ id, models: Array<string>(n).fill(card), at });
/** A friendly squad that has acted this phase, so the Blast weapon is the one to act. */
const done = (id: string, card: string, at: string, n = 4) => ({ ...squad(id, card, at, n), activated: true });

export const BLAST: Position[] = [
  {
    id: 'blast-1',
    theme: THEME,
    title: 'Brummbar: riflemen alone, or like riflemen locked with our own squad',
    scenario: {
      map,
      teams: [
        {
          name: 'Axis',
          units: [
            { id: 'brummbar', models: ['sturmpanzer-iv-brummbar'], at: 'C4', facing: 'E' },
            done('ours', 'mauser-kar-98k', 'F5'),
          ],
        },
        { name: 'Allies', units: [squad('alone', 'm1-garand-rifle', 'F3'), squad('locked', 'm1-garand-rifle', 'F5')] },
      ],
      ...assault,
    },
    answers: [{ attacks: 'alone' }],
    why: "R8.2: each of the Blast's two strikes picks a unit of the target hex at random, friend or foe. At the riflemen alone in F3 both strikes fall on them: a model lost 68.5 % of the time. At the like riflemen in F5, locked with our own squad, each strike is as likely to fall on ours: 50.3 % to kill one of theirs and 50.3 % to kill one of ours, a net gain of nothing. Same range (3), same cover.",
    odds: [
      { attack: { unit: 'brummbar', model: 1, target: 'alone' }, pModelLost: { alone: 0.685 } },
      { attack: { unit: 'brummbar', model: 1, target: 'locked' }, pModelLost: { ours: 0.503, locked: 0.503 } },
    ],
  },
  {
    id: 'blast-2',
    theme: THEME,
    title: 'Brummbar: riflemen alone, or like riflemen beside our own Panzer IV',
    scenario: {
      map,
      teams: [
        {
          name: 'Axis',
          units: [
            { id: 'brummbar', models: ['sturmpanzer-iv-brummbar'], at: 'C4', facing: 'E' },
            { id: 'p4', models: ['panzer-iv-ausf-g'], at: 'F5', facing: 'W', activated: true },
          ],
        },
        { name: 'Allies', units: [squad('alone', 'm1-garand-rifle', 'F3'), squad('beside', 'm1-garand-rifle', 'F5')] },
      ],
      ...assault,
    },
    answers: [{ attacks: 'alone' }],
    why: 'R8.2: at F5 one strike may fall on our own Panzer IV (our Vehicle dice cannot hurt its front there: 0 %), so the riflemen there lose a model 63.6 % of the time against 68.5 % for the like riflemen alone in F3. The strike spent on a Vehicle is a strike lost; same range (3), same cover.',
    odds: [
      { attack: { unit: 'brummbar', model: 1, target: 'alone' }, pModelLost: { alone: 0.685 } },
      { attack: { unit: 'brummbar', model: 1, target: 'beside' }, pModelLost: { p4: 0, beside: 0.636 } },
    ],
  },
  {
    id: 'blast-3',
    theme: THEME,
    title: 'Mortar (Indirect Fire): riflemen alone, or like riflemen locked with our own squad',
    scenario: {
      map,
      teams: [
        {
          name: 'Allies',
          units: [{ id: 'mortar', models: ['m1-81mm-mortar'], at: 'B4' }, done('ours', 'm1-garand-rifle', 'I5')],
        },
        { name: 'Axis', units: [squad('alone', 'mauser-kar-98k', 'I3'), squad('locked', 'mauser-kar-98k', 'I5')] },
      ],
      ...assault,
    },
    answers: [{ attacks: 'alone' }],
    why: 'R8.3: Indirect Fire strikes one unit of the target hex picked at random, friend or foe. At range 7 the riflemen alone in I3 lose a model 66.8 % of the time; the like riflemen in I5, sharing the hex with our own squad, 33.4 %, and ours 33.4 %. No enemy can reach or shoot the mortar this turn (Speed 1, range 4), so nothing weighs against the attack.',
    odds: [
      { attack: { unit: 'mortar', model: 1, target: 'alone' }, pModelLost: { alone: 0.668 } },
      { attack: { unit: 'mortar', model: 1, target: 'locked' }, pModelLost: { ours: 0.334, locked: 0.334 } },
    ],
  },
  {
    id: 'blast-4',
    theme: THEME,
    title: 'Brummbar: riflemen alone at long range, or like riflemen close by, locked with our squad',
    scenario: {
      map,
      teams: [
        {
          name: 'Axis',
          units: [
            { id: 'brummbar', models: ['sturmpanzer-iv-brummbar'], at: 'C4', facing: 'E' },
            done('ours', 'mauser-kar-98k', 'D5', 6),
          ],
        },
        { name: 'Allies', units: [squad('alone', 'm1-garand-rifle', 'H4'), squad('locked', 'm1-garand-rifle', 'D5')] },
      ],
      ...assault,
    },
    answers: [{ attacks: 'alone' }],
    why: 'R8.2: the riflemen close by (range 1, 9 dice) share their hex with our own squad of six: they lose a model 49.5 % of the time and we lose one 50.4 %, a net loss. The riflemen alone at range 5 (7 dice, R6.1) lose a model 43.2 % of the time, all of it gain.',
    odds: [
      { attack: { unit: 'brummbar', model: 1, target: 'alone' }, pModelLost: { alone: 0.432 } },
      { attack: { unit: 'brummbar', model: 1, target: 'locked' }, pModelLost: { ours: 0.504, locked: 0.495 } },
    ],
  },
  {
    id: 'blast-5',
    theme: THEME,
    title: "Sig 33: riflemen alone, or like riflemen sharing a hex with our Commander's squad",
    scenario: {
      map,
      teams: [
        {
          name: 'Axis',
          units: [
            { id: 'sig', models: ['sig-33'], at: 'B4', facing: 'E' },
            {
              id: 'hq',
              models: ['mauser-kar-98k', 'mauser-kar-98k', 'wehrmacht-oberleutnant'],
              at: 'G5',
              commander: { model: 2, grade: 'junior' },
              activated: true,
            },
          ],
        },
        { name: 'Allies', units: [squad('alone', 'm1-garand-rifle', 'G3'), squad('shared', 'm1-garand-rifle', 'G5')] },
      ],
      ...assault,
    },
    answers: [{ attacks: 'alone' }],
    why: "R8.2, R7.2: the sIG 33's Blast at the riflemen alone in G3 kills one 43.2 % of the time; at the like riflemen in G5 it kills one of theirs 30.5 % of the time and one of our Commander's squad 29.9 % of the time (the Oberleutnant among them: a Junior Commander, HVT 3 lost to friendly fire scores nothing for the enemy, but the army loses him).",
    odds: [
      { attack: { unit: 'sig', model: 1, target: 'alone' }, pModelLost: { alone: 0.432 } },
      { attack: { unit: 'sig', model: 1, target: 'shared' }, pModelLost: { hq: 0.299, shared: 0.305 } },
    ],
  },
];
