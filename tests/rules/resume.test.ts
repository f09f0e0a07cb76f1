// The continuation (state.resume, resolve/resume.ts): a resolution stopped by a decision is held
// as data, and the answer goes on with it from there. A squad of two kinds of model steps next to
// two enemy riflemen, who fire at it (R5.7); before each attack the squad's owner names the model
// attacked (R6.6). Every die is a 1, so nothing is hit and the order of play is all that shows.
import { describe, expect, it } from 'vitest';
import { applyAction, upgradeState, type GameState } from '../../src/engine';
import { at, atPhase, card, play, testGame, testMap } from '../helpers';

const vet = card('vet', 'Basic Infantry', { defense: 5 });

function steppedNextToRiflemen(): GameState {
  const s = testGame({
    map: testMap(10, 3),
    units: [
      { id: 's', team: 0, models: ['rifle', 'vet'], at: [1, 1] },
      { id: 'e', team: 1, models: ['rifle', 'rifle'], at: [2, 0] },
    ],
    script: [6, 6, 1, 1, ...Array(80).fill(1)],
    cards: [vet],
  });
  return play(atPhase(s, 'movement', 0), { type: 'move', unit: 's', path: [at(2, 1)] }).state;
}

/** The same state as schema 2 wrote it: the attack in `attack`, the volley inside its offer. */
function asSchema2(s: GameState): unknown {
  const { resume, pending, ...rest } = s;
  const volley = resume.find((f) => f.kind === 'volley');
  const attack = resume.find((f) => f.kind === 'attack');
  return {
    ...rest,
    schema: 2,
    pending: [...(volley?.kind === 'volley' ? [{ ...volley.offer, volley: volley.volley }] : []), ...pending],
    attack: attack?.kind === 'attack' ? attack.attack : null,
    step: null,
  };
}

