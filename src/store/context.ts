// The store a React tree reads (docs/architecture.md, "src/store"): main.tsx creates the page's
// store and hands it down with StoreProvider, so a test, the replay or a spectator view can hold
// a store of its own. Components read it with these hooks, never from a module import.
import { createContext, createElement, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { GameEvent, GameState, UnitDef } from '../engine';
import { CATALOG, CATALOG_BY_ID } from '../data/catalog';
import type { AppState, AppStore } from './appStore';
import type { DiceQueue } from './game/diceQueue';
import type { Route } from './page/route';
import type { AiSlice } from './slices/ai';
import type { BuilderSlice } from './slices/builder';
import { catalogWith, type CustomCardsSlice } from './slices/customCards';
import type { GameSlice } from './slices/game';
import type { HandOffSlice } from './slices/handOff';
import type { OnlineSlice } from './slices/online';
import type { RecordsSlice } from './slices/records';
import type { UiSlice } from './slices/ui';
import type { TutorialSlice } from './slices/tutorialSlice';
import { dirNaming } from './view/facingNames';
import { viewedEvents, viewedGame, viewedLogLength } from './view/replay';
import { logOf, type LogLine } from './game/history';
import type { AiReason } from './game/aiReason';
import { aiReasonLinesOf } from './view/aiLog';
import { keptWhileEqual } from './view/kept';

const StoreContext = createContext<AppStore | null>(null);

/** Hands `store` down to every component below it. */
export function StoreProvider({ store, children }: { store: AppStore; children?: ReactNode }) {
  return createElement(StoreContext.Provider, { value: store }, children);
}

/** The store of the tree, to read without subscribing (in a click) or to act on. */
export function useAppStoreApi(): AppStore {
  const store = useContext(StoreContext);
  // A component rendered outside StoreProvider is a wiring mistake: say so rather than read nothing.
  if (!store) throw new Error('No store: render the component inside <StoreProvider store={…}>');
  return store;
}

export function useApp<T>(selector: (s: AppState) => T): T {
  return useStore(useAppStoreApi(), selector);
}

/**
 * `select`'s answer, kept while it is `equal` to the last one (view/kept.ts): the component renders
 * again only when what it shows changed, not on every change of what it reads (a hover panel and
 * the pointer: docs/development.md, "Drawing the battlefield"). `select` and `equal` are read once.
 */
export function useAppKept<T>(select: (s: AppState) => T, equal: (a: T, b: T) => boolean): T {
  const [kept] = useState(() => keptWhileEqual(select, equal));
  return useApp(kept);
}

export function useGame<T>(selector: (s: GameSlice) => T): T {
  return useApp((s) => selector(s.game));
}

export function useRecords<T>(selector: (s: RecordsSlice) => T): T {
  return useApp((s) => selector(s.records));
}

export function useAi<T>(selector: (s: AiSlice) => T): T {
  return useApp((s) => selector(s.ai));
}

/** The rolls waiting to be read (diceQueue.ts). */
export function useDiceQueue(): DiceQueue {
  return useApp((s) => s.dice.queue);
}

export function useHandOff<T>(selector: (s: HandOffSlice) => T): T {
  return useApp((s) => selector(s.handOff));
}

export function useOnline<T>(selector: (s: OnlineSlice) => T): T {
  return useApp((s) => selector(s.online));
}

export function useBuilder<T>(selector: (s: BuilderSlice) => T): T {
  return useApp((s) => selector(s.builder));
}

export function useCustomCards<T>(selector: (s: CustomCardsSlice) => T): T {
  return useApp((s) => selector(s.customCards));
}

/** The catalog and the kept custom cards, by id: what the builder builds and checks lists with. */
export function fullCatalogById(s: Pick<AppState, 'customCards'>): Readonly<Record<string, UnitDef>> {
  return catalogWith(CATALOG, CATALOG_BY_ID, s.customCards.cards).byId;
}

export function useFullCatalog(): Readonly<Record<string, UnitDef>> {
  return useApp((s) => fullCatalogById(s));
}

/** The catalog's cards, then the kept custom cards: what the builder's catalog lists. */
export function useFullCatalogList(): readonly UnitDef[] {
  return useApp((s) => catalogWith(CATALOG, CATALOG_BY_ID, s.customCards.cards).list);
}

export function useTutorial<T>(selector: (s: TutorialSlice) => T): T {
  return useApp((s) => selector(s.tutorial));
}

export function useUi<T>(selector: (s: UiSlice) => T): T {
  return useApp((s) => selector(s.ui));
}

export function useRoute(): Route {
  return useUi((s) => s.route);
}

export function useBoardTurn(): 0 | 1 {
  return useUi((s) => s.quarterTurns);
}

/** The replay's position (null: the live game). */
export function useReplayIndex(): number | null {
  return useApp((s) => s.replay.index);
}

export function useReplaying(): boolean {
  return useApp((s) => s.replay.index !== null);
}

/** The game as the screen shows it: the live game, or the replay's position. */
export function useViewedGame(): GameState {
  return useApp((s) => viewedGame(s.game, s.replay));
}

export function useViewedEvents(): GameEvent[] {
  return useApp((s) => viewedEvents(s.game, s.replay));
}

export function useViewedLogLength(): number {
  return useApp((s) => viewedLogLength(s.game, s.replay));
}

/** The AI's reasons by the index of the log line they go on (view/aiLog.ts). */
export function useAiReasonLines(): Map<number, AiReason> {
  return useApp((s) => aiReasonLinesOf(s.game, s.game.players, s.ai.told, s.ai.review));
}

/** The whole log of the live game, derived from its history (history.ts), its facings named as the screen shows them (facingNames.ts). */
export function useLog(): LogLine[] {
  return useApp((s) => logOf(s.game, dirNaming(s.ui.quarterTurns)));
}
