// Mounts the battlefield and feeds it the store's state. Quick to open (docs/development.md "Opening the page"): the
// first frame is painted at once with Canvas2D (render/firstPaint.ts, the same drawing code as
// the PixiJS map), and PixiJS is imported right after it; when its map has rendered it takes
// over the host and the painted canvas goes (same fit and camera: no jump). Until then the store's
// changes repaint the frame and a click on it reaches the same hex handler; pan and zoom wait.
// The Pixi app is created once per mount; React StrictMode's mount-unmount-mount is handled by
// cancelling the pending import and init.
import { hexLabel, type GameState, type Hex } from '../engine';
import type { BoardView } from '../render/BoardView';
import type { Scene } from '../render/sceneArt';
import { stepToAnimate } from '../render/animations';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { paintFirstFrame, type FirstFrame } from '../render/firstPaint';
import { pastSlop, pressOf, type Press } from '../render/longPress';
import { allVisible, drawMinimap, fitMinimapCanvas, minimapToWorld, MINIMAP_SIZE } from '../render/minimap';
import { useCommands } from '../store/commands/commands';
import { SightTool } from './battle/SightTool';
import { overlayWhileSighting, sightShown } from '../store/view/sightTool';
import { useAppStoreApi } from '../store/context';
import { overlayInputFor, viewedGame } from '../store/view/replay';
import { OFFER_MARKS, overlayFor } from '../store/view/overlay';
import { decidesHere } from '../store/view/hexIntents';
import { plannedOnMap } from '../store/view/aiShown';
import { lessonPointer } from '../store/slices/tutorialSlice';

declare global {
  interface Window {
    /** Test and debugging handle: where a hex is on screen; set once the PixiJS map has rendered (not for the painted first frame). */
    __aamBoard?: {
      hexToClient(q: number, r: number): { x: number; y: number };
      /** Which Pixi renderer draws the map ('webgl' or 'canvas'), for npm run measure:render. */
      renderer: string;
      /** An action's animation is playing (docs/playing.md "What happened, seen"). */
      animating(): boolean;
      /** What the map draws of the AI now (its route and target, or a Suggest's), for the tests. */
      planned(): ReturnType<typeof plannedOnMap>;
      /** The hex the map draws the lesson's pointer at (docs/playing.md "First battle"), for the tests. */
      pointer(): Hex | null;
      /** The hexes the map lights as offers (store/view/overlay.ts OFFER_MARKS: a click there acts), by label, for the tests. */
      offers(): string[];
      /** Every PixiJS display object the map holds now, for npm run measure:render (what a change redrew). */
      displayObjects(): unknown[];
    };
  }
}

