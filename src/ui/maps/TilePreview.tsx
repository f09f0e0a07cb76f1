// The tile joined to its neighbours, as a battlefield would have it: the upper row turned, the tile
// on the left, itself or a tile the player picks on the right (store/maps/tileJoin.ts), drawn as the
// new game dialog draws a ground (render/fieldPreview.ts). A seam that does not meet is said here.
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { TILES } from '../../data/tiles';
import { own, type TileSpec } from '../../engine';
import { drawFieldPreview } from '../../render/fieldPreview';
import { useApp } from '../../store/context';
import { joinedPreview } from '../../store/maps/tileJoin';

const WIDTH = 300;
const HEIGHT = 210;
const SHIPPED = Object.values(TILES).sort((a, b) => a.name.localeCompare(b.name));

export function TilePreview({ spec }: { spec: TileSpec }) {
  const kept = useApp((s) => s.tiles.kept);
  const [neighbourId, setNeighbourId] = useState('');
  const pickId = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const neighbour = kept.find((t) => t.id === neighbourId) ?? own(TILES, neighbourId) ?? spec;
  const joined = useMemo(() => joinedPreview(spec, neighbour), [spec, neighbour]);
  useLayoutEffect(() => {
    const c = canvas.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx || !joined.ok) return;
    const k = window.devicePixelRatio || 1;
    c.width = WIDTH * k;
    c.height = HEIGHT * k;
    ctx.setTransform(k, 0, 0, k, 0, 0);
    drawFieldPreview(ctx, joined.value, WIDTH, HEIGHT);
  }, [joined]);
  return (
    <section className="tile-preview" aria-labelledby="tile-preview-title">
      <h3 id="tile-preview-title">Joined to its neighbours</h3>
      <label htmlFor={pickId}>Beside it</label>
      <select id={pickId} value={neighbourId} onChange={(e) => setNeighbourId(e.target.value)}>
        <option value="">Itself</option>
        {kept
          .filter((t) => t.id !== spec.id)
          .map((t) => (
            <option key={t.id} value={t.id}>
              {t.name} (yours)
            </option>
          ))}
        {SHIPPED.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </select>
      {joined.ok ? (
        <canvas
          ref={canvas}
          style={{ width: WIDTH, height: HEIGHT }}
          role="img"
          aria-label={`The tile twice deep, the upper row turned, beside ${neighbour === spec ? 'itself' : neighbour.name}`}
        />
      ) : (
        <ul className="tile-preview-problems" data-testid="tile-join-problems">
          {joined.error.map((p, k) => (
            <li key={k}>{p.message}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
