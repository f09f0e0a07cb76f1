// What a state read from outside must agree with about where play stands, beyond the checks of
// each field (validateState.ts): the turn and the phase (R3: the setup is turn 0; R4.1: the
// Movement and Assault Phases are played from turn 1), the score kept so far (R7.1), and every
// decision owed and attack under way against the units, models, rolls and hexes they name (the
// shapes of core/pending.ts, as resolve/ makes them). A file with turn 0 in the Movement Phase,
// a reroll of a die nobody rolled, a step that jumps across the map or a strike on a model of
// another unit is refused with the field's path, so the engine never runs on it (docs/records.md).
import { distance, hexEquals, neighbor } from '../core/hex';
import type { AttackInProgress, Continuation, PendingStep } from '../core/pending';
import type { GameState, Phase } from '../core/state';
import { MOVEMENT_ROLL_TARGET } from '../rules/movement';
import { checkGround } from '../rules/standing';
import type { FieldReader } from './fieldReader';

/** A phase in a sentence. */
export const PHASE_WORDS: Readonly<Record<Phase, string>> = {
  setup: 'the setup',
  movement: 'the Movement Phase',
  assault: 'the Assault Phase',
  ended: 'the end of the game',
};

/** R3, R4.1, R7.1, R7.3: the turn and phase exist together, and the score is of turns played. */
export function turnAgrees(r: FieldReader, state: GameState): void {
  const { turn, phase } = state;
  if (phase === 'setup' && turn !== 0)
    r.say('turn', `the setup comes before turn 1 (R3): the turn is 0 during the setup, not ${turn}`);
  if ((phase === 'movement' || phase === 'assault') && turn === 0)
    r.say('turn', `turn 0 is the setup (R3): ${PHASE_WORDS[phase]} is played from turn 1 on (R4.1)`);
  if (phase === 'ended') {
    if (state.pending.length > 0) r.say('pending', 'an ended game owes no decision (R7.3)');
    if (state.resume.length > 0) r.say('resume', 'an ended game resolves nothing (R7.3)');
    if (state.activation !== null) r.say('activation', 'an ended game activates no unit (R7.3)');
  }
  let last = 0;
  state.score.turns.forEach((t, i) => {
    // R7.1: a turn is scored as it ends, so the score holds turns already reached, each once, in order.
    if (t.turn > turn)
      r.say(
        `score.turns[${i}].turn`,
        `turn ${t.turn} is scored when it ends (R7.1), and the game is in ${turn === 0 ? 'the setup' : `turn ${turn}`}`,
      );
    else if (t.turn <= last)
      r.say(
        `score.turns[${i}].turn`,
        `each turn is scored once, in order (R7.1): turn ${t.turn} comes after turn ${last}`,
      );
    last = Math.max(last, t.turn);
    // R7.1: what each marker scored, for the markers on the battlefield.
    t.markers.forEach((m, k) => {
      if (!state.objectives.some((o) => o.id === m.objective))
        r.say(
          `score.turns[${i}].markers[${k}].objective`,
          `no Objective Marker ${m.objective} is on the battlefield (R7.1)`,
        );
    });
  });
}

/**
 * Each decision owed (core/pending.ts) against what it names: the team that answers it owns the
 * unit it is about (R4.2), the models and rolls it names exist, a held step is one step from
 * where its unit stands (R5.3), survivors go next to their Transport (R8.7), an end vote is of
 * an open-ended game (R7.3). The attack under way, in `resume`, is checked by attackAgrees.
 */
