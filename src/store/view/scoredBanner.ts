// The banner a scored turn leaves on the map (R7.1: the markers score at the end of each turn):
// "Turn 2 scored: US Army +3 (E8, F9), Wehrmacht +1 (C4)", the engine's own line
// (turnScoredText, also the log's), readable until the person dismisses it or acts again. The
// AI's actions after it (the next turn's first activations) leave it up: only a person's own
// action, or the dismiss button, takes it down.
import { awaiting, turnScoredText, type GameState, type TurnScore } from '../../engine';
import type { Step } from '../game/history';
import type { Players } from '../game/players';

export interface ScoredBanner {
  text: string;
  /** The score shown (the engine's record, compared by identity to know it was dismissed). */
  score: TurnScore;
}

/**
 * The turn scored since the person last acted (their own action that ended the turn included),
 * unless `dismissed` is that score; null if none. `steps` are the game's history (history.ts),
 * `game` where it stands now.
 */
export function scoredBanner(
  steps: readonly Step[],
  game: GameState,
  players: Players,
  dismissed: TurnScore | null,
): ScoredBanner | null {
  for (let i = steps.length - 1; i >= 0; i--) {
    const scored = steps[i].events.find((e) => e.type === 'turnScored');
    if (scored && scored.type === 'turnScored')
      return scored.score === dismissed ? null : { text: turnScoredText(game, scored.score), score: scored.score };
    const d = awaiting(steps[i].before);
    // An action of a person (R4.2: the team the engine waited for) takes down an older banner.
    if (d.kind !== 'ended' && players[d.team].kind === 'human') return null;
  }
  return null;
}
