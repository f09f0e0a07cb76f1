// Positions a game file, a save or a scenario could hold that no play reaches, refused when they are
// read (docs/records.md, "A game state"): one in which nobody may act (R4.2: play never stops short
// of the end) would open a game that waits forever; the others break a rule the engine then relies
// on. Each was accepted before its check (found by an audit of the readers).
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, validateState, type GameState } from '../../src/engine';
import { gameAt, play } from '../helpers';
import { POSITIONS } from '../positions';

const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

const position = (name: string): GameState => {
  const p = POSITIONS.find((x) => x.name.startsWith(name));
  if (!p) throw new Error(name);
  return p.state();
};

/** The first one-hex move the engine lists for `state`. */
function legalStep(state: GameState) {
  const step = legalActions(state).find((a) => a.type === 'move');
  if (step?.type !== 'move') throw new Error('no move listed');
  return step.path[0];
}

/** The messages validateState refuses `state` with, or 'accepted'. */
function refusal(state: GameState): string[] | 'accepted' {
  const r = validateState(copy(state));
  return r.ok ? 'accepted' : r.error.map((p) => p.message);
}

describe('R4.2: a loaded position in which nobody may act is refused', () => {
  it('the setup with no setup step', () => {
    const s = copy(position('the first Objective Marker'));
    s.setupStep = null;
    expect(refusal(s)).toContainEqual(expect.stringContaining('could not go on (R4.2)'));
  });

  it('every Objective Marker placed with the step that places them still under way', () => {
    let s = position('the first Objective Marker');
    while (s.objectives.length < 5) s = (applyAction(s, legalActions(s)[0]) as { state: GameState }).state;
    const t = copy(s);
    t.setupStep = 'objectives';
    expect(refusal(t)).toEqual([`setupStep: team ${t.active} has nothing it may do: the game could not go on (R4.2)`]);
  });

  it('the deployment step, and the Scout step, with nothing left to place or move', () => {
    const s = copy(position('deployment'));
    for (const u of Object.values(s.units)) if (u.status === 'undeployed') u.status = 'reserve';
    expect(refusal(s)).toContainEqual(expect.stringContaining('could not go on (R4.2)'));
    expect(refusal({ ...s, setupStep: 'scout' })).toContainEqual(expect.stringContaining('could not go on (R4.2)'));
  });

  it('the Movement Phase with every unit of the team to act activated, and of both teams', () => {
    const s = gameAt([
      { id: 'a', team: 0, models: ['rifle'], at: [1, 6] },
      { id: 'b', team: 1, models: ['rifle'], at: [1, 1] },
    ]);
    expect(refusal(s)).toBe('accepted');
    const mine = copy(s);
    mine.units.a.activated = true;
    expect(refusal(mine)).toEqual(['active: team 0 has nothing it may do: the game could not go on (R4.2)']);
    mine.units.b.activated = true;
    expect(refusal(mine)).toEqual(['active: team 0 has nothing it may do: the game could not go on (R4.2)']);
  });
});

describe('R4.3, R8.14: a loaded activation is of a unit not yet activated, its move of a kind the phase allows and the unit has', () => {
  it('an Aggression move under way in the Movement Phase is refused (the engine would list steps of it and refuse them)', () => {
    const s = gameAt([
      { id: 'a', team: 0, models: ['tank'], at: [3, 6] },
      { id: 'b', team: 1, models: ['rifle'], at: [1, 1] },
    ]);
    const moving = play(s, { type: 'move', unit: 'a', path: [legalStep(s)] }).state;
    expect(moving.activation).toMatchObject({ unit: 'a', moveKind: 'normal' });
    expect(refusal(moving)).toBe('accepted');
    // R4.3: nor a unit that has been activated already this phase, which would act twice.
    const twice = copy(moving);
    twice.units.a.activated = true;
    expect(refusal(twice)).toContain(
      'activation.unit: the unit being activated has already been activated this phase (R4.3)',
    );
    // R4.4: nor one marked as arrived from Reserve that never left the map.
    const landed = copy(moving);
    landed.activation!.arrived = true;
    expect(refusal(landed)).toContain(
      'activation.arrived: only Aircraft and units in Reserve arrive, in the Movement Phase (R4.4, R8.1)',
    );
    const forged = copy(moving);
    forged.activation!.moveKind = 'aggression';
    expect(refusal(forged)).toEqual([
      'activation.moveKind: an Aggression move is not one this unit may make in the Movement Phase (R3.4, R4.3, R8.14)',
    ]);
  });
});

