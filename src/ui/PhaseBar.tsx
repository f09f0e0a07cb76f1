// Turn, phase and whose activation it is, in that team's colour.
import { TEAM_CSS } from '../render/viewModel';
import { useState } from 'react';
import { useGame } from '../store/gameStore';
import { uiStore } from '../store/uiStore';
import { NewGameDialog } from './NewGameDialog';
import { ScreenNav } from './ScreenNav';

const PHASE = { setup: 'Setup', movement: 'Movement Phase', assault: 'Assault Phase', ended: 'Game over' } as const;

export function PhaseBar() {
  const game = useGame((s) => s.game);
  const team = game.teams[game.active];
  const [newGame, setNewGame] = useState(false);
  return (
    <header className="phase-bar">
      <h1>A&amp;A Miniatures: Reloaded</h1>
      <ScreenNav />
      <div className="phase" aria-live="polite">
        <span data-testid="turn">
          Turn {game.turn} of {game.settings.turns}
        </span>
        <span className="sep">·</span>
        <span data-testid="phase">{PHASE[game.phase]}</span>
        {game.phase !== 'ended' && (
          <>
            <span className="sep">·</span>
            <span className="active-team" data-testid="active-team" style={{ background: TEAM_CSS[game.active] }}>
              {team.name} to act
            </span>
            <span className="initiative">initiative: {game.teams[game.initiative].name}</span>
          </>
        )}
      </div>
      <div className="bar-actions">
        <span className="field" data-testid="battlefield" title={game.map.name}>
          {game.map.cols} x {game.map.rows} hexes
        </span>
        <span className="seed" title="The seed fixes every die of this game">
          seed <code>{game.seed}</code>
        </span>
        <button type="button" onClick={() => uiStore.getState().requestFit()} title="Fit the map to the window (F)">
          Fit map
        </button>
        <button type="button" onClick={() => setNewGame(true)} title="Choose the armies, battlefield and settings of a new game">
          New game
        </button>
      </div>
      {newGame && <NewGameDialog onClose={() => setNewGame(false)} />}
    </header>
  );
}
