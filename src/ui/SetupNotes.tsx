// What the player should know about how the game was set up, e.g. Aircraft left off the map
// by the quick deployment from army lists.
import { gameStore, useGame } from '../store/gameStore';

export function SetupNotes() {
  const notes = useGame((s) => s.setupNotes);
  if (notes.length === 0) return null;
  return (
    <div className="setup-notes" role="status" data-testid="setup-notes">
      <ul>
        {notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
      <button type="button" onClick={() => gameStore.getState().clearNotes()}>
        OK
      </button>
    </div>
  );
}
