// The score as a player reads it during the game (R7.1): the Objective Points so far
// (R7.3: every scored turn plus High Value Targets, R7.2), who holds or contests each Objective
// Marker now, what the markers would score if the turn ended now (R7.1), and the turns left
// (R7.3). The marker rule itself is rules/scoring.ts `scoreTurn`: this only reads it, so the
// screen, the map and the end of the turn can never disagree.
import { hexLabel, type Hex } from '../core/hex';
import type { GameState, TeamId, TurnScore } from '../core/state';
import { scoreTurn, totalPoints } from '../rules/scoring';

/** One Objective Marker as the screen shows it. */
export interface MarkerHold {
  objective: number;
  at: Hex;
  value: 1 | 2 | 3;
  /** R7.1: the team that would score it if the turn ended now, or null. */
  holder: TeamId | null;
  /** R7.1: Infantry of both teams in the hex: nobody scores it. */
  contested: boolean;
}

export interface ScoreNow {
  /** R7.3: Objective Points so far, markers of the turns already scored plus HVT points (R7.2). */
  total: [number, number];
  /**
   * R7.1: what the markers would add if the turn ended now; null when no turn is being played
   * (the setup, turn 0, is never scored; once the turn is scored, or the game over, nothing more is).
   */
  ifTurnEnded: [number, number] | null;
  /** Every marker, who holds it now and whether it is contested (empty before any is placed). */
  markers: MarkerHold[];
  /** R7.3: turns still to be played, the current one included; null in an open-ended game. */
  turnsLeft: number | null;
}

/** The score now: points so far, the markers' holders, the projection for this turn, turns left. */
export function scoreNow(state: GameState): ScoreNow {
  const turnScore = scoreTurn(state);
  const markers = state.objectives.map((o): MarkerHold => {
    const m = turnScore.markers.find((x) => x.objective === o.id);
    return { objective: o.id, at: o.at, value: o.value, holder: m?.team ?? null, contested: m?.contested ?? false };
  });
  // Once this turn is scored (the end, or an open-ended game's vote, R7.3) nothing more is pending.
  const scored = state.score.turns.some((t) => t.turn === state.turn);
  const playing = state.turn >= 1 && state.phase !== 'setup' && state.phase !== 'ended' && !scored;
  const limit = state.settings.turns;
  const turnsLeft =
    limit === null ? null : state.phase === 'ended' ? 0 : Math.max(0, limit - Math.max(state.turn, 1) + 1);
  return { total: totalPoints(state), ifTurnEnded: playing ? turnScore.points : null, markers, turnsLeft };
}

/**
 * R7.1: a scored turn in one line, each team's points with the markers that earned them, and the
 * contested ones: "Turn 2 scored: US Army +3 (E8, F9), Wehrmacht +1 (C4); contested, no points:
 * D5". The turn-end banner and the log say it alike.
 */
export function turnScoredText(state: GameState, score: TurnScore): string {
  const at = (id: number) => state.objectives.find((o) => o.id === id)?.at;
  const hexes = (pick: (m: TurnScore['markers'][number]) => boolean) =>
    score.markers
      .filter(pick)
      .map((m) => at(m.objective))
      .filter((h): h is Hex => h !== undefined)
      .map(hexLabel);
  const teams = ([0, 1] as const).map((t) => {
    const held = hexes((m) => m.team === t);
    return `${state.teams[t].name} +${score.points[t]}${held.length > 0 ? ` (${held.join(', ')})` : ''}`;
  });
  const contested = hexes((m) => m.contested);
  return `Turn ${score.turn} scored: ${teams.join(', ')}${contested.length > 0 ? `; contested, no points: ${contested.join(', ')}` : ''}`;
}
