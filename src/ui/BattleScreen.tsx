// The game: phase bar, battlefield, and the panels beside it. Keyboard shortcuts are live only
// while this screen is shown.
import { useEffect } from 'react';
import { AiBar } from './battle/AiBar';
import { DecisionPanel } from './DecisionPanel';
import { DiceTray } from './battle/DiceTray';
import { HoverTip } from './battle/HoverTip';
import { ErrorBanner } from './ErrorBanner';
import { HelpOverlay } from './HelpOverlay';
import { HandOff } from './HandOff';
import { LogPanel } from './LogPanel';
import { MapView } from './MapView';
import { PhaseBar } from './PhaseBar';
import { EndScreen } from './records/EndScreen';
import { ReplayBar } from './records/ReplayBar';
import { handleShortcut, SHORTCUTS } from './shortcuts';
import { UnitPanel } from './UnitPanel';
import { appStore, useUi } from '../store/appStore';

export function BattleScreen() {
  const helpOpen = useUi((s) => s.helpOpen);
  useEffect(() => {
    window.addEventListener('keydown', handleShortcut);
    return () => window.removeEventListener('keydown', handleShortcut);
  }, []);
  return (
    <>
      <PhaseBar />
      <main className="table">
        <div className="map-area">
          <ReplayBar />
          <MapView />
          <HoverTip />
          <DiceTray />
          <ErrorBanner />
          <EndScreen />
          <p className="map-help">
            Drag to pan · wheel to zoom · keys:{' '}
            {SHORTCUTS.filter((s) => ['e', 'n', 'a', 'm', '?'].includes(s.key))
              .map((s) => `${s.key.toUpperCase()} ${s.label.toLowerCase()}`)
              .join(' · ')}
          </p>
        </div>
        <aside className="side">
          <AiBar />
          <DecisionPanel />
          <UnitPanel />
          <LogPanel />
        </aside>
      </main>
      {helpOpen && <HelpOverlay onClose={() => appStore.getState().ui.setHelpOpen(false)} />}
      <HandOff />
    </>
  );
}
