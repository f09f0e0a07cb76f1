// The saved games' lasting messages over the map's bottom edge (docs/playing.md, "Undo, saving and replays"): they stay
// until what they are about is over, unlike the records' notice. A save the storage refused (with
// the game file to download, on every failed save), another tab on the same game, a newer save
// of this game by that tab (load it, or keep this position as a copy), an unreadable save kept aside.
import type { AppStore } from '../../store/appStore';
import { useAppStoreApi, useRecords } from '../../store/context';
import { useCommands } from '../../store/commands/commands';

/** Opens the saved games' list (its dialog, SavedGames.tsx, loads when first opened: docs/development.md, "Opening the page"). */
export function openSavedGames(appStore: AppStore): void {
  appStore.getState().records.showList(true);
}

export function SaveBanners() {
  const appStore = useAppStoreApi();
  const { saveToFile } = useCommands();
  const failure = useRecords((s) => s.saveFailure);
  const conflict = useRecords((s) => s.conflict);
  const otherTabs = useRecords((s) => s.otherTabs);
  const keptAside = useRecords((s) => s.keptAside);
  const records = appStore.getState().records;
  if (!failure && !conflict && otherTabs === 0 && !keptAside) return null;
  return (
    <div className="save-banners">
      {failure && (
        <div className="save-banner warn" role="alert" data-testid="save-failure">
          <p>
            <strong>This game is not saved in the browser</strong>: {failure.reason}
            {failure.count > 1 ? ` (${failure.count} saves in a row failed)` : ''}. A reload or a closed tab would lose
            the moves since the last save. Download the game file to keep it; the game tries to save again after every
            move.
          </p>
          <div className="save-banner-actions">
            <button type="button" onClick={saveToFile} data-testid="save-failure-download">
              Download the game file
            </button>
            <button
              type="button"
              onClick={() => openSavedGames(appStore)}
              title="Delete saved games you no longer need to make room"
            >
              Saved games…
            </button>
          </div>
        </div>
      )}
      {conflict && (
        <div className="save-banner warn" role="alert" data-testid="save-conflict">
          <p>
            {conflict.revision === null
              ? 'Something that is not this game was written where this game is saved, in another tab. It is left as it is: this tab saves nothing over it.'
              : 'Another tab has saved this game further on. This tab does not save over it.'}
          </p>
          <div className="save-banner-actions">
            {conflict.revision !== null && (
              <button type="button" onClick={() => records.loadNewer()}>
                Load the newer position
              </button>
            )}
            <button
              type="button"
              onClick={() => records.keepAsCopy()}
              title="Save this tab's position as a new saved game beside the other"
            >
              Keep this as a copy
            </button>
          </div>
        </div>
      )}
      {otherTabs > 0 && !conflict && (
        <p className="save-banner info" role="status" data-testid="other-tab">
          This game is open in {otherTabs === 1 ? 'another tab' : `${otherTabs} other tabs`} too. Play it in one: the
          other will offer to load the newer position.
        </p>
      )}
      {keptAside && (
        <div className="save-banner warn" role="alert" data-testid="kept-aside">
          <p>
            The saved game this page was showing could not be read, so a new game was started. {keptAside.problem} It is
            kept as it is in Saved games, where you may download it.
          </p>
          <div className="save-banner-actions">
            <button type="button" onClick={() => openSavedGames(appStore)}>
              Saved games…
            </button>
            <button type="button" aria-label="Dismiss" onClick={() => records.dismissKeptAside()}>
              ×
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
