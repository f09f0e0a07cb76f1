// The UI slice: selection, hover, what the next click means, the camera request, how the board
// is turned, the screen shown (route) and the player's settings. Kept apart from the game state.
import {
  defaultMoveKind,
  type Dir,
  type GameState,
  type Hex,
  type MoveKind,
  type ProfileChoice,
  type TurnScore,
  type WeaponChoice,
} from '../../engine';
import { HAND_OFF_MODES, type HandOffMode } from '../game/handOff';
import { parseRoute, routeHash, type Route, type Screen } from '../page/route';
import type { SightPick } from '../view/sightTool';
import type { SetSlice } from './types';

/**
 * What a click on the map does for the selected unit: move (with a kind of move in the Assault
 * Phase), attack with a model (or every model that still may), or place it (deploying, arriving).
 */
export type Intent =
  /**
   * `waypoints`: the hexes the route goes through, in order, before the hex clicked
   * (shift-click adds one, Escape clears them; engine routesVia).
   */
  | { kind: 'move'; moveKind: MoveKind | null; waypoints?: readonly Hex[] }
  | { kind: 'attack'; model: number | 'all'; weapon: WeaponChoice; profile: ProfileChoice | null }
  | { kind: 'place'; facing: Dir };

export interface Settings {
  /** When the hot-seat hand-off screen shows (store/game/handOff.ts): at phase starts, at every change of decider, or never. */
  handOff: HandOffMode;
  /** Animate dice rolls. */
  animateDice: boolean;
  /** Print hex labels ("J15", as the log names hexes) on the map, so a player can name the hex the log names. */
  showCoords: boolean;
  /** The dice tray fades to a small button a few seconds after a roll, so the dice do not cover the map for long. */
  fadeDice: boolean;
  /** A unit that can only stay, the last its team may activate, stays by itself (store/game/restStay.ts). */
  autoStay: boolean;
  /** Moves, attacks and losses are animated on the map (never with reduced motion). */
  animateMap: boolean;
}

const SETTINGS_KEY = 'aam-reloaded.settings.v1';

/**
 * The hand-off setting as saved: a mode, or the boolean of earlier editions (on was the
 * old default, read as the new default; off stays off).
 */
function readHandOff(saved: unknown, fallback: HandOffMode): HandOffMode {
  if (saved === false) return 'off';
  if (saved === true) return fallback;
  return HAND_OFF_MODES.includes(saved as HandOffMode) ? (saved as HandOffMode) : fallback;
}

function loadSettings(): Settings {
  const fallback: Settings = {
    handOff: 'phase',
    animateDice: true,
    showCoords: false,
    fadeDice: true,
    autoStay: true,
    animateMap: true,
  };
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(SETTINGS_KEY);
    if (!raw) return fallback;
    const data = JSON.parse(raw) as Partial<Record<keyof Settings, unknown>>;
    return {
      handOff: readHandOff(data.handOff, fallback.handOff),
      animateDice: typeof data.animateDice === 'boolean' ? data.animateDice : fallback.animateDice,
      showCoords: typeof data.showCoords === 'boolean' ? data.showCoords : fallback.showCoords,
      fadeDice: typeof data.fadeDice === 'boolean' ? data.fadeDice : fallback.fadeDice,
      autoStay: typeof data.autoStay === 'boolean' ? data.autoStay : fallback.autoStay,
      animateMap: typeof data.animateMap === 'boolean' ? data.animateMap : fallback.animateMap,
    };
  } catch {
    return fallback;
  }
}

