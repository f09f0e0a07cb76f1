// R8.19 on random positions: a Heavy Transport carrying two units is destroyed in a hex whose
// neighbourhood is filled at random (friends, enemies, Vehicles, Water, 2-inch hexes or not). An
// oracle written here, apart from the engine, places the two units in each order by the ruling's
// words, moving them in copies of the state and asking checkPopulation: each into the Transport's
// hex if population allows then, else into an adjacent legal hex, else lost. The engine must ask
// the order exactly when neither order allows every outcome of the other, and every outcome of
// either order must be reachable through its decisions (played out with applyAction), and no other.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  checkPopulation,
  DIRS,
  isOnMap,
  legalActions,
  neighbor,
  terrainAt,
  unitHasAbility,
  type GameState,
  type Hex,
  type MapHex,
} from '../../src/engine';
import { at, atPhase, card, initiative, testGame, testMap, type TestUnit } from '../helpers';

const truck = card('htruck', 'Vehicle Truck', { speed: 2, defense: [1, 1], abilities: [{ id: 'heavyTransport' }] });
const sapper = card('sapper', 'Infantry Specialist', { abilities: [{ id: 'closeAssault', n: 6 }] });
const wader = card('wader', 'Basic Infantry', { abilities: [{ id: 'amphibious' }] });
const T = at(2, 2);
const key = (h: Hex | null) => (h ? `${h.q},${h.r}` : '-');

/** A random position, or null when the random units break a population limit (createGame refuses it). */
function position(seed: string): GameState | null {
  const rng = seedrandom(seed);
  const pick = <X>(list: readonly X[]): X => list[Math.floor(rng() * list.length)];
  const hexes: Record<string, Partial<MapHex>> = {};
  const units: TestUnit[] = [
    { id: 't', team: 0, models: ['htruck'], at: [2, 2] },
    // R6.9: the sapper destroys the truck in its own hex (6 successes against Speed 2).
    { id: 's', team: 1, models: ['sapper'], at: [2, 2] },
    { id: 'a', team: 0, models: [pick(['rifle', 'wader'])], carrier: 't' },
    { id: 'b', team: 0, models: pick([['rifle', 'rifle'], ['gun'], ['wader']]), carrier: 't' },
  ];
  const around = [T, ...DIRS.map((d) => neighbor(T, d))];
  around.forEach((h, i) => {
    const col = h.q + (h.r - (h.r & 1)) / 2;
    if (i > 0 && rng() < 0.2) hexes[`${col},${h.r}`] = { terrain: 'water' };
    else {
      const n = Math.floor(rng() * 3);
      for (let k = 0; k < n; k++)
        units.push({
          id: `x${i}${k}`,
          team: pick([0, 1] as const),
          models: [pick(['rifle', 'rifle', 'tank'])],
          at: [col, h.r],
        });
    }
  });
  try {
    const s = testGame({
      map: testMap(6, 6, hexes),
      settings: { smallHexes: rng() < 0.5 },
      units,
      cards: [truck, sapper, wader],
      script: [...initiative({ winner: 0 }), ...Array(6).fill(6), ...Array(40).fill(1)],
    });
    return atPhase(s, 'assault', 1);
  } catch {
    return null;
  }
}

/** The oracle: every way the units end up placed in `order` (the owner choosing each adjacent hex). */
function oracle(state: GameState, order: readonly string[], fates: Record<string, Hex | null>, out: Set<string>): void {
  if (order.length === 0) {
    out.add(`${key(fates.a)} ${key(fates.b)}`);
    return;
  }
  const [id, ...rest] = order;
  const unit = { ...state.units[id], status: 'map' as const, carrier: null };
  const put = (h: Hex) =>
    oracle({ ...state, units: { ...state.units, [id]: { ...unit, at: h } } }, rest, { ...fates, [id]: h }, out);
  // R5.1: no Water unless Amphibious, in the Transport's hex too (reading 42: T is never Water here).
  const ground = (h: Hex) => terrainAt(state.map, h) !== 'water' || unitHasAbility(state, unit, 'amphibious');
  if (ground(T) && checkPopulation(state, { ...unit, at: T }, T).ok) return put(T);
  const next = DIRS.map((d) => neighbor(T, d)).filter(
    (h) => isOnMap(state.map, h) && ground(h) && checkPopulation(state, { ...unit, at: h }, h).ok,
  );
  if (next.length === 0) return oracle(state, rest, { ...fates, [id]: null }, out);
  for (const h of next) put(h);
}

/** Every outcome reachable from `state` by answering the survivors' decisions every way. */
function reachable(state: GameState, out: Set<string>): void {
  const top = state.pending.at(-1);
  if (top?.kind === 'survivorOrder' || top?.kind === 'placeSurvivors') {
    for (const a of legalActions(state)) {
      const r = applyAction(state, a);
      if (!r.ok) throw new Error(r.error.message);
      reachable(r.state, out);
    }
    return;
  }
  const fate = (id: string) => (state.units[id].status === 'destroyed' ? '-' : key(state.units[id].at));
  out.add(`${fate('a')} ${fate('b')}`);
}

const covers = (x: Set<string>, y: Set<string>) => [...y].every((k) => x.has(k));

describe("R8.19 on random positions: the survivors' order is asked exactly when it can matter, and every outcome is reachable", () => {
  it("300 positions against an oracle of the ruling's words", () => {
    let checked = 0;
    let asked = 0;
    for (let i = 0; checked < 300 && i < 3000; i++) {
      const s = position(`order-${i}`);
      if (!s) continue;
      const r = applyAction(s, {
        type: 'attack',
        unit: 's',
        model: s.units.s.models[0].id,
        target: 't',
        weapon: 'closeAssault',
      });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.state.units.t.status, `order-${i}`).toBe('destroyed');
      // The oracle starts from the state before the attack with the truck gone and both units waiting.
      const parked = (u: string) => ({ ...s.units[u], status: 'embarked' as const, carrier: null, at: null });
      const before: GameState = {
        ...s,
        units: {
          ...s.units,
          t: { ...s.units.t, status: 'destroyed', at: null, models: [] },
          a: parked('a'),
          b: parked('b'),
        },
      };
      const ab = new Set<string>();
      const ba = new Set<string>();
      oracle(before, ['a', 'b'], {}, ab);
      oracle(before, ['b', 'a'], {}, ba);
      const matters = !covers(ab, ba) && !covers(ba, ab);
      expect(r.state.pending.at(-1)?.kind === 'survivorOrder', `order-${i}: asked`).toBe(matters);
      const got = new Set<string>();
      reachable(r.state, got);
      expect([...got].sort(), `order-${i}: outcomes`).toEqual([...new Set([...ab, ...ba])].sort());
      checked++;
      if (matters) asked++;
    }
    expect(checked).toBe(300);
    // The positions reach both answers: asked, and not.
    expect(asked).toBeGreaterThan(20);
    expect(asked).toBeLessThan(280);
  });
});
