// The attack preview (docs/architecture.md, "Attack preview"): exact odds of an attack's outcomes, from the dice
// distributions, with the numbers the engine uses. Hand-computed cases first, then the numbers
// against the engine's own `attack` event, then a statistical check against the engine itself.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  previewAttack,
  seedRng,
  type Action,
  type AttackEvent,
  type AttackPreview,
  type AttackPreviewRequest,
  type GameEvent,
  type GameState,
  type PreviewContext,
  type StrikeOdds,
  type StrikePreview,
} from '../../src/engine';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { at, atPhase, card, gameAt, initiative, play, testGame, testMap, type TestUnit } from '../helpers';

function game(
  units: TestUnit[],
  cards: ReturnType<typeof card>[],
  opts: { phase?: 'movement' | 'assault' | undefined; map?: ReturnType<typeof testMap>; script?: number[] } = {},
): GameState {
  return gameAt(units, { dice: opts.script, map: opts.map, cards, phase: opts.phase ?? 'assault' });
}

const first = (s: GameState, u: string) => s.units[u].models[0].id;

function preview(s: GameState, req: AttackPreviewRequest, ctx?: PreviewContext): AttackPreview {
  const r = previewAttack(s, req, ctx);
  if (!r.ok) throw new Error(`preview refused: ${r.error.message} (${r.error.rule})`);
  return r.value;
}

/** The odds of the one model a named attack strikes. */
function only(p: AttackPreview): StrikePreview {
  expect(p.named).toHaveLength(1);
  return p.named[0];
}

function chance(odds: StrikeOdds, result: string, count = 0): number {
  return odds.outcomes.find((o) => o.result === result && o.count === count)?.p ?? 0;
}

function total(odds: StrikeOdds): number {
  return odds.outcomes.reduce((s, o) => s + o.p, 0);
}

function binom(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - i + 1)) / i;
  return c;
}

// Attackers and targets with plain numbers.
const shooter = (id: string, dice: number, abilities: ReturnType<typeof card>['abilities'] = []) =>
  card(id, 'Infantry Specialist', { attack: { infantry: [dice, dice, dice], vehicle: [dice, dice, dice] }, abilities });
const still = (id: string, defense: number, abilities: ReturnType<typeof card>['abilities'] = []) =>
  card(id, 'Infantry Specialist', { speed: 0, defense, abilities });
const hull = (
  id: string,
  defense: number,
  abilities: ReturnType<typeof card>['abilities'] = [],
  typeLine = 'Vehicle Medium Tank',
) => card(id, typeLine, { speed: 0, defense: [defense, defense], abilities });

function duel(
  attacker: ReturnType<typeof card>,
  target: ReturnType<typeof card>,
  opts: { phase?: 'movement' | 'assault'; models?: number } = {},
) {
  const s = game(
    [
      { id: 'a', team: 0, models: [attacker.id], at: [1, 3] },
      { id: 't', team: 1, models: Array(opts.models ?? 1).fill(target.id), at: [2, 3], facing: 3 },
    ],
    [attacker, target],
    { phase: opts.phase },
  );
  return { s, req: { unit: 'a', model: first(s, 'a'), target: 't' } };
}

/** R6.7, the rule book's example: a 16-die gun 3 hexes from an M4A1 Sherman's front. */
function shermanUnderFire() {
  const gun = card('gun', 'Vehicle Heavy Tank', {
    speed: 3,
    defense: [7, 6],
    attack: { infantry: [10, 8, 6], vehicle: [18, 16, 14] },
  });
  const s = game(
    [
      { id: 'g', team: 0, models: ['gun'], at: [1, 3], facing: 0 },
      { id: 's', team: 1, models: ['m4a1-sherman'], at: [4, 3], facing: 3 },
    ],
    [gun, CATALOG_BY_ID['m4a1-sherman']],
  );
  return { s, req: { unit: 'g', model: first(s, 'g'), target: 's' } };
}

/** Index "Flamethrower": a flamethrower (10 dice at 0-1) next to riflemen in a Forest. */
function flamerAtRiflemen(riflemen: number) {
  const flamer = card('flamer', 'Infantry Specialist', {
    attack: { infantry: [10, null, null], vehicle: [7, null, null] },
    abilities: [{ id: 'flamethrower' }],
  });
  const s = game(
    [
      { id: 'f', team: 0, models: ['flamer'], at: [1, 3] },
      { id: 'r', team: 1, models: Array(riflemen).fill('rifle'), at: [2, 3] },
    ],
    [flamer],
    { map: testMap(10, 8, { '2,3': { terrain: 'forest' } }) },
  );
  return { s, req: { unit: 'f', model: first(s, 'f'), target: 'r' } };
}

