// A line under the map about the hex under the pointer: why a target cannot be attacked (the
// hex or hexside that blocks, the rule), a route's cost, rolls and the Defensive Fire it draws.
// Its words come from store/view/hoverPanels.ts. React renders the line when it appears or goes;
// while it shows, the pointer entering another hex writes its words into it from a store
// subscription, with no React render (a render and commit on every hex cost more than the map's
// own redraw: docs/development.md, "Drawing the battlefield"), into text nodes kept in place
// (textInPlace.ts: no node made on every hex for the browser to style again).
import { useLayoutEffect, useRef } from 'react';
import { hexLabel } from '../../engine';
import { TERRAIN_NAMES } from '../../data/terrainNames';
import { textInPlace } from '../../render/textInPlace';
import { useAppKept, useAppStoreApi } from '../../store/context';
import { keptWhileEqual } from '../../store/view/kept';
import { hoverTipShown, hoverTipView, sameHoverTip, type HoverTipView } from '../../store/view/hoverPanels';

/** The line's two parts as the player reads them: the hex and its terrain, then what is said of it. */
function hoverTipWords(view: HoverTipView): { title: string; detail: string } {
  return { title: `${hexLabel(view.hex)} ${TERRAIN_NAMES[view.terrain]}`, detail: view.detail && ` · ${view.detail}` };
}

export function HoverTip() {
  const store = useAppStoreApi();
  const shown = useAppKept(hoverTipShown, Object.is);
  const title = useRef<HTMLElement>(null);
  const detail = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (!shown) return;
    if (!title.current || !detail.current) return;
    const view = keptWhileEqual(hoverTipView, sameHoverTip);
    const writeTitle = textInPlace<Text>(title.current);
    const writeDetail = textInPlace<Text>(detail.current);
    let written: HoverTipView | null = null;
    const write = () => {
      const now = view(store.getState());
      if (now === written || !now) return;
      written = now;
      const words = hoverTipWords(now);
      writeTitle(words.title);
      writeDetail(words.detail);
    };
    write();
    return store.subscribe(write);
  }, [store, shown]);
  if (!shown) return null;
  // The hex and its terrain always: the keyboard cursor's player reads where the cursor is.
  return (
    <p className="hover-tip" role="status" data-testid="hover-tip">
      <strong ref={title} />
      <span ref={detail} />
    </p>
  );
}
