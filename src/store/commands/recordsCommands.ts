// What the records controls and keys do: undo with its reason shown when refused, open and leave
// the replay, save the game to a file and load one. The rules are in history.ts and gameFile.ts.
import type { Hex } from '../../engine';
import type { AppStore } from '../appStore';
import { downloadGameFile, downloadText, readPickedFile } from '../files/gameFile';
import { readSaveText } from '../files/persistence';
import { replayMarks, viewedGame } from '../view/replay';
import { unitsAt } from '../view/selectors';

/** The records commands, acting on `store`. */
export function recordsCommands(store: AppStore) {
  /** Undoes the last action, or says why not (the same words whether from the button or a key). */
  function undoLast(): void {
    const { game, records, ui } = store.getState();
    const refused = game.undo();
    if (refused) {
      records.say(refused);
      return;
    }
    records.clearNotice();
    ui.aim(null);
  }

  /**
   * An online game's states hold no dice until it is over, so it replays and
   * exports (from the revealed seed) only then, exactly as a hot-seat game. Says so, and answers true.
   */
  function onlineUntilOver(what: string): boolean {
    const { online, records } = store.getState();
    if (!online.session || online.session.revealed) return false;
    records.say(`${what} once the online game is over: until then its dice stay on the game server.`);
    return true;
  }

  /** Opens the replay at the live position (so Left steps back from now), or at `index`. */
  function openReplay(index?: number): void {
    if (onlineUntilOver('The replay opens')) return;
    store.getState().replay.open(index);
  }

  function stepReplay(delta: number): void {
    const { replay } = store.getState();
    if (replay.index !== null) replay.stepTo(replay.index + delta);
  }

  function replayTo(index: number): void {
    store.getState().replay.stepTo(index);
  }

  /** The next (+1) or previous (-1) turn or phase from the replay's position. */
  function jumpReplay(direction: 1 | -1): void {
    const { replay, game } = store.getState();
    const at = replay.index;
    if (at === null) return;
    const marks = replayMarks(game);
    const target = direction > 0 ? marks.find((m) => m.index > at) : [...marks].reverse().find((m) => m.index < at);
    replayTo(target ? target.index : direction > 0 ? game.steps.length : 0);
  }

  /** A click on the map in a replay gives no orders: it only selects (and cycles) the units there, to read their cards. */
  function replayClick(h: Hex): void {
    const s = store.getState();
    const game = viewedGame(s.game, s.replay);
    const { selected, select } = s.ui;
    const here = unitsAt(game, h);
    const i = here.findIndex((u) => u.id === selected);
    select(here.length === 0 ? null : here[(i + 1) % here.length].id);
  }

  function closeReplay(): void {
    store.getState().replay.close();
  }

  function saveToFile(): void {
    if (onlineUntilOver('The game file can be saved')) return;
    const { game, records } = store.getState();
    downloadGameFile(game.initial, game.actions, game.game, game.players, game.opening, game.scenario);
    records.say("Game saved to a file (your browser's downloads).", 'done');
  }

  /** Loads a picked file in place of the current game; a refused file leaves the game untouched. */
  async function loadFromFile(file: File): Promise<void> {
    const read = await readPickedFile(file);
    const { startGame, records } = store.getState();
    if (!read.ok) {
      records.say(`${file.name} was not loaded. ${read.error.message}`);
      return;
    }
    // A new game: the replay closes, the selection and the seat are cleared (startGame resets them).
    startGame({ kind: 'replayed', history: read.value, players: read.value.players, scenario: read.value.scenario });
    const n = read.value.actions.length;
    store.getState().records.say(`Loaded ${file.name}: ${n} action${n === 1 ? '' : 's'} replayed.`, 'done');
  }

  /**
   * Downloads a saved game from the list: a readable one as a game file (it loads
   * with Load from file), an unreadable one as the text stored, untouched, to mend or report.
   */
  function exportSave(id: string): void {
    const raw = store.getState().records.raw(id);
    if (raw === null) return;
    const read = readSaveText(id, raw);
    // With its opening (the creation's initiative roll), so the file's log starts as the game's did.
    if (read.ok)
      downloadGameFile(
        read.saved.initial,
        read.saved.actions,
        read.game,
        read.saved.players,
        read.saved.opening,
        read.saved.scenario,
      );
    else downloadText(`aam-reloaded-unreadable-save-${id.replace(/[^A-Za-z0-9_-]+/g, '-')}.json`, raw);
  }
  return {
    undoLast,
    openReplay,
    stepReplay,
    replayTo,
    jumpReplay,
    replayClick,
    closeReplay,
    saveToFile,
    loadFromFile,
    exportSave,
  };
}