describe('previewAttack: hand-computed odds (R6.4-R6.7)', () => {
  it('R6.4, R6.6: one die against Defense 1 with no defense dice: a model is lost half the time', () => {
    const { s, req } = duel(shooter('one', 1), still('t1', 1));
    const p = only(preview(s, req));
    expect(p.defense.count).toBe(0);
    expect(chance(p.odds, 'modelLost', 1)).toBeCloseTo(0.5, 12);
    expect(chance(p.odds, 'none')).toBeCloseTo(0.5, 12);
    expect(p.odds.pEffect).toBeCloseTo(0.5, 12);
    expect(p.odds.expectedRemaining).toBeCloseTo(0.5, 12);
  });

  it('R6.4 Crack Shot: +1 on each die, so two dice succeed on 3+ (2/3 each); he names the model (R6.6)', () => {
    const sniper = shooter('sniper', 2, [{ id: 'crackShot' }]);
    const { s, req } = duel(sniper, still('t2', 2), { phase: 'movement' });
    const p = only(preview(s, { ...req, targetModel: first(s, 't') }));
    expect(p.attack.modifierSources).toEqual([{ label: 'Crack Shot', n: 1 }]);
    expect(p.attack.successOn).toBe(3);
    expect(chance(p.odds, 'modelLost', 1)).toBeCloseTo(4 / 9, 12);
    expect(p.odds.expectedRemaining).toBeCloseTo(4 / 3, 12);
  });

  it('R6.4 Inaccurate 1: a die succeeds on 5+ only', () => {
    const { s, req } = duel(shooter('inacc', 1, [{ id: 'inaccurate', n: 1 }]), still('t3', 1));
    const p = only(preview(s, req));
    expect(p.attack.successOn).toBe(5);
    expect(chance(p.odds, 'modelLost', 1)).toBeCloseTo(1 / 3, 12);
  });

  it('Tank Destroyer: 6s count 2 against a Heavy Tank; two dice reach its Defense 3 with 6+6 or 6+4/5 (5/36)', () => {
    const td = shooter('td', 2, [{ id: 'tankDestroyer' }]);
    const { s, req } = duel(td, hull('heavy', 3, [], 'Vehicle Heavy Tank'));
    const p = only(preview(s, req));
    expect(p.attack.tankDestroyer).toBe(true);
    expect(chance(p.odds, 'damaged', 1)).toBeCloseTo(5 / 36, 12);
    expect(chance(p.odds, 'none')).toBeCloseTo(31 / 36, 12);
    // The same dice against a Medium Tank: 6s count 1, and 2 successes never reach 3.
    const medium = duel(td, hull('medium', 3));
    expect(only(preview(medium.s, medium.req)).odds.pEffect).toBe(0);
  });

  it('Shrapnel 2: each success counts 2 against Infantry: 3 dice reach Defense 4 with 2 successes (1/2)', () => {
    const { s, req } = duel(shooter('shrap', 3, [{ id: 'shrapnel', n: 2 }]), still('t4', 4));
    const p = only(preview(s, req));
    expect(p.attack.shrapnel).toBe(2);
    expect(chance(p.odds, 'modelLost', 1)).toBeCloseTo(1 / 2, 12);
    expect(p.odds.expectedRemaining).toBeCloseTo(3, 12);
  });

  it('R6.7: damage = floor(remaining / D); destroyed when the facing reaches 0', () => {
    // 4 dice against Defense 2/2, no defense dice: 2-3 successes 1 damage, 4 successes destroy.
    const { s, req } = duel(shooter('four', 4), hull('d2', 2));
    const p = only(preview(s, req));
    expect(p.against).toBe('front');
    expect(chance(p.odds, 'none')).toBeCloseTo(5 / 16, 12);
    expect(chance(p.odds, 'damaged', 1)).toBeCloseTo(10 / 16, 12);
    expect(chance(p.odds, 'destroyed')).toBeCloseTo(1 / 16, 12);
  });

  it('Heavy Armor 1: the first damage of the game is ignored; only 4 successes (2 damage) leave 1 taken', () => {
    const { s, req } = duel(shooter('four', 4), hull('ha', 2, [{ id: 'heavyArmor', n: 1 }]));
    const p = only(preview(s, req));
    expect(p.heavyArmorLeft).toBe(1);
    expect(chance(p.odds, 'none')).toBeCloseTo(15 / 16, 12);
    expect(chance(p.odds, 'damaged', 1)).toBeCloseTo(1 / 16, 12);
    expect(chance(p.odds, 'destroyed')).toBe(0);
    // Used up: the next attack is measured as usual.
    const used: GameState = {
      ...s,
      units: { ...s.units, t: { ...s.units.t, models: [{ ...s.units.t.models[0], armorIgnored: 1 }] } },
    };
    const q = only(preview(used, req));
    expect(q.heavyArmorLeft).toBe(0);
    expect(chance(q.odds, 'destroyed')).toBeCloseTo(1 / 16, 12);
  });

  it("R6.7 the rule book example: a Sherman's front 5 against 16 dice and its 4 defense dice: P(exactly 2 damage)", () => {
    const { s, req } = shermanUnderFire();
    const p = only(preview(s, req));
    expect(p).toMatchObject({ against: 'front', value: 5 });
    expect(p.attack.count).toBe(16);
    expect(p.defense.count).toBe(4);
    // By hand: 16 attack dice and 4 defense dice, each a coin; 2 damage when 10-14 remain.
    let two = 0;
    for (let S = 0; S <= 16; S++)
      for (let d = 0; d <= 4; d++) if (S - d >= 10 && S - d <= 14) two += binom(16, S) * binom(4, d);
    two /= 2 ** 20;
    expect(chance(p.odds, 'damaged', 2)).toBeCloseTo(two, 12);
    expect(chance(p.odds, 'destroyed')).toBe(0);
    expect(total(p.odds)).toBeCloseTo(1, 12);
  });

  it('index "Flamethrower": three 6s add a casualty (two models lost, R6.6), and the Forest die is ignored at 0-1', () => {
    const { s, req } = flamerAtRiflemen(3);
    const p = only(preview(s, req));
    expect(p.attack.flamethrower).toBe(true);
    expect(p.defense.sources.map((x) => x.label)).toContain('Forest hex (ignored)');
    // By hand: each die fails (1-3, 1/2), succeeds (4-5, 1/3) or is a 6 (1/6); one defense die.
    let lost1 = 0;
    let lost2 = 0;
    for (let six = 0; six <= 10; six++) {
      for (let mid = 0; six + mid <= 10; mid++) {
        const q = binom(10, six) * binom(10 - six, mid) * (1 / 6) ** six * (1 / 3) ** mid * (1 / 2) ** (10 - six - mid);
        for (const saved of [0, 1]) {
          const casualties = (six + mid - saved >= 4 ? 1 : 0) + (six >= 3 ? 1 : 0);
          if (casualties === 1) lost1 += q / 2;
          if (casualties === 2) lost2 += q / 2;
        }
      }
    }
    expect(chance(p.odds, 'modelLost', 1)).toBeCloseTo(lost1, 12);
    expect(chance(p.odds, 'modelLost', 2)).toBeCloseTo(lost2, 12);
    expect(lost2).toBeGreaterThan(0.1);
    // A lone model can lose only itself.
    const lone = flamerAtRiflemen(1);
    const q = only(preview(lone.s, lone.req));
    expect(chance(q.odds, 'modelLost', 2)).toBe(0);
    expect(chance(q.odds, 'modelLost', 1)).toBeCloseTo(lost1 + lost2, 12);
  });

  it('R6.9 Close Assault is measured against Speed: at Speed 1, one remaining success destroys the Vehicle', () => {
    const sapper = card('sapper', 'Basic Infantry', {
      attack: { infantry: [8, 6, null], vehicle: [2, null, null] },
      abilities: [{ id: 'closeAssault', n: 3 }],
    });
    const tank = card('slow', 'Vehicle Medium Tank', { speed: 4, defense: [5, 4] });
    const s = game(
      [
        { id: 's', team: 0, models: ['sapper'], at: [3, 3] },
        { id: 't', team: 1, models: ['slow'], at: [3, 3] },
      ],
      [sapper, tank],
    );
    const hurt: GameState = {
      ...s,
      units: { ...s.units, t: { ...s.units.t, models: [{ ...s.units.t.models[0], damage: 3 }] } },
    };
    const p = only(preview(hurt, { unit: 's', model: first(s, 's'), target: 't', weapon: 'closeAssault' }));
    expect(p).toMatchObject({ against: 'speed', value: 1 });
    expect(p.defense.count).toBe(1);
    // 3 dice, 1 defense die: destroyed unless every success is saved.
    const none = (1 / 8) * 1 + (3 / 8) * (1 / 2);
    expect(chance(p.odds, 'destroyed')).toBeCloseTo(1 - none, 12);
    expect(chance(p.odds, 'none')).toBeCloseTo(none, 12);
  });

  it('index "Unarmored": Infantry dice against its 3/3, a separate profile that destroys it at 0', () => {
    const truck = card('truck', 'Vehicle Truck', {
      speed: 0,
      defense: [4, 4],
      attack: { infantry: null, vehicle: null },
      abilities: [{ id: 'unarmored' }],
    });
    const { s, req } = duel(shooter('four', 4), truck);
    const p = only(preview(s, { ...req, profile: 'infantry' }));
    expect(p).toMatchObject({ against: 'soft', value: 3 });
    // 4 dice against 3: 3 successes 1 damage (5/16); 4 successes 1 damage too (1/16).
    expect(chance(p.odds, 'damaged', 1)).toBeCloseTo(5 / 16, 12);
    const soft: GameState = {
      ...s,
      units: { ...s.units, t: { ...s.units.t, models: [{ ...s.units.t.models[0], softDamage: 2 }] } },
    };
    const q = only(preview(soft, { ...req, profile: 'infantry' }));
    expect(q.value).toBe(1);
    expect(chance(q.odds, 'destroyed')).toBeCloseTo(15 / 16, 12);
  });

  it('R8.6 Versatile Warmachine: the attacker rerolls one failed die, the defender one failed save', () => {
    // 1 die against Defense 1: it misses only if it fails twice (1/4).
    const vw = shooter('vw', 1, [{ id: 'versatileWarmachine' }]);
    const { s, req } = duel(vw, still('t5', 1));
    const p = only(preview(s, req));
    expect(p.attack.reroll).toBe(true);
    expect(chance(p.odds, 'modelLost', 1)).toBeCloseTo(3 / 4, 12);
    // 2 dice against Defense 1 and a defender with one die and the reroll: it saves 3/4 of the time.
    const tough = card('tough', 'Infantry Specialist', {
      speed: 1,
      defense: 1,
      abilities: [{ id: 'versatileWarmachine' }],
    });
    const two = duel(shooter('two', 2), tough);
    const q = only(preview(two.s, two.req));
    expect(q.defense).toMatchObject({ count: 1, reroll: true });
    // P(lost) = P(2 successes) * 1 + P(1 success) * P(no save) = 1/4 + 1/2 * 1/4.
    expect(chance(q.odds, 'modelLost', 1)).toBeCloseTo(1 / 4 + 1 / 8, 12);
  });
});

