// Stat cards (unit definitions) as plain data, and what the rules read off them.
// Rule book "Building Your Army" (type lines), "Index" (abilities); RULINGS R8.10-R8.13.

// The stat card's data types and the abilities' names live in core (the state holds the cards in play).
import type { Ability, AbilityId, Nation, Side, UnitDef } from '../core/cards';
export { ABILITY_IDS, NATIONS } from '../core/cards';
export type { Ability, AbilityId, Nation, Profile, Side, UnitDef, Weapon } from '../core/cards';

/** R1.1: the side of every nation; the minor nations fight beside the major power they joined. */
export const NATION_SIDE: Record<Nation, Side> = {
  Germany: 'Axis',
  Italy: 'Axis',
  Japan: 'Axis',
  Finland: 'Axis',
  Hungary: 'Axis',
  Romania: 'Axis',
  Slovakia: 'Axis',
  Bulgaria: 'Axis',
  Croatia: 'Axis',
  USA: 'Allies',
  UK: 'Allies',
  'Soviet Union': 'Allies',
  France: 'Allies',
  Poland: 'Allies',
  Canada: 'Allies',
  Australia: 'Allies',
  'New Zealand': 'Allies',
  'South Africa': 'Allies',
  Belgium: 'Allies',
  Greece: 'Allies',
  China: 'Allies',
  Yugoslavia: 'Allies',
};

/** Custom cards' ids start with this, so a player's card never takes a catalog card's id. */
export const CUSTOM_CARD_PREFIX = 'custom-';

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

const paddedLines = new WeakMap<Pick<UnitDef, 'typeLine'>, string>();

/** Whether the type line holds the keyword (a word, or words in a row: "Heavy Tank"). */
export function hasKeyword(def: Pick<UnitDef, 'typeLine'>, keyword: string): boolean {
  let line = paddedLines.get(def);
  if (line === undefined) {
    line = ` ${def.typeLine} `;
    paddedLines.set(def, line);
  }
  // The keyword found with a space either side, without building the padded keyword: a playout
  // asks this thousands of times an action, and each new string was garbage.
  const end = line.length - keyword.length;
  for (let at = line.indexOf(keyword, 1); at > 0 && at < end; at = line.indexOf(keyword, at + 1))
    if (line.charCodeAt(at - 1) === 32 && line.charCodeAt(at + keyword.length) === 32) return true;
  return false;
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
