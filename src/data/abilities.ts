// The name and a short explanation, in our own words, of every ability the game knows
// (RULINGS R8.13). The Record type makes the compiler insist that none is missing.
import type { AbilityId } from '../engine/army/units';

export interface AbilityText {
  /** As printed on a card, with "#" standing for the ability's number. */
  name: string;
  /** What it does, for the unit card. */
  text: string;
  /** Rule book index entry or ruling it comes from. */
  rule: string;
}

export const ABILITY_TEXT: Record<AbilityId, AbilityText> = {
  aggression: {
    name: 'Aggression #',
    text: 'In the Assault Phase the unit may move up to # hexes and then attack. No road or High Gear bonus on that move.',
    rule: 'Index; R8.14',
  },
  aircraft: {
    name: 'Aircraft',
    text: 'Starts in Reserve. From turn 2, after your other units have moved, it deploys to any hex; later it may stay, redeploy or go back to Reserve. Rolls 3 defense dice, one fewer per damage. Only AA and Aircraft can attack it.',
    rule: 'Index; R8.1',
  },
  amphibious: {
    name: 'Amphibious',
    text: 'Crosses rivers without a movement roll and may enter Water hexes for 2 Speed each.',
    rule: 'Index; R5.1, R5.3',
  },
  auxiliary: {
    name: 'Auxiliary (weapon)',
    text: 'In the Movement Phase the model may fire this weapon instead of moving.',
    rule: 'Index; R8.10',
  },
  blast: {
    name: 'Blast',
    text: 'Strikes two random units of the target hex, friend or foe, and a random model of each; nobody chooses the casualties.',
    rule: 'Index; R8.2',
  },
  bombardment: {
    name: 'Bombardment',
    text: 'Its targets get no extra defense die from the hex, from a Vehicle in the hex, or from a hedge or cliff.',
    rule: 'Index; R6.5',
  },
  bridgeDemolition: {
    name: 'Bridge Demolition',
    text: 'Instead of attacking in the Assault Phase, roll a die: on 3+ a Bridge on a hexside of its hex is destroyed for the rest of the game.',
    rule: 'Index; R8.8',
  },
  closeAssault: {
    name: 'Close Assault #',
    text: 'An attack of # dice against an enemy Vehicle in the same hex, resolved against its Speed instead of its armor. A Vehicle whose Speed reaches 0 is destroyed.',
    rule: 'Index; R6.9',
  },
  crackShot: {
    name: 'Crack Shot',
    text: '+1 on each attack die, and the attacker picks which model is hit. It attacks only in the Movement Phase, instead of moving.',
    rule: 'Index; R6.4, R6.6',
  },
  extendedRange: {
    name: 'Extended Range #',
    text: 'Long range reaches out to # hexes instead of 8.',
    rule: 'Index; R6.1',
  },
  firingDeck: {
    name: 'Firing Deck',
    text: 'Units carried inside (not artillery) may attack from the transport, and make Defensive Fire when it could. If they attack, the transport does not move that phase.',
    rule: 'Index; R8.9',
  },
  flamethrower: {
    name: 'Flamethrower',
    text: 'At range 0-1 the target gets no defense die from the hex, a Vehicle in it, or a hedge or cliff; three or more 6s on the attack dice inflict one extra damage.',
    rule: 'Index; R6.5',
  },
  handToHand: {
    name: 'Hand to Hand #',
    text: 'An attack of # dice against an enemy Infantry unit in the same hex, used instead of the normal attack.',
    rule: 'Index; R6.9',
  },
  heavyArmor: {
    name: 'Heavy Armor #',
    text: 'The first # damage it takes this game are ignored.',
    rule: 'Index; R6.7',
  },
  heavyTransport: {
    name: 'Heavy Transport',
    text: 'Carries up to 2 Infantry units, at most one of them Infantry Artillery. Otherwise as Transport.',
    rule: 'Index; R4.6',
  },
  highGear: {
    name: 'High Gear #',
    text: 'Its first 1 + # road steps each phase cost no Speed. Not on Aggression or Strike and Fade moves.',
    rule: 'Index; R5.4',
  },
  highValueTarget: {
    name: 'High Value Target #',
    text: 'If the enemy kills this model, the enemy scores # Objective Points at the end of the game. Given by the Commander grade.',
    rule: 'Index; R1.3, R7.2',
  },
  inaccurate: {
    name: 'Inaccurate #',
    text: '-# on each of its attack dice.',
    rule: 'Index; R6.4',
  },
  indirectFire: {
    name: 'Indirect Fire',
    text: 'May attack a unit that a friendly Spotter sees. The unit struck is picked at random among the units of the target hex, friend or foe, and then a random model of it.',
    rule: 'Index; R8.3',
  },
  initiative: {
    name: 'Initiative +#',
    text: "Adds # to its team's initiative rolls while the model lives; on a squad's Basic Infantry card, # for each model of the squad.",
    rule: 'Index; R3.1',
  },
  large: {
    name: 'Large',
    text: "Counts as a Vehicle for hex population: it takes the hex's one Vehicle place.",
    rule: 'Index; R5.6',
  },
  limitedRange: {
    name: 'Limited Range #',
    text: 'Medium range ends at # hexes, and nothing beyond it can be attacked.',
    rule: 'Index; R6.1',
  },
  noTurret: {
    name: 'No Turret',
    text: 'Attacks only targets in its front arc.',
    rule: 'Index; R6.8',
  },
  openBack: {
    name: 'Open Back',
    text: 'Units attacking it from its rear arc may use their Infantry dice.',
    rule: 'Index; R6.2',
  },
  paratrooper: {
    name: 'Paratrooper',
    text: 'May start in Reserve and land from turn 2, after your other units have moved, on any Open, Barren or Hill hex. Cannot claim objectives, but can contest them.',
    rule: 'Index; R4.4, R7.1',
  },
  relocate: {
    name: 'Relocate #',
    text: 'In the Assault Phase the unit may move # hexes instead of attacking, even at Speed 0.',
    rule: 'Index; R8.14',
  },
  robust: {
    name: 'Robust',
    text: 'Damage never takes its Speed below 1.',
    rule: 'Index; R6.7',
  },
  scout: {
    name: 'Scout',
    text: 'After deployment, before turn 1, it may move up to its Speed.',
    rule: 'Index; R3.4',
  },
  shrapnel: {
    name: 'Shrapnel #',
    text: 'Against Infantry, each success counts as # successes.',
    rule: 'Index; R6.4',
  },
  spotter: {
    name: 'Spotter',
    text: 'Friendly Indirect Fire units may attack any enemy unit this model can see.',
    rule: 'Index; R8.3',
  },
  strikeAndFade: {
    name: 'Strike and Fade #',
    text: 'In the Assault Phase the unit may move up to # hexes after attacking. No road or High Gear bonus on that move.',
    rule: 'Index; R8.14',
  },
  superiorArmor: {
    name: 'Superior Armor #',
    text: 'Rolls # extra defense dice.',
    rule: 'Index; R6.5',
  },
  suppressiveFire: {
    name: 'Suppressive Fire',
    text: 'An Infantry unit it attacks has Speed -1 and cannot make Defensive Fire until the end of the turn.',
    rule: 'Index; R8.5',
  },
  sustainedFire: {
    name: 'Sustained Fire',
    text: 'In the Movement Phase the model may attack with its normal dice instead of moving.',
    rule: 'Index; R4.3, R8.10',
  },
  tankDestroyer: {
    name: 'Tank Destroyer',
    text: 'Against a Heavy or Super Heavy Tank each 6 rolled counts as 2 successes.',
    rule: 'Index; R6.4',
  },
  transport: {
    name: 'Transport',
    text: 'Carries one Infantry unit (not Cavalry or Motorcycles). A unit embarks or disembarks in the Movement Phase. If the transport is destroyed, each model aboard dies on a roll of 4+.',
    rule: 'Index; R4.6, R8.7',
  },
  unarmored: {
    name: 'Unarmored',
    text: 'Attackers may use their Infantry dice against it as if its Defense were 3/3; that damage counts apart from its printed armor. It is destroyed when either reaches 0, also when Close Assault lowers its printed armor.',
    rule: 'Index; R6.2, R6.13',
  },
  versatileWarmachine: {
    name: 'Versatile Warmachine',
    text: 'Once after each set of dice it rolls, it may reroll one die of that set.',
    rule: 'Index; R8.6',
  },
  hull: {
    name: 'Hull (weapon)',
    text: 'In the Movement Phase the model may fire this weapon into its front arc instead of moving.',
    rule: 'R8.10',
  },
  aa: {
    name: 'AA',
    text: 'May attack Aircraft, with its Infantry or Vehicle dice, whichever has more at that range.',
    rule: 'R6.2, R8.11',
  },
  pinPointer: {
    name: 'Pin Pointer',
    text: "Command (Infantry): targets of the unit's attacks roll one defense die fewer.",
    rule: 'R8.12',
  },
  commandLeadership: {
    name: 'Command Leadership',
    text: 'Command (Vehicles): one extra attack die on each Assault Phase attack.',
    rule: 'R8.12',
  },
  commandRuthless: {
    name: 'Command Ruthless',
    text: 'Command (Vehicles): +1 on each attack die against a target that has already taken damage or lost a model.',
    rule: 'R8.12',
  },
  angriff: {
    name: 'Angriff',
    text: 'Command (Infantry): the unit has Aggression 1.',
    rule: 'R8.12',
  },
  tallyHo: {
    name: 'Tally-Ho!',
    text: 'Command (Infantry): +1 Speed when moving in the Movement Phase.',
    rule: 'R8.12',
  },
  braveryEnforcement: {
    name: 'Bravery Enforcement',
    text: 'Command (Infantry): Suppressive Fire has no effect on the unit.',
    rule: 'R8.12',
  },
  stalwart: {
    name: 'Stalwart',
    text: "Command (Infantry): +1 on each attack die of the unit's Defensive Fire.",
    rule: 'R8.12',
  },
};