describe('previewAttack: every distribution sums to 1', () => {
  it('named targets and random strikes, with Blast, Flamethrower, Tank Destroyer, Shrapnel, Heavy Armor and rerolls', () => {
    const katyusha = CATALOG_BY_ID['bm-13-katyusha-rocket-launcher'];
    const t34 = CATALOG_BY_ID['guards-t-34-76'];
    const all = card('all', 'Vehicle Self-Propelled Artillery', {
      attack: { infantry: [12, 12, 12], vehicle: [9, 9, 9] },
      abilities: [
        { id: 'blast' },
        { id: 'tankDestroyer' },
        { id: 'shrapnel', n: 2 },
        { id: 'versatileWarmachine' },
        { id: 'flamethrower' },
      ],
    });
    const heavy = card('hv', 'Vehicle Heavy Tank', {
      speed: 3,
      defense: [6, 5],
      abilities: [{ id: 'heavyArmor', n: 2 }, { id: 'versatileWarmachine' }],
    });
    // The blaster stands in its own target hex: a strike may fall on itself.
    const self = card('self', 'Infantry Specialist', {
      speed: 0,
      defense: 1,
      attack: { infantry: [6, 6, 6], vehicle: [6, 6, 6] },
      abilities: [{ id: 'blast' }],
    });
    const s = game(
      [
        { id: 'k', team: 0, models: ['bm-13-katyusha-rocket-launcher'], at: [5, 7] },
        { id: 'x', team: 0, models: ['all'], at: [4, 3] },
        { id: 'g', team: 0, models: ['guards-t-34-76'], at: [1, 5] },
        { id: 'b', team: 0, models: ['self'], at: [5, 3] },
        { id: 'sq', team: 1, models: ['rifle', 'rifle', 'para', 'officer'], at: [5, 3] },
        { id: 'h', team: 1, models: ['hv'], at: [5, 3], facing: 3 },
        { id: 't', team: 1, models: ['guards-t-34-76'], at: [3, 5] },
      ],
      [katyusha, t34, all, heavy, self],
    );
    const previews = [
      ['k', 'sq'],
      ['k', 'h'],
      ['x', 'sq'],
      ['g', 't'],
      ['x', 'h'],
      ['b', 'sq'],
    ].map(([unit, target]) => preview(s, { unit, model: first(s, unit), target }));
    let checked = 0;
    for (const p of previews) {
      for (const n of p.named) {
        expect(total(n.odds)).toBeCloseTo(1, 12);
        checked++;
      }
      if (!p.random) continue;
      expect(p.random.models.reduce((t, m) => t + m.pStruck, 0)).toBeCloseTo(p.random.strikes, 12);
      for (const m of p.random.models) {
        expect(total(m.odds)).toBeCloseTo(1, 12);
        checked++;
      }
      for (const u of p.random.units) {
        expect(u.pStruck).toBeLessThanOrEqual(1 + 1e-12);
        expect(u.pEffect).toBeGreaterThanOrEqual(Math.max(u.pModelLost, u.pDamaged) - 1e-12);
        expect(u.pEffect).toBeLessThanOrEqual(u.pModelLost + u.pDamaged + 1e-12);
      }
    }
    expect(checked).toBeGreaterThan(15);
    expect(previews[5].random!.models.some((m) => m.unit === 'b')).toBe(true);
  });
});

