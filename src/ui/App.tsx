import { lazy, Suspense } from 'react';
import { BattleScreen } from './BattleScreen';
import { BuilderErrorBoundary } from './BuilderErrorBoundary';
import { GameErrorBoundary } from './GameErrorBoundary';
import { TileEditorBoundary } from './maps/TileEditorBoundary';
import { useRoute } from '../store/context';
import { Welcome } from './welcome/Welcome';

// The page never goes blank: each screen sits in its own error boundary, so a screen that fails to draw
// shows what went wrong and the ways on instead of a blank page (the replay is the battle screen).
// The army builder is loaded only when it is opened (quick to open: docs/development.md, "Opening the page"): the
// first screen is the battle.
const Builder = lazy(() => import('./builder/Builder').then((m) => ({ default: m.Builder })));
// The tile editor likewise (docs/maps.md, "The tile editor").
const TileEditor = lazy(() => import('./maps/TileEditor').then((m) => ({ default: m.TileEditor })));

export function App() {
  const { screen } = useRoute();
  return (
    <div className="app">
      {screen === 'welcome' ? (
        <Welcome />
      ) : screen === 'builder' ? (
        <BuilderErrorBoundary key="builder">
          <Suspense fallback={<p className="loading">Loading the army builder…</p>}>
            <Builder />
          </Suspense>
        </BuilderErrorBoundary>
      ) : screen === 'maps' ? (
        <TileEditorBoundary key="maps">
          <Suspense fallback={<p className="loading">Loading the tile editor…</p>}>
            <TileEditor />
          </Suspense>
        </TileEditorBoundary>
      ) : (
        <GameErrorBoundary key="battle">
          <BattleScreen />
        </GameErrorBoundary>
      )}
    </div>
  );
}
