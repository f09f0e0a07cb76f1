// An independent second reading of the attack rules, written apart from the engine (a rules audit,
// 2026-11-27): 335 random positions of 10 catalog units each (squads, specialists, MG teams,
// artillery, vehicles, Aircraft in a third of them) on random terrain with Cliffs and Hedges.
// Every pair of attacking model and enemy unit: whether legalActions lists the attack must agree
// with R6.1 (bands, Extended and Limited Range), R6.2 (profiles by target, AA and Aircraft, Open
// Back and Unarmored), R6.3 (line of sight, Indirect Fire with a Spotter), R6.8 (No Turret), R6.9
// (Close Assault and Hand to Hand in the same hex) and Crack Shot. Every listed normal attack on a
// named target is then played: its attack dice (R6.1), successes (R6.4: Crack Shot, Inaccurate,
// Tank Destroyer, Shrapnel), defense dice (R6.5: Speed, terrain, a Vehicle in the hex, the
// hexside, Superior Armor, Bombardment and Flamethrower ignoring cover), the Defense faced (R6.7,
// R6.8 front or rear, Unarmored 3/3) and the result (R6.6 a model lost, R6.7 damage, Heavy Armor,
// the Flamethrower's extra) must be what this file works out by itself.
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import {
  applyAction,
  canSee,
  distance,
  legalActions,
  sightBetween,
  seedRng,
  type AttackEvent,
  type GameState,
  type UnitDef,
} from '../../src/engine';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { atPhase, testGame, randomMap, type TestUnit } from '../helpers';

const S3 = Math.sqrt(3);
const FX = [1, 0.5, -0.5, -1, -0.5, 0.5];
const FY = [0, S3 / 2, S3 / 2, 0, -S3 / 2, -S3 / 2];
function inFront(at: { q: number; r: number }, facing: number, t: { q: number; r: number }) {
  const dr = t.r - at.r;
  const dx = S3 * (t.q - at.q + dr / 2);
  const dy = 1.5 * dr;
  return dx * FX[facing] + dy * FY[facing] > 1e-9;
}
const has = (d: UnitDef, id: string) => d.abilities.some((a) => a.id === id);
const num = (d: UnitDef, id: string) => d.abilities.find((a) => a.id === id)?.n ?? 0;
const kw = (d: UnitDef, k: string) => ` ${d.typeLine} `.includes(` ${k} `);

function band(d: UnitDef, range: number): number | null {
  if (range <= 1) return 0;
  const lim = num(d, 'limitedRange');
  if (lim > 0) return range <= lim ? 1 : null;
  if (range <= 4) return 1;
  const longest = num(d, 'extendedRange') || 8;
  return range <= longest ? 2 : null;
}

const ids = Object.keys(CATALOG_BY_ID).filter((id) => !kw(CATALOG_BY_ID[id], 'Officer'));
const basics = ids.filter((id) => kw(CATALOG_BY_ID[id], 'Basic'));
const threes = ids.filter((id) => /Infantry (Cavalry|Motorcycle|MG Team|Specialist)/.test(CATALOG_BY_ID[id].typeLine));
const arts = ids.filter((id) => kw(CATALOG_BY_ID[id], 'Artillery') && kw(CATALOG_BY_ID[id], 'Infantry'));
const vehicles = ids.filter((id) => kw(CATALOG_BY_ID[id], 'Vehicle'));
const planes = ids.filter((id) => kw(CATALOG_BY_ID[id], 'Aircraft'));

