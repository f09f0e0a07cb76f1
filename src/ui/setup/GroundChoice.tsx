// The ground of a new game (docs/playing.md, "Starting a game"; docs/maps.md "The tiles"): a theatre,
// or every theatre, whose tiles the seed places (R2.4), or the tiles picked by hand, one for each
// place; with a picture of the battlefield it makes. Used by the new game dialog and by the
// online game's choices. The player's own tiles (docs/maps.md, "Your tiles in a game") are offered
// beside the built-in ones, each marked as theirs, and as a ground of their own, "Your tiles".
import { useEffect, useMemo, useRef } from 'react';
import { messagesOf, type BattleMap } from '../../engine';
import { THEATRES, TILE_IDS, TILES, type TileSet } from '../../data/tiles';
import { drawFieldPreview } from '../../render/fieldPreview';
import { mapBounds } from '../../render/layout';
import { groundLayout, groundPlaces, type GroundChoice as Ground, type GroundTheatre } from '../../store/game/ground';
import { buildBattlefield } from '../../store/game/newGame';

type Mode = GroundTheatre | 'hand';

/** How a player's own tile is named wherever tiles are listed: marked as theirs. */
const yourTileName = (name: string) => `${name} (your tile)`;

/** The picture's box, CSS pixels: the battlefield fits inside, keeping its shape. */
const PREVIEW = { width: 320, height: 190 };

/** The battlefield a choice makes, or why it cannot be made (a hand-picked place left empty). */
function preview(
  tiles: number,
  tall: boolean,
  seed: string,
  ground: Ground,
  kept: TileSet,
): { map: BattleMap } | { why: string } {
  const layout = groundLayout(tiles, tall, seed, ground, kept);
  if (!layout.ok) return { why: messagesOf(layout.error).join('; ') };
  const built = buildBattlefield(layout.value, kept);
  return built.ok ? { map: built.value } : { why: messagesOf(built.error).join('; ') };
}

/** The tiles the seed gives now: where "by hand" starts from, and what fills a new place. */
function seededTiles(tiles: number, tall: boolean, seed: string, theatre: GroundTheatre, kept: TileSet): string[] {
  const layout = groundLayout(tiles, tall, seed, { theatre }, kept);
  return layout.ok ? layout.value.tiles.map((p) => p.tile) : [];
}

/** A battlefield drawn small, the upper team's edge at the top. */
function FieldPicture({ map }: { map: BattleMap }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const bounds = mapBounds(map.cols, map.rows);
  const k = Math.min(PREVIEW.width / bounds.width, PREVIEW.height / bounds.height);
  const width = Math.round(bounds.width * k);
  const height = Math.round(bounds.height * k);
  useEffect(() => {
    const c = canvas.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx) return;
    const ratio = window.devicePixelRatio > 0 ? window.devicePixelRatio : 1;
    c.width = Math.round(width * ratio);
    c.height = Math.round(height * ratio);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawFieldPreview(ctx, map, width, height);
  }, [map, width, height]);
  return (
    <canvas
      ref={canvas}
      className="ground-picture"
      style={{ width, height }}
      role="img"
      aria-label={`Picture of the ground: ${map.name}`}
      data-testid="ground-preview"
    />
  );
}

