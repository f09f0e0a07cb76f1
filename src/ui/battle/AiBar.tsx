// The AI's bar above the decision panel (docs/ai.md, "For the UI"), shown in a game with an AI side:
// who the AI plays and a "thinking" indicator while it thinks (in its Web Worker: the map still
// pans); pause, step and pace, to watch AI against AI; and for the human, "Suggest": the AI's
// choice for the decision owed now with its one-line reason, shown on the map (its unit
// selected, its target aimed at), played with one more click.
import { awaiting } from '../../engine';
import { TEAM_CSS } from '../../render/viewModel';
import { useAi, useAppStoreApi, useGame, useReplayIndex } from '../../store/context';
import { thinks, type Seat } from '../../store/game/players';
import { DEFAULT_PACE_MS } from '../../store/slices/ai';
import { reasonText } from '../aiPhrases';
import './aiBar.css';

const PACES = [
  { ms: 0, label: 'fast' },
  { ms: DEFAULT_PACE_MS, label: 'normal' },
  { ms: 1500, label: 'slow' },
];

function seatLabel(seat: Seat): string {
  return seat.kind === 'human' ? 'you' : `AI (${seat.level}${thinks(seat.level) ? `, ${seat.ms / 1000} s` : ''})`;
}

/** Why Step is off while paused: it plays only a decision the AI owes now (slices/ai.ts). */
function stepWhy(paused: boolean, aiToDecide: boolean): string | undefined {
  if (!paused) return undefined;
  return aiToDecide
    ? 'Let the AI play one action'
    : 'The AI owes no decision now: Step plays one of its actions when it is the AI’s turn to decide';
}

export function AiBar() {
  const appStore = useAppStoreApi();
  const players = useGame((s) => s.players);
  const game = useGame((s) => s.game);
  const thinking = useAi((s) => s.thinking);
  const paused = useAi((s) => s.paused);
  const pace = useAi((s) => s.paceMs);
  const suggestion = useAi((s) => s.suggestion);
  const error = useAi((s) => s.error);
  const replaying = useReplayIndex() !== null;
  if (players[0].kind === 'human' && players[1].kind === 'human') return null;
  const ai = appStore.getState().ai;
  const d = awaiting(game);
  const humanToDecide = d.kind !== 'ended' && players[d.team].kind === 'human' && !replaying;
  const aiToDecide = d.kind !== 'ended' && players[d.team].kind === 'ai' && !replaying;
  const bothAi = players[0].kind === 'ai' && players[1].kind === 'ai';
  return (
    <section className="ai-bar" aria-label="AI players" data-testid="ai-bar">
      <p className="ai-seats">
        {players.map((seat, t) => (
          <span key={t} style={{ color: TEAM_CSS[t as 0 | 1] }}>
            {game.teams[t].name}: {seatLabel(seat)}
          </span>
        ))}
      </p>
      {thinking !== null ? (
        <p className="ai-thinking" role="status" data-testid="ai-thinking">
          <span className="ai-spinner" aria-hidden="true" /> {game.teams[thinking].name} (AI) is thinking…
        </p>
      ) : paused && d.kind !== 'ended' && players[d.team].kind === 'ai' ? (
        <p className="ai-thinking" role="status" data-testid="ai-paused">
          The AI is paused.
        </p>
      ) : null}
      <div className="ai-controls">
        {bothAi || paused ? (
          <>
            <button type="button" onClick={() => ai.setPaused(!paused)} aria-pressed={paused}>
              {paused ? 'Resume' : 'Pause'}
            </button>
            <button
              type="button"
              onClick={() => ai.step()}
              disabled={!paused || thinking !== null || !aiToDecide}
              title={stepWhy(paused, aiToDecide)}
            >
              Step
            </button>
          </>
        ) : null}
        <label>
          Pace{' '}
          <select value={pace} onChange={(e) => ai.setPace(Number(e.target.value))} aria-label="AI pace">
            {PACES.map((p) => (
              <option key={p.ms} value={p.ms}>
                {p.label}
              </option>
            ))}
            {!PACES.some((p) => p.ms === pace) && <option value={pace}>{pace} ms</option>}
          </select>
        </label>
        {humanToDecide && (
          <button type="button" onClick={() => void ai.suggest()} data-testid="suggest">
            Suggest
          </button>
        )}
      </div>
      {suggestion && humanToDecide && (
        <div className="ai-suggestion" data-testid="suggestion">
          <p>
            <strong>AI suggests:</strong> {suggestion.why ? reasonText(suggestion.why) : 'the only sensible choice'}
          </p>
          <button type="button" className="primary" onClick={() => ai.applySuggestion()}>
            Play it
          </button>
          <button type="button" onClick={() => ai.clearSuggestion()}>
            Dismiss
          </button>
        </div>
      )}
      {error && <p className="why">{error}</p>}
    </section>
  );
}
