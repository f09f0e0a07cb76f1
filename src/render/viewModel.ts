// Pure (game, ui) -> what to draw: plain data the Pixi layers turn into sprites. No rule is
// decided here; reach and legality come from the engine's queries through the store.
import { unitSymbol, type UnitSymbol } from './symbols';
import {
  hexKey,
  leadDef,
  unitHasFacing,
  totalDamage,
  unitSpeed,
  type Dir,
  type GameState,
  type Hex,
  type Nation,
  type Unit,
} from '../engine';

export interface CounterModel {
  id: string;
  team: 0 | 1;
  nation: Nation;
  /** The NATO-style unit-type symbol (symbols.ts). */
  symbol: UnitSymbol;
  label: string;
  models: number;
  /** R6.7, index "Unarmored": all the damage its models carry, the 3/3 profile's included (the engine's totalDamage, as Speed counts it). */
  damage: number;
  speed: number;
  printedSpeed: number | 'A';
  facing: Dir | null;
  /** Already activated this phase. */
  spent: boolean;
  /** R8.5: Speed -1 and no Defensive Fire until the end of the turn. */
  suppressed: boolean;
  /** The unit being activated now. */
  acting: boolean;
  selected: boolean;
  /** Position within the hex when several units share it (0, 1, ...: counterLayout.ts) and how many share it. */
  slot: number;
  shared: number;
  at: Hex;
}

export const NATION_CODES: Record<Nation, string> = {
  Germany: 'GE',
  Italy: 'IT',
  Japan: 'JP',
  USA: 'US',
  UK: 'UK',
  'Soviet Union': 'SU',
  Finland: 'FI',
  Hungary: 'HU',
  Romania: 'RO',
  Slovakia: 'SK',
  Bulgaria: 'BG',
  Croatia: 'HR',
  France: 'FR',
  Poland: 'PL',
  Canada: 'CA',
  Australia: 'AU',
  'New Zealand': 'NZ',
  'South Africa': 'ZA',
  Belgium: 'BE',
  Greece: 'GR',
  China: 'CN',
  Yugoslavia: 'YU',
};

export const NATION_COLORS: Record<Nation, number> = {
  Germany: 0x4a4f55,
  Italy: 0x2f7a46,
  Japan: 0xb8322b,
  USA: 0x5b6b2f,
  UK: 0x8a6a3a,
  'Soviet Union': 0xa8322a,
  Finland: 0x5d7f9e,
  Hungary: 0x6b7a3c,
  Romania: 0x8c7a2e,
  Slovakia: 0x4f6d8c,
  Bulgaria: 0x5a7048,
  Croatia: 0x7a4848,
  France: 0x3d5a94,
  Poland: 0x9c3b4a,
  Canada: 0x9a5a32,
  Australia: 0x7d6b3a,
  'New Zealand': 0x4d5e3a,
  'South Africa': 0x8a7442,
  Belgium: 0x6e5f2a,
  Greece: 0x3a6ea5,
  China: 0x5f7f4a,
  Yugoslavia: 0x6a4a6e,
};

export const TEAM_COLORS: [number, number] = [0x2f64a8, 0xb0452f];
export const TEAM_CSS = ['#2f64a8', '#b0452f'] as const;

/** A short counter label: the name's first meaningful word(s), at most 11 letters. */
function shortName(name: string): string {
  const words = name.replace(/["()]/g, '').split(/\s+/);
  let out = words[0];
  for (const w of words.slice(1)) {
    if (`${out} ${w}`.length > 11) break;
    out += ` ${w}`;
  }
  return out.length > 11 ? `${out.slice(0, 10)}.` : out;
}

export function counterModels(game: GameState, selected: string | null): CounterModel[] {
  const byHex = new Map<string, Unit[]>();
  for (const id in game.units) {
    const u = game.units[id];
    if (!u.at || u.models.length === 0) continue;
    const k = hexKey(u.at);
    byHex.set(k, [...(byHex.get(k) ?? []), u]);
  }
  const out: CounterModel[] = [];
  for (const group of byHex.values()) {
    group.forEach((u, slot) => {
      const def = leadDef(game, u);
      out.push({
        id: u.id,
        team: u.team,
        nation: def.nation,
        symbol: unitSymbol(def),
        label: shortName(def.name),
        models: u.models.length,
        damage: u.models.reduce((n, m) => n + totalDamage(m), 0),
        speed: unitSpeed(game, u),
        printedSpeed: def.speed,
        facing: unitHasFacing(game, u) ? u.facing : null,
        spent: u.activated,
        suppressed: u.suppressed,
        acting: game.activation?.unit === u.id,
        selected: selected === u.id,
        slot,
        shared: group.length,
        at: u.at!,
      });
    });
  }
  return out;
}