/** The ability as printed on a card, with its number: "Close Assault 11", "Initiative +2". */
export function abilityLabel(
  id: AbilityId,
  n?: number,
  weapon?: { name: string; dice?: readonly (number | null)[]; vs?: string },
): string {
  const base = ABILITY_TEXT[id].name;
  if (weapon) {
    const dice = weapon.dice
      ? ` ${weapon.dice.map((x) => (x === null ? '-' : x)).join('/')} vs ${weapon.vs === 'infantry' ? 'Infantry' : 'Vehicle'}`
      : '';
    return base.replace('(weapon)', `(${weapon.name}${dice})`);
  }
  if (n === undefined) return base.replace(' #', '').replace(' +#', '');
  return base.replace('#', String(n));
}

/**
 * The explanation with the card's number in place of "#" ("The first 2 damage it takes..."), so
 * a player never reads a literal "#" on a unit's card. High Gear's "1 + #" is worked out (R5.4).
 * Without a number the text stays as written.
 */
export function abilityText(id: AbilityId, n?: number): string {
  const text = ABILITY_TEXT[id].text;
  if (n === undefined) return text;
  return text.replace(/1 \+ #/g, String(1 + n)).replace(/#/g, String(n));
}

/** A range band's name and the hexes it covers on this card, or null when the card has no such band. */
export interface BandHeader {
  name: 'Short' | 'Med' | 'Long';
  hexes: string | null;
}

/**
 * R6.1: the range bands as this card has them: Short 0-1, Medium 2-4, Long 5-8; Extended Range #
 * makes Long 5-#, Limited Range # makes Medium 2-# with nothing beyond (Long: null). Only the
 * card's numbers are read (src/data imports only the engine's types; the engine's rangeBand in
 * rules/range.ts is the same rule for a range).
 */
export function rangeBandHeaders(
  abilities: readonly { id: AbilityId; n?: number }[],
): [BandHeader, BandHeader, BandHeader] {
  const n = (id: AbilityId) => abilities.find((a) => a.id === id)?.n ?? 0;
  const limited = n('limitedRange');
  const extended = n('extendedRange');
  const span = (from: number, to: number) => (to === from ? String(from) : `${from}-${to}`);
  return [
    { name: 'Short', hexes: '0-1' },
    { name: 'Med', hexes: limited > 0 ? span(2, limited) : '2-4' },
    { name: 'Long', hexes: limited > 0 ? null : span(5, extended > 0 ? extended : 8) },
  ];
}
