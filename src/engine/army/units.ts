// Stat cards (unit definitions) as plain data, and what the rules read off them.
// Rule book "Building Your Army" (type lines), "Index" (abilities); RULINGS R8.10-R8.13.

export type Side = 'Axis' | 'Allies';

export type Nation = 'Germany' | 'Italy' | 'Japan' | 'USA' | 'UK' | 'Soviet Union';

export const NATION_SIDE: Record<Nation, Side> = {
  Germany: 'Axis',
  Italy: 'Axis',
  Japan: 'Axis',
  USA: 'Allies',
  UK: 'Allies',
  'Soviet Union': 'Allies',
};

/** Attack dice at short (0-1), medium (2-4) and long (5-8) range; null is a "-" band. */
export type Profile = readonly [number | null, number | null, number | null];

/** R8.10: a Hull or Auxiliary weapon. Without `dice` it uses the model's own profile. */
export interface Weapon {
  name: string;
  dice?: Profile;
  vs?: 'infantry' | 'vehicle';
}

/** Every ability the game knows (R8.13): the rule book's index and RULINGS R8.10-R8.12. */
export const ABILITY_IDS = [
  'aggression',
  'aircraft',
  'amphibious',
  'auxiliary',
  'blast',
  'bombardment',
  'bridgeDemolition',
  'closeAssault',
  'crackShot',
  'extendedRange',
  'firingDeck',
  'flamethrower',
  'handToHand',
  'heavyArmor',
  'heavyTransport',
  'highGear',
  'highValueTarget',
  'inaccurate',
  'indirectFire',
  'initiative',
  'large',
  'limitedRange',
  'noTurret',
  'openBack',
  'paratrooper',
  'relocate',
  'robust',
  'scout',
  'shrapnel',
  'spotter',
  'strikeAndFade',
  'superiorArmor',
  'suppressiveFire',
  'sustainedFire',
  'tankDestroyer',
  'transport',
  'unarmored',
  'versatileWarmachine',
  'hull',
  'aa',
  // R8.12 command abilities
  'pinPointer',
  'commandLeadership',
  'commandRuthless',
  'angriff',
  'tallyHo',
  'braveryEnforcement',
  'stalwart',
] as const;

export type AbilityId = (typeof ABILITY_IDS)[number];

/** Abilities printed with a number (`Close Assault 11`); the others carry none. */
export const NUMBERED_ABILITIES: ReadonlySet<AbilityId> = new Set<AbilityId>([
  'aggression',
  'closeAssault',
  'extendedRange',
  'handToHand',
  'heavyArmor',
  'highGear',
  'highValueTarget',
  'inaccurate',
  'initiative',
  'limitedRange',
  'relocate',
  'shrapnel',
  'strikeAndFade',
  'superiorArmor',
]);

export interface Ability {
  id: AbilityId;
  /** The ability's number, e.g. Close Assault 11. */
  n?: number;
  /** Hull and Auxiliary weapons (R8.10). */
  weapon?: Weapon;
}

/** A stat card. Plain data: the catalog hands these to the engine, which copies the ones in play into the game state. */
export interface UnitDef {
  id: string;
  name: string;
  nation: Nation;
  side: Side;
  /** The type line under the name, e.g. "Infantry Artillery Large" or "Vehicle Medium Tank". */
  typeLine: string;
  cost: number;
  /** "A" for Aircraft. */
  speed: number | 'A';
  /** A single value, or front/rear for units with facing. */
  defense: number | readonly [number, number];
  attack: {
    infantry: Profile | null;
    vehicle: Profile | null;
  };
  abilities: Ability[];
}

const paddedLines = new WeakMap<UnitDef, string>();

/** Whether the type line holds the keyword (a word, or words in a row: "Heavy Tank"). */
export function hasKeyword(def: UnitDef, keyword: string): boolean {
  let line = paddedLines.get(def);
  if (line === undefined) {
    line = ` ${def.typeLine} `;
    paddedLines.set(def, line);
  }
  return line.includes(` ${keyword} `);
}

export function isAircraft(def: UnitDef): boolean {
  return hasKeyword(def, 'Aircraft');
}

export function isVehicle(def: UnitDef): boolean {
  return hasKeyword(def, 'Vehicle');
}

/** Every unit with the Infantry keyword, artillery included (rule book "Game Setup"). */
export function isInfantry(def: UnitDef): boolean {
  return hasKeyword(def, 'Infantry');
}

export function isArtillery(def: UnitDef): boolean {
  return hasKeyword(def, 'Infantry Artillery');
}

/** Rule book "Assault Phase": Cavalry and Motorcycles roll defense dice equal to their Speed. */
export function isMounted(def: UnitDef): boolean {
  return hasKeyword(def, 'Infantry Cavalry') || hasKeyword(def, 'Infantry Motorcycle');
}

export function ability(def: UnitDef, id: AbilityId): Ability | undefined {
  return def.abilities.find((a) => a.id === id);
}

export function hasAbility(def: UnitDef, id: AbilityId): boolean {
  return def.abilities.some((a) => a.id === id);
}

/** Index "Large": counts as a Vehicle for hex population. */
export function isLarge(def: UnitDef): boolean {
  return hasAbility(def, 'large') || hasKeyword(def, 'Large');
}

/** Whether the stat card has a front and a rear value (rule book "Assault Phase"). */
export function hasFacing(def: UnitDef): boolean {
  return typeof def.defense !== 'number';
}
