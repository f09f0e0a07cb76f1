// The tile editor (`#/maps`, docs/maps.md "The tile editor"): the tile drawn large by the map's art,
// the tools, every problem the engine finds with it at once, Save (a tile without problems is kept
// among your tiles; the one being made is kept in this browser at every change, problems and all),
// your tiles, files and share codes, and the tile joined to its neighbours.
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useReducer, useState } from 'react';
import { MAX_TILE_NAME } from '../../data/tileFormat';
import { ROAD_PORTS } from '../../data/tiles';
import type { OffsetPair, TileSpec } from '../../engine';
import { useApp, useAppStoreApi, useRoute } from '../../store/context';
import { checkCustomTile } from '../../store/maps/customTiles';
import { blankTile } from '../../store/maps/tileEdit';
import { editing, keptId, NEW_TILE_PREFIX, startEditing } from '../../store/maps/tileEditing';
import { loadTileDraft, saveTileDraft } from '../../store/maps/tileDraft';
import { toolForKey, type Tool } from '../../store/maps/tileTools';
import { ScreenNav } from '../ScreenNav';
import { KeptTiles } from './KeptTiles';
import { SharedTileOffer } from './SharedTileOffer';
import { TileCanvas, type CanvasCursor } from './TileCanvas';
import { TileFiles } from './TileFiles';
import { TileHelp } from './TileHelp';
import { TilePalette } from './TilePalette';
import { TilePreview } from './TilePreview';
import { TileProblems } from './TileProblems';
import './tileEditor.css';

/** A new tile's id until it is kept (keptId gives it one from its name): never a kept tile's. */
const newTileId = () => `${NEW_TILE_PREFIX}${Date.now().toString(36)}`;

const newTile = () => blankTile(newTileId(), 'New tile', ROAD_PORTS);

/** Whether a key went to a field that takes text (its own undo and letters). */
function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

