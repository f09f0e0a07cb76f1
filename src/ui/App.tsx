import { Builder } from './builder/Builder';
import { BattleScreen } from './BattleScreen';
import { BuilderErrorBoundary } from './BuilderErrorBoundary';
import { GameErrorBoundary } from './GameErrorBoundary';
import { useRoute } from '../store/appStore';

// Issue 9 point 2: each screen sits in its own error boundary, so a screen that fails to draw
// shows what went wrong and the ways on instead of a blank page (the replay is the battle screen).
export function App() {
  const { screen } = useRoute();
  return (
    <div className="app">
      {screen === 'builder' ? (
        <BuilderErrorBoundary key="builder">
          <Builder />
        </BuilderErrorBoundary>
      ) : (
        <GameErrorBoundary key="battle">
          <BattleScreen />
        </GameErrorBoundary>
      )}
    </div>
  );
}
