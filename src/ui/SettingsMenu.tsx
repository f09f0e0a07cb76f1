// The player's settings, from the phase bar: the hot-seat hand-off screen, dice animation, map
// animations and hex coordinates on the map
// (kept in the browser by the UI slice, store/slices/ui.ts).
import { useEffect, useId, useRef, useState } from 'react';
import { useAppStoreApi, useUi } from '../store/context';
import type { HandOffMode } from '../store/game/handOff';

export function SettingsMenu() {
  const appStore = useAppStoreApi();
  const settings = useUi((s) => s.settings);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => {
    if (!open) return;
    const away = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    // Escape closes the menu and is used up: the board's keys (shortcuts.ts) leave the selection
    // and the route alone. Heard first (capture), before the board's listener.
    const esc = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      setOpen(false);
    };
    document.addEventListener('mousedown', away);
    window.addEventListener('keydown', esc, true);
    return () => {
      document.removeEventListener('mousedown', away);
      window.removeEventListener('keydown', esc, true);
    };
  }, [open]);
  const set = appStore.getState().ui.setSettings;
  return (
    <div className="settings-menu" ref={box}>
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        Settings
      </button>
      {open && (
        <div className="settings-popover" id={id} role="group" aria-label="Settings">
          <label>
            Hand-off screen between players (hot-seat){' '}
            <select value={settings.handOff} onChange={(e) => set({ handOff: e.target.value as HandOffMode })}>
              <option value="phase">at the start of each phase</option>
              <option value="every">at every change of player</option>
              <option value="off">never</option>
            </select>
          </label>
          <label>
            <input type="checkbox" checked={settings.autoStay} onChange={(e) => set({ autoStay: e.target.checked })} />A
            unit that can only stay, the last I may activate, stays by itself
          </label>
          <label>
            <input
              type="checkbox"
              checked={settings.animateDice}
              onChange={(e) => set({ animateDice: e.target.checked })}
            />
            Animate dice
          </label>
          <label>
            <input
              type="checkbox"
              checked={settings.animateMap}
              onChange={(e) => set({ animateMap: e.target.checked })}
            />
            Animate moves and attacks on the map (a click or a key skips; off when the system asks for reduced motion)
          </label>
          <label>
            <input type="checkbox" checked={settings.fadeDice} onChange={(e) => set({ fadeDice: e.target.checked })} />
            Dice fade from the map after a few seconds
          </label>
          <label>
            <input
              type="checkbox"
              checked={settings.showCoords}
              onChange={(e) => set({ showCoords: e.target.checked })}
            />
            Hex coordinates on the map (as the log names hexes: J15)
          </label>
        </div>
      )}
    </div>
  );
}