describe('resuming a resolution (state.resume)', () => {
  it('R5.7, R6.6 a volley stopped by a model to name is held as a volley and an attack; each answer goes on from there', () => {
    const offered = steppedNextToRiflemen();
    expect(offered.pending.map((p) => p.kind)).toEqual(['defensiveFire']);
    expect(offered.resume).toEqual([]);

    // The first rifleman's attack waits for the model to be named; the second waits in the volley.
    const first = play(offered, { type: 'defensiveFire', unit: 'e', at: 'to' });
    expect(first.state.pending).toMatchObject([{ kind: 'nameModel', team: 0, unit: 's', reason: 'target' }]);
    expect(first.state.resume.map((f) => f.kind)).toEqual(['volley', 'attack']);
    const [volley, attack] = first.state.resume;
    expect(volley).toMatchObject({
      offer: { mover: 's', fired: ['e'] },
      volley: { unit: 'e', models: [first.state.units.e.models[1].id] },
    });
    expect(attack).toMatchObject({
      attack: { spec: { unit: 'e', model: first.state.units.e.models[0].id, target: 's', context: 'defensiveFire' } },
    });
    expect(first.events.some((e) => e.type === 'attack')).toBe(false);

    // Named: that attack is made, then the volley's second model attacks, and waits in turn.
    const second = play(first.state, { type: 'nameModel', model: first.state.units.s.models[1].id });
    expect(second.events.filter((e) => e.type === 'attack')).toHaveLength(1);
    expect(second.state.pending).toMatchObject([{ kind: 'nameModel', unit: 's' }]);
    expect(second.state.resume).toMatchObject([
      { kind: 'volley', volley: { models: [] } },
      { kind: 'attack', attack: { spec: { model: first.state.units.e.models[1].id } } },
    ]);

    // The last attack made, the volley is over, no unit is left to offer: Defensive Fire at this
    // step is over and the squad, with no Speed left, ends its activation (R4.2).
    const done = play(second.state, { type: 'nameModel', model: second.state.units.s.models[0].id });
    expect(done.events.map((e) => e.type)).toEqual(['attack', 'activationEnded']);
    expect(done.state.pending).toEqual([]);
    expect(done.state.resume).toEqual([]);
    expect(done.state.activation).toBeNull();
  });

  it('R8.7 survivors to place stop the attack that destroyed their Transport; once placed, the attack goes on to its end', () => {
    // 2-inch hexes (R2.3): the Transport's hex holds another infantry unit of its team, so its
    // passenger cannot get out there and its owner picks a hex next to it.
    const truck = card('truck', 'Vehicle Truck', {
      defense: [1, 1],
      attack: { infantry: null, vehicle: null },
      abilities: [{ id: 'transport' }],
    });
    const s = testGame({
      map: testMap(8, 5),
      units: [
        { id: 't', team: 0, models: ['tank'], at: [1, 2] },
        { id: 'h', team: 1, models: ['truck'], at: [2, 2] },
        { id: 'p', team: 1, models: ['rifle'], carrier: 'h' },
        { id: 'q', team: 1, models: ['rifle'], at: [2, 2] },
      ],
      settings: { smallHexes: true },
      // Every attack die a 6 (the Truck is destroyed), then the passenger's roll a 1 (it lives).
      script: [6, 6, 1, 1, ...Array(13).fill(6), ...Array(20).fill(1)],
      cards: [truck],
    });
    const shot = play(atPhase(s, 'assault', 0), {
      type: 'attack',
      unit: 't',
      model: s.units.t.models[0].id,
      target: 'h',
    });
    expect(shot.state.units.h.status).toBe('destroyed');
    expect(shot.state.pending).toMatchObject([{ kind: 'placeSurvivors', team: 1, unit: 'p' }]);
    expect(shot.state.resume).toMatchObject([{ kind: 'attack', attack: { spec: { unit: 't', target: 'h' } } }]);
    // The attack's log line comes when it is over, which it is not yet.
    expect(shot.events.some((e) => e.type === 'attack')).toBe(false);
    const [where] = (shot.state.pending[0] as { choices: ReturnType<typeof at>[] }).choices;
    const placed = play(shot.state, { type: 'placeSurvivors', at: where });
    expect(placed.state.units.p).toMatchObject({ status: 'map', at: where });
    expect(placed.events.map((e) => e.type)).toEqual(['survivorsPlaced', 'attack', 'activationEnded']);
    expect(placed.state.resume).toEqual([]);
  });

  it('a game saved in the middle of the volley goes on the same once reloaded, from JSON or from schema 2', () => {
    const first = play(steppedNextToRiflemen(), { type: 'defensiveFire', unit: 'e', at: 'to' }).state;
    const answer = { type: 'nameModel', model: first.units.s.models[1].id } as const;
    const expected = applyAction(first, answer);
    expect(applyAction(JSON.parse(JSON.stringify(first)), answer)).toEqual(expected);
    const old = asSchema2(first);
    expect(old).toMatchObject({
      schema: 2,
      pending: [{ kind: 'defensiveFire', volley: { unit: 'e' } }, { kind: 'nameModel' }],
      attack: { spec: { unit: 'e' } },
    });
    expect(upgradeState(old)).toEqual(first);
    expect(applyAction(upgradeState(old) as GameState, answer)).toEqual(expected);
  });

  it('a step held for a movement reroll in schema 2 (state.step) is read into its reroll decision (R8.6)', () => {
    const step = {
      unit: 't',
      from: at(1, 3),
      to: at(2, 3),
      cost: 1,
      roadBonus: false,
      dir: 0,
      rolls: ['hedge'],
      failed: 0,
    };
    const reroll = { kind: 'reroll', team: 0, unit: 't', model: 1, roll: 'movement', index: 0, dice: [2] };
    const s = upgradeState({ schema: 2, pending: [reroll], attack: null, step, turn: 1 });
    expect(s).toEqual({ schema: 3, pending: [{ ...reroll, step }], resume: [], turn: 1 });
    // Anything that is not a schema 2 state is left as it is, for the caller to check.
    const current = steppedNextToRiflemen();
    expect(upgradeState(current)).toBe(current);
    expect(upgradeState('nonsense')).toBe('nonsense');
  });
});
