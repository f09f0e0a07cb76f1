// The game: phase bar, battlefield, and the panels beside it. Keyboard shortcuts are live only
// while this screen is shown.
import { lazy, Suspense, useEffect, useState } from 'react';
import { AiBar } from './battle/AiBar';
import { DecisionPanel } from './DecisionPanel';
import { DiceTray } from './battle/DiceTray';
import { HoverTip } from './battle/HoverTip';
import { ScoredBanner } from './battle/ScoredBanner';
import { UnitTooltip } from './battle/UnitTooltip';
import { ErrorBanner } from './ErrorBanner';
import { HandOff } from './HandOff';
import { LogPanel } from './LogPanel';
import { MapView } from './MapView';
import { OnlineBar } from './online/OnlineBar';
import { OnlineReminder } from './online/OnlineReminder';
import { OnlineJoining } from './online/OnlineJoining';
import { PhaseBar } from './PhaseBar';
import { handleShortcut, SHORTCUTS } from './shortcuts';
import { UnitPanel } from './UnitPanel';
import { FirstBattleButton, TutorialOverlay } from './tutorial/TutorialOverlay';
import { useAppStoreApi, useGame, useOnline, useReplayIndex, useUi } from '../store/context';

// The help and the replay's controls are loaded when first opened (docs/development.md, "Opening the page": quick to
// open); nothing is shown while they load (a moment, from the same server).
const HelpOverlay = lazy(() => import('./HelpOverlay').then((m) => ({ default: m.HelpOverlay })));
const ReplayBar = lazy(() => import('./records/ReplayBar').then((m) => ({ default: m.ReplayBar })));
// Not on the first screen either: the end of the game and the online waiting room load when needed (docs/development.md, "Opening the page").
const EndScreen = lazy(() => import('./records/EndScreen').then((m) => ({ default: m.EndScreen })));
const OnlineLobby = lazy(() => import('./online/OnlineLobby').then((m) => ({ default: m.OnlineLobby })));

export function BattleScreen() {
  const appStore = useAppStoreApi();
  const helpOpen = useUi((s) => s.helpOpen);
  const replaying = useReplayIndex() !== null;
  const ended = useGame((s) => s.game.phase === 'ended');
  const lobby = useOnline((s) => s.session !== null && !s.session.started);
  // On a phone the column is a sheet under (or beside) the map: the decision always, the unit card
  // and the log when opened, so the map keeps the room (styles.css "Tablets and phones").
  const [details, setDetails] = useState(false);
  useEffect(() => {
    // The board's keys, not the waiting room's: no board is shown there.
    if (lobby) return;
    const onKey = (e: KeyboardEvent) => handleShortcut(e, appStore);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [lobby, appStore]);
  // The online waiting room is a screen of its own: the game played last at this screen is not
  // drawn behind it (docs/playing.md "Play online").
  if (lobby) {
    return (
      <Suspense fallback={<p className="loading">Opening the waiting room…</p>}>
        <OnlineLobby />
      </Suspense>
    );
  }
  return (
    <>
      <PhaseBar />
      <main className="table">
        <div className="map-area">
          {replaying && (
            <Suspense fallback={null}>
              <ReplayBar />
            </Suspense>
          )}
          <OnlineBar />
          <OnlineReminder />
          <OnlineJoining />
          <MapView>
            <DiceTray />
          </MapView>
          <HoverTip />
          <UnitTooltip />
          <ScoredBanner />
          <ErrorBanner />
          {ended && (
            <Suspense fallback={null}>
              <EndScreen />
            </Suspense>
          )}
          <TutorialOverlay />
          <p className="map-help">
            <FirstBattleButton className="link" /> · Drag to pan · wheel or pinch to zoom · hold a hex for its details ·
            keys:{' '}
            {SHORTCUTS.filter((s) => ['e', 'n', 'a', 'm', '?'].includes(s.key))
              .map((s) => `${s.key.toUpperCase()} ${s.label.toLowerCase()}`)
              .join(' · ')}
          </p>
        </div>
        <aside className="side" data-details={details ? 'open' : 'closed'}>
          <AiBar />
          <DecisionPanel />
          <button
            type="button"
            className="sheet-toggle"
            aria-expanded={details}
            onClick={() => setDetails(!details)}
            title="Show or hide the unit card and the log under the decision"
          >
            {details ? 'Hide the unit card and log ▴' : 'Show the unit card and log ▾'}
          </button>
          <UnitPanel />
          <LogPanel />
        </aside>
      </main>
      {helpOpen && (
        <Suspense fallback={null}>
          <HelpOverlay onClose={() => appStore.getState().ui.setHelpOpen(false)} />
        </Suspense>
      )}
      <HandOff />
    </>
  );
}
