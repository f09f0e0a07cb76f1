// The game: phase bar, battlefield, and the panels beside it. Keyboard shortcuts are live only
// while this screen is shown.
import { useEffect } from 'react';
import { DecisionPanel } from './DecisionPanel';
import { DiceTray } from './battle/DiceTray';
import { HoverTip } from './battle/HoverTip';
import { ErrorBanner } from './ErrorBanner';
import { HandOff } from './HandOff';
import { LogPanel } from './LogPanel';
import { MapView } from './MapView';
import { PhaseBar } from './PhaseBar';
import { SetupNotes } from './SetupNotes';
import { handleShortcut, SHORTCUTS } from './shortcuts';
import { UnitPanel } from './UnitPanel';

export function BattleScreen() {
  useEffect(() => {
    window.addEventListener('keydown', handleShortcut);
    return () => window.removeEventListener('keydown', handleShortcut);
  }, []);
  return (
    <>
      <PhaseBar />
      <main className="table">
        <div className="map-area">
          <MapView />
          <HoverTip />
          <DiceTray />
          <ErrorBanner />
          <SetupNotes />
          <p className="map-help">
            Drag to pan · wheel to zoom · keys:{' '}
            {SHORTCUTS.filter((s) => s.key !== 'Escape')
              .map((s) => `${s.key.toUpperCase()} ${s.label.toLowerCase()}`)
              .join(' · ')}
          </p>
        </div>
        <aside className="side">
          <DecisionPanel />
          <UnitPanel />
          <LogPanel />
        </aside>
      </main>
      <HandOff />
    </>
  );
}