export function decisionsNameWhatExists(r: FieldReader, state: GameState): void {
  const top = state.resume[state.resume.length - 1];
  const attack = top?.kind === 'attack' ? top.attack : null;
  state.pending.forEach((p, i) => {
    const where = `pending[${i}]`;
    switch (p.kind) {
      case 'defensiveFire':
        if (state.units[p.mover].team === p.team)
          r.say(`${where}.team`, 'Defensive Fire is offered to the team defending against the mover (R5.7)');
        if (p.fired.some((u) => state.units[u].team !== p.team))
          r.say(`${where}.fired`, "only the defending team's units fire at the mover (R5.7)");
        break;
      case 'nameModel':
        if (state.units[p.unit].team !== p.team)
          r.say(`${where}.team`, 'the owner of the unit attacked names its model (R6.6)');
        if (p.choices.length === 0) r.say(`${where}.choices`, 'a model is named among at least one (R6.6)');
        if (
          p.reason === 'target' &&
          attack &&
          (attack.spec.random !== null || attack.strikes.length > 0 || attack.spec.target !== p.unit)
        ) {
          r.say(where, 'the model attacked is named before the attack strikes, in the unit aimed at (R6.6)');
        }
        break;
      case 'reroll': {
        const unit = state.units[p.unit];
        if (unit.team !== p.team)
          r.say(`${where}.team`, 'a reroll is decided by the owner of the unit rerolling (R8.6)');
        if (!unit.models.some((m) => m.id === p.model))
          r.say(`${where}.model`, `model ${p.model} is not a model of ${p.unit} (R8.6)`);
        if (p.roll === 'movement') {
          heldStepAgrees(r, state, p.step, p.index, p.dice, where);
          break;
        }
        if (!attack) break;
        // R8.6: the set offered is the set rolled, by the unit that rolled it.
        const set = p.roll === 'attack' ? attack.rolls[p.index] : attack.strikes[p.index];
        const dice = set && ('dice' in set ? set.dice : set.defenseDice);
        const roller = p.roll === 'attack' ? attack.spec.unit : attack.strikes[p.index]?.unit;
        if (
          set &&
          (!dice || !set.rerollOffered || dice.length !== p.dice.length || dice.some((d, k) => d !== p.dice[k]))
        ) {
          r.say(`${where}.dice`, `the dice offered for a reroll are the ${p.roll} dice rolled, as rolled (R8.6)`);
        }
        if (set && roller !== p.unit) r.say(`${where}.unit`, `the ${p.roll} roll is not ${p.unit}'s (R8.6)`);
        break;
      }
      case 'placeSurvivors':
        if (state.units[p.unit].team !== p.team) r.say(`${where}.team`, 'survivors are placed by their owner (R8.7)');
        p.choices.forEach((h, k) => {
          if (distance(h, p.from) !== 1)
            r.say(
              `${where}.choices[${k}]`,
              'survivors are placed in a hex next to their destroyed Transport (R8.7)',
              'BAD_PLACEMENT',
            );
          // R5.1: a hex the unit may stand in (not Water unless Amphibious), as the engine offers them.
          const ground = checkGround(state, state.units[p.unit], h);
          if (ground && !ground.ok)
            r.say(`${where}.choices[${k}]`, `${ground.error.message} (${ground.error.rule})`, 'BAD_PLACEMENT');
        });
        break;
      case 'commandTargets': {
        const commander = state.units[p.commander];
        if (commander.team !== p.team)
          r.say(`${where}.team`, "a Junior Commander's owner picks the units he casts on (R8.4)");
        if (!commander.models.some((m) => m.commander === 'junior'))
          r.say(`${where}.commander`, `${p.commander} holds no Junior Commander (R8.4)`);
        p.choices.forEach((u, k) => {
          if (u === p.commander || state.units[u].team !== p.team)
            r.say(`${where}.choices[${k}]`, 'a Junior Commander casts on other friendly units (R8.4)');
        });
        break;
      }
      case 'endGameVote':
        if (state.settings.turns !== null)
          r.say(where, `only an open-ended game ends by a vote (R7.3); this one lasts ${state.settings.turns} turns`);
        if (p.votes.includes(p.team) || new Set(p.votes).size !== p.votes.length)
          r.say(`${where}.votes`, 'each team votes once (R7.3)');
        break;
    }
  });
}

/** R5.3, R8.6: a step held by a movement reroll: its unit stands where it starts, one step from where it goes, and the failed die failed. */
function heldStepAgrees(
  r: FieldReader,
  state: GameState,
  step: PendingStep,
  index: number,
  dice: number[],
  where: string,
): void {
  const unit = state.units[step.unit];
  const w = `${where}.step`;
  if (unit.status !== 'map' || !unit.at || !hexEquals(unit.at, step.from))
    r.say(`${w}.from`, `the step starts where ${step.unit} stands (R5.3)`, 'BAD_PLACEMENT');
  if (!hexEquals(neighbor(step.from, step.dir), step.to))
    r.say(`${w}.to`, 'a step goes to the next hex, in the direction it faces (R5, R5.5)', 'BAD_PLACEMENT');
  if (index !== step.failed) r.say(`${where}.index`, 'the reroll is of the roll that failed (R5.3, R8.6)');
  if (dice.length === 1 && dice[0] >= MOVEMENT_ROLL_TARGET)
    r.say(
      `${where}.dice`,
      `a movement roll of ${dice[0]} passed (R5.3: ${MOVEMENT_ROLL_TARGET}+): there is nothing to reroll`,
    );
  const speedLeft = state.activation?.speedLeft;
  if (speedLeft !== undefined && step.cost > speedLeft)
    r.say(`${w}.cost`, `the step costs ${step.cost} Speed and ${step.unit} has ${speedLeft} left (R5.2)`);
  if (step.embarkIn === step.unit) r.say(`${w}.embarkIn`, 'a unit does not embark in itself (R4.6)');
}

/**
 * Each attack under way (R6) against what it names: an enemy unit aimed at (R4.5) at the range
 * between its hexes (R6.1), made by the unit activated or the unit firing the volley under it
 * (R4.3, R5.7), at the mover (R5.7); strikes on the unit aimed at, or up to two random ones
 * (R8.2, R8.3); the attack dice rolled once for every strike, one roll per profile struck, as
 * many dice as they say (R6.4); defense dice only once the attack dice are rolled (R6.5); a
 * reroll of a die that is in its set (R8.6).
 */