describe('R6.6: a loaded Infantry model carries no damage', () => {
  it('a rifleman with damage is refused at its path, as a scenario file is', () => {
    const s = gameAt([
      { id: 'a', team: 0, models: ['rifle', 'rifle'], at: [1, 6] },
      { id: 'b', team: 1, models: ['tank'], at: [1, 1] },
    ]);
    const hurt = copy(s);
    hurt.units.a.models[1].damage = 7;
    expect(refusal(hurt)).toEqual([
      `units.a.models[1].damage: ${s.defs.rifle.name} is Infantry: it loses models, not damage (R6.6)`,
    ]);
    const dented = copy(s);
    dented.units.b.models[0].damage = 1;
    expect(refusal(dented)).toBe('accepted');
  });
});

describe('R1.3, R3.3: a loaded army has one Commander, an Officer, and nothing left undeployed after the setup', () => {
  it('two Commanders, one a rifleman, and a unit undeployed in the Movement Phase are refused at their paths', () => {
    const s = gameAt([
      { id: 'a', team: 0, models: ['rifle', 'officer'], at: [1, 6] },
      { id: 'c', team: 0, models: ['rifle'], at: [2, 6] },
      { id: 'b', team: 1, models: ['rifle'], at: [1, 1] },
    ]);
    const led = copy(s);
    led.units.a.models[1].commander = 'commander';
    expect(refusal(led)).toBe('accepted');
    const two = copy(led);
    two.units.c.models[0].commander = 'commander';
    expect(refusal(two)).toEqual([
      'units.c.models[0].commander: the Commander must be an Officer (R1.3)',
      'units: team 0 has 2 Commanders: one at most (R1.3)',
    ]);
    const left = copy(s);
    left.units.c = { ...left.units.c, status: 'undeployed', at: null };
    expect(refusal(left)).toContain(
      'units.c.status: every unit is placed in the setup: none is left undeployed after it (R3.3)',
    );
  });
});

describe("R8.7, R5.1: a loaded survivors' decision offers no hex the unit may not stand in", () => {
  it('a Water hex among the choices is refused at its path (placed there, the game could not be saved and read again)', () => {
    const s = copy(position('survivors of a destroyed Transport'));
    expect(refusal(s)).toBe('accepted');
    const p = s.pending[s.pending.length - 1];
    if (p.kind !== 'placeSurvivors') throw new Error(p.kind);
    const water = { q: p.from.q - 1, r: p.from.r };
    p.choices = [water];
    expect(refusal(s)).toContainEqual(expect.stringMatching(/^pending\[\d+\]\.choices\[0\]: .* is Water \(R5\.1\)$/));
  });
});

describe('R7.1: a loaded score names the markers on the battlefield', () => {
  it('a turn scored for a marker that is not there is refused at its path', () => {
    const played = gameAt([
      { id: 'a', team: 0, models: ['rifle'], at: [1, 6] },
      { id: 'b', team: 1, models: ['rifle'], at: [1, 1] },
    ]);
    const scored = copy(played);
    scored.turn = 2;
    scored.score.turns = [{ turn: 1, points: [0, 0], markers: [{ objective: 99, team: null, contested: false }] }];
    expect(refusal(scored)).toEqual([
      'score.turns[0].markers[0].objective: no Objective Marker 99 is on the battlefield (R7.1)',
    ]);
  });
});
