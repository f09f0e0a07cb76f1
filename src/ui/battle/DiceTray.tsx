// The dice on screen: each die visible, successes marked, briefly rolled in (the setting turns
// that off). The log has the same rolls in words. In the live game the tray shows the rolls
// waiting to be read (store/game/diceQueue.ts): the person's own first, the other side's after it
// with their count. The "Dice and the log" of docs/playing.md says how the fade and the queue live
// together: only a roll read in full with nothing behind it fades, to a small "Show the dice"
// button that brings it back. In a replay each step's dice show at once, without rolling.
import { useEffect, useState } from 'react';
import type { GameEvent } from '../../engine';
import {
  useAppStoreApi,
  useBoardTurn,
  useDiceQueue,
  useGame,
  useReplaying,
  useUi,
  useViewedEvents,
  useViewedGame,
} from '../../store/context';
import { namesWhoRolled } from '../../store/game/diceQueue';
import { diceRows } from '../../store/view/diceRows';
import { diceTrayCorner } from '../deployEdges';
import { useHandOffPrompt } from '../HandOff';
import { DiceRows } from './DiceRows';

/** How long settled dice stay in full view before the tray fades (long enough to read a few rows). */
const DICE_DWELL_MS = 4000;
/** The fade itself (CSS .dice-tray.fading). */
const DICE_FADE_MS = 600;
/** The rolling animation (CSS .dice-tray.rolling). */
const ROLL_MS = 550;

export function DiceTray() {
  return useReplaying() ? <ReplayDice /> : <QueuedDice />;
}

/** The dice of the replay's step, at once; closed, they stay closed until another step. */
function ReplayDice() {
  const game = useViewedGame();
  const events = useViewedEvents();
  const [closed, setClosed] = useState<readonly GameEvent[] | null>(null);
  const rows = diceRows(game, events);
  if (rows.length === 0 || closed === events) return null;
  return (
    <section className="dice-tray bottom-right" aria-label="Dice rolled" data-testid="dice-tray">
      <DiceRows rows={rows} />
      <button type="button" className="close" aria-label="Hide the dice" onClick={() => setClosed(events)}>
        ×
      </button>
    </section>
  );
}

function QueuedDice() {
  const appStore = useAppStoreApi();
  const game = useGame((s) => s.game);
  const players = useGame((s) => s.players);
  const queue = useDiceQueue();
  const animate = useUi((s) => s.settings.animateDice);
  const fade = useUi((s) => s.settings.fadeDice);
  // Away from the hexes the decision needs (deployEdges.ts).
  const corner = diceTrayCorner(game, useBoardTurn());
  // The hot-seat cover shows the roll itself (HandOff.tsx); under it nothing rolls or fades.
  const covered = useHandOffPrompt() !== null;
  const events = queue.current?.events ?? null;
  /** The roll whose animation has finished (each new roll tumbles once). */
  const [settled, setSettled] = useState<readonly GameEvent[] | null>(null);
  /** The roll whose fade out has begun. */
  const [fadingOut, setFadingOut] = useState<readonly GameEvent[] | null>(null);
  const rolling = animate && !covered && events !== null && settled !== events;
  // Only a roll read in full, with nothing waiting behind it, fades (diceQueue.ts).
  const mayFade =
    fade && !covered && !rolling && events !== null && !queue.faded && !queue.recalled && queue.waiting.length === 0;

  useEffect(() => {
    if (!rolling || events === null) return;
    const t = setTimeout(() => setSettled(events), ROLL_MS);
    return () => clearTimeout(t);
  }, [rolling, events]);

  useEffect(() => {
    if (!mayFade || events === null) return;
    const timers = [
      setTimeout(() => setFadingOut(events), DICE_DWELL_MS),
      setTimeout(() => appStore.getState().dice.dwelt(events), DICE_DWELL_MS + DICE_FADE_MS),
    ];
    return () => timers.forEach(clearTimeout);
  }, [mayFade, events, appStore]);

  if (covered || queue.current === null) return null;
  if (queue.faded) {
    return (
      <button
        type="button"
        className={`dice-chip ${corner}`}
        data-testid="dice-chip"
        title="Show the dice of the last roll again"
        onClick={() => appStore.getState().dice.recall()}
      >
        Show the dice
      </button>
    );
  }
  const { by } = queue.current;
  const more = queue.waiting.length;
  const fading = mayFade && fadingOut === events;
  return (
    <section
      className={`dice-tray ${corner}${rolling ? ' rolling' : ''}${fading ? ' fading' : ''}`}
      aria-label="Dice rolled"
      data-testid="dice-tray"
    >
      {by !== null && namesWhoRolled(queue.current) && (
        <p className="dice-by">
          {game.teams[by].name}
          {players[by].kind === 'ai' ? ' (AI)' : ''} rolled
        </p>
      )}
      <DiceRows rows={diceRows(game, queue.current.events)} rolling={rolling} />
      {more > 0 && (
        <p className="dice-more" data-testid="dice-more">
          <span>
            {more} more roll{more === 1 ? '' : 's'}
          </span>
          <button type="button" onClick={() => appStore.getState().dice.dismiss()}>
            Next roll
          </button>
          <button type="button" className="link" onClick={() => appStore.getState().dice.dismissAll()}>
            Dismiss all
          </button>
        </p>
      )}
      <button
        type="button"
        className="close"
        aria-label="Hide the dice"
        title={more > 0 ? 'Dismiss this roll: the next one shows' : 'Dismiss this roll'}
        onClick={(e) => {
          e.stopPropagation();
          appStore.getState().dice.dismiss();
        }}
      >
        ×
      </button>
    </section>
  );
}
