// The games of the tournament tests (tournament.test.ts, tournamentSeeds.test.ts): the
// tournament's own random legal armies and battlefields (npm run ai:tournament), on 100 points.
import { createGame, messagesOf, type GameState } from '../../src/engine';
import { randomGameSetup } from '../property/randomPlay';

export const TOURNAMENT_POINTS = 100;

export function startTournamentGame(seed: string): GameState {
  const created = createGame(randomGameSetup(seed, TOURNAMENT_POINTS));
  if (!created.ok) throw new Error(messagesOf(created.error).join('; '));
  return created.state;
}