function randomPosition(seed: string, withPlanes: boolean): GameState | null {
  const rng = seedrandom(seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(rng() * xs.length)];
  const map = randomMap(seed, 10, 8, { blocking: 0.12, features: 0.08 });
  const units: TestUnit[] = [];
  const used = new Map<string, { vehicle: boolean; n: [number, number] }>();
  let k = 0;
  for (let i = 0; i < 10; i++) {
    const team = (i % 2) as 0 | 1;
    const kind = rng();
    let models: string[];
    let vehicle = false;
    if (kind < 0.25) models = Array(3).fill(pick(basics));
    else if (kind < 0.4) models = Array(3).fill(pick(threes));
    else if (kind < 0.5) {
      models = [pick(arts)];
      vehicle = kw(CATALOG_BY_ID[models[0]], 'Large');
    } else if (kind < 0.9 || !withPlanes) {
      models = [pick(vehicles)];
      vehicle = true;
    } else models = [pick(planes)];
    const plane = kw(CATALOG_BY_ID[models[0]], 'Aircraft');
    for (let tries = 0; tries < 20; tries++) {
      const col = Math.floor(rng() * 10),
        row = Math.floor(rng() * 8);
      const t = map.hexes[row * 10 + col].terrain;
      if (t === 'water' && !plane) continue;
      const key = `${col},${row}`;
      const u = used.get(key) ?? { vehicle: false, n: [0, 0] as [number, number] };
      if (!plane && (u.n[team] >= 2 || (vehicle && u.vehicle))) continue;
      if (!plane) {
        u.n[team]++;
        u.vehicle ||= vehicle;
        used.set(key, u);
      }
      units.push({ id: `u${k++}`, team, models, at: [col, row], facing: Math.floor(rng() * 6) as 0 });
      break;
    }
  }
  try {
    return atPhase(testGame({ map, units, cards: Object.values(CATALOG_BY_ID), seed }), 'assault', 0);
  } catch {
    return null;
  }
}

function expectedDefense(
  s: GameState,
  attackerUnit: string,
  attackerModel: number,
  from: { q: number; r: number },
  targetId: string,
  modelId: number,
) {
  const t = s.units[targetId];
  const m = t.models.find((x) => x.id === modelId)!;
  const d = s.defs[m.def];
  const a = s.units[attackerUnit];
  const ad = s.defs[a.models.find((x) => x.id === attackerModel)!.def];
  const plane = (u: typeof t) => kw(s.defs[u.models[0].def], 'Aircraft');
  let n = 0;
  if (kw(d, 'Aircraft')) return 3 + num(d, 'superiorArmor');
  const speed = Math.min(...t.models.map((x) => s.defs[x.def].speed as number));
  const vehicle = kw(d, 'Vehicle');
  const mounted = kw(d, 'Cavalry') || kw(d, 'Motorcycle');
  n += vehicle || mounted ? speed : Math.min(1, speed);
  const fromOutside = !(from.q === t.at!.q && from.r === t.at!.r) || plane(a);
  const range = distance(from, t.at!);
  const ignores = has(ad, 'bombardment') || (has(ad, 'flamethrower') && range <= 1);
  if (fromOutside && !ignores) {
    const terr = s.map.hexes.find((_, i) => i === t.at!.r * 10 + (t.at!.q + (t.at!.r - (t.at!.r & 1)) / 2))!.terrain;
    const infantry = kw(d, 'Infantry');
    if (terr === 'city' || terr === 'forest' || terr === 'hill' || (terr === 'marsh' && infantry)) n++;
    else if (
      infantry &&
      Object.values(s.units).some(
        (u) =>
          u.status === 'map' &&
          u.at &&
          u.at.q === t.at!.q &&
          u.at.r === t.at!.r &&
          kw(s.defs[u.models[0].def], 'Vehicle'),
      )
    )
      n++;
    if (!plane(a) && sightBetween(s, from, t.at!).targetCover) n++;
  }
  return n + num(d, 'superiorArmor');
}

