// Turn, phase and whose activation it is, in that team's colour; the bar's lower edge is a band
// in the colour of the team who must decide now, always in view (whose decision it is, at a glance), and under
// it the score (ScoreBar.tsx).
import { TEAM_CSS } from '../render/viewModel';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { awaiting, isPendingAwaiting } from '../engine';
import { PHASE_NAMES } from '../store/view/decision';
import { useAppStoreApi, useOnline, useViewedGame } from '../store/context';
import { SettingsMenu } from './SettingsMenu';
import { ScreenNav } from './ScreenNav';
import { RecordsControls } from './records/RecordsControls';
import { ScenarioBadge } from './records/ScenarioMark';
import { ScoreBar } from './ScoreBar';

// Not on the first screen: loaded when first opened, so the page opens quickly (docs/development.md, "Opening the page").
const NewGameDialog = lazy(() => import('./NewGameDialog').then((m) => ({ default: m.NewGameDialog })));

export function PhaseBar() {
  const appStore = useAppStoreApi();
  const game = useViewedGame();
  // The team who must decide now (a Defensive Fire offer, a casualty...), not only game.active.
  const decision = awaiting(game);
  const decider = decision.team ?? game.active;
  const team = game.teams[decider];
  const [newGame, setNewGame] = useState(false);
  // Online, the seed stays on the server until the game is over.
  const seedHidden = useOnline((s) => s.session !== null && !s.session.revealed);
  const menu = useBarMenu();
  return (
    <header
      ref={menu.bar}
      className={menu.open ? 'phase-bar menu-open' : 'phase-bar'}
      data-decider={game.phase === 'ended' ? undefined : decider}
      style={game.phase === 'ended' ? undefined : { borderBottomColor: TEAM_CSS[decider] }}
    >
      <h1>A&amp;A Miniatures: Reloaded</h1>
      <ScreenNav />
      <div className="phase" aria-live="polite">
        {/* Two groups that each stay on one line: when the bar is narrow it wraps between them. */}
        <span className="phase-when">
          <span data-testid="turn">
            {game.turn === 0 ? 'Before turn 1' : `Turn ${game.turn} of ${game.settings.turns ?? 'open-ended'}`}
          </span>
          <span className="sep">·</span>
          <span data-testid="phase">{PHASE_NAMES[game.phase]}</span>
        </span>
        {game.phase !== 'ended' && (
          <span className="phase-who">
            <span
              className="active-team"
              data-testid="active-team"
              style={{ background: TEAM_CSS[decider] }}
              title={team.name}
            >
              {team.name} to {isPendingAwaiting(decision) ? 'decide' : 'act'}
            </span>
          </span>
        )}
        <ScenarioBadge />
      </div>
      {/* On a narrow window (a tablet, a phone) the buttons below wait behind this one: the bar keeps
          the turn, the phase and who must act (styles.css "Tablets and phones"; docs/playing.md). */}
      <button
        type="button"
        className="bar-menu-toggle"
        aria-expanded={menu.open}
        aria-controls={menu.id}
        onClick={() => menu.setOpen(!menu.open)}
        title="Undo, replay, files, help, settings, new game"
      >
        Menu
      </button>
      <div className="bar-actions" id={menu.id}>
        <RecordsControls />
        {/* The battlefield and the seed stacked, small: they identify the game and take little room. */}
        <span className="game-id">
          <span className="field" data-testid="battlefield" title={game.map.name}>
            {game.map.cols} x {game.map.rows} hexes
          </span>
          {seedHidden ? (
            <span
              className="seed"
              title="Online, the game server keeps the seed (and every die to come) until the game is over"
            >
              seed hidden
            </span>
          ) : (
            <span className="seed" title={`The seed fixes every die of this game: ${game.seed}`}>
              {/* A finished online game's seed is its dice key (keyed:<64 hex digits>): too long for the bar. */}
              seed <code>{game.seed.length > 24 ? `${game.seed.slice(0, 20)}…` : game.seed}</code>
            </span>
          )}
        </span>
        <button
          type="button"
          onClick={() => appStore.getState().ui.setHelpOpen(true)}
          title="Keys, map legend, rules and abilities (?)"
        >
          Help
        </button>
        <button type="button" onClick={() => appStore.getState().ui.requestFit()} title="Fit the map to the window (F)">
          Fit map
        </button>
        <SettingsMenu />
        <button
          type="button"
          onClick={() => setNewGame(true)}
          title="Choose the armies, battlefield and settings of a new game"
        >
          New game
        </button>
      </div>
      <ScoreBar game={game} />
      {newGame && (
        <Suspense fallback={null}>
          <NewGameDialog onClose={() => setNewGame(false)} />
        </Suspense>
      )}
    </header>
  );
}

/**
 * The narrow bar's menu: open or closed, closed again by Escape (focus back on its button), by a
 * press outside the bar or by a command chosen in it. On a wide window its button is not shown and the state changes nothing.
 */
function useBarMenu() {
  const [open, setOpen] = useState(false);
  const bar = useRef<HTMLElement>(null);
  const id = useId();
  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (!bar.current?.contains(e.target as Node)) setOpen(false);
    };
    const onEscape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // Used up (heard first, in the capture phase): the board's keys leave the selection alone.
      e.preventDefault();
      setOpen(false);
      bar.current?.querySelector<HTMLElement>('.bar-menu-toggle')?.focus();
    };
    // A command chosen from the menu closes it; a button that opens a list of its own (File, Settings) does not.
    const chosen = (e: MouseEvent) => {
      const target = e.target as HTMLElement;
      if (target.closest('.bar-actions button:not([aria-expanded])')) setOpen(false);
    };
    const barEl = bar.current;
    window.addEventListener('pointerdown', away);
    window.addEventListener('keydown', onEscape, true);
    barEl?.addEventListener('click', chosen);
    return () => {
      window.removeEventListener('pointerdown', away);
      window.removeEventListener('keydown', onEscape, true);
      barEl?.removeEventListener('click', chosen);
    };
  }, [open]);
  return { open, setOpen, bar, id };
}