export function GroundChoice({
  id,
  ground,
  tiles,
  tall,
  seed,
  kept,
  onChange,
}: {
  id: string;
  ground: Ground;
  /** The battlefield's size (R1.7 or chosen, R2.4). */
  tiles: number;
  tall: boolean;
  /** The game's seed: it places the theatre's tiles. */
  seed: string;
  /** The player's own tiles, kept in this browser (none: the built-in tiles only). */
  kept: TileSet;
  onChange(ground: Ground): void;
}) {
  const mode: Mode = 'picked' in ground ? 'hand' : ground.theatre;
  const grid = groundPlaces(tiles, tall);
  const places = grid.width * grid.height;
  const seedText = seed.trim() || 'ground';
  const shown = useMemo(() => preview(tiles, tall, seedText, ground, kept), [tiles, tall, seedText, ground, kept]);
  const yours = Object.keys(kept).filter((t) => !Object.hasOwn(TILES, t));

  // A hand-picked ground follows the battlefield's size: new places get the tile the seed gives there.
  useEffect(() => {
    if (!('picked' in ground) || ground.picked.length === places) return;
    const fill = seededTiles(tiles, tall, seedText, 'any', kept);
    onChange({ picked: fill.map((t, i) => ground.picked[i] ?? t) });
  }, [ground, places, tiles, tall, seedText, kept, onChange]);

  const choose = (value: Mode) => {
    if (value !== 'hand') return onChange({ theatre: value });
    // By hand starts from the battlefield shown: the seed's tiles of the theatre chosen before.
    onChange({ picked: seededTiles(tiles, tall, seedText, mode === 'hand' ? 'any' : mode, kept) });
  };
  const pick = (place: number, tile: string) => {
    if (!('picked' in ground)) return;
    onChange({ picked: ground.picked.map((t, i) => (i === place ? tile : t)) });
  };

  return (
    <div className="field ground-field">
      <label htmlFor={id}>Ground</label>
      <select id={id} value={mode} onChange={(e) => choose(e.target.value as Mode)} data-testid="ground">
        {THEATRES.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}: {t.ground}
          </option>
        ))}
        <option value="any">Any theatre: all {TILE_IDS.length} tiles</option>
        {(yours.length > 0 || mode === 'yours') && (
          <option value="yours">
            {yours.length === 0
              ? 'Your tiles: none kept in this browser'
              : `Your tiles: the ${yours.length === 1 ? 'tile' : `${yours.length} tiles`} you made`}
          </option>
        )}
        <option value="hand">Pick the tiles by hand…</option>
      </select>
      {'picked' in ground && (
        <fieldset className="ground-places" aria-describedby={`${id}-turned`}>
          <legend>Tiles, as on the map</legend>
          <div className="ground-grid" style={{ gridTemplateColumns: `repeat(${grid.width}, minmax(0, 1fr))` }}>
            {Array.from({ length: places }, (_, i) => {
              const row = Math.floor(i / grid.width);
              const upper = row < grid.height / 2;
              return (
                <select
                  key={i}
                  aria-label={`Place ${i + 1}: row ${row + 1} of ${grid.height}, column ${(i % grid.width) + 1}${upper ? ', turned' : ''}`}
                  value={ground.picked[i] ?? ''}
                  onChange={(e) => pick(i, e.target.value)}
                  data-testid={`ground-place-${i + 1}`}
                >
                  {THEATRES.map((t) => (
                    <optgroup key={t.id} label={t.name}>
                      {t.tiles.map((tile) => (
                        <option key={tile} value={tile}>
                          {TILES[tile].name}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                  {yours.length > 0 && (
                    <optgroup label="Your tiles">
                      {yours.map((tile) => (
                        <option key={tile} value={tile}>
                          {yourTileName(kept[tile].name)}
                        </option>
                      ))}
                    </optgroup>
                  )}
                  {ground.picked[i] !== undefined &&
                    !Object.hasOwn(kept, ground.picked[i]) &&
                    !Object.hasOwn(TILES, ground.picked[i]) && (
                      // A tile picked, then deleted: shown as gone, and the game waits for another (the problem says which place).
                      <option value={ground.picked[i]} disabled>
                        {`A deleted tile (${ground.picked[i]})`}
                      </option>
                    )}
                </select>
              );
            })}
          </div>
          <p className="muted" id={`${id}-turned`}>
            The upper tiles are turned to face the lower ones, so both teams look at the same kind of ground (R2.4).
          </p>
        </fieldset>
      )}
      {'map' in shown ? (
        <figure className="ground-preview">
          <FieldPicture map={shown.map} />
          <figcaption className="muted">
            {shown.map.name}. Player 2 deploys at the top edge of the picture, Player 1 at the bottom.
          </figcaption>
        </figure>
      ) : (
        <p className="why">{shown.why}</p>
      )}
    </div>
  );
}
