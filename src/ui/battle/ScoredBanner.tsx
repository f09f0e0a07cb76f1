// The banner of a scored turn (R7.1), over the top of the map: the store says what and until
// when (store/view/scoredBanner.ts); the log has the same line.
import { useAppStoreApi, useGame, useReplayIndex, useUi } from '../../store/context';
import { scoredBanner } from '../../store/view/scoredBanner';

export function ScoredBanner() {
  const appStore = useAppStoreApi();
  const steps = useGame((s) => s.steps);
  const game = useGame((s) => s.game);
  const players = useGame((s) => s.players);
  const dismissed = useUi((s) => s.dismissedScore);
  const replaying = useReplayIndex() !== null;
  const banner = replaying ? null : scoredBanner(steps, game, players, dismissed);
  if (!banner) return null;
  return (
    <div className="scored-banner" role="status" data-testid="scored-banner">
      <span>{banner.text}</span>
      <button
        type="button"
        aria-label="Dismiss the score"
        onClick={() => appStore.getState().ui.dismissScore(banner.score)}
      >
        ×
      </button>
    </div>
  );
}
