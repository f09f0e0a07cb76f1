// Mounts the Pixi battlefield and feeds it the store's state. The Pixi app is created once per
// mount; React StrictMode's mount-unmount-mount is handled by cancelling a pending init.
import type { GameState, Hex } from '../engine';
import type { Scene } from '../render/BoardView';
import { stepToAnimate } from '../render/animations';
import { useEffect, useRef, useState } from 'react';
import { BoardView } from '../render/BoardView';
import { allVisible, drawMinimap, minimapToWorld } from '../render/minimap';
import { clickHex } from '../store/commands';
import { appStore } from '../store/appStore';
import { replayClick } from '../store/recordsCommands';
import { overlayInputFor, viewedGame } from '../store/replay';
import { overlayFor } from '../store/overlay';
import { plannedOnMap } from '../store/aiShown';
import { lessonPointer } from '../store/tutorialSlice';

declare global {
  interface Window {
    /** Test and debugging handle: where a hex is on screen. */
    __aamBoard?: {
      hexToClient(q: number, r: number): { x: number; y: number };
      /** Which Pixi renderer draws the map ('webgl' or 'canvas'), for npm run measure:render. */
      renderer: string;
      /** An action's animation is playing (issue 13 point 10). */
      animating(): boolean;
      /** What the map draws of the AI now (its route and target, or a Suggest's), for the tests. */
      planned(): ReturnType<typeof plannedOnMap>;
      /** The hex the map draws the lesson's pointer at (issue 13 point 12), for the tests. */
      pointer(): Hex | null;
    };
  }
}

export function MapView() {
  const host = useRef<HTMLDivElement>(null);
  const mini = useRef<HTMLCanvasElement>(null);
  const [miniHidden, setMiniHidden] = useState(false);
  const miniDraw = useRef<(() => void) | null>(null);
  useEffect(() => {
    let cancelled = false;
    let view: BoardView | null = null;
    const unsubscribers: (() => void)[] = [];
    BoardView.create(
      host.current!,
      {
        onHexClick: (h, shift) => (appStore.getState().replay.index !== null ? replayClick(h) : clickHex(h, shift)),
        onHexHover: (h) => appStore.getState().ui.setHover(h),
        onTurn: (t) => appStore.getState().ui.setQuarterTurns(t),
        onCamera: () => miniDraw.current?.(),
      },
      () => cancelled,
    ).then((v) => {
      if (!v) return;
      view = v;
      // The last action, to animate (issue 13 point 10), found when the game shown changes.
      let shown: GameState | null = null;
      let animation: Scene['animation'] = null;
      let animations = 0;
      const draw = () => {
        // The viewed state: the live game, or the replay's position (with no orders on the map).
        const { game: history, replay, ui, ai } = appStore.getState();
        const game = viewedGame(history, replay);
        if (game !== shown) {
          const step = stepToAnimate(shown, history.steps, replay.index ?? history.steps.length);
          animation = step && animationsOn(ui.settings.animateMap) ? { id: ++animations, before: step.before, events: step.events } : null;
          shown = game;
        }
        v.setScene({
          animation,
          game,
          selected: ui.selected,
          hover: ui.hover,
          overlay: overlayFor(overlayInputFor(game, ui, replay.index !== null)),
          coords: ui.settings.showCoords,
          planned: replay.index === null ? plannedOnMap(history.game, ai) : null,
          pointer: replay.index === null ? lessonPointer(appStore.getState()).hex : null,
        });
      };
      draw();
      // The minimap (issue 13 point 1): drawn on camera and store changes only, never per frame.
      miniDraw.current = () => {
        const c = mini.current;
        const game = viewedGame(appStore.getState().game, appStore.getState().replay);
        if (!c) return;
        const ov = v.overview();
        const show = !allVisible(game, ov);
        c.parentElement!.hidden = !show;
        if (!show) return;
        const ctx = c.getContext('2d');
        if (ctx) drawMinimap(ctx, game, ov, { width: c.width, height: c.height });
      };
      miniClick.current = (x, y) => {
        const c = mini.current!;
        const game = viewedGame(appStore.getState().game, appStore.getState().replay);
        v.centreOn(minimapToWorld(game, v.overview().quarterTurns, { width: c.width, height: c.height }, { x, y }));
      };
      miniDraw.current();
      let fitRequest = appStore.getState().ui.fitRequest;
      unsubscribers.push(
        appStore.subscribe((now, before) => {
          // The builder's slice changes nothing on the map.
          if (now.game !== before.game || now.ui !== before.ui || now.replay !== before.replay || now.ai.shown !== before.ai.shown || now.ai.suggestion !== before.ai.suggestion || now.tutorial !== before.tutorial) {
            draw();
            miniDraw.current?.();
          }
          if (now.ui.fitRequest !== fitRequest) {
            fitRequest = now.ui.fitRequest;
            v.fit();
          }
        }),
      );
      window.__aamBoard = {
        hexToClient: (q, r) => v.hexToClient({ q, r }),
        renderer: v.app.renderer.name,
        animating: () => v.animating,
        pointer: () => v.drawnPointer,
        planned: () => {
          const { game, replay, ai } = appStore.getState();
          return replay.index === null ? plannedOnMap(game.game, ai) : null;
        },
      };
      zoomHandle.current = (f) => v.zoomBy(f);
      screenOfHex.current = (h) => v.hexToClient(h);
    });
    return () => {
      cancelled = true;
      for (const off of unsubscribers) off();
      view?.destroy();
      delete window.__aamBoard;
      appStore.getState().ui.setQuarterTurns(0);
      zoomHandle.current = null;
      screenOfHex.current = null;
      miniDraw.current = null;
      miniClick.current = null;
    };
  }, []);
  const miniClick = useRef<((x: number, y: number) => void) | null>(null);
  const onMini = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (e.type === 'pointermove' && e.buttons === 0) return;
    const r = e.currentTarget.getBoundingClientRect();
    miniClick.current?.(((e.clientX - r.left) * e.currentTarget.width) / r.width, ((e.clientY - r.top) * e.currentTarget.height) / r.height);
  };
  return (
    <div className="map-area">
      <div className="map" ref={host} />
      <div className="minimap" hidden>
        <button type="button" className="minimap-toggle" aria-expanded={!miniHidden} onClick={() => setMiniHidden((h) => !h)} title="Show or hide the overview">
          {miniHidden ? 'Overview' : '×'}
        </button>
        <canvas ref={mini} width={180} height={140} hidden={miniHidden} aria-label="Battlefield overview: click to centre the map there" onPointerDown={onMini} onPointerMove={onMini} />
      </div>
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