export function attacksAgree(r: FieldReader, state: GameState): void {
  state.resume.forEach((frame, i) => {
    if (frame.kind !== 'attack') return;
    attackAgrees(r, state, frame.attack, state.resume[i - 1], `resume[${i}].attack`);
  });
}

function attackAgrees(
  r: FieldReader,
  state: GameState,
  atk: AttackInProgress,
  below: Continuation | undefined,
  where: string,
): void {
  const { spec } = atk;
  const w = (f: string) => `${where}.${f}`;
  if (state.units[spec.unit].team === state.units[spec.target].team)
    r.say(w('spec.target'), 'attacks are made against enemy units (R4.5)');
  if (spec.range !== distance(spec.from, spec.targetAt))
    r.say(
      w('spec.range'),
      `the range is the hexes from ${spec.from.q},${spec.from.r} to ${spec.targetAt.q},${spec.targetAt.r}: ${distance(spec.from, spec.targetAt)}, not ${spec.range} (R6.1)`,
    );
  if (spec.context === 'activation' && state.activation?.unit !== spec.unit)
    r.say(w('spec.unit'), 'an attack of an activation is made by the unit activated (R4.3)');
  if (spec.context === 'defensiveFire' && below?.kind === 'volley') {
    if (below.volley.unit !== spec.unit)
      r.say(w('spec.unit'), 'the attack of a volley is made by the unit firing it (R5.7)');
    if (below.offer.mover !== spec.target) r.say(w('spec.target'), 'Defensive Fire is at the unit moving (R5.7)');
  }
  // R8.2: Blast strikes twice, Indirect Fire once; an aimed attack strikes the one model named in the unit aimed at (R6.6).
  const most = spec.random === 'blast' ? 2 : 1;
  if (atk.strikes.length > most)
    r.say(
      w('strikes'),
      `${atk.strikes.length} strikes: this attack strikes ${most === 2 ? 'twice at most (R8.2)' : 'once (R6.6, R8.3)'}`,
    );
  if (spec.random === null) {
    atk.strikes.forEach((s, k) => {
      if (s.unit !== spec.target) r.say(w(`strikes[${k}].unit`), 'an aimed attack strikes the unit aimed at (R6.6)');
    });
  }
  // R6.4: the attack dice are rolled for every strike at once, one roll per profile struck.
  const withDice = atk.strikes.filter((s) => s.attack !== null);
  if (withDice.length > 0 && withDice.length < atk.strikes.length)
    r.say(w('strikes'), 'the attack dice are fixed for every strike at once (R6.4)');
  if (withDice.length === 0 && atk.rolls.length > 0)
    r.say(w('rolls'), 'attack dice are rolled once the strikes have their dice (R6.4)');
  const profiles = new Set<string>();
  atk.rolls.forEach((roll, k) => {
    const wr = w(`rolls[${k}]`);
    if (profiles.has(roll.profile))
      r.say(`${wr}.profile`, `the ${roll.profile} dice are rolled once per attack (R6.4, R8.2)`);
    profiles.add(roll.profile);
    const first = withDice.find((s) => s.profile === roll.profile);
    if (withDice.length > 0 && !first)
      r.say(`${wr}.profile`, `no strike of the attack takes the ${roll.profile} dice (R6.2)`);
    if (first?.attack && roll.dice.length !== first.attack.count)
      r.say(`${wr}.dice`, `${roll.dice.length} dice rolled where the attack rolls ${first.attack.count} (R6.4)`);
    if (roll.reroll && (!roll.rerollOffered || roll.reroll.index >= roll.dice.length))
      r.say(`${wr}.reroll`, 'a reroll is of a die of the set, once offered (R8.6)');
  });
  atk.strikes.forEach((s, k) => {
    const ws = w(`strikes[${k}]`);
    if (s.attack && atk.rolls.length > 0 && !profiles.has(s.profile))
      r.say(`${ws}.profile`, `the ${s.profile} dice of this strike were never rolled (R6.4)`);
    if (s.defenseDice !== null && (s.attack === null || atk.rolls.length === 0))
      r.say(`${ws}.defenseDice`, 'defense dice are rolled after the attack dice (R6.5)');
    if (s.rerollOffered && s.defenseDice === null)
      r.say(`${ws}.rerollOffered`, 'a defense reroll is offered once the defense dice are rolled (R8.6)');
    if (s.reroll && (!s.rerollOffered || !s.defenseDice || s.reroll.index >= s.defenseDice.length))
      r.say(`${ws}.reroll`, 'a reroll is of a die of the set, once offered (R8.6)');
  });
  if (atk.reports.length > atk.strikes.filter((s) => s.resolved).length)
    r.say(w('reports'), 'each report is of a strike resolved');
}
