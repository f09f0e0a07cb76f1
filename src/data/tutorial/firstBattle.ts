// The first battle (docs/playing.md, "How to play"): one turn on two tiles, two units a side, from a prepared
// teaching position (the markers and units placed by the scenario, not by the R3 setup: the units
// stand outside their deployment zones, and the 3 OP marker is not on the hex R3.2 would choose,
// so the texts call it the 3 OP marker, never the centre marker), that walks a new
// player through activating a unit, moving it onto an Objective Marker, a Defensive Fire offered
// and decided, an attack with its odds shown, and the scoring at the end of the turn. The dice
// are scripted in the scenario (first-battle.scenario.json: the Defensive Fire and the attack
// each roll 5 successes against a defense die that fails), so the lesson plays the same way every
// time; tests/store/tutorial.test.ts plays it through the engine and checks every step's text.
import { parseHexLabel, type Action, type Hex } from '../../engine';
import type { Lesson, LessonCondition } from './lesson';
import scenario from './first-battle.scenario.json' with { type: 'json' };

function hex(label: string): Hex {
  const h = parseHexLabel(label);
  if (!h) throw new Error(`not a hex label: ${label}`);
  return h;
}

/** Done when the step's own condition holds, or (later in the lesson) the unit's activation in the phase is over. */
function orActed(c: LessonCondition, unit: string, phase: 'movement' | 'assault'): LessonCondition {
  return { kind: 'any', of: [c, { kind: 'activated', unit, phase }] };
}

/** Done when the unit is selected, or its activation in the phase is over. */
function selectedOrActed(unit: string, phase: 'movement' | 'assault'): LessonCondition {
  return orActed({ kind: 'selected', unit }, unit, phase);
}

const enemyMove: Action = { type: 'move', unit: 'grenadiers', path: [hex('E8')] };

