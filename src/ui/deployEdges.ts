// The new game dialog's names of the players, saying where each deploys as the screen will show
// it (issue 13 point 7), so the text is true of every battlefield and window.
import { deploymentEdge } from '../engine';
import { boardQuarterTurns, screenEdge } from '../render/layout';

/**
 * Where each player deploys, as the screen will show it (issue 13 point 7): the edge the
 * engine's deployment zone touches (R2.2), turned as the board will be in the map's area now
 * (a tall battlefield in a wide window is turned: blue deploys from the left).
 */
export function playerLabels(size: { cols: number; rows: number }, view: { width: number; height: number }): [string, string] {
  const turns = boardQuarterTurns(size.cols, size.rows, view);
  const edge = (team: 0 | 1) => screenEdge(deploymentEdge(size, team), turns);
  return [`Player 1 (blue, deploys at the ${edge(0)} edge)`, `Player 2 (red, deploys at the ${edge(1)} edge)`];
}

