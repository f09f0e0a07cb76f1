// A tile shared by a code or a link (`#/maps?tile=CODE`, docs/maps.md "The tile editor"): offered
// to keep, or its problems shown when the code is bad. Nothing else changes until the player keeps it.
import { useMemo } from 'react';
import type { TileSpec } from '../../engine';
import { useAppStoreApi } from '../../store/context';
import { readTileShareCode } from '../../store/maps/tileShare';

interface Props {
  code: string;
  onKept(spec: TileSpec): void;
  onClose(): void;
}

export function SharedTileOffer({ code, onKept, onClose }: Props) {
  const appStore = useAppStoreApi();
  const read = useMemo(() => readTileShareCode(code), [code]);
  return (
    <section className="shared-tile" aria-labelledby="shared-tile-title" data-testid="shared-tile">
      {read.ok ? (
        <>
          <h3 id="shared-tile-title">A shared tile: {read.value.name}</h3>
          <p>Keep it among your tiles and open it here?</p>
          <button
            type="button"
            className="primary"
            onClick={() => {
              const kept = appStore.getState().tiles.importCode(code);
              if (kept.ok) onKept(kept.value);
            }}
          >
            Keep and open
          </button>
          <button type="button" onClick={onClose}>
            No, thanks
          </button>
        </>
      ) : (
        <div role="alert">
          <h3 id="shared-tile-title">This share code does not hold a tile the game can use</h3>
          <ul>
            {read.error.map((p, k) => (
              <li key={k}>
                {p.path ? `${p.path}: ` : ''}
                {p.message}
              </li>
            ))}
          </ul>
          <button type="button" onClick={onClose}>
            Close
          </button>
        </div>
      )}
    </section>
  );
}
