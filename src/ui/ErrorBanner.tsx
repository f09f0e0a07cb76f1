// A refused action, with the rule that refused it.
import { useAppStoreApi, useGame } from '../store/context';

export function ErrorBanner() {
  const appStore = useAppStoreApi();
  const error = useGame((s) => s.lastError);
  if (!error) return null;
  return (
    <div className="error-banner" role="alert" data-testid="rule-error">
      <span>
        {error.message} <span className="rule">({error.rule})</span>
      </span>
      <button type="button" aria-label="Dismiss" onClick={() => appStore.getState().game.clearError()}>
        ×
      </button>
    </div>
  );
}