export const FIRST_BATTLE: Lesson = {
  id: 'first-battle',
  name: 'First battle (tutorial)',
  scenario,
  player: 0,
  script: [
    { by: 'player', type: 'move', unit: 'rifles', to: 'F8' },
    { by: 'opponent', action: enemyMove },
    { by: 'player', type: 'defensiveFire', unit: 'sherman' },
    { by: 'player', type: 'hold', unit: 'sherman' },
    { by: 'opponent', action: { type: 'hold', unit: 'pak' } },
    { by: 'player', type: 'attack', unit: 'sherman' },
    { by: 'opponent', action: { type: 'hold', unit: 'grenadiers' } },
    { by: 'player', type: 'hold', unit: 'rifles' },
    { by: 'opponent', action: { type: 'hold', unit: 'pak' } },
  ],
  steps: [
    {
      id: 'activate',
      title: 'Activate a unit',
      text: 'You command the US Army (blue) for one turn. The battle starts from a position prepared for the lesson, in the middle of the field, not from a deployment (R3.2, R3.3): the markers are out and the units already close. Turn 1, Movement Phase: you won the initiative, so you activate a unit first, then the sides take turns, one unit at a time (R4.2). Click your rifle squad (M1 Garand Rifle) in F9.',
      point: { hex: 'F9' },
      done: selectedOrActed('rifles', 'movement'),
    },
    {
      id: 'move',
      title: 'Move onto the marker',
      text: 'Only Infantry take Objective Markers (R7.1), and the gold one in F8 is the 3 OP marker: it scores 3 OP at the end of every turn for the side that holds it. The lit hexes are where the squad can go: each open hex costs 1 Speed and it has 1 (R5.1). Click F8.',
      point: { hex: 'F8' },
      done: { kind: 'unitAt', unit: 'rifles', at: 'F8' },
    },
    {
      id: 'defensive-fire',
      title: 'Defensive Fire',
      text: 'The enemy squad (Mauser Kar 98k) stepped from D8 to E8. Both hexes are next to your Sherman, so it may fire at the squad now, once this phase, every model once (R5.7). The panel shows the odds of firing from each hex before any die is rolled. Click "Fire at it in E8".',
      point: { element: '[data-tutorial="df-to"]' },
      // Defensive Fire is once per phase (R5.7): in the Assault Phase the mark is gone, the step done.
      done: {
        kind: 'any',
        of: [
          { kind: 'firedDefensively', unit: 'sherman' },
          { kind: 'reached', phase: 'assault' },
        ],
      },
    },
    {
      id: 'select-sherman',
      title: 'A hit',
      text: "The Sherman rolled 9 dice: 5 came up 4 or more (R6.4), the squad's one defense die saved none (R6.5), and 5 successes are at least its Defense 4: one Mauser Kar 98k is lost (R6.6). Defensive Fire did not use up the Sherman's activation (R5.7), and every unit is activated once in the Movement Phase (R4.3). Click your Sherman in E9.",
      point: { hex: 'E9' },
      done: selectedOrActed('sherman', 'movement'),
    },
    {
      id: 'stay',
      title: 'Stay',
      text: 'A unit may stay instead of moving: that is its activation for the phase (R4.3). Keep the Sherman where it covers the marker: click Stay.',
      point: { element: '[data-tutorial="order-hold"]' },
      done: { kind: 'activated', unit: 'sherman', phase: 'movement' },
    },
    {
      // The Attack button outlined next is the selected unit's: with the squad selected it would
      // be the squad's, and pressing it would not do the step. So, as before "Stay", the lesson
      // first asks for the Sherman (shown only when another unit or none is selected).
      id: 'select-sherman-assault',
      title: 'Your Sherman',
      text: 'Every unit has been activated: the Assault Phase begins, and the initiative winner goes first again (R4.2, R4.5). The Sherman makes this attack: click your Sherman in E9.',
      point: { hex: 'E9' },
      done: selectedOrActed('sherman', 'assault'),
    },
    {
      id: 'assault',
      title: 'The Assault Phase',
      text: 'The enemy gun stayed, and every unit has been activated: the Assault Phase begins, and the initiative winner goes first again (R4.2, R4.5). Each unit now moves or attacks, each of its models at one target. With your Sherman (E9) selected, click Attack: the enemies it can hit are ringed in red.',
      point: { hex: 'E9', element: '[data-tutorial="order-attack"]' },
      done: orActed({ kind: 'aiming', unit: 'sherman' }, 'sherman', 'assault'),
    },
    {
      id: 'aim',
      title: 'Aim',
      text: 'Click the enemy squad in E8. It is 1 hex away, Short range (R6.1), so the Sherman rolls its Short-range Infantry dice: 9 (R6.2).',
      point: { hex: 'E8' },
      done: orActed({ kind: 'aimedAt', target: 'grenadiers' }, 'sherman', 'assault'),
    },
    {
      id: 'roll',
      title: 'The odds, then the roll',
      text: 'Before you roll, the panel shows the exact odds: the attack dice, the defense dice against them (R6.5), and the chance of each result. Click Roll.',
      point: { element: '[data-testid="roll"]' },
      done: { kind: 'activated', unit: 'sherman', phase: 'assault' },
    },
    {
      id: 'score-preview',
      title: 'The score',
      text: 'Another Mauser Kar 98k falls, and the enemy squad stays where it is. Your score at the top adds the markers as if the turn ended now: +3, your squad holds the 3 OP marker; the enemy gun holds its own 1 OP marker in E2 (R7.1). Now click your rifle squad in F8.',
      point: { hex: 'F8', element: '[data-testid="score-0"]' },
      done: selectedOrActed('rifles', 'assault'),
    },
    {
      id: 'hold-marker',
      title: 'Hold the marker',
      text: 'It could fire at the enemy squad, but keep it simple: click Stay. When both sides have activated every unit, the turn ends and the markers score (R4.1).',
      point: { element: '[data-tutorial="order-hold"]' },
      done: { kind: 'reached', phase: 'ended' },
    },
    {
      id: 'scored',
      title: 'Scored',
      text: 'End of turn 1: markers score for the side with Infantry in their hex and no enemy Infantry there (R7.1): 3 OP for your squad, 1 OP for the enemy gun. This battle was one turn long, so it is over: you win 3 to 1 (R7.3). A game lasts 5 turns unless set otherwise: start one with New game.',
      point: { element: '[data-testid="score-0"]' },
      done: null,
    },
  ],
};

export const LESSONS: readonly Lesson[] = [FIRST_BATTLE];