describe('previewAttack: who names the model (R6.6), contexts and refusals', () => {
  const mixed = ['rifle', 'rifle', 'para'];

  it("R6.6: when the squad's models differ the owner names one: a preview for each kind", () => {
    const gun = card('gun8', 'Vehicle Medium Tank', { attack: { infantry: [8, 8, 8], vehicle: [8, 8, 8] } });
    const s = game(
      [
        { id: 'g', team: 0, models: ['gun8'], at: [1, 3] },
        { id: 'sq', team: 1, models: mixed, at: [3, 3] },
      ],
      [gun],
    );
    const p = preview(s, { unit: 'g', model: first(s, 'g'), target: 'sq' });
    expect(p.namedBy).toBe('owner');
    expect(p.named.map((x) => [x.modelName, x.value])).toEqual([
      ['Rifleman', 4],
      ['Paratrooper', 5],
    ]);
    // The Paratrooper (Defense 5) is the harder to kill.
    expect(p.named[1].odds.pEffect).toBeLessThan(p.named[0].odds.pEffect);
    const single = game(
      [
        { id: 'g', team: 0, models: ['gun8'], at: [1, 3] },
        { id: 'sq', team: 1, models: ['rifle', 'rifle'], at: [3, 3] },
      ],
      [gun],
    );
    expect(preview(single, { unit: 'g', model: first(single, 'g'), target: 'sq' }).namedBy).toBeNull();
  });

  it('R6.6 Crack Shot: the attacker names the model; before he has, a preview for each model he may name', () => {
    const sniper = shooter('sniper6', 6, [{ id: 'crackShot' }]);
    const s = game(
      [
        { id: 'a', team: 0, models: ['sniper6'], at: [1, 3] },
        { id: 'sq', team: 1, models: mixed, at: [3, 3] },
      ],
      [sniper],
      { phase: 'movement' },
    );
    const req = { unit: 'a', model: first(s, 'a'), target: 'sq' };
    const all = preview(s, req);
    expect(all.namedBy).toBe('attacker');
    expect(all.named.map((x) => x.modelName)).toEqual(['Rifleman', 'Paratrooper']);
    const para = s.units.sq.models[2].id;
    const one = preview(s, { ...req, targetModel: para });
    expect(one.named.map((x) => x.model)).toEqual([para]);
    expect(one.named[0].odds).toEqual(all.named[1].odds);
  });

  it('refuses what the engine refuses, with the same RuleError', () => {
    const { s, req } = duel(shooter('six', 6), still('t6', 4));
    const cases: AttackPreviewRequest[] = [
      { ...req, target: 'nobody' },
      { ...req, weapon: 'closeAssault' },
      { ...req, profile: 'vehicle' },
      { ...req, targetModel: first(s, 't') },
    ];
    for (const c of cases) {
      const engine = applyAction(s, { type: 'attack', ...c });
      expect(engine.ok).toBe(false);
      expect(previewAttack(s, c)).toEqual(engine);
    }
    // Not this team's turn: the action is refused, and so is the preview.
    const theirs = { ...s, active: 1 as const };
    const refused = applyAction(theirs, { type: 'attack', ...req });
    expect(previewAttack(theirs, req)).toEqual(!refused.ok && refused);
    expect(previewAttack(theirs, req)).toMatchObject({ ok: false, error: { rule: 'R4.2' } });
  });

  it('R5.7 Defensive Fire: previewed at the hex the mover is taken to be in, with its numbers (Stalwart, R8.12)', () => {
    const bazooka = card('baz', 'Infantry Specialist', {
      attack: { infantry: [4, null, null], vehicle: [9, 4, null] },
    });
    const stalwart = card('stal', 'Infantry Officer', { abilities: [{ id: 'stalwart' }] });
    const s = atPhase(
      testGame({
        map: testMap(10, 3),
        units: [
          { id: 't', team: 0, models: ['tank'], at: [0, 1] },
          { id: 'e', team: 1, models: ['baz', 'stal'], at: [2, 0] },
        ],
        cards: [bazooka, stalwart],
        script: [...initiative({ winner: 0 }), ...Array(40).fill(1)],
      }),
      'movement',
      0,
    );
    const moved = play(s, { type: 'move', unit: 't', path: [at(1, 1), at(2, 1)] }).state;
    expect(moved.pending.at(-1)).toMatchObject({ kind: 'defensiveFire', to: at(2, 1) });
    const req = { unit: 'e', model: first(s, 'e'), target: 't' };
    const p = only(preview(moved, req, { context: 'defensiveFire', targetAt: at(2, 1) }));
    expect(p.attack.modifierSources).toEqual([{ label: 'Stalwart', n: 1 }]);
    const fired = play(moved, { type: 'defensiveFire', unit: 'e', at: 'to' });
    const e = fired.events.find((x): x is AttackEvent => x.type === 'attack')!;
    expect(e.context).toBe('defensiveFire');
    expect(p.attack.count).toBe(e.rolls[0].dice.length);
    expect(p.attack.countSources).toEqual(e.rolls[0].countSources);
    expect(p.defense.sources).toEqual(e.strikes[0].defenseSources);
    expect([p.against, p.value]).toEqual([e.strikes[0].against, e.strikes[0].defense]);
    // The hex matters: from its own hex the mover is 1 hex off; a Crack Shot never fires (R5.7).
    const fromA = previewAttack(moved, req, { context: 'defensiveFire', targetAt: at(1, 1) });
    expect(fromA.ok ? fromA.value.spec.targetAt : fromA.error.code).toEqual(at(1, 1));
    // In an activation the same request is refused as the action is: a decision is waiting.
    expect(previewAttack(moved, req)).toMatchObject({ ok: false, error: { code: 'DECISION_PENDING', rule: 'R4.2' } });
  });
});