/** `children`: what floats over the battlefield itself (the dice tray), placed against its corners. */
export function MapView({ children }: { children?: ReactNode }) {
  const appStore = useAppStoreApi();
  const { clickHex, replayClick, sightClick } = useCommands();
  const host = useRef<HTMLDivElement>(null);
  const mini = useRef<HTMLCanvasElement>(null);
  const [miniHidden, setMiniHidden] = useState(false);
  const miniDraw = useRef<(() => void) | null>(null);
  useEffect(() => {
    let cancelled = false;
    let view: BoardView | null = null;
    const unsubscribers: (() => void)[] = [];
    const hostEl = host.current!;
    const callbacks = {
      // The line-of-sight tool, while on, takes the click (it gives no order); else the replay or the game.
      onHexClick: (h: Hex, shift: boolean) =>
        sightClick(h) || (appStore.getState().replay.index !== null ? replayClick(h) : clickHex(h, shift)),
      onHexHover: (h: Hex | null) => appStore.getState().ui.setHover(h),
      // Told again by PixiJS's map after the first frame's: the store changes (and the map redraws) only when the turn does.
      onTurn: (t: 0 | 1) => {
        if (appStore.getState().ui.quarterTurns !== t) appStore.getState().ui.setQuarterTurns(t);
      },
      onCamera: () => miniDraw.current?.(),
    };
    // What the map shows of the store now (the animation aside): the viewed state, the live game
    // or the replay's position (with no orders on the map).
    const sceneNow = (): Omit<Scene, 'animation'> => {
      const app = appStore.getState();
      const { game: history, replay, ui, ai } = app;
      const game = viewedGame(history, replay);
      return {
        game,
        selected: ui.selected,
        hover: ui.hover,
        overlay: overlayWhileSighting(
          overlayFor(overlayInputFor(game, ui, replay.index !== null, decidesHere(app))),
          ui.sight,
        ),
        coords: ui.settings.showCoords,
        planned: replay.index === null ? plannedOnMap(history.game, ai) : null,
        pointer: replay.index === null ? lessonPointer(appStore.getState()).hex : null,
        sight: sightShown(game, ui.sight, ui.hover),
      };
    };
    // The first frame, on a canvas of its own above where PixiJS's will be.
    const first = document.createElement('canvas');
    first.className = 'map-first-paint';
    first.setAttribute('aria-label', 'Battlefield map');
    first.setAttribute('data-testid', 'board-first-paint');
    hostEl.appendChild(first);
    let painted: FirstFrame | null = null;
    let paintedSize = '';
    const paint = () => {
      const size = { width: hostEl.clientWidth, height: hostEl.clientHeight };
      paintedSize = `${size.width}x${size.height}`;
      const turns = painted?.quarterTurns ?? 0;
      painted = paintFirstFrame(first, { ...sceneNow(), animation: null }, size, window.devicePixelRatio || 1);
      // Panels that draw directions follow the board's turn, as BoardView tells them.
      if (painted.quarterTurns !== turns) callbacks.onTurn(painted.quarterTurns);
    };
    paint();
    // The keyboard cursor's screen directions (keyboardCursor.ts) work on the painted map too,
    // until PixiJS's map takes over below.
    screenOfHex.current = (h) => {
      const r = first.getBoundingClientRect();
      const p = painted!.screenOf(h);
      return { x: r.left + p.x, y: r.top + p.y };
    };
    // A click on the painted map is not lost: the same camera math finds the hex. Only a press
    // and its lift in place are one (as on the PixiJS map, boardInput.ts): not a right click, a
    // drag, or a press begun elsewhere on the page.
    let press: Press | null = null;
    first.addEventListener('pointerdown', (e) => {
      press = pressOf(e);
    });
    first.addEventListener('pointerup', (e) => {
      const p = press;
      press = null;
      if (!p || p.id !== e.pointerId || pastSlop(p, e.clientX, e.clientY) || !painted) return;
      const r = first.getBoundingClientRect();
      const h = painted.hexAt(e.clientX - r.left, e.clientY - r.top);
      if (h) callbacks.onHexClick(h, e.shiftKey);
    });
    const resized = new ResizeObserver(() => {
      if (!view && `${hostEl.clientWidth}x${hostEl.clientHeight}` !== paintedSize) paint();
    });
    resized.observe(hostEl);
    unsubscribers.push(() => resized.disconnect());
    // The same changes that redraw the PixiJS map repaint the first frame while it shows.
    let redraw = paint;
    unsubscribers.push(
      appStore.subscribe((now, before) => {
        // The builder's slice changes nothing on the map.
        if (
          now.game !== before.game ||
          now.ui !== before.ui ||
          now.replay !== before.replay ||
          now.ai.shown !== before.ai.shown ||
          now.ai.suggestion !== before.ai.suggestion ||
          now.tutorial !== before.tutorial ||
          now.online.session !== before.online.session
        )
          redraw();
      }),
    );
    // PixiJS is asked for once the frame is painted, not before: asked before, its chunks
    // downloaded while the frame painted (the page had PixiJS before its first draw, which needs
    // none of it), for a PixiJS map ready only a little sooner.
    import('../render/BoardView')
      .then(({ BoardView }) => (cancelled ? null : BoardView.create(hostEl, callbacks, () => cancelled)))
      .then((v) => {
        if (!v) return;
        view = v;
        // The painted frame goes once PixiJS's map has rendered in the same place; from then on
        // the tests' handle (below) names the map that takes pan, zoom and hover.
        v.onFirstRender = () => {
          first.remove();
          window.__aamBoard = board;
        };
        // The last action, to animate (docs/playing.md "What happened, seen"), found when the game shown changes.
        let shown: GameState | null = null;
        let animation: NonNullable<Scene['animation']> | null = null;
        let animations = 0;
        const draw = () => {
          const { game: history, replay, ui } = appStore.getState();
          const scene = sceneNow();
          if (scene.game !== shown) {
            const step = stepToAnimate(shown, history.steps, replay.index ?? history.steps.length);
            animation =
              step && animationsOn(ui.settings.animateMap)
                ? { id: ++animations, before: step.before, events: step.events }
                : null;
            shown = scene.game;
          }
          v.setScene({ ...scene, animation });
        };
        draw();
        // The minimap (docs/playing.md "The overview"): drawn on camera and store changes only, never per frame.
        miniDraw.current = () => {
          const c = mini.current;
          const game = viewedGame(appStore.getState().game, appStore.getState().replay);
          if (!c) return;
          const ov = v.overview();
          const show = !allVisible(game, ov);
          c.parentElement!.hidden = !show;
          if (!show) return;
          const ctx = c.getContext('2d');
          if (!ctx) return;
          fitMinimapCanvas(c, ctx, window.devicePixelRatio);
          drawMinimap(ctx, game, ov, MINIMAP_SIZE);
        };
        miniClick.current = (x, y) => {
          const game = viewedGame(appStore.getState().game, appStore.getState().replay);
          v.centreOn(minimapToWorld(game, v.overview().quarterTurns, MINIMAP_SIZE, { x, y }));
        };
        miniDraw.current();
        // The overview shows the battlefield and its counters only: a hover or a selection leaves it as it is (the camera redraws it: onCamera).
        let miniGame = sceneNow().game;
        redraw = () => {
          draw();
          const game = viewedGame(appStore.getState().game, appStore.getState().replay);
          if (game === miniGame) return;
          miniGame = game;
          miniDraw.current?.();
        };
        let fitRequest = appStore.getState().ui.fitRequest;
        unsubscribers.push(
          appStore.subscribe((now) => {
            if (now.ui.fitRequest !== fitRequest) {
              fitRequest = now.ui.fitRequest;
              v.fit();
            }
          }),
        );
        const board: NonNullable<Window['__aamBoard']> = {
          // Where the hex is once the map fits its box: a test clicks it a moment later, after
          // the next frame, which fits the map to a box that changed with the page's last change.
          hexToClient: (q, r) => {
            v.followResize();
            return v.hexToClient({ q, r });
          },
          renderer: v.app.renderer.name,
          animating: () => v.animating,
          pointer: () => v.drawnPointer,
          displayObjects: () => v.displayObjects(),
          offers: () => [
            ...new Set(
              sceneNow()
                .overlay.marks.filter((m) => OFFER_MARKS.has(m.kind))
                .map((m) => hexLabel(m.hex)),
            ),
          ],
          planned: () => {
            const { game, replay, ai } = appStore.getState();
            return replay.index === null ? plannedOnMap(game.game, ai) : null;
          },
        };
        zoomHandle.current = (f) => v.zoomBy(f);
        screenOfHex.current = (h) => v.hexToClient(h);
      })
      .catch((e: unknown) => {
        // PixiJS could not load (offline, a failed chunk): the painted frame stays, clickable.
        console.error('The map could not load its renderer', e);
      });
    return () => {
      cancelled = true;
      first.remove();
      for (const off of unsubscribers) off();
      view?.destroy();
      delete window.__aamBoard;
      appStore.getState().ui.setQuarterTurns(0);
      zoomHandle.current = null;
      screenOfHex.current = null;
      miniDraw.current = null;
      miniClick.current = null;
    };
  }, [appStore, clickHex, replayClick, sightClick]);
  const miniClick = useRef<((x: number, y: number) => void) | null>(null);
  const onMini = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (e.type === 'pointermove' && e.buttons === 0) return;
    const r = e.currentTarget.getBoundingClientRect();
    // In the overview's CSS pixels (MINIMAP_SIZE), whatever the density of its canvas.
    miniClick.current?.(
      ((e.clientX - r.left) * MINIMAP_SIZE.width) / r.width,
      ((e.clientY - r.top) * MINIMAP_SIZE.height) / r.height,
    );
  };
  return (
    <div className="map-area">
      <div className="map" ref={host} />
      {/* Over the map itself, below any bar above it (the replay's, the online game's). */}
      <SightTool />
      <div className="minimap" hidden>
        <button
          type="button"
          className="minimap-toggle"
          aria-expanded={!miniHidden}
          onClick={() => setMiniHidden((h) => !h)}
          title="Show or hide the overview"
        >
          {miniHidden ? 'Overview' : '×'}
        </button>
        <canvas
          ref={mini}
          width={MINIMAP_SIZE.width}
          height={MINIMAP_SIZE.height}
          hidden={miniHidden}
          aria-label="Battlefield overview: click to centre the map there"
          onPointerDown={onMini}
          onPointerMove={onMini}
        />
      </div>
      {children}
    </div>
  );
}

/** Map animations play when the setting is on and the system does not ask for reduced motion. */
function animationsOn(setting: boolean): boolean {
  return setting && !(typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches);
}

/** Lets keyboard shortcuts zoom the mounted board. */
export const zoomHandle: { current: ((factor: number) => void) | null } = { current: null };

/** Where a hex is on the screen, for the keyboard cursor to move in the direction of an arrow key. */
export const screenOfHex: { current: ((h: Hex) => { x: number; y: number }) | null } = { current: null };