export function TileEditor() {
  const appStore = useAppStoreApi();
  const { tile: linkCode } = useRoute();
  const [state, dispatch] = useReducer(editing, null, () => startEditing(loadTileDraft() ?? newTile()));
  const spec = state.history.present;
  const [tool, setTool] = useState<Tool>({ kind: 'terrain', terrain: 'forest' });
  const [cursor, setCursor] = useState<CanvasCursor>({ hex: [0, 0], dir: 0 });
  const [chosen, setChosen] = useState<number | null>(null);
  const [message, setMessage] = useState<{ text: string; alert: boolean } | null>(null);
  const [offer, setOffer] = useState<string | null>(null);
  const nameId = useId();

  // The problems follow the tile a moment behind a fast drag: checking walks the tile (tileCheck.ts).
  const checked = useDeferredValue(spec);
  const problems = useMemo(() => {
    const read = checkCustomTile(checked);
    return read.ok ? [] : read.error;
  }, [checked]);
  const problemHexes: readonly OffsetPair[] = (chosen !== null && problems[chosen]?.hexes) || [];

  useEffect(() => saveTileDraft(spec), [spec]);
  useEffect(() => setChosen(null), [problems]);
  useEffect(() => {
    // A shared link: offer its tile once, then drop the code from the address (as the builder's ?list=).
    const pending = appStore.getState().ui.route.tile;
    if (pending) {
      setOffer(pending);
      appStore.getState().ui.go('maps', true);
    }
  }, [linkCode, appStore]);

  const pickTool = useCallback((t: Tool) => {
    setTool(t);
    dispatch({ type: 'forget' });
  }, []);
  const open = useCallback((next: TileSpec, text: string) => {
    dispatch({ type: 'replace', spec: next });
    setMessage({ text, alert: false });
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const mod = e.ctrlKey || e.metaKey;
      if (mod && !e.altKey && (e.key === 'z' || e.key === 'Z' || e.key === 'y')) {
        if (typing(e.target)) return;
        e.preventDefault();
        dispatch({ type: e.key === 'y' || e.shiftKey ? 'redo' : 'undo' });
        return;
      }
      if (mod || e.altKey || typing(e.target)) return;
      if (e.key === 'Escape') dispatch({ type: 'forget' });
      const t = toolForKey(e.key);
      if (t && !e.shiftKey) pickTool(t);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [pickTool]);

  // A file or a code of a tile not yet kept carries the id Save would give it, not the editor's own.
  const keptTiles = useApp((s) => s.tiles.kept);
  const shareable = useMemo(
    () => ({ ...spec, id: keptId(spec, new Set(keptTiles.map((t) => t.id))) }),
    [spec, keptTiles],
  );

  const save = () => {
    const tiles = appStore.getState().tiles;
    const id = keptId(spec, new Set(tiles.kept.map((t) => t.id)));
    const kept = tiles.keep({ ...spec, id });
    if (kept.ok) {
      if (id !== spec.id) dispatch({ type: 'identify', from: spec.id, to: id });
      setMessage({ text: `Kept “${kept.value.name}” among your tiles.`, alert: false });
    } else
      setMessage({
        text: `Not kept: ${kept.error.length === 1 ? 'it has a problem' : `it has ${kept.error.length} problems`} (listed under the tile). Your work stays here as it is.`,
        alert: true,
      });
  };

  return (
    <div className="tile-editor">
      <header className="phase-bar builder-bar">
        <h1>A&amp;A Miniatures: Reloaded</h1>
        <ScreenNav />
        <h2 className="tile-editor-title">Map tile editor</h2>
      </header>
      <main className="tile-editor-main">
        <aside className="tile-editor-tools">
          <TilePalette tool={tool} onTool={pickTool} />
          <div className="tile-history">
            <button type="button" disabled={state.history.past.length === 0} onClick={() => dispatch({ type: 'undo' })}>
              Undo
            </button>
            <button
              type="button"
              disabled={state.history.future.length === 0}
              onClick={() => dispatch({ type: 'redo' })}
            >
              Redo
            </button>
          </div>
          <TileHelp />
        </aside>
        <section className="tile-editor-work" aria-label="Tile editing">
          <div className="tile-editor-name">
            <label htmlFor={nameId}>Name</label>
            <input
              id={nameId}
              value={spec.name}
              maxLength={MAX_TILE_NAME}
              onFocus={() => dispatch({ type: 'begin' })}
              onBlur={() => dispatch({ type: 'end' })}
              onChange={(e) => dispatch({ type: 'rename', name: e.target.value })}
            />
            <button type="button" className="primary" onClick={save}>
              Save
            </button>
            <button
              type="button"
              onClick={() => open(newTile(), 'A new tile: the one before is a step back with Undo.')}
            >
              New tile
            </button>
          </div>
          {message && (
            <p
              className={message.alert ? 'tile-message alert' : 'tile-message'}
              role={message.alert ? 'alert' : 'status'}
            >
              {message.text}
            </p>
          )}
          <TileCanvas
            spec={spec}
            ports={ROAD_PORTS}
            tool={tool}
            problemHexes={problemHexes}
            roadFrom={state.memory.roadFrom}
            cursor={cursor}
            onCursor={setCursor}
            onBegin={() => dispatch({ type: 'begin' })}
            onUse={(target) => dispatch({ type: 'use', tool, target })}
            onEnd={() => dispatch({ type: 'end' })}
          />
          <TileProblems problems={problems} chosen={chosen} onChoose={setChosen} />
        </section>
        <aside className="tile-editor-side">
          {offer && (
            <SharedTileOffer
              code={offer}
              onKept={(t) => {
                setOffer(null);
                open(t, `Kept and opened “${t.name}”.`);
              }}
              onClose={() => setOffer(null)}
            />
          )}
          <KeptTiles
            current={spec.id}
            onOpen={(t) => open(t, `Opened “${t.name}”.`)}
            onDuplicate={(t) =>
              open(
                { ...t, id: newTileId(), name: `${t.name} copy` },
                `A copy of “${t.name}”: Save keeps it as a tile of its own.`,
              )
            }
            onTell={(text) => setMessage({ text, alert: false })}
          />
          <TileFiles
            spec={shareable}
            valid={problems.length === 0 && checked === spec}
            onOpen={(t) => open(t, `Opened “${t.name}”.`)}
            onOffer={setOffer}
            onTell={(text) => setMessage({ text, alert: false })}
          />
          <TilePreview spec={checked} />
        </aside>
      </main>
    </div>
  );
}