describe("previewAttack: the numbers are the engine's", () => {
  it('dice with their sources, modifiers, defense dice and D match the attack event of the same attack (R6.4, R6.5, R8.12)', () => {
    const boss = card('boss', 'Vehicle Medium Tank Officer', {
      attack: { infantry: [7, 7, 6], vehicle: [9, 9, 9] },
      abilities: [{ id: 'commandLeadership' }, { id: 'commandRuthless' }, { id: 'inaccurate', n: 1 }],
    });
    const map = testMap(10, 8, { '3,3': { terrain: 'forest' } }, [{ col: 3, row: 3, dir: 3, kind: 'hedge' }]);
    const s0 = game(
      [
        { id: 'b', team: 0, models: ['boss'], at: [1, 3] },
        { id: 'sq', team: 1, models: ['rifle', 'rifle'], at: [3, 3] },
      ],
      [boss],
      { map, script: Array(40).fill(1) },
    );
    // Bloodied (R8.12 Command Ruthless): a model lost earlier.
    const s: GameState = { ...s0, units: { ...s0.units, sq: { ...s0.units.sq, modelsLost: 1 } } };
    const req = { unit: 'b', model: first(s, 'b'), target: 'sq' };
    const p = only(preview(s, req));
    const e = play(s, { type: 'attack', ...req }).events.find((x): x is AttackEvent => x.type === 'attack')!;
    expect(p.attack.count).toBe(8);
    expect(p.attack.count).toBe(e.rolls[0].dice.length);
    expect(p.attack.countSources).toEqual(e.rolls[0].countSources);
    expect(p.attack.modifierSources).toEqual(e.rolls[0].modifierSources);
    expect(p.attack.modifierSources.map((x) => x.label)).toEqual(['Inaccurate 1', 'Command Ruthless']);
    expect(p.attack.modifier).toBe(0);
    expect(p.defense.count).toBe(e.strikes[0].defenseDice.length);
    expect(p.defense.sources).toEqual(e.strikes[0].defenseSources);
    expect(p.defense.sources.map((x) => x.label)).toEqual([
      'Speed 1 (Infantry: at most 1)',
      'Forest hex',
      'Hedge hexside',
    ]);
    expect([p.against === 'defense' ? null : p.against, p.value]).toEqual([e.strikes[0].against, e.strikes[0].defense]);
    expect(p.profile).toBe(e.strikes[0].profile);
  });
});

