// What the map shows of an AI action before it is played (docs/playing.md "Playing alone": the route
// drawn, the target ringed, at a pace a person can follow), and of a Suggest: where the unit starts,
// the route it means to take, and the hex it attacks. The AI answers a move one hex at a time
// (every step is re-planned, R5.3 movement rolls may stop it), so the route is the whole plan
// the step begins (the answer's `route`), or the action's own path when it names none.
import type { Action, GameState, Hex } from '../../engine';

export interface AiShown {
  /** The acting unit, or null (a prompt answered by no unit). */
  unit: string | null;
  /** Where the route starts (the unit's hex, or its Transport's for a unit getting out). */
  start: Hex | null;
  /** The hexes entered in order (empty if the action moves nothing). */
  path: Hex[];
  /** The hex an attack or a Defensive Fire aims at (ringed), or where a unit arrives. */
  target: Hex | null;
}

const same = (a: Hex, b: Hex) => a.q === b.q && a.r === b.r;

/** The unit's hex, or its Transport's (R4.6: embarked units ride in it). */
function whereIs(game: GameState, id: string): Hex | null {
  const u = game.units[id];
  if (!u) return null;
  return u.at ?? (u.carrier ? (game.units[u.carrier]?.at ?? null) : null);
}

/** The picture of `action` played in `game`, with the answer's planned `route` if it has one; null if nothing to draw. */
export function shownOf(game: GameState, action: Action, route?: readonly Hex[]): AiShown | null {
  switch (action.type) {
    case 'move': {
      const start = whereIs(game, action.unit);
      // The plan must begin with the step being played; otherwise draw the step alone.
      const path =
        route && route.length > 0 && action.path.length > 0 && same(route[0], action.path[0])
          ? [...route]
          : action.path;
      return { unit: action.unit, start, path, target: null };
    }
    case 'disembark':
      return { unit: action.unit, start: whereIs(game, action.unit), path: action.path ?? [], target: null };
    case 'arrive':
      return { unit: action.unit, start: null, path: [], target: action.at };
    case 'attack':
      return { unit: action.unit, start: whereIs(game, action.unit), path: [], target: whereIs(game, action.target) };
    case 'defensiveFire': {
      // R5.7: the firer shoots the mover in the hex it left or the hex it entered.
      const p = game.pending[0];
      if (p?.kind !== 'defensiveFire') return null;
      const at = action.at === 'from' ? p.from : p.to;
      return { unit: action.unit, start: whereIs(game, action.unit), path: [], target: at ?? null };
    }
    default:
      return null;
  }
}

/**
 * What the map draws of the AI's next action `next`, given what it drew of the action before
 * (`drawn`, still current when its `for` is `game`, the position `next` answers). A move is
 * played one hex at a time (R5.1) and ended by an action that draws nothing (endActivation, a
 * pivot), so each step alone would shrink the route to the hexes left and the end would wipe
 * it: a step of the unit already drawn keeps the hexes it has walked from where it started,
 * and an action with nothing to draw keeps what is drawn (docs/playing.md "Playing alone": the last
 * route stays drawn until the person acts).
 */
export function shownAfter(
  drawn: (AiShown & { for: GameState }) | null,
  next: AiShown | null,
  game: GameState,
): AiShown | null {
  const current = drawn && drawn.for === game ? drawn : null;
  if (!next) return current && { unit: current.unit, start: current.start, path: current.path, target: current.target };
  if (!current || current.unit !== next.unit || next.unit === null || !next.start || current.target || next.target)
    return next;
  const here = next.start;
  const walked = current.path.findIndex((h) => same(h, here));
  if (walked < 0) return next;
  return {
    unit: next.unit,
    start: current.start,
    path: [...current.path.slice(0, walked + 1), ...next.path],
    target: null,
  };
}

let plannedMemo: { key: unknown[]; value: { shown: AiShown; by: 'ai' | 'suggest' } | null } | null = null;

/**
 * What the map draws of the AI now: a Suggest for the position on screen, else the AI's action
 * being played (or just played). The same object while nothing changes, so the map redraws only
 * when it does.
 */
export function plannedOnMap(
  game: GameState,
  ai: { shown: AiShown | null; suggestion: { action: Action; route?: Hex[]; for: GameState } | null },
): { shown: AiShown; by: 'ai' | 'suggest' } | null {
  const key = [game, ai.shown, ai.suggestion];
  if (plannedMemo && key.every((k, i) => k === plannedMemo!.key[i])) return plannedMemo.value;
  const s =
    ai.suggestion && ai.suggestion.for === game ? shownOf(game, ai.suggestion.action, ai.suggestion.route) : null;
  const value = s ? { shown: s, by: 'suggest' as const } : ai.shown ? { shown: ai.shown, by: 'ai' as const } : null;
  plannedMemo = { key, value };
  return value;
}
