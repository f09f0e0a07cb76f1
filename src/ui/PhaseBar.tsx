// Turn, phase and whose activation it is, in that team's colour.
import { TEAM_CSS } from '../render/viewModel';
import { gameStore } from '../store/gameStore';
import { useViewedGame } from '../store/replay';
import { uiStore } from '../store/uiStore';
import { ScreenNav } from './ScreenNav';
import { RecordsControls } from './records/RecordsControls';

const PHASE = { setup: 'Setup', movement: 'Movement Phase', assault: 'Assault Phase', ended: 'Game over' } as const;

export function PhaseBar() {
  const game = useViewedGame();
  const team = game.teams[game.active];
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
        <RecordsControls />
        <span className="field" data-testid="battlefield" title={game.map.name}>
          {game.map.cols} x {game.map.rows} hexes
        </span>
        <span className="seed" title="The seed fixes every die of this game">
          seed <code>{game.seed}</code>
        </span>
        <button type="button" onClick={() => uiStore.getState().setHelpOpen(true)} title="Keys, map legend, rules and abilities (?)">
          Help
        </button>
        <button type="button" onClick={() => uiStore.getState().requestFit()} title="Fit the map to the window (F)">
          Fit map
        </button>
        <button
          type="button"
          onClick={() => {
            if (confirm('Start a new game? The current one will be lost.')) {
              uiStore.getState().select(null);
              gameStore.getState().newGame();
            }
          }}
        >
          New game
        </button>
      </div>
    </header>
  );
}