export interface UiSlice {
  /** The unit whose card is shown and whose moves or attacks are highlighted. */
  selected: string | null;
  /**
   * An enemy whose card is shown while `selected` stays (looking at a target
   * does not throw away the unit you were about to move). Cleared by any new selection.
   */
  inspected: string | null;
  hover: Hex | null;
  intent: Intent;
  /** The target picked for an attack, waiting for the player to see the odds and roll. */
  aimedAt: string | null;
  /**
   * A move onto a hex of friends put aside: the click on them selected one of them instead, and
   * the decision panel offers the move ("Move … here") as a deliberate second gesture (R5.6
   * stacking, R4.6 boarding). Cleared by any new selection.
   */
  moveOnto: MoveOnto | null;
  /** Show the front and rear arcs of the selected unit. */
  showArcs: boolean;
  /** The line-of-sight tool (store/view/sightTool.ts): null when off, else the hexes picked so far. Map clicks pick hexes while it is on. */
  sight: SightPick | null;
  /** Bumped to ask the renderer to fit the battlefield to the window again. */
  fitRequest: number;
  settings: Settings;
  /** The help overlay (keys, legend, rules) is open. */
  helpOpen: boolean;
  /** The scored turn whose banner the person dismissed (scoredBanner.ts). */
  dismissedScore: TurnScore | null;
  /**
   * The battlefield turned a quarter clockwise (1) when a tall battlefield fits a wide window
   * better that way (render/BoardView.fit): the facing control turns with it.
   */
  quarterTurns: 0 | 1;
  /** The screen shown, kept in the address's hash (route.ts). */
  route: Route;
  setHelpOpen(open: boolean): void;
  dismissScore(score: TurnScore): void;
  select(id: string | null): void;
  inspect(id: string | null): void;
  setHover(h: Hex | null): void;
  setIntent(intent: Intent): void;
  aim(target: string | null): void;
  offerMoveOnto(offer: MoveOnto | null): void;
  toggleArcs(): void;
  setSight(sight: SightPick | null): void;
  requestFit(): void;
  setSettings(patch: Partial<Settings>): void;
  setQuarterTurns(t: 0 | 1): void;
  /** Shows a screen; `replace` leaves no history entry (dropping a link's code after reading it). */
  go(screen: Screen, replace?: boolean): void;
}

/** The unit that could have moved onto friends at `at`, with what it meant to do. */
export interface MoveOnto {
  unit: string;
  at: Hex;
  intent: Intent;
}

export const DEFAULT_INTENT: Intent = { kind: 'move', moveKind: null };

/** The kind of move the intent means: the one chosen, or the phase's plain move (R3.4 Scout in the setup, R5.1 normal). */
export function intendedMoveKind(game: GameState, intent: Extract<Intent, { kind: 'move' }>): MoveKind {
  return intent.moveKind ?? defaultMoveKind(game);
}

/** The intent to move with `kind`: the phase's plain move is kept as null, so it follows the phase. */
export function moveIntent(game: GameState, kind: MoveKind): Intent {
  return { kind: 'move', moveKind: kind === defaultMoveKind(game) ? null : kind };
}

/** What a new game clears: nothing selected or aimed, moving in mind. */
export const FRESH_SELECTION: Pick<UiSlice, 'selected' | 'inspected' | 'intent' | 'aimedAt' | 'moveOnto'> = {
  selected: null,
  inspected: null,
  intent: DEFAULT_INTENT,
  aimedAt: null,
  moveOnto: null,
};

const hasWindow = typeof window !== 'undefined';

export function uiSlice(set: SetSlice<UiSlice>, get: () => { ui: UiSlice }): UiSlice {
  return {
    ...FRESH_SELECTION,
    hover: null,
    showArcs: false,
    sight: null,
    fitRequest: 0,
    settings: loadSettings(),
    helpOpen: false,
    dismissedScore: null,
    quarterTurns: 0,
    route: parseRoute(hasWindow ? location.hash : ''),
    setHelpOpen: (helpOpen) => set({ helpOpen }),
    dismissScore: (dismissedScore) => set({ dismissedScore }),
    // A new selection starts with moving in mind; the panels offer the rest.
    select: (selected) =>
      set(
        selected === get().ui.selected
          ? { selected, inspected: null, moveOnto: null }
          : { selected, inspected: null, intent: DEFAULT_INTENT, aimedAt: null, moveOnto: null },
      ),
    inspect: (inspected) => set({ inspected }),
    setHover: (hover) => set({ hover }),
    setIntent: (intent) => set({ intent, aimedAt: null }),
    aim: (aimedAt) => set({ aimedAt }),
    offerMoveOnto: (moveOnto) => set({ moveOnto }),
    toggleArcs: () => set((s) => ({ showArcs: !s.showArcs })),
    setSight: (sight) => set({ sight }),
    requestFit: () => set((s) => ({ fitRequest: s.fitRequest + 1 })),
    setSettings: (patch) => {
      const settings = { ...get().ui.settings, ...patch };
      set({ settings });
      try {
        localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
      } catch {
        // Settings that cannot be kept still apply for this visit.
      }
    },
    setQuarterTurns: (quarterTurns) => set({ quarterTurns }),
    go(screen, replace = false) {
      const hash = routeHash(screen);
      if (hasWindow && location.hash !== hash) {
        if (replace) history.replaceState(null, '', hash);
        else history.pushState(null, '', hash);
      }
      set({ route: { screen, list: null } });
    },
  };
}
