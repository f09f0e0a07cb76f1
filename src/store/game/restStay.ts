// Units that can do nothing but stay (R4.3, R4.5): a Speed 0 gun in the Movement Phase, or
// any unit whose only legal activation is to stay (the engine's `canOnlyStay`, R4.3, R4.5), need
// not cost the player a click each phase. The rule of alternating activations stays (R4.2: one
// unit per turn of the team, and the engine has no "end my activations" action, a team passes
// only when it has nothing left), so the store plays the individual "hold" actions, one on each
// of the player's turns, and only where the rules leave the player no choice or the player said so:
//  - automatically (the setting, on by default): when the only legal action is one unit's stay;
//  - "the rest stay this phase" (one click): offered when every unit the team still may activate
//    can only stay; afterwards, on each of the team's turns in that phase, one of them stays,
//    while all the team's units left can only stay (one that gains a choice, an enemy came into
//    its range, hands the turn back to the player).
import { awaiting, canOnlyStay, type Action, type GameState, type Phase, type TeamId } from '../../engine';
import { isAi, type Players } from './players';

/** "The rest of my units stay": the team that said it, in which turn and phase. */
export interface StayOrder {
  team: TeamId;
  turn: number;
  phase: Phase;
}

/** The units the team to act may activate now that can only stay, when there are some; else []. */
export function stayOnlyUnits(game: GameState): string[] {
  const d = awaiting(game);
  if (d.kind !== 'activate' && d.kind !== 'scout') return [];
  return d.units.filter((id) => canOnlyStay(game, id));
}

/**
 * Whether to offer "the rest stay this phase" to the team to act: it may still activate two
 * units or more (one alone is a single choice the automatic setting makes), and all can only stay.
 */
export function offerRestStay(game: GameState, players: Players): boolean {
  const d = awaiting(game);
  if (d.kind !== 'activate' || isAi(players, d.team) || d.units.length < 2) return false;
  return stayOnlyUnits(game).length === d.units.length;
}

/** The stay the store plays for the player now, or null (it never chooses between real options). */
export function autoStay(
  game: GameState,
  players: Players,
  order: StayOrder | null,
  automatic: boolean,
): Action | null {
  const d = awaiting(game);
  if ((d.kind !== 'activate' && d.kind !== 'scout') || isAi(players, d.team)) return null;
  const stayers = stayOnlyUnits(game);
  if (stayers.length === 0) return null;
  // The order holds while every unit left can only stay: when one gains a choice (an enemy came
  // into its range), which unit acts next is the player's decision again.
  const ordered =
    order !== null &&
    order.team === d.team &&
    order.turn === game.turn &&
    order.phase === game.phase &&
    stayers.length === d.units.length;
  // Automatic: one unit left to activate and staying is all it can do: the only legal action.
  if (ordered || (automatic && d.units.length === 1)) return { type: 'hold', unit: stayers[0] };
  return null;
}
