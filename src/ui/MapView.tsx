// Mounts the Pixi battlefield and feeds it the store's state. The Pixi app is created once per
// mount; React StrictMode's mount-unmount-mount is handled by cancelling a pending init.
import { useEffect, useRef } from 'react';
import { BoardView } from '../render/BoardView';
import { clickHex } from '../store/commands';
import { gameStore } from '../store/gameStore';
import { overlayFor } from '../store/overlay';
import { boardTurnStore } from '../store/boardTurn';
import { uiStore } from '../store/uiStore';

declare global {
  interface Window {
    /** Test and debugging handle: where a hex is on screen. */
    __aamBoard?: { hexToClient(q: number, r: number): { x: number; y: number } };
  }
}

export function MapView() {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    let view: BoardView | null = null;
    const unsubscribers: (() => void)[] = [];
    BoardView.create(
      host.current!,
      { onHexClick: clickHex, onHexHover: (h) => uiStore.getState().setHover(h), onTurn: (t) => boardTurnStore.getState().set(t) },
      () => cancelled,
    ).then((v) => {
      if (!v) return;
      view = v;
      const draw = () => {
        const { game } = gameStore.getState();
        const { selected, hover, intent, showArcs } = uiStore.getState();
        v.setScene({ game, selected, hover, overlay: overlayFor({ game, selected, hover, intent, showArcs }) });
      };
      draw();
      unsubscribers.push(gameStore.subscribe(draw), uiStore.subscribe(draw));
      let fitRequest = uiStore.getState().fitRequest;
      unsubscribers.push(
        uiStore.subscribe((s) => {
          if (s.fitRequest !== fitRequest) {
            fitRequest = s.fitRequest;
            v.fit();
          }
        }),
      );
      window.__aamBoard = { hexToClient: (q, r) => v.hexToClient({ q, r }) };
      zoomHandle.current = (f) => v.zoomBy(f);
    });
    return () => {
      cancelled = true;
      for (const off of unsubscribers) off();
      view?.destroy();
      delete window.__aamBoard;
      boardTurnStore.getState().set(0);
      zoomHandle.current = null;
    };
  }, []);
  return <div className="map" ref={host} />;
}

/** Lets keyboard shortcuts zoom the mounted board. */
export const zoomHandle: { current: ((factor: number) => void) | null } = { current: null };
