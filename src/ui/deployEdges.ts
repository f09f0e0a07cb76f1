// Where each team's deployment zone is on the screen (R2.2): the new game dialog's names of the
// players say where each deploys (docs/playing.md, "Starting a game": Player 1 and Player 2), true of every battlefield
// and window; the dice tray keeps away from the zone being set up.
import { awaiting, deploymentEdge, type GameState } from '../engine';
import { boardQuarterTurns, screenEdge } from '../render/layout';

/**
 * Where each player deploys, as the screen will show it: the edge the
 * engine's deployment zone touches (R2.2), turned as the board will be in the map's area now
 * (a tall battlefield in a wide window is turned: blue deploys from the left).
 */
export function playerLabels(
  size: { cols: number; rows: number },
  view: { width: number; height: number },
): [string, string] {
  const turns = boardQuarterTurns(size.cols, size.rows, view);
  const edge = (team: 0 | 1) => screenEdge(deploymentEdge(size, team), turns);
  return [`Player 1 (blue, deploys at the ${edge(0)} edge)`, `Player 2 (red, deploys at the ${edge(1)} edge)`];
}

/** A corner of the map's area for the dice tray. */
export type TrayCorner = 'bottom-right' | 'bottom-left' | 'top-right';

/**
 * Where the dice tray sits so it leaves the hexes the decision needs free (docs/playing.md, "Dice and the
 * log"): through the setup every lit hex is in the deciding team's deployment zone (R3.2 markers,
 * R3.3 deployment, R3.4 Scouts start there), at one edge of the screen, so the tray takes a corner
 * on the other side (never the top left: the overview map is there). Otherwise its usual corner.
 */
export function diceTrayCorner(game: GameState, quarterTurns: 0 | 1): TrayCorner {
  const team = game.phase === 'setup' ? awaiting(game).team : null;
  if (team === null) return 'bottom-right';
  switch (screenEdge(deploymentEdge(game.map, team), quarterTurns)) {
    case 'bottom':
      return 'top-right';
    case 'right':
      return 'bottom-left';
    default:
      return 'bottom-right';
  }
}
