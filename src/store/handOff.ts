// Hot-seat hand-off: whenever the team who must decide changes (an activation, a Defensive Fire
// offer, naming a model, a reroll, a setup placement...), the screen is covered until that
// player says they have the seat, so the other player's hidden choices are not seen. Which team
// decides comes from decisionOf; this only remembers who last took the seat.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { OBJECTIVE_ORDER, unitName, type GameState, type TeamId } from '../engine';
import { decisionOf, type Decision, PHASE_NAMES } from './decision';


/** What the team is asked, in a few words: "place the 2 OP Objective Marker". */
function whatToDecide(game: GameState, d: Decision): string {
  switch (d.kind) {
    case 'ended':
      return 'the game is over';
    case 'placeObjective':
      return `place the ${OBJECTIVE_ORDER[game.objectives.length]?.value ?? ''} OP Objective Marker (R3.2)`;
    case 'deploy':
      return 'deploy a unit (R3.3)';
    case 'scout':
      return 'make a Scout move, or pass (R3.4)';
    case 'activate':
      return `activate a unit in the ${PHASE_NAMES[game.phase]}`;
    case 'activation':
      return `go on with ${unitName(game, d.unit)}`;
    case 'pending': {
      const p = d.pending;
      switch (p.kind) {
        case 'defensiveFire':
          return `Defensive Fire at ${unitName(game, game.units[p.mover])}? (R5.7)`;
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
  }
}

export interface HandOffPrompt {
  team: TeamId;
  what: string;
}

/**
 * The hand-off to show now, or null: when it is switched on, the game waits for a team, and
 * that team has not taken the seat since another team last decided.
 */
export function handOffPrompt(game: GameState, seated: TeamId | null, enabled: boolean): HandOffPrompt | null {
  if (!enabled) return null;
  const d = decisionOf(game);
  if (d.kind === 'ended' || d.team === seated) return null;
  return { team: d.team, what: whatToDecide(game, d) };
}

interface HandOffStore {
  /** The team whose player said they have the seat; null when nobody has yet (a new or reloaded game). */
  seated: TeamId | null;
  /** The game (its initial state) the seat was taken in: a new game asks again. */
  game: GameState | null;
  take(team: TeamId, game: GameState): void;
}

export const handOffStore = createStore<HandOffStore>()((set) => ({
  seated: null,
  game: null,
  take: (seated, game) => set({ seated, game }),
}));

export function useHandOff<T>(selector: (s: HandOffStore) => T): T {
  return useStore(handOffStore, selector);
}
