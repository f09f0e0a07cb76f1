// Hot-seat hand-off: whenever the team who must decide changes (an activation, a Defensive Fire
// offer, naming a model, a reroll, a setup placement...), the screen is covered until that
// player says they have the seat, so the other player's hidden choices are not seen. Which team
// decides comes from the engine's `awaiting`; the hand-off slice (slices/handOff.ts) remembers
// who last took the seat.
import { awaiting, unitName, type Awaiting, type GameState, type TeamId } from '../engine';
import { PHASE_NAMES } from './decision';
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
    case 'commandTargets':
      return "choose the Junior Commander's units (R8.4)";
    case 'endGameVote':
      return 'end the game now, or play another turn? (R7.3)';
  }
}

export interface HandOffPrompt {
  team: TeamId;
  what: string;
}

/**
 * The hand-off to show now, or null: when it is switched on, the game waits for a team, and
 * that team has not taken the seat since another team last decided. Never against the AI: with
 * one person (or none) at the screen there is nobody to hide a choice from (issue 10 point 4).
 */
export function handOffPrompt(game: GameState, seated: TeamId | null, enabled: boolean, players: Players = HUMANS): HandOffPrompt | null {
  if (!enabled || !twoHumans(players)) return null;
  const d = awaiting(game);
  if (d.kind === 'ended' || d.team === seated) return null;
  return { team: d.team, what: whatToDecide(game, d) };
}
