// UI state, kept apart from the game state: selection, hover, what the next click means, the
// camera request and the player's settings.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Dir, Hex, MoveKind, ProfileChoice, WeaponChoice } from '../engine';

/**
 * What a click on the map does for the selected unit: move (with a kind of move in the Assault
 * Phase), attack with a model (or every model that still may), or place it (deploying, arriving).
 */
export type Intent =
  | { kind: 'move'; moveKind: MoveKind | null }
  | { kind: 'attack'; model: number | 'all'; weapon: WeaponChoice; profile: ProfileChoice | null }
  | { kind: 'place'; facing: Dir };

export interface Settings {
  /** Show a hand-off screen whenever the decision passes to the other player. */
  handOff: boolean;
  /** Animate dice rolls. */
  animateDice: boolean;
}

const SETTINGS_KEY = 'aam-reloaded.settings.v1';

function loadSettings(): Settings {
  const fallback: Settings = { handOff: true, animateDice: true };
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(SETTINGS_KEY);
    if (!raw) return fallback;
    const data = JSON.parse(raw) as Partial<Settings>;
    return {
      handOff: typeof data.handOff === 'boolean' ? data.handOff : fallback.handOff,
      animateDice: typeof data.animateDice === 'boolean' ? data.animateDice : fallback.animateDice,
    };
  } catch {
    return fallback;
  }
}

export interface UiStore {
  /** The unit whose card is shown and whose moves or attacks are highlighted. */
  selected: string | null;
  hover: Hex | null;
  intent: Intent;
  /** The target picked for an attack, waiting for the player to see the odds and roll. */
  aimedAt: string | null;
  /** Show the front and rear arcs of the selected unit. */
  showArcs: boolean;
  /** Bumped to ask the renderer to fit the battlefield to the window again. */
  fitRequest: number;
  settings: Settings;
  /** The help overlay (keys, legend, rules) is open. */
  helpOpen: boolean;
  setHelpOpen(open: boolean): void;
  select(id: string | null): void;
  setHover(h: Hex | null): void;
  setIntent(intent: Intent): void;
  aim(target: string | null): void;
  toggleArcs(): void;
  requestFit(): void;
  setSettings(patch: Partial<Settings>): void;
}

export const DEFAULT_INTENT: Intent = { kind: 'move', moveKind: null };

export const uiStore = createStore<UiStore>()((set, get) => ({
  selected: null,
  hover: null,
  intent: DEFAULT_INTENT,
  aimedAt: null,
  showArcs: false,
  fitRequest: 0,
  settings: loadSettings(),
  helpOpen: false,
  setHelpOpen: (helpOpen) => set({ helpOpen }),
  // A new selection starts with moving in mind; the panels offer the rest.
  select: (selected) => set(selected === get().selected ? { selected } : { selected, intent: DEFAULT_INTENT, aimedAt: null }),
  setHover: (hover) => set({ hover }),
  setIntent: (intent) => set({ intent, aimedAt: null }),
  aim: (aimedAt) => set({ aimedAt }),
  toggleArcs: () => set((s) => ({ showArcs: !s.showArcs })),
  requestFit: () => set((s) => ({ fitRequest: s.fitRequest + 1 })),
  setSettings: (patch) => {
    const settings = { ...get().settings, ...patch };
    set({ settings });
    try {
      localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
    } catch {
      // Settings that cannot be kept still apply for this visit.
    }
  },
}));

export function useUi<T>(selector: (s: UiStore) => T): T {
  return useStore(uiStore, selector);
}
