// What the records controls and keys do: undo with its reason shown when refused, open and leave
// the replay, save the game to a file and load one. The rules are in history.ts and gameFile.ts.
import type { Hex } from '../engine';
import { gameStore } from './gameStore';
import { downloadGameFile, readPickedFile } from './gameFile';
import { recordsStore } from './recordsStore';
import { replayMarks, viewedGame } from './replay';
import { unitsAt } from './selectors';
import { uiStore } from './uiStore';

// A message about the game as it was (an undo refused, a file loaded) is stale once the game
// moves on; one set with the change (a loaded file's) comes after it and stays.
gameStore.subscribe((now, before) => {
  if (now.game !== before.game && recordsStore.getState().notice) recordsStore.getState().clearNotice();
});

const IN_REPLAY = 'Leave the replay first: undo takes back an action of the live game.';

/** Undoes the last action, or says why not (the same words whether from the button or a key). */
export function undoLast(): void {
  const { say, clearNotice } = recordsStore.getState();
  const refused = recordsStore.getState().replay ? IN_REPLAY : gameStore.getState().undo();
  if (refused) {
    say(refused);
    return;
  }
  clearNotice();
  uiStore.getState().aim(null);
}

/** Opens the replay at the live position (so Left steps back from now), or at `index`. */
export function openReplay(index?: number): void {
  const { steps } = gameStore.getState();
  recordsStore.getState().openReplay(index ?? steps.length);
}

export function stepReplay(delta: number): void {
  const { replay, stepTo } = recordsStore.getState();
  if (replay) stepTo(replay.index + delta, gameStore.getState().steps.length);
}

export function replayTo(index: number): void {
  recordsStore.getState().stepTo(index, gameStore.getState().steps.length);
}

/** The next (+1) or previous (-1) turn or phase from the replay's position. */
export function jumpReplay(direction: 1 | -1): void {
  const { replay } = recordsStore.getState();
  if (!replay) return;
  const marks = replayMarks(gameStore.getState());
  const target = direction > 0 ? marks.find((m) => m.index > replay.index) : [...marks].reverse().find((m) => m.index < replay.index);
  replayTo(target ? target.index : direction > 0 ? gameStore.getState().steps.length : 0);
}

/** A click on the map in a replay gives no orders: it only selects (and cycles) the units there, to read their cards. */
export function replayClick(h: Hex): void {
  const game = viewedGame(gameStore.getState(), recordsStore.getState());
  const { selected, select } = uiStore.getState();
  const here = unitsAt(game, h);
  const i = here.findIndex((u) => u.id === selected);
  select(here.length === 0 ? null : here[(i + 1) % here.length].id);
}

export function closeReplay(): void {
  recordsStore.getState().closeReplay();
}

export function saveToFile(): void {
  const { initial, actions, game } = gameStore.getState();
  downloadGameFile(initial, actions, game);
  recordsStore.getState().say('Game saved to a file (your browser\'s downloads).', 'done');
}

/** Loads a picked file in place of the current game; a refused file leaves the game untouched. */
export async function loadFromFile(file: File): Promise<void> {
  const { say, closeReplay: leave } = recordsStore.getState();
  const read = await readPickedFile(file);
  if (!read.ok) {
    say(`${file.name} was not loaded. ${read.error.message}`);
    return;
  }
  leave();
  uiStore.getState().select(null);
  gameStore.getState().loadGame(read.value);
  const n = read.value.actions.length;
  say(`Loaded ${file.name}: ${n} action${n === 1 ? '' : 's'} replayed.`, 'done');
}
