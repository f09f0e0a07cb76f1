// "Export" in the saved games list writes a game file that loads with the
// same log as the live game, from its first line (the creation's initiative roll, R3.1), as
// "Save to file" does. The export left the opening out, so that file's log began empty.
import { describe, expect, it, vi } from 'vitest';
import type { Action, GameEvent, GameState } from '../../src/engine';
import type { Players } from '../../src/store/game/players';
import { stubLocalStorage, gameStore } from './fixtures';

/** The text of every game file offered for download. */
const files: string[] = [];
vi.mock('../../src/store/files/gameFile', async (original) => {
  const real = await original<typeof import('../../src/store/files/gameFile')>();
  return {
    ...real,
    downloadGameFile: (
      initial: GameState,
      actions: Action[],
      _game: GameState,
      players?: Players,
      opening?: GameEvent[],
    ) => {
      files.push(real.gameFileText(initial, actions, new Date(0), players, opening));
    },
  };
});

stubLocalStorage();

describe('exporting a saved game', () => {
  it('R3.1: the exported file loads with the live log from its first line, as Save to file does', async () => {
    const { browserDeps } = await import('../../src/store/appStore');
    const { commandsFor } = await import('../../src/store/commands/commands');
    const appStore = gameStore(browserDeps());
    const { exportSave, saveToFile } = commandsFor(appStore);
    const { logOf } = await import('../../src/store/game/history');
    const { readGameFile } = await import('../../src/store/files/gameFile');
    appStore.getState().startGame({ kind: 'quick', seed: 'export-opening', field: null });
    const live = logOf(appStore.getState().game).map((l) => l.text);
    expect(live[0]).toMatch(/initiative/);
    saveToFile();
    exportSave(appStore.getState().records.slot.id);
    const logs = files.map((text) => {
      const r = readGameFile(text);
      if (!r.ok) throw new Error(r.error.message);
      return logOf(r.value).map((l) => l.text);
    });
    expect(logs).toEqual([live, live]);
  });
});
