// A line under the map about the hex under the pointer: why a target cannot be attacked (the
// hex or hexside that blocks, the rule), a route's cost, rolls and the Defensive Fire it draws.
import { hexLabel, terrainAt, unitName } from '../../engine';
import { TERRAIN_NAMES } from '../../render/terrainArt';
import { overlayInputFor } from '../../store/view/replay';
import { overlayFor } from '../../store/view/overlay';
import { useApp, useReplaying, useUi, useViewedGame } from '../../store/context';
import { decidesHere } from '../../store/view/hexIntents';

export function HoverTip() {
  const game = useViewedGame();
  const replaying = useReplaying();
  const ui = useUi((s) => s);
  const decides = useApp(decidesHere);
  const hover = ui.hover;
  if (!hover) return null;
  const overlay = overlayFor(overlayInputFor(game, ui, replaying, decides));
  const here = overlay.marks.filter((m) => m.hex.q === hover.q && m.hex.r === hover.r);
  const lines: string[] = [];
  for (const m of here) {
    if (m.kind === 'blocked' && m.detail) lines.push(m.detail);
    if ((m.kind === 'choice' || m.kind === 'mover') && m.detail) lines.push(`Choose ${m.detail}`);
    if (m.kind === 'legal' && m.detail) lines.push(`Warning: ${m.detail}`);
  }
  const route = overlay.route;
  if (route) {
    const rolls =
      route.rolls.length > 0 ? `, ${route.rolls.length} movement roll${route.rolls.length > 1 ? 's' : ''} (4+)` : '';
    const threats =
      route.threats.length > 0
        ? `; Defensive Fire from ${[...new Set(route.threats.flatMap((t) => t.units))].map((u) => unitName(game, game.units[u])).join(', ')}`
        : '';
    const board = route.board ? `, then board ${unitName(game, game.units[route.board])} (R4.6)` : '';
    const via = route.waypoints.length > 0 ? ` via ${route.waypoints.map(hexLabel).join(', ')}` : '';
    lines.push(`To ${hexLabel(hover)}${via}: ${route.cost} Speed, ${route.speedLeft} left${rolls}${board}${threats}`);
  }
  const terrain = terrainAt(game.map, hover);
  if (terrain === null) return null;
  // The hex and its terrain always: the keyboard cursor's player reads where the cursor is.
  return (
    <p className="hover-tip" role="status" data-testid="hover-tip">
      <strong>
        {hexLabel(hover)} {TERRAIN_NAMES[terrain]}
      </strong>
      {lines.length > 0 && ` · ${lines.join(' · ')}`}
    </p>
  );
}
