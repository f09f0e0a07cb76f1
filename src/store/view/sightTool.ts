// The line-of-sight tool (docs/playing.md "Line of sight"): the player picks two hexes, or starts from the
// selected unit, and reads whether they see each other and what blocks, judged by the engine's
// own sightBetween, the function the attack checks use (R6.3; cover R6.5). It gives no order and
// changes no game, so it works in a replay and while the other side decides.
import {
  describeBlocker,
  distance,
  hexEquals,
  hexLabel,
  isAircraftUnit,
  isOnMap,
  sightBetween,
  type GameState,
  type Hex,
  type Sight,
  type SightBlocker,
} from '../../engine';
import type { Overlay } from './overlay';

/** The hexes picked: the first click sets `from`, the second pins `to` (until then the hover stands for it). */
export interface SightPick {
  from: Hex | null;
  to: Hex | null;
}

export const NO_PICK: SightPick = { from: null, to: null };

/** What the map draws and the panel says for one line. */
export interface SightReport {
  from: Hex;
  to: Hex;
  clear: boolean;
  /** Hexes apart (R6.1 counts range the same way). */
  distance: number;
  /** The first thing that blocks the line; with a line along a hexside or through a corner, the other side's too (R6.3). */
  blockers: SightBlocker[];
  /** The hexes between the two, in order, that the line passes through (the side the engine judged). */
  hexes: Hex[];
  /** The answer in words, with the rule. */
  text: string;
}

/** The next pick after a click on `h`: first the start, then the end (another hex); a third click starts again there. */
export function pickAfterClick(pick: SightPick, h: Hex): SightPick {
  if (!pick.from || pick.to) return { from: h, to: null };
  // A click on the start again (the unit the tool started from) keeps it the start.
  if (hexEquals(h, pick.from)) return pick;
  return { from: pick.from, to: h };
}

/** The pick the tool starts with: from the selected unit's hex when a unit on the map is selected. */
export function startPick(game: GameState, selected: string | null): SightPick {
  const at = selected ? game.units[selected]?.at : null;
  return at && isOnMap(game.map, at) ? { from: at, to: null } : NO_PICK;
}

/** The line shown: from the first hex to the pinned second one, else to the hex under the pointer or cursor. */
export function shownLine(pick: SightPick | null, hover: Hex | null): { from: Hex; to: Hex } | null {
  if (!pick?.from) return null;
  if (pick.to) return { from: pick.from, to: pick.to };
  // The pointer still on the first hex (just clicked, or the unit's): no line yet.
  return hover && !hexEquals(hover, pick.from) ? { from: pick.from, to: hover } : null;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 'es'}`;

function coverNote(sight: Sight, to: Hex, flying: boolean): string {
  if (!sight.targetCover) return '';
  const feature = sight.targetCover === 'cliff' ? 'Cliff' : 'Hedge';
  // R6.5 and docs/rules.md reading 26: an Aircraft's attack comes from above, and an Aircraft's
  // defense dice are its own: the hexside's die is a ground unit's against a ground unit's attack.
  const ground = flying ? ' for a ground unit attacked by one (none when an Aircraft attacks or is attacked)' : '';
  return `; the line crosses the ${feature} of ${hexLabel(to)}: +1 defense die there${ground} (R6.5)`;
}

/** R6.3: whether `from` sees `to` in `game`, what blocks, in words; null when either hex is off the battlefield. */
export function sightReport(game: GameState, from: Hex, to: Hex): SightReport | null {
  if (!isOnMap(game.map, from) || !isOnMap(game.map, to)) return null;
  const a = hexLabel(from);
  const b = hexLabel(to);
  const d = distance(from, to);
  if (hexEquals(from, to)) {
    return {
      from,
      to,
      clear: true,
      distance: 0,
      blockers: [],
      hexes: [],
      text: `${a}: a hex always sees itself (R6.3)`,
    };
  }
  const sight = sightBetween(game, from, to);
  // R6.3: an Aircraft always sees and is always seen, whatever lies between (the hexes' line still shown).
  const flying = [from, to].filter((h) =>
    Object.values(game.units).some((u) => u.at && hexEquals(u.at, h) && isAircraftUnit(game, u)),
  );
  const aircraft =
    flying.length > 0
      ? `; an Aircraft at ${flying.map(hexLabel).join(' and ')} sees and is seen all the same (R6.3)`
      : '';
  const blockers = [sight.blocker, sight.otherBlocker].filter((x): x is SightBlocker => x !== null);
  let text: string;
  if (sight.clear) {
    const hill = sight.ignoredUnits ? `; from the Hill it sees past the units at ${hexLabel(sight.ignoredUnits)}` : '';
    text = `${a} sees ${b}: clear, ${plural(d, 'hex')}${hill}${coverNote(sight, to, flying.length > 0)} (R6.3)`;
  } else {
    const other = sight.otherBlocker
      ? `, and on the other side of the hexside line ${describeBlocker({ ...sight, blocker: sight.otherBlocker })}`
      : '';
    text = `${a} does not see ${b} (${plural(d, 'hex')}): ${describeBlocker(sight)}${other} (R6.3)${aircraft}`;
  }
  return { from, to, clear: sight.clear, distance: d, blockers, hexes: sight.hexes, text };
}

/** What the map draws for the tool: the first hex picked, and the line when there is a second. */
export interface SightShown {
  from: Hex;
  report: SightReport | null;
}

/** The tool's picture for the game shown (live or replayed): null when it is off or nothing is picked yet. */
export function sightShown(game: GameState, pick: SightPick | null, hover: Hex | null): SightShown | null {
  if (!pick?.from || !isOnMap(game.map, pick.from)) return null;
  const line = shownLine(pick, hover);
  return { from: pick.from, report: line ? sightReport(game, line.from, line.to) : null };
}

/** The overlay drawn: while the tool is on the pointer picks hexes for it, so no move route follows the pointer. */
export function overlayWhileSighting(overlay: Overlay, pick: SightPick | null): Overlay {
  return pick ? { ...overlay, route: null } : overlay;
}
