// R2.2: the new game dialog says where each player deploys as the screen will show
// it: the edge the engine's deployment zone touches (R2.2, R3.3), turned as the board is turned.
import { describe, expect, it } from 'vitest';
import { applyAction, awaiting, deploymentEdge, deploymentRows, legalActions } from '../../src/engine';
import { boardQuarterTurns, screenEdge } from '../../src/render/layout';
import { diceTrayCorner, playerLabels } from '../../src/ui/deployEdges';
import { sampleSetupGame } from '../store/fixtures';

const WIDE = { width: 1000, height: 650 };
const NARROW = { width: 500, height: 900 };

describe('where each player deploys, as the screen shows it (R2.2)', () => {
  it('the engine names the edge its deployment rows touch: team 0 the bottom, team 1 the top', () => {
    const map = { rows: 16 };
    expect(deploymentRows(map, 0)).toEqual([12, 15]);
    expect(deploymentEdge(map, 0)).toBe('bottom');
    expect(deploymentEdge(map, 1)).toBe('top');
  });

  it('a 2-tile battlefield (10 x 16) is turned in a wide window: blue deploys at the left, red at the right', () => {
    expect(boardQuarterTurns(10, 16, WIDE)).toBe(1);
    expect(playerLabels({ cols: 10, rows: 16 }, WIDE)).toEqual([
      'Player 1 (blue, deploys at the left edge)',
      'Player 2 (red, deploys at the right edge)',
    ]);
  });

  it('a 4-tile battlefield (20 x 16) is not turned: blue at the bottom, red at the top; nor is a tall one in a narrow window', () => {
    expect(playerLabels({ cols: 20, rows: 16 }, WIDE)).toEqual([
      'Player 1 (blue, deploys at the bottom edge)',
      'Player 2 (red, deploys at the top edge)',
    ]);
    expect(playerLabels({ cols: 10, rows: 16 }, NARROW)[0]).toBe('Player 1 (blue, deploys at the bottom edge)');
  });

  it('a quarter turn clockwise takes the bottom edge to the left, the top to the right', () => {
    expect([screenEdge('bottom', 1), screenEdge('top', 1), screenEdge('bottom', 0)]).toEqual([
      'left',
      'right',
      'bottom',
    ]);
  });
});

describe('the dice tray keeps off the zone being set up (docs/playing.md "Dice and the log")', () => {
  const first = sampleSetupGame(0, 1, 'dice-corner');
  const r = applyAction(first, legalActions(first)[0]);
  if (!r.ok) throw new Error(r.error.message);
  // R3.2: the markers alternate, so the two states have each team deciding once.
  const byTeam = [first, r.state].sort((a, b) => awaiting(a).team! - awaiting(b).team!);

  it('blue sets up at the bottom: the tray goes to the top; red at the top: it stays at the bottom', () => {
    expect(byTeam.map((g) => awaiting(g).team)).toEqual([0, 1]);
    expect(byTeam.map((g) => diceTrayCorner(g, 0))).toEqual(['top-right', 'bottom-right']);
  });

  it('on a board turned a quarter (blue at the left, red at the right) it takes the corner on the other side', () => {
    expect(byTeam.map((g) => diceTrayCorner(g, 1))).toEqual(['bottom-right', 'bottom-left']);
  });

  it('after the setup, its usual corner', () => {
    expect(diceTrayCorner({ ...byTeam[0], phase: 'movement' }, 0)).toBe('bottom-right');
  });
});