describe('previewAttack: Blast and Indirect Fire (R8.2, R8.3)', () => {
  const blaster = (id: string, inf: number, veh: number, abilities: ReturnType<typeof card>['abilities'] = []) =>
    card(id, 'Vehicle Self-Propelled Artillery', {
      attack: { infantry: [inf, inf, inf], vehicle: [veh, veh, veh] },
      abilities: [{ id: 'blast' }, ...abilities],
    });

  it('R8.2: each unit equally likely, then each model; the second strike never the same model', () => {
    const b = blaster('b1', 1, 1);
    const s = game(
      [
        { id: 'k', team: 0, models: ['b1'], at: [1, 3] },
        { id: 'sq', team: 1, models: ['rifle', 'rifle'], at: [4, 3] },
        { id: 'v', team: 1, models: ['tank'], at: [4, 3] },
      ],
      [b],
    );
    const p = preview(s, { unit: 'k', model: first(s, 'k'), target: 'sq' });
    expect(p.named).toEqual([]);
    expect(p.random?.strikes).toBe(2);
    const struck = Object.fromEntries(p.random!.models.map((m) => [m.model, m.pStruck]));
    // Tank: 1/2 first, or second after a rifleman (2 x 1/4 x (1/2)/(3/4)): 5/6. Each rifleman: 7/12.
    expect(struck[first(s, 'v')]).toBeCloseTo(5 / 6, 12);
    for (const m of s.units.sq.models) expect(struck[m.id]).toBeCloseTo(7 / 12, 12);
    expect(p.random!.units.find((u) => u.unit === 'v')!.pStruck).toBeCloseTo(5 / 6, 12);
    // The squad cannot escape: the tank is one model, so one strike at least falls on the squad.
    expect(p.random!.units.find((u) => u.unit === 'sq')!.pStruck).toBeCloseTo(1, 12);
    expect(p.random!.models.reduce((n, m) => n + m.pStruck, 0)).toBeCloseTo(2, 12);
  });

  it('R8.2: one roll is shared by the strikes of a profile, so their results go together', () => {
    // Two Defense 1 models with no defense dice, one Infantry die: both fall, or neither.
    const b = blaster('b2', 1, 1);
    const s = game(
      [
        { id: 'k', team: 0, models: ['b2'], at: [1, 3] },
        { id: 'sq', team: 1, models: ['t7', 't7'], at: [4, 3] },
      ],
      [b, still('t7', 1)],
    );
    const p = preview(s, { unit: 'k', model: first(s, 'k'), target: 'sq' });
    const unit = p.random!.units[0];
    expect(unit.pStruck).toBe(1);
    // Independent strikes would give 3/4.
    expect(unit.pModelLost).toBeCloseTo(1 / 2, 12);
    for (const m of p.random!.models) expect(chance(m.odds, 'modelLost', 1)).toBeCloseTo(1 / 2, 12);
  });

  it('R8.2, R6.5: a Vehicle destroyed by the first strike takes away the Infantry\'s "Vehicle in the hex" die for the second', () => {
    // A Defense 1/1 Vehicle and a Defense 1 rifleman, no Speed: one die of each profile.
    const b = blaster('b3', 1, 1);
    const s = game(
      [
        { id: 'k', team: 0, models: ['b3'], at: [1, 3] },
        { id: 'v', team: 1, models: ['v1'], at: [4, 3] },
        { id: 'r', team: 1, models: ['t8'], at: [4, 3] },
      ],
      [b, hull('v1', 1), still('t8', 1)],
    );
    const p = preview(s, { unit: 'k', model: first(s, 'k'), target: 'v' });
    const r = p.random!.models.find((m) => m.unit === 'r')!;
    // Shown as for the first strike: Speed 0 and the Vehicle's die.
    expect(r.defense.count).toBe(1);
    // Rifleman first (1/2): lost 1/2 x 1/2. Vehicle first (1/2): destroyed half the time, then
    // the rifleman has no defense die (1/2), else one (1/4): 3/8. In all: 5/16 (not 1/4).
    expect(chance(r.odds, 'modelLost', 1)).toBeCloseTo(5 / 16, 12);
    expect(chance(p.random!.models.find((m) => m.unit === 'v')!.odds, 'destroyed')).toBeCloseTo(1 / 2, 12);
  });

  it("R8.2, R8.12: the attack dice are fixed when rolled: the second strike does not gain Command Ruthless from the first strike's kill", () => {
    // Two Infantry dice with Command Ruthless at a fresh squad of a Defense 1 and a Defense 2
    // model, no defense dice: both are struck. The Defense 2 model falls when both dice show 4+
    // (1/4), whichever is struck first; were the +1 read after a first kill, 1/3.
    const b = blaster('b4', 2, 2, [{ id: 'commandRuthless' }]);
    const officer = { ...b, typeLine: 'Vehicle Self-Propelled Artillery Officer' };
    const s = game(
      [
        { id: 'k', team: 0, models: ['b4'], at: [1, 3] },
        { id: 'sq', team: 1, models: ['d1', 'd2'], at: [4, 3] },
      ],
      [officer, still('d1', 1), still('d2', 2)],
    );
    const p = preview(s, { unit: 'k', model: first(s, 'k'), target: 'sq' });
    const d2 = p.random!.models.find((m) => m.modelName === 'd2')!;
    expect(d2.pStruck).toBe(1);
    expect(chance(d2.odds, 'modelLost', 1)).toBeCloseTo(1 / 4, 12);
  });

  it('R8.3 Indirect Fire: one strike on a random unit, then a random model', () => {
    const mortar = card('mortar', 'Infantry Artillery', {
      speed: 0,
      defense: 3,
      attack: { infantry: [3, 8, 8], vehicle: [null, 6, 5] },
      abilities: [{ id: 'indirectFire' }, { id: 'extendedRange', n: 16 }],
    });
    const s = game(
      [
        { id: 'm', team: 0, models: ['mortar'], at: [1, 3] },
        { id: 'own', team: 0, models: ['rifle'], at: [6, 3] },
        { id: 't', team: 1, models: ['rifle', 'rifle', 'rifle'], at: [6, 3] },
      ],
      [mortar],
    );
    const p = preview(s, { unit: 'm', model: first(s, 'm'), target: 't' });
    expect(p.random).toMatchObject({ kind: 'indirect', strikes: 1 });
    expect(p.random!.models.find((m) => m.unit === 'own')!.pStruck).toBeCloseTo(1 / 2, 12);
    for (const m of p.random!.models.filter((x) => x.unit === 't')) expect(m.pStruck).toBeCloseTo(1 / 6, 12);
    expect(p.random!.models.reduce((n, m) => n + m.pStruck, 0)).toBeCloseTo(1, 12);
  });
});

