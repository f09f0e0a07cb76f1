// The tile being edited, drawn large (render/tileCanvas.ts), with the pointer and the keyboard:
// a press or a drag uses the tool (one undo step per stroke), a hexside tool lights the hexside
// nearest the pointer; the arrow keys move a cursor hex, S and Shift+S pick its hexside, Enter or
// Space use the tool there (docs/maps.md, "The tile editor").
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  hexLabel,
  fromOffset,
  TILE_COLS,
  TILE_ROWS,
  type Dir,
  type OffsetPair,
  type SideSpec,
  type TileSpec,
} from '../../engine';
import { paintTileCanvas, type TileFrame, type TileMarks } from '../../render/tileCanvas';
import { usesHexside, type Tool, type ToolTarget } from '../../store/maps/tileTools';

const SIDE_NAMES = ['east', 'south-east', 'south-west', 'west', 'north-west', 'north-east'];

export interface CanvasCursor {
  hex: OffsetPair;
  dir: Dir;
}

interface Props {
  spec: TileSpec;
  ports: readonly SideSpec[];
  tool: Tool;
  problemHexes: readonly OffsetPair[];
  roadFrom: OffsetPair | null;
  cursor: CanvasCursor;
  onCursor(c: CanvasCursor): void;
  onBegin(): void;
  onUse(target: ToolTarget): void;
  onEnd(): void;
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/** What the cursor names, for a screen reader: the hex, and the hexside when the tool uses one. */
function cursorText(cursor: CanvasCursor, tool: Tool): string {
  const [c, r] = cursor.hex;
  const off = c < 0 || r < 0 || c >= TILE_COLS || r >= TILE_ROWS;
  const hex = off ? `${hexLabel(fromOffset(c, r))} (off the tile)` : hexLabel(fromOffset(c, r));
  return usesHexside(tool, { nearEdge: true }) ? `${hex}, its ${SIDE_NAMES[cursor.dir]} hexside` : hex;
}

export function TileCanvas(props: Props) {
  const { spec, ports, tool, problemHexes, roadFrom, cursor } = props;
  const wrap = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<TileFrame | null>(null);
  const [size, setSize] = useState({ width: 640, height: 480 });
  const [hover, setHover] = useState<TileMarks['hover']>(null);
  const [keyboard, setKeyboard] = useState(false);
  const down = useRef<string | null>(null);

  useEffect(() => {
    const el = wrap.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([e]) => {
      const { width, height } = e.contentRect;
      setSize({ width: Math.max(200, Math.floor(width)), height: Math.max(160, Math.floor(height)) });
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  useLayoutEffect(() => {
    if (!canvas.current) return;
    const marks: TileMarks = {
      hover,
      cursor: keyboard
        ? { hex: cursor.hex, side: usesHexside(tool, { nearEdge: true }) ? [...cursor.hex, cursor.dir] : null }
        : null,
      problem: problemHexes,
      roadFrom: tool.kind === 'road' ? roadFrom : null,
    };
    frame.current = paintTileCanvas(canvas.current, spec, ports, marks, {
      ...size,
      pixelRatio: window.devicePixelRatio || 1,
    });
  }, [spec, ports, hover, keyboard, cursor, tool, problemHexes, roadFrom, size]);

  const targetAt = (e: PointerEvent<HTMLCanvasElement>): ToolTarget | null => {
    const f = frame.current;
    if (!f) return null;
    const box = e.currentTarget.getBoundingClientRect();
    const x = e.clientX - box.left;
    const y = e.clientY - box.top;
    const hex = f.hexAt(x, y);
    const side = f.sideAt(x, y);
    return hex && side ? { hex, side, nearEdge: f.nearEdge(x, y) } : null;
  };
  const key = (t: ToolTarget) => (usesHexside(tool, t) ? t.side.join(',') : t.hex.join(','));
  const showHover = (t: ToolTarget | null) =>
    setHover(t === null ? null : usesHexside(tool, t) ? { side: t.side } : { hex: t.hex });

  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    const t = targetAt(e);
    if (!t || e.button > 0) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setKeyboard(false);
    down.current = key(t);
    props.onBegin();
    props.onUse(t);
    showHover(t);
  };
  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const t = targetAt(e);
    showHover(t);
    if (down.current === null || !t || key(t) === down.current) return;
    down.current = key(t);
    props.onUse(t);
  };
  const onPointerUp = () => {
    if (down.current === null) return;
    down.current = null;
    props.onEnd();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLCanvasElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const [c, r] = cursor.hex;
    const move: Record<string, OffsetPair> = {
      ArrowLeft: [c - 1, r],
      ArrowRight: [c + 1, r],
      ArrowUp: [c, r - 1],
      ArrowDown: [c, r + 1],
    };
    if (move[e.key]) {
      const [nc, nr] = move[e.key];
      props.onCursor({ ...cursor, hex: [clamp(nc, -1, TILE_COLS), clamp(nr, -1, TILE_ROWS)] });
    } else if (e.key === 's' || e.key === 'S') {
      props.onCursor({ ...cursor, dir: ((cursor.dir + (e.shiftKey ? 5 : 1)) % 6) as Dir });
    } else if (e.key === 'Enter' || e.key === ' ') {
      props.onBegin();
      props.onUse({ hex: cursor.hex, side: [...cursor.hex, cursor.dir], nearEdge: true });
      props.onEnd();
    } else return;
    e.preventDefault();
    setKeyboard(true);
    setHover(null);
  };

  return (
    <div className="tile-canvas-wrap" ref={wrap}>
      <canvas
        ref={canvas}
        className="tile-canvas"
        style={{ width: size.width, height: size.height }}
        tabIndex={0}
        aria-label="Tile being edited"
        aria-describedby="tile-editor-help"
        data-testid="tile-canvas"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onPointerLeave={() => setHover(null)}
        onKeyDown={onKeyDown}
        onFocus={(e) => e.currentTarget.matches(':focus-visible') && setKeyboard(true)}
      />
      <p className="visually-hidden" aria-live="polite" data-testid="tile-cursor">
        {cursorText(cursor, tool)}
      </p>
    </div>
  );
}
