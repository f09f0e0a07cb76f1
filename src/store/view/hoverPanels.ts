// What the panels that follow the pointer show (the hover line under the map, the counters'
// tooltip, the line-of-sight tool's answer), worked out from the store's state as plain data, and
// kept while it is equal. A panel reads its view through a selector kept while equal (kept.ts), so
// the pointer entering a new hex renders again only the panels whose words changed: React renders
// a panel when its selector's answer is a new object (context.ts useAppKept; docs/development.md,
// "Drawing the battlefield").
import { hexKey, hexLabel, terrainAt, unitName, type GameState, type Hex, type Terrain } from '../../engine';
import type { UiSlice } from '../slices/ui';
import { decidesHere } from './hexIntents';
import { overlayFor } from './overlay';
import { overlayInputFor, viewedGame } from './replay';
import { sightShown } from './sightTool';
import { hexUnitTips, type UnitTip } from './unitTip';

/** The parts of the store's state the panels read (the store's AppState has them all). */
export type PanelState = Parameters<typeof decidesHere>[0] & {
  game: Parameters<typeof viewedGame>[0];
  replay: Parameters<typeof viewedGame>[1];
  ui: Pick<UiSlice, 'selected' | 'hover' | 'intent' | 'showArcs' | 'aimedAt' | 'quarterTurns' | 'sight' | 'fitRequest'>;
};

/** The hover line: the hex and its terrain, then what the overlay says of it (`detail`, '' when nothing). */
export interface HoverTipView {
  hex: Hex;
  terrain: Terrain;
  detail: string;
}

/** The hover line's words for the hex under the pointer (null: no hex, or off the map). */
export function hoverTipView(s: PanelState): HoverTipView | null {
  const hover = s.ui.hover;
  if (!hover) return null;
  const game = viewedGame(s.game, s.replay);
  const terrain = terrainAt(game.map, hover);
  if (terrain === null) return null;
  const overlay = overlayFor(overlayInputFor(game, s.ui, s.replay.index !== null, decidesHere(s)));
  const lines: string[] = [];
  for (const m of overlay.marks) {
    if (m.hex.q !== hover.q || m.hex.r !== hover.r) continue;
    if (m.kind === 'blocked' && m.detail) lines.push(m.detail);
    if ((m.kind === 'choice' || m.kind === 'mover') && m.detail) lines.push(`Choose ${m.detail}`);
    if (m.kind === 'legal' && m.detail) lines.push(`Warning: ${m.detail}`);
  }
  const route = overlay.route;
  if (route) lines.push(routeLine(game, hover, route));
  return { hex: hover, terrain, detail: lines.join(' · ') };
}

function routeLine(game: GameState, hover: Hex, route: NonNullable<ReturnType<typeof overlayFor>['route']>): string {
  const rolls =
    route.rolls.length > 0 ? `, ${route.rolls.length} movement roll${route.rolls.length > 1 ? 's' : ''} (4+)` : '';
  const threats =
    route.threats.length > 0
      ? `; Defensive Fire from ${[...new Set(route.threats.flatMap((t) => t.units))].map((u) => unitName(game, game.units[u])).join(', ')}`
      : '';
  const board = route.board ? `, then board ${unitName(game, game.units[route.board])} (R4.6)` : '';
  const via = route.waypoints.length > 0 ? ` via ${route.waypoints.map(hexLabel).join(', ')}` : '';
  return `To ${hexLabel(hover)}${via}: ${route.cost} Speed, ${route.speedLeft} left${rolls}${board}${threats}`;
}

/** Whether the hover line shows: React renders it when this changes, and its words are written into it (ui/battle/HoverTip.tsx). */
export function hoverTipShown(s: PanelState): boolean {
  // As hoverTipView decides, without the overlay it reads (asked on every store change).
  const hover = s.ui.hover;
  return hover !== null && terrainAt(viewedGame(s.game, s.replay).map, hover) !== null;
}

export const sameHoverTip = (a: HoverTipView | null, b: HoverTipView | null): boolean =>
  a === b ||
  (a !== null && b !== null && hexKey(a.hex) === hexKey(b.hex) && a.terrain === b.terrain && a.detail === b.detail);

/**
 * The counters' tooltip: the hovered hex (it stands beside it) and its units' tips, as the board is
 * turned; `fit`, the store's count of fits asked for (ui.fitRequest), since a fit moves the hex on the screen.
 */
export interface UnitTooltipView {
  hex: Hex;
  tips: UnitTip[];
  fit: number;
}

/** The tooltip of the counters in the hovered hex (null: no hex, or no counter there). */
export function unitTooltipView(s: PanelState): UnitTooltipView | null {
  const hover = s.ui.hover;
  if (!hover) return null;
  const tips = hexUnitTips(viewedGame(s.game, s.replay), hover, s.ui.quarterTurns);
  return tips.length === 0 ? null : { hex: hover, tips, fit: s.ui.fitRequest };
}

export const sameUnitTooltip = (a: UnitTooltipView | null, b: UnitTooltipView | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    hexKey(a.hex) === hexKey(b.hex) &&
    a.fit === b.fit &&
    JSON.stringify(a.tips) === JSON.stringify(b.tips));

/** The line-of-sight tool: on or off, and its answer (null while off); `clear` the line's verdict once there is one. */
export interface SightToolView {
  on: boolean;
  answer: string | null;
  clear: boolean | null;
}

export function sightToolView(s: PanelState): SightToolView {
  const pick = s.ui.sight;
  if (!pick) return { on: false, answer: null, clear: null };
  const shown = sightShown(viewedGame(s.game, s.replay), pick, s.ui.hover);
  if (!shown) return { on: true, answer: 'Line of sight: click a first hex (or a unit).', clear: null };
  if (!shown.report)
    return { on: true, answer: `From ${hexLabel(shown.from)}: point at or click a second hex.`, clear: null };
  return { on: true, answer: shown.report.text, clear: shown.report.clear };
}

export const sameSightTool = (a: SightToolView, b: SightToolView): boolean =>
  a.on === b.on && a.answer === b.answer && a.clear === b.clear;