describe('R6 attacks against an independent reading of the rules', () => {
  it('R6.1-R6.9: which attacks are listed, and the dice, defense dice, Defense and result of each, on random positions', () => {
    const problems: string[] = [];
    let closeSeen = 0,
      attacks = 0,
      built = 0,
      pairs = 0,
      planesSeen = 0;
    for (let g = 0; g < 400 && problems.length < 15; g++) {
      const s = randomPosition(`pos${g}`, g % 3 === 0);
      if (!s) continue;
      built++;
      planesSeen += Object.values(s.units).filter((u) => kw(s.defs[u.models[0].def], 'Aircraft')).length;
      const legal = legalActions(s).filter((a) => a.type === 'attack') as Extract<
        ReturnType<typeof legalActions>[number],
        { type: 'attack' }
      >[];
      // legality, normal weapon
      for (const u of Object.values(s.units)) {
        if (u.team !== 0 || u.status !== 'map') continue;
        for (const m of u.models) {
          const d = s.defs[m.def];
          for (const t of Object.values(s.units)) {
            if (t.team !== 1 || t.status !== 'map') continue;
            const td = s.defs[t.models[0].def];
            const range = distance(u.at!, t.at!);
            const b = band(d, range);
            let ok = b !== null && !has(d, 'crackShot');
            const targetPlane = kw(td, 'Aircraft');
            const selfPlane = kw(d, 'Aircraft');
            if (ok) {
              let dice: number | null = null;
              if (targetPlane) {
                if (has(d, 'aa')) dice = Math.max(d.attack.infantry?.[b!] ?? 0, d.attack.vehicle?.[b!] ?? 0) || null;
                else if (has(d, 'aircraft')) dice = d.attack.infantry?.[b!] ?? null;
              } else if (kw(td, 'Infantry')) dice = d.attack.infantry?.[b!] ?? null;
              else {
                dice = d.attack.vehicle?.[b!] ?? null;
                const rear = !inFront(t.at!, t.facing, u.at!);
                if (!dice && (has(td, 'unarmored') || (rear && has(td, 'openBack'))))
                  dice = d.attack.infantry?.[b!] ?? null;
              }
              ok = !!dice;
            }
            if (ok && has(d, 'noTurret') && (range === 0 || !inFront(u.at!, u.facing, t.at!))) ok = false;
            if (ok && !targetPlane && !selfPlane && range > 1 && !canSee(s, u.at!, t.at!)) {
              const spotter =
                has(d, 'indirectFire') &&
                Object.values(s.units).some(
                  (x) =>
                    x.team === 0 &&
                    x.id !== u.id &&
                    x.status === 'map' &&
                    x.models.some((mm) => has(s.defs[mm.def], 'spotter')) &&
                    canSee(s, x.at!, t.at!),
                );
              if (!spotter) ok = false;
            }
            for (const w of ['closeAssault', 'handToHand'] as const) {
              const okW =
                range === 0 &&
                num(d, w) > 0 &&
                (w === 'closeAssault' ? kw(td, 'Vehicle') : kw(td, 'Infantry')) &&
                !has(d, 'crackShot') &&
                !has(d, 'noTurret');
              const listedW = legal.some(
                (a) => a.unit === u.id && a.model === m.id && a.target === t.id && a.weapon === w,
              );
              if (okW !== listedW)
                problems.push(`g${g}: ${w} ${d.name} -> ${td.name}: listed ${listedW}, expected ${okW}`);
              if (okW) closeSeen++;
            }
            pairs++;
            const listed = legal.some(
              (a) => a.unit === u.id && a.model === m.id && a.target === t.id && (a.weapon ?? 'normal') === 'normal',
            );
            if (listed !== ok)
              problems.push(
                `g${g}: ${d.name} (${u.id}) -> ${td.name} (${t.id}) range ${range}: listed ${listed}, expected ${ok}`,
              );
          }
        }
      }
      // numbers of each listed normal attack on a named target
      for (const a of legal) {
        if ((a.weapon ?? 'normal') !== 'normal') continue;
        const am = s.units[a.unit].models.find((x) => x.id === a.model)!;
        const ad = s.defs[am.def];
        if (has(ad, 'blast') || has(ad, 'indirectFire')) continue;
        const r = applyAction({ ...s, rng: seedRng(`r${g}-${attacks}`) }, a);
        if (!r.ok) {
          problems.push(`refused listed ${JSON.stringify(a)}`);
          continue;
        }
        const events = [...r.events];
        let st = r.state;
        while (
          st.pending.length > 0 &&
          (st.pending.at(-1)!.kind === 'nameModel' || st.pending.at(-1)!.kind === 'reroll')
        ) {
          const top = st.pending.at(-1)!;
          const rr = applyAction(
            st,
            top.kind === 'nameModel'
              ? { type: 'nameModel', model: (top as { choices: number[] }).choices[0] }
              : { type: 'reroll', die: null },
          );
          if (!rr.ok) break;
          events.push(...rr.events);
          st = rr.state;
        }
        const e = events.find((x): x is AttackEvent => x.type === 'attack');
        if (!e) continue;
        attacks++;
        const strike = e.strikes[0];
        const t = s.units[a.target];
        const td = s.defs[t.models.find((x) => x.id === strike.model)!.def];
        const range = distance(s.units[a.unit].at!, t.at!);
        const b = band(ad, range)!;
        const prof = e.rolls[0].profile;
        const expDice = (prof === 'infantry' ? ad.attack.infantry : ad.attack.vehicle)![b];
        if (e.rolls[0].dice.length !== expDice)
          problems.push(`g${g} ${ad.name}->${td.name}: ${e.rolls[0].dice.length} dice, expected ${expDice}`);
        const expDef = expectedDefense(s, a.unit, a.model, s.units[a.unit].at!, a.target, strike.model);
        if (strike.defenseDice.length !== expDef)
          problems.push(
            `g${g} ${ad.name}->${td.name} @${range}: ${strike.defenseDice.length} defense dice ${JSON.stringify(strike.defenseSources)}, expected ${expDef}`,
          );
        let D: number;
        if (typeof td.defense === 'number') D = td.defense;
        else D = inFront(t.at!, t.facing, s.units[a.unit].at!) ? td.defense[0] : td.defense[1];
        if (prof === 'infantry' && kw(td, 'Vehicle') && has(td, 'unarmored')) D = 3;
        {
          const mod = (has(ad, 'crackShot') ? 1 : 0) - num(ad, 'inaccurate');
          const heavy = kw(td, 'Heavy Tank') || kw(td, 'Super Heavy Tank');
          let succ = 0;
          for (const f of e.rolls[0].dice)
            if (f + mod >= 4) succ += has(ad, 'tankDestroyer') && heavy && f === 6 ? 2 : 1;
          if (kw(td, 'Infantry') && num(ad, 'shrapnel')) succ *= num(ad, 'shrapnel');
          const saves = strike.defenseDice.filter((f) => f >= 4).length;
          const rem = Math.max(0, succ - saves);
          const flame = has(ad, 'flamethrower') && range <= 1 && e.rolls[0].dice.filter((f) => f === 6).length >= 3;
          if (strike.successes !== succ || strike.remaining !== rem)
            problems.push(
              `g${g} ${ad.name}->${td.name}: successes ${strike.successes}/${strike.remaining}, expected ${succ}/${rem}`,
            );
          const infantryCasualty = kw(td, 'Infantry') && !kw(td, 'Artillery');
          if (infantryCasualty) {
            const lost = (rem >= strike.defense ? 1 : 0) + (flame ? 1 : 0);
            const exp = lost === 0 ? 'none' : 'modelLost';
            if (strike.result !== exp)
              problems.push(`g${g} ${ad.name}->${td.name}: result ${strike.result}, expected ${exp}`);
          } else if (strike.defense > 0) {
            const dmg = Math.floor(rem / strike.defense) + (flame ? 1 : 0);
            const ha = num(td, 'heavyArmor');
            const taken = Math.max(0, dmg - ha);
            const exp = taken === 0 ? 'none' : strike.defense - taken <= 0 ? 'destroyed' : 'damaged';
            if (strike.result !== exp || strike.damage !== dmg)
              problems.push(
                `g${g} ${ad.name}->${td.name}: result ${strike.result} dmg ${strike.damage}, expected ${exp} ${dmg} (D ${strike.defense}, rem ${rem})`,
              );
          }
        }
        if (strike.defense !== D) problems.push(`g${g} ${ad.name}->${td.name}: D ${strike.defense}, expected ${D}`);
      }
    }
    expect(problems).toEqual([]);
    // What the positions reached, so the check cannot pass by checking nothing.
    expect({
      positions: built > 300,
      pairs: pairs > 10_000,
      attacks: attacks > 3_000,
      close: closeSeen > 20,
      aircraft: planesSeen > 50,
    }).toEqual({
      positions: true,
      pairs: true,
      attacks: true,
      close: true,
      aircraft: true,
    });
  }, 60_000);
});
