// The tiles this browser keeps (the tiles slice, store/maps/keptTiles.ts): open one in the editor,
// duplicate it as a new tile, or delete it after asking (docs/maps.md, "The tile editor").
import { useState } from 'react';
import type { TileSpec } from '../../engine';
import { useApp, useAppStoreApi } from '../../store/context';

interface Props {
  current: string;
  onOpen(spec: TileSpec): void;
  onDuplicate(spec: TileSpec): void;
  onTell(text: string): void;
}

export function KeptTiles({ current, onOpen, onDuplicate, onTell }: Props) {
  const appStore = useAppStoreApi();
  const kept = useApp((s) => s.tiles.kept);
  const unread = useApp((s) => s.tiles.problems);
  const [deleting, setDeleting] = useState<string | null>(null);
  return (
    <section className="kept-tiles" aria-labelledby="kept-tiles-title">
      <h3 id="kept-tiles-title">Your tiles</h3>
      {kept.length === 0 && <p className="hint">None kept yet: Save keeps the tile you are making.</p>}
      <ul>
        {kept.map((t) => (
          <li key={t.id} aria-current={t.id === current ? 'true' : undefined}>
            <span className="kept-name">{t.name}</span>
            {deleting === t.id ? (
              <span className="kept-confirm" role="group" aria-label={`Delete ${t.name}?`}>
                Delete it?
                <button
                  type="button"
                  onClick={() => {
                    appStore.getState().tiles.forget(t.id);
                    setDeleting(null);
                    onTell(`Deleted “${t.name}”.`);
                  }}
                >
                  Delete
                </button>
                <button type="button" onClick={() => setDeleting(null)}>
                  Keep
                </button>
              </span>
            ) : (
              <span className="kept-actions">
                <button type="button" aria-label={`Open ${t.name}`} onClick={() => onOpen(t)}>
                  Open
                </button>
                <button type="button" aria-label={`Duplicate ${t.name}`} onClick={() => onDuplicate(t)}>
                  Duplicate
                </button>
                <button type="button" aria-label={`Delete ${t.name}`} onClick={() => setDeleting(t.id)}>
                  Delete
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
      {unread.length > 0 && (
        <ul className="kept-unread" aria-label="Kept tiles that could not be read">
          {unread.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
