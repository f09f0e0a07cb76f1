// How the tile editor is used, always in view beside the tools (docs/maps.md, "The tile editor"):
// the canvas names this text as its description, so a screen reader hears the keys.
import { useState } from 'react';
/** Open beside the tile on a wide screen; on a narrow one, where it would push the tile down, closed until asked. */
const startsOpen = () => typeof window === 'undefined' || !window.matchMedia?.('(max-width: 1100px)').matches;

export function TileHelp() {
  const [open] = useState(startsOpen);
  return (
    <details className="tile-help" open={open}>
      <summary>How to draw</summary>
      <div id="tile-editor-help">
        <p>
          Press or drag on the tile to use the tool. A <b>Road</b> runs from hex to neighbouring hex: drag along it, or
          press one hex and then the next. It leaves the tile only at a road port (N, S, W, E): draw it on into the
          port&apos;s hex off the tile.
        </p>
        <p>
          <b>River</b>, <b>Bridge</b> (on a River), <b>Hedge</b> and <b>Cliff</b> go on the hexside nearest the pointer,
          lit yellow. A Cliff faces away from the hex you draw it from: draw it from the high side. <b>Erase</b> clears
          a hexside near its edge, elsewhere the hex&apos;s roads.
        </p>
        <p>
          Keys: <kbd>1</kbd>–<kbd>7</kbd> the terrains, <kbd>R</kbd> Road, <kbd>V</kbd> River, <kbd>B</kbd> Bridge,{' '}
          <kbd>H</kbd> Hedge, <kbd>C</kbd> Cliff, <kbd>E</kbd> Erase. On the tile: the arrow keys move the cursor,{' '}
          <kbd>S</kbd> (<kbd>Shift</kbd>+<kbd>S</kbd> back) turns its hexside, <kbd>Enter</kbd> or <kbd>Space</kbd> uses
          the tool, <kbd>Esc</kbd> ends a road. <kbd>Ctrl</kbd>+<kbd>Z</kbd> undoes, <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+
          <kbd>Z</kbd> or <kbd>Ctrl</kbd>+<kbd>Y</kbd> redoes.
        </p>
      </div>
    </details>
  );
}
