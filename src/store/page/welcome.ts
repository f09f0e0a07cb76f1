// What the plain page (`/`) opens (docs/playing.md "Starting a game"): a returning player goes straight
// back to their game, anyone else meets the welcome screen and its ways in (the tutorial, a game
// against the computer, a friend at this screen or online, the army builder). An address that
// asks for something (a seed, a battlefield, an online game, a screen in the hash) keeps opening
// what it asks for, as it always did.
import type { GameState } from '../../engine';
import type { AddressRequest } from './address';
import { namesScreen } from './route';

/**
 * Where the game the page opened with came from (appStore's first game): this tab's game (a
 * reload), the game saved last in this browser (a new tab or a new visit), the autosave of an
 * earlier edition, none (a new sample game, never asked for), or none because the saved game to
 * resume could not be read (kept aside; the battle screen says so and offers it as a file).
 */
export type FirstGameFrom = 'tab' | 'last' | 'migrated' | 'new' | 'unreadable';

/** A game someone has begun and not finished: at least one action taken, not over (R7.3). */
export function gameInProgress(game: Pick<GameState, 'phase'>, actions: number): boolean {
  return actions > 0 && game.phase !== 'ended';
}

export interface PageOpening {
  /** What the address's query asks for (store/page/address.ts). */
  address: Pick<AddressRequest, 'newGame' | 'join'>;
  /** The address's hash (`#/builder`...). */
  hash: string;
  from: FirstGameFrom;
  /** The game the page opened with is in progress (gameInProgress). */
  inProgress: boolean;
}

/** True when the page opens on the welcome screen rather than on what the address or the saved game asks for. */
export function opensWelcome(o: PageOpening): boolean {
  if (namesScreen(o.hash)) return false;
  if (o.address.newGame || o.address.join !== null) return false;
  // A reload goes back to the game this tab was playing, whatever its state: the player was at it.
  if (o.from === 'tab') return false;
  // A game to resume that could not be read is named on the battle screen, never passed over.
  if (o.from === 'unreadable') return false;
  return !o.inProgress;
}
