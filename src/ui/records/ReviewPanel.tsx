// The end screen's review of a game against the AI (docs/ai.md, "The review"; docs/playing.md): the
// person's three decisions that cost the most by the normal player's scoring, each with when it
// was, what was played, what the AI would have played and why, and a button showing the position
// in the replay. Worked out in the AI's worker from the game's record (the store's askReview), so
// the page never waits on it and a reloaded game reviews the same.
import { useEffect } from 'react';
import { useAi, useAppStoreApi, useGame } from '../../store/context';
import type { AiReviewedDecision } from '../../store/game/aiReason';
import { useCommands } from '../../store/commands/commands';
import { reasonText } from '../aiPhrases';
import '../aiReasons.css';

const PHASES: Record<AiReviewedDecision['phase'], string> = {
  setup: 'the setup',
  movement: 'Movement Phase',
  assault: 'Assault Phase',
  ended: 'the end',
};

function when(d: AiReviewedDecision): string {
  return d.phase === 'setup' ? 'Setup' : `Turn ${d.turn}, ${PHASES[d.phase]}`;
}

/** What was played and what the AI would have played, each in the words of its reason. */
function entryText(d: AiReviewedDecision): string {
  const played = d.playedWhy ? `you played “${reasonText(d.playedWhy)}”` : 'your choice';
  return `${played}; the AI would have played “${d.bestWhy ? reasonText(d.bestWhy) : 'another action'}”`;
}

/** Shown under the score when one side is a person and the other the AI; nothing otherwise. */
export function ReviewPanel({ onShow }: { onShow: () => void }) {
  const appStore = useAppStoreApi();
  const { openReplay } = useCommands();
  const players = useGame((s) => s.players);
  const actions = useGame((s) => s.actions);
  const initial = useGame((s) => s.initial);
  const review = useAi((s) => s.review);
  const againstAi = players.some((p) => p.kind === 'ai') && players.some((p) => p.kind === 'human');
  useEffect(() => {
    if (againstAi) appStore.getState().ai.askReview();
  }, [againstAi, appStore, actions, initial]);
  if (!againstAi) return null;
  const current = review && review.actions === actions && review.initial === initial ? review : null;
  return (
    <section className="end-review" aria-label="Review" data-testid="end-review">
      <h3>Review</h3>
      {!current || (!current.result && !current.error) ? (
        <p>The AI is looking over your decisions…</p>
      ) : current.error ? (
        <p className="why">The AI could not review the game: {current.error}</p>
      ) : current.result!.costly.length === 0 ? (
        <p>By the AI's reckoning no decision of yours cost anything worth a word.</p>
      ) : (
        <>
          <p>Your decisions that cost the most by the AI's reckoning (normal's scoring, in Objective Points):</p>
          <ol>
            {current.result!.costly.map((d) => (
              <li key={d.index} data-testid="review-entry">
                <span className="review-when">{when(d)}</span>: {entryText(d)}{' '}
                <span className="review-cost">({d.loss.toFixed(1)} OP better).</span>{' '}
                <button
                  type="button"
                  className="link"
                  onClick={() => {
                    onShow();
                    openReplay(d.index);
                  }}
                >
                  Show the position
                </button>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
