// The battle screen's error boundary (docs/architecture.md, "src/ui: React panels"): whatever the screen throws while drawing
// a game, or the engine while applying an action (the game slice's `fault`), the player sees what
// went wrong and three ways on: download the game file for a bug report, go back to the last
// position the page showed, or start a new game. Nothing is deleted: a caught error halts the game
// (no action applied, nothing saved), so the autosave keeps the game until a way out is chosen.
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import type { Action } from '../engine';
import type { AppStore } from '../store/appStore';
import { useAppStoreApi, useGame } from '../store/context';
import { downloadGameFile } from '../store/files/gameFile';
import { lastGoodLength, type Shown } from '../store/game/history';
import type { Fault } from '../store/slices/game';
import { ErrorBoundary } from './ErrorBoundary';
import { FaultScreen, type FaultChoice } from './FaultScreen';
import { TestBreak } from './TestBreak';

/** An action in a few words: its type and the unit it is about. */
function actionWords(action: Action | undefined): string {
  if (!action) return 'an action';
  const unit = 'unit' in action && typeof action.unit === 'string' ? ` of unit ${action.unit}` : '';
  return `the action "${action.type}"${unit}`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The error screen's words and choices for a fault, from the game as it stands. */
export function gameFaultChoices(
  appStore: AppStore,
  fault: Fault,
  shown: Shown | null,
): { title: string; summary: string; choices: FaultChoice[] } {
  const app = appStore.getState();
  const { initial, actions, game, players, opening } = app.game;
  const download: FaultChoice = {
    label: 'Download the game file',
    hint: 'The whole game as a file, to attach to a bug report or to load again later.',
    testId: 'fault-download',
    onClick: () => downloadGameFile(initial, actions, game, players, opening),
    primary: true,
  };
  const newGame: FaultChoice = {
    label: 'Start a new game',
    hint: 'A new quick game. This one stays in File ▾ → Saved games, at its last good position.',
    testId: 'fault-new-game',
    onClick: () => appStore.getState().startGame({ kind: 'quick' }),
  };
  if (fault.during === 'action') {
    return {
      title: 'The rules could not carry out an action',
      summary: `The rules engine failed on ${actionWords(fault.action)}. This is a bug in the game, not something you did. The action was not applied: the game is as it was before it, and still saved.`,
      choices: [
        download,
        {
          label: 'Back to the game',
          hint: `The position before the failed action (step ${actions.length}). An AI side waits until you let it play on.`,
          testId: 'fault-go-back',
          onClick: () => appStore.getState().recover(actions.length),
        },
        newGame,
      ],
    };
  }
  const back = lastGoodLength(shown, app.game, app.replay.index !== null);
  const choices = [download];
  if (back !== null) {
    const dropped = actions.length - back;
    choices.push({
      label: dropped === 0 ? 'Back to the live game' : 'Go back to the last good position',
      hint:
        dropped === 0
          ? 'The replay closes: the game as it stands, nothing taken back.'
          : `Step ${back} of ${actions.length}: ${plural(dropped, 'action')} taken back (the downloaded file keeps them).`,
      testId: 'fault-go-back',
      onClick: () => appStore.getState().recover(back),
    });
  }
  choices.push(newGame);
  return {
    title: 'The battle could not be shown',
    summary:
      'Something in this game broke the screen that draws it. This is a bug in the game, not something you did. ' +
      'Nothing has been deleted, and nothing is saved until you choose a way on below.',
    choices,
  };
}

/** Notes each position the battle screen finished drawing: the last good one to go back to. */
function ShownMark({ onShown }: { onShown(shown: Shown): void }) {
  const initial = useGame((s) => s.initial);
  const length = useGame((s) => s.actions.length);
  useEffect(() => onShown({ initial, length }), [initial, length, onShown]);
  return null;
}

export function GameErrorBoundary({ children }: { children: ReactNode }) {
  const appStore = useAppStoreApi();
  const fault = useGame((s) => s.fault);
  const shown = useRef<Shown | null>(null);
  const onShown = useCallback((s: Shown) => {
    shown.current = s;
  }, []);
  const screen = (f: Fault) => {
    const { title, summary, choices } = gameFaultChoices(appStore, f, shown.current);
    return <FaultScreen title={title} summary={summary} detail={f.message} choices={choices} />;
  };
  return (
    <ErrorBoundary
      halted={fault !== null}
      onError={(e) => appStore.getState().game.halt({ message: e.message, during: 'position' })}
      fallback={(e) => screen(appStore.getState().game.fault ?? { message: e.message, during: 'position' })}
      haltedFallback={() => screen(fault!)}
    >
      {children}
      <TestBreak screen="battle" />
      <ShownMark onShown={onShown} />
    </ErrorBoundary>
  );
}
