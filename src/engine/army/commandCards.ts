// Command abilities as card facts (RULINGS R8.4, R8.12): which abilities of the index are command
// abilities, whom each helps, and which a card prints to no purpose. What they do in a game is
// derived/commandAbilities.ts's; this is here, below it, so the army rules (army.ts) can warn of a
// card that prints one for nobody to cast.
import { hasKeyword, type AbilityId } from './units';

export type CommandAbility =
  | 'pinPointer'
  | 'commandLeadership'
  | 'commandRuthless'
  | 'angriff'
  | 'tallyHo'
  | 'braveryEnforcement'
  | 'stalwart';

/** R8.12: the kind of unit each command ability helps. */
export const COMMAND_SCOPE: Record<CommandAbility, 'infantry' | 'vehicle'> = {
  pinPointer: 'infantry',
  commandLeadership: 'vehicle',
  commandRuthless: 'vehicle',
  angriff: 'infantry',
  tallyHo: 'infantry',
  braveryEnforcement: 'infantry',
  stalwart: 'infantry',
};

export function isCommandAbility(id: AbilityId): id is CommandAbility {
  return id in COMMAND_SCOPE;
}

/**
 * R8.4, R8.12: the command abilities a card prints that no one casts: only an Officer casts his,
 * so on a card that is not an Officer's (a custom card may print one) they do nothing. The card
 * editor refuses them there, with the card's other problems (store/builder/cardForm.ts); a card kept
 * or shared before is still read. It reads only the type line and the abilities' ids, so a card still
 * being typed can be asked.
 */
export function idleCommandAbilities(card: {
  typeLine: string;
  abilities: readonly { id: AbilityId }[];
}): CommandAbility[] {
  return hasKeyword(card, 'Officer') ? [] : card.abilities.map((a) => a.id).filter(isCommandAbility);
}