describe('previewAttack against the engine: outcome frequencies over 4000 seeds', () => {
  const RUNS = 4000;

  /**
   * Resolves the attack through applyAction with the generator seeded `seed`, answering R8.6
   * rerolls as the preview reads them (one die that scores nothing: `fails`) and any naming with
   * the first choice. Returns the attack event and the models each unit lost to it.
   */
  function resolve(
    s: GameState,
    action: Action,
    seed: string,
    fails: { attack: (f: number) => boolean; defense: (f: number) => boolean },
  ) {
    let state: GameState = { ...s, rng: seedRng(seed) };
    let r = play(state, action);
    const events: GameEvent[] = [...r.events];
    state = r.state;
    while (state.pending.length > 0) {
      const top = state.pending.at(-1)!;
      if (top.kind === 'reroll') {
        const i = top.dice.findIndex(top.roll === 'attack' ? fails.attack : fails.defense);
        r = play(state, { type: 'reroll', die: i >= 0 ? i : null });
      } else if (top.kind === 'nameModel') r = play(state, { type: 'nameModel', model: top.choices[0] });
      else break;
      events.push(...r.events);
      state = r.state;
    }
    const attack = events.find((e): e is AttackEvent => e.type === 'attack')!;
    const lost = (unit: string) =>
      events.filter((e) => e.type === 'modelLost' && e.unit === unit && e.cause === 'attack').length;
    return { attack, lost };
  }

  /** The preview's outcome code of a strike report: none, models lost, destroyed, damage taken. */
  function outcomeKey(report: AttackEvent['strikes'][number], modelsLost: number): string {
    switch (report.result) {
      case 'none':
        return 'none:0';
      case 'modelLost':
        return `modelLost:${modelsLost}`;
      case 'damaged':
        return `damaged:${report.damage - report.ignored}`;
      case 'destroyed':
        return 'destroyed:0';
    }
  }

  /** |observed - p| within 4.5 standard errors (plus one run, for the rare outcome seen once); never seen when impossible. */
  function expectFrequency(seen: number, p: number, label: string) {
    if (p === 0) {
      expect(seen, label).toBe(0);
      return;
    }
    const tolerance = 4.5 * Math.sqrt((p * (1 - p)) / RUNS) + 1 / RUNS;
    expect(Math.abs(seen / RUNS - p), `${label}: seen ${seen}/${RUNS}, preview ${p.toFixed(4)}`).toBeLessThanOrEqual(
      tolerance,
    );
  }

  function checkNamed(
    s: GameState,
    req: AttackPreviewRequest,
    fails = { attack: (f: number) => f < 4, defense: (f: number) => f < 4 },
  ) {
    const odds = only(preview(s, req)).odds;
    const seen = new Map<string, number>();
    for (let i = 0; i < RUNS; i++) {
      const { attack, lost } = resolve(s, { type: 'attack', ...req }, `named-${i}`, fails);
      const key = outcomeKey(attack.strikes[0], lost(req.target));
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    for (const o of odds.outcomes)
      expectFrequency(seen.get(`${o.result}:${o.count}`) ?? 0, o.p, `${o.result} ${o.count}`);
    const predicted = new Set(odds.outcomes.map((o) => `${o.result}:${o.count}`));
    for (const key of seen.keys()) expect(predicted, `the engine gave ${key}`).toContain(key);
  }

  it("R6.7: the rule book's Sherman under a 16-die gun", () => {
    const { s, req } = shermanUnderFire();
    checkNamed(s, req);
  });

  it('index "Flamethrower": one or two riflemen lost in a Forest', () => {
    const { s, req } = flamerAtRiflemen(3);
    checkNamed(s, req);
  });

  it('R8.6 Versatile Warmachine on both sides, and Heavy Armor 1 on the target', () => {
    // 8 dice with a reroll against Defense 2/2, 2 defense dice with a reroll: 2 damage leave 1
    // taken (the first is ignored), 3 destroy it.
    const vw = card('vwa', 'Vehicle Medium Tank', {
      attack: { infantry: [8, 8, 8], vehicle: [8, 8, 8] },
      abilities: [{ id: 'versatileWarmachine' }],
    });
    const target = card('vwt', 'Vehicle Medium Tank', {
      speed: 2,
      defense: [2, 2],
      abilities: [{ id: 'versatileWarmachine' }, { id: 'heavyArmor', n: 1 }],
    });
    const s = game(
      [
        { id: 'a', team: 0, models: ['vwa'], at: [1, 3], facing: 0 },
        { id: 't', team: 1, models: ['vwt'], at: [3, 3], facing: 3 },
      ],
      [vw, target],
    );
    const p = only(preview(s, { unit: 'a', model: first(s, 'a'), target: 't' }));
    expect(p.attack.reroll && p.defense.reroll).toBe(true);
    expect(chance(p.odds, 'damaged', 1)).toBeGreaterThan(0.25);
    expect(chance(p.odds, 'destroyed')).toBeGreaterThan(0.05);
    checkNamed(s, { unit: 'a', model: first(s, 'a'), target: 't' });
  });

  it("R8.2 Blast with R8.6 rerolls: which model is struck and what it suffers, and each unit's risk", () => {
    // Two profiles rolled, each with its reroll; a truck whose destruction takes away the
    // riflemen's "Vehicle in the hex" die; a mixed squad.
    const rockets = card('rkt', 'Vehicle Self-Propelled Artillery', {
      attack: { infantry: [9, 9, 9], vehicle: [4, 4, 4] },
      abilities: [{ id: 'blast' }, { id: 'versatileWarmachine' }, { id: 'inaccurate', n: 1 }],
    });
    const truck = card('truck', 'Vehicle Truck', {
      speed: 2,
      defense: [1, 1],
      attack: { infantry: null, vehicle: null },
      abilities: [{ id: 'unarmored' }],
    });
    const s = game(
      [
        { id: 'k', team: 0, models: ['rkt'], at: [1, 3] },
        { id: 'sq', team: 1, models: ['rifle', 'rifle', 'para'], at: [4, 3] },
        { id: 'tr', team: 1, models: ['truck'], at: [4, 3] },
      ],
      [rockets, truck],
    );
    const req = { unit: 'k', model: first(s, 'k'), target: 'sq' };
    const p = preview(s, req).random!;
    const seenStrike = new Map<string, number>();
    const seenUnit = new Map<string, number>();
    const count = (m: Map<string, number>, key: string) => m.set(key, (m.get(key) ?? 0) + 1);
    for (let i = 0; i < RUNS; i++) {
      const { attack } = resolve(s, { type: 'attack', ...req }, `blast-${i}`, {
        attack: (f) => f - 1 < 4,
        defense: (f) => f < 4,
      });
      const hit = new Map<string, Set<string>>();
      for (const strike of attack.strikes) {
        const key = outcomeKey(strike, 1);
        count(seenStrike, `${strike.model}|${key}`);
        const flags = hit.get(strike.unit) ?? new Set<string>();
        flags.add('struck');
        if (strike.result === 'modelLost' || strike.result === 'destroyed') flags.add('lost');
        if (strike.result === 'damaged') flags.add('damaged');
        if (strike.result !== 'none') flags.add('any');
        hit.set(strike.unit, flags);
      }
      for (const [unit, flags] of hit) for (const f of flags) count(seenUnit, `${unit}|${f}`);
    }
    for (const m of p.models) {
      for (const o of m.odds.outcomes)
        expectFrequency(
          seenStrike.get(`${m.model}|${o.result}:${o.count}`) ?? 0,
          m.pStruck * o.p,
          `model ${m.model} ${o.result} ${o.count}`,
        );
    }
    for (const u of p.units) {
      expectFrequency(seenUnit.get(`${u.unit}|struck`) ?? 0, u.pStruck, `${u.unit} struck`);
      expectFrequency(seenUnit.get(`${u.unit}|lost`) ?? 0, u.pModelLost, `${u.unit} lost a model`);
      expectFrequency(seenUnit.get(`${u.unit}|damaged`) ?? 0, u.pDamaged, `${u.unit} damaged`);
      expectFrequency(seenUnit.get(`${u.unit}|any`) ?? 0, u.pEffect, `${u.unit} any`);
    }
  });
});

describe('previewAttack follows R6.13 (Unarmored and Close Assault) through the engine', () => {
  const sapper = card('sapper', 'Basic Infantry', {
    attack: { infantry: [8, 6, null], vehicle: [2, null, null] },
    abilities: [{ id: 'closeAssault', n: 6 }],
  });
  const cckw = card('cckw', 'Vehicle Truck', {
    speed: 3,
    defense: [1, 1],
    attack: { infantry: null, vehicle: null },
    abilities: [{ id: 'unarmored' }],
  });
  const lorry = card('lorry', 'Vehicle Truck', {
    speed: 3,
    defense: [1, 1],
    attack: { infantry: null, vehicle: null },
  });
  const odds = (truck: string, edition?: 1) => {
    const placed = game(
      [
        { id: 's', team: 0, models: ['sapper'], at: [3, 3] },
        { id: 't', team: 1, models: [truck], at: [3, 3] },
      ],
      [sapper, cckw, lorry],
    );
    const s: GameState = edition ? { ...placed, rulings: undefined } : placed;
    return only(preview(s, { unit: 's', model: first(s, 's'), target: 't', weapon: 'closeAssault' })).odds;
  };

  it('R6.13: a Close Assault on a 1/1 Unarmored truck destroys it whenever it does damage: its chance of destroying is the chance of damaging a 1/1 truck without Unarmored', () => {
    const unarmored = odds('cckw');
    const plain = odds('lorry');
    expect(unarmored.outcomes.map((o) => o.result)).toEqual(['none', 'destroyed']);
    expect(chance(unarmored, 'destroyed')).toBeCloseTo(plain.pEffect, 12);
    expect(chance(plain, 'damaged', 1)).toBeGreaterThan(0.2);
    // In a game of the earlier edition (a saved game), the truck took the damage and lived.
    expect(chance(odds('cckw', 1), 'damaged', 1)).toBeCloseTo(chance(plain, 'damaged', 1), 12);
  });
});
