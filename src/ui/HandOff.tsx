// The hot-seat hand-off: a full-screen cover in the colour of the team who must decide now,
// "<Team> to decide: <what>", until that player takes the seat (the button or Enter). When it
// shows (each phase start by default, every change of decider, or never) is the player's setting
// (store/game/handOff.ts). The roll on screen is public: the cover shows it (docs/playing.md, "Dice and the
// log"), so a roll made just before the seat passes (an attack, the setup's initiative roll R3.1,
// a turn start's R4.1) is read by whoever holds the screen, not hidden.
import { useEffect, useMemo, useRef } from 'react';
import { TEAM_CSS } from '../render/viewModel';
import { useApp, useAppStoreApi, useDiceQueue, useGame, useHandOff, useOnline, useUi } from '../store/context';
import { diceRows } from '../store/view/diceRows';
import { activeLesson } from '../store/slices/tutorialSlice';
import { handOffPrompt, type HandOffPrompt } from '../store/game/handOff';
import { DiceRows } from './battle/DiceRows';
import './setup/setup.css';

/**
 * The hand-off cover to show now, or null (the dice tray waits under it): the same object until
 * what it is made from changes, so the cover's effect runs once per cover, not per render.
 */
export function useHandOffPrompt(): HandOffPrompt | null {
  const game = useGame((s) => s.game);
  const mode = useUi((s) => s.settings.handOff);
  const seated = useHandOff((s) => s.seated);
  const players = useGame((s) => s.players);
  // Online (docs/online.md) each browser is one player's screen: no hand-off ("waiting for" instead).
  const online = useOnline((s) => s.session !== null);
  // A new game resets the seat (appStore.startGame), so the first decider is asked again.
  // A lesson plays the other side itself (docs/playing.md, "First battle"): no seat to hand over.
  const teaching = useApp((s) => activeLesson(s) !== null);
  return useMemo(
    () => (teaching || online ? null : handOffPrompt(game, seated, mode, players)),
    [teaching, online, game, seated, mode, players],
  );
}

export function HandOff() {
  const appStore = useAppStoreApi();
  const game = useGame((s) => s.game);
  const mode = useUi((s) => s.settings.handOff);
  const prompt = useHandOffPrompt();
  const roll = useDiceQueue().current;
  const button = useRef<HTMLButtonElement>(null);
  const cover = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!prompt) return;
    button.current?.focus();
    // While the cover is up, no key reaches the board's shortcuts. Tab and Shift+Tab cycle among
    // the cover's buttons (it is modal: the hidden board's controls are not reachable), Enter or
    // Space on one of them presses it, and Enter anywhere else takes the seat.
    const onKey = (e: KeyboardEvent) => {
      e.stopPropagation();
      const buttons = [...(cover.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
      const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
      if (e.key === 'Tab') {
        e.preventDefault();
        const n = buttons.length;
        if (n > 0) buttons[at < 0 ? (e.shiftKey ? n - 1 : 0) : (at + (e.shiftKey ? n - 1 : 1)) % n].focus();
        return;
      }
      if (at >= 0 && (e.key === 'Enter' || e.key === ' ')) return; // the button's own click
      if (e.key === 'Enter') {
        e.preventDefault();
        appStore.getState().handOff.take(prompt.seat);
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [prompt, appStore]);

  if (!prompt) return null;
  const name = game.teams[prompt.team].name;
  return (
    <div
      ref={cover}
      className="hand-off"
      role="dialog"
      aria-modal="true"
      aria-labelledby="hand-off-title"
      data-testid="hand-off"
      style={{ background: TEAM_CSS[prompt.team] }}
    >
      <div className="hand-off-card">
        <h2 id="hand-off-title">{name} to decide</h2>
        <p className="hand-off-what">{prompt.what}</p>
        <p className="hand-off-note">
          Pass the screen to {name}'s player. The board stays hidden until they continue.
          {mode === 'phase' &&
            ' This screen shows at the start of each phase; the band under the top bar always says who decides.'}
        </p>
        {roll && (
          <section className="hand-off-dice" aria-label="The last roll" data-testid="hand-off-dice">
            <DiceRows rows={diceRows(game, roll.events)} />
          </section>
        )}
        <button
          ref={button}
          type="button"
          className="primary"
          onClick={() => appStore.getState().handOff.take(prompt.seat)}
        >
          I am {name}: continue
        </button>
        <button
          type="button"
          className="link hand-off-off"
          onClick={() => appStore.getState().ui.setSettings({ handOff: 'off' })}
        >
          Don't show these screens (Settings)
        </button>
      </div>
    </div>
  );
}
