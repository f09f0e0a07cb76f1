// Hot-seat hand-off: a cover in the colour of the team who must decide, until that player says
// they have the seat. When it shows is the player's setting:
//  - 'phase' (the default): once at the start of the setup and of each turn's Movement and
//    Assault Phase, for the team deciding first. The game hides nothing from either player, so a
//    cover at every change of decider (about 15 times in a setup) only costs clicks; a phase start
//    is where the initiative and the meaning of an activation change, and the seat passes.
//  - 'every': whenever the team who must decide changes (an activation, a Defensive Fire offer,
//    naming a model, a reroll, a setup placement...), for players who want the strict hot-seat.
//  - 'off': never; the band in the decider's colour under the top bar still says who decides.
// Which team decides comes from the engine's `awaiting`; the hand-off slice (slices/handOff.ts)
// remembers the seat last taken.
import { awaiting, unitName, type Awaiting, type GameState, type Phase, type TeamId } from '../../engine';
import { PHASE_NAMES } from '../view/decision';
import { HUMANS, twoHumans, type Players } from './players';

/** What the team is asked, in a few words: "place the 2 OP Objective Marker". */
function whatToDecide(game: GameState, d: Awaiting): string {
  switch (d.kind) {
    case 'ended':
      return 'the game is over';
    case 'placeObjective':
      return `place the ${d.value} OP Objective Marker (R3.2)`;
    case 'deploy':
      return 'deploy a unit (R3.3)';
    case 'scout':
      return 'make a Scout move, or pass (R3.4)';
    case 'activate':
      return `activate a unit in the ${PHASE_NAMES[game.phase]}`;
    case 'activation':
      return `go on with ${unitName(game, game.units[d.unit])}`;
    case 'defensiveFire':
      return `Defensive Fire at ${unitName(game, game.units[d.pending.mover])}? (R5.7)`;
    case 'nameModel':
      return 'name the model hit (R6.6)';
    case 'reroll':
      return 'reroll a die? (R8.6)';
    case 'placeSurvivors':
      return 'place the survivors of the Transport (R8.7)';
    case 'survivorOrder':
      return 'choose which survivors of the Transport are placed first (R8.19)';
    case 'commandTargets':
      return "choose the Junior Commander's units (R8.4)";
    case 'endGameVote':
      return 'end the game now, or play another turn? (R7.3)';
  }
}

export type HandOffMode = 'off' | 'phase' | 'every';

export const HAND_OFF_MODES: readonly HandOffMode[] = ['phase', 'every', 'off'];

/** The seat a player took: their team, and the turn and phase in which they took it. */
export interface Seat {
  team: TeamId;
  turn: number;
  phase: Phase;
}

export interface HandOffPrompt {
  team: TeamId;
  what: string;
  /** What taking the seat records (slices/handOff.ts `take`). */
  seat: Seat;
}

/**
 * The hand-off to show now, or null: the game waits for a team and, by the mode, that team has
 * not taken the seat since another team last decided ('every'), or nobody has since this turn's
 * phase began ('phase'). Never against the AI: with one person (or none) at the screen there is
 * nobody to pass the screen to.
 */
export function handOffPrompt(
  game: GameState,
  seated: Seat | null,
  mode: HandOffMode,
  players: Players = HUMANS,
): HandOffPrompt | null {
  if (mode === 'off' || !twoHumans(players)) return null;
  const d = awaiting(game);
  if (d.kind === 'ended') return null;
  const taken = mode === 'every' ? seated?.team === d.team : seated?.turn === game.turn && seated.phase === game.phase;
  if (taken) return null;
  return { team: d.team, what: whatToDecide(game, d), seat: { team: d.team, turn: game.turn, phase: game.phase } };
}
