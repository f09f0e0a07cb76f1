// A stat card as data, as the game state holds it (the cards of the models in play are copied
// into it, so a saved game needs no catalog): rule book "Building Your Army" (type lines),
// "Index" (abilities); RULINGS R8.10-R8.13. What the rules read off a card is in army/units.ts;
// the state only needs its shape (and the abilities' names), so it lives here, below the state.

export type Side = 'Axis' | 'Allies';

/**
 * Every nation of the original game's cards. The major powers first, then their minor allies;
 * which side each fights on is NATION_SIDE (army/units.ts, RULINGS R1.1).
 */
export const NATIONS = [
  'Germany',
  'Italy',
  'Japan',
  'Finland',
  'Hungary',
  'Romania',
  'Slovakia',
  'Bulgaria',
  'Croatia',
  'USA',
  'UK',
  'Soviet Union',
  'France',
  'Poland',
  'Canada',
  'Australia',
  'New Zealand',
  'South Africa',
  'Belgium',
  'Greece',
  'China',
  'Yugoslavia',
] as const;

export type Nation = (typeof NATIONS)[number];

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
  /** The year the card's unit entered service in the original game (its set's year band). */
  year?: number;
  /**
   * Where the card's numbers come from: the line of the source table (docs/armies.md, "The card
   * pool") the card was converted from. Absent on custom cards.
   */
  sourceRow?: number;
  /** A card a player made (docs/armies.md, "Your own cards"); its id starts with `custom-`. */
  custom?: true;
}
