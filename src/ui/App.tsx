import { useEffect } from 'react';
import { ActivationPanel } from './ActivationPanel';
import { ErrorBanner } from './ErrorBanner';
import { LogPanel } from './LogPanel';
import { MapView } from './MapView';
import { PhaseBar } from './PhaseBar';
import { handleShortcut, SHORTCUTS } from './shortcuts';
import { UnitPanel } from './UnitPanel';

export function App() {
  useEffect(() => {
    window.addEventListener('keydown', handleShortcut);
    return () => window.removeEventListener('keydown', handleShortcut);
  }, []);
  return (
    <div className="app">
      <PhaseBar />
      <main className="table">
        <div className="map-area">
          <MapView />
          <ErrorBanner />
          <p className="map-help">
            Drag to pan · wheel to zoom · keys:{' '}
            {SHORTCUTS.filter((s) => s.key !== 'Escape')
              .map((s) => `${s.key.toUpperCase()} ${s.label.toLowerCase()}`)
              .join(' · ')}
          </p>
        </div>
        <aside className="side">
          <ActivationPanel />
          <UnitPanel />
          <LogPanel />
        </aside>
      </main>
    </div>
  );
}
