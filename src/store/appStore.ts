// The app's store (Zustand), made by createAppStore (main.tsx makes the page's), of slices: the game and its history, the records'
// messages, the replay position, the hot-seat hand-off, the army builder, and the UI. Each slice
// is written in slices/ and changes only its own part; what spans slices is a command here:
// `startGame` begins any game (a quick game, a planned one, a replayed file) and resets every
// slice that belongs to a game, in one change, so no store has to follow another.
import { createStore } from 'zustand/vanilla';
import {
  createGame,
  messagesOf,
  ok,
  type GameEvent,
  type GameSetup,
  type GameState,
  type Problem,
  type Result,
  type UnitDef,
} from '../engine';
import { CATALOG, CATALOG_BY_ID } from '../data/catalog';
import { browserStorage, type ListStorage } from './files/armyLists';
import { randomSeed } from './game/gameOptions';
import { replayGame, rewound, type History } from './game/history';
import { fieldOf, newQuickGame, type QuickField } from './game/newGame';
import { LAST_KEY, migrateLegacySave, TAB_KEY } from './files/persistence';
import { HUMANS, twoHumans, type Players } from './game/players';
import { gameMark, keptMark, type ScenarioMark } from './files/scenarioMark';
import { AI_RESET, aiSlice, type AiSlice } from './slices/ai';
import { builderSlice, type BuilderSlice } from './slices/builder';
import { diceSlice, followed, type DiceSlice } from './slices/dice';
import { catalogWith, customCardsSlice, type CustomCardsSlice } from './slices/customCards';
import { loadCustomCards } from './files/customCards';
import { gameSlice, type GameSlice, type GameStart } from './slices/game';
import { HAND_OFF_RESET, handOffSlice, type HandOffSlice } from './slices/handOff';
import { ONLINE_RESET, onlineSlice, type OnlineSlice } from './slices/online';
import type { OnlineSession } from './online/online';
import {
  freshSlot,
  RECORDS_RESET,
  recordsSlice,
  reopen,
  type RecordsSlice,
  type Reopened,
  type SlotStart,
  type TabStorage,
} from './slices/records';
import { REPLAY_RESET, replaySlice, type ReplaySlice } from './slices/replay';
import { STAY_RESET, staySlice, type StaySlice } from './slices/stay';
import { tilesSlice, type TilesSlice } from './slices/tiles';
import { loadKeptTiles } from './maps/keptTiles';
import { sliceSetter } from './slices/types';
import { tutorialSlice, type TutorialSlice } from './slices/tutorialSlice';
import { FRESH_SELECTION, uiSlice, type UiSlice } from './slices/ui';
import type { FirstGameFrom } from './page/welcome';

/**
 * How a game begins: the quick game (sample forces), a planned setup (the new game dialog), or a
 * replayed file; `players` says who plays each side (two people at the screen unless given).
 */
export type GameSource = (
  | { kind: 'quick'; seed?: string /** undefined keeps the current battlefield size. */; field?: QuickField | null }
  | { kind: 'setup'; setup: GameSetup }
  /** `scenario`: the mark a file or a save kept (scenarioMark.ts), worked out again with the initial state. */
  | { kind: 'replayed'; history: History; scenario?: ScenarioMark | null }
) & {
  players?: Players;
  /** The saved game this one is (opened from the list); otherwise it is saved as a new one, never over another game. */
  slot?: SlotStart;
};

export interface AppState {
  game: GameSlice;
  records: RecordsSlice;
  replay: ReplaySlice;
  handOff: HandOffSlice;
  /** The rolls waiting to be read (diceQueue.ts). */
  dice: DiceSlice;
  stay: StaySlice;
  ai: AiSlice;
  builder: BuilderSlice;
  /** The cards players made (docs/armies.md, "Your own cards"). */
  customCards: CustomCardsSlice;
  /** The map tiles players made, kept in this browser (docs/maps.md, "Your own tiles"). */
  tiles: TilesSlice;
  ui: UiSlice;
  /** The guided lesson, on while its game is played. */
  tutorial: TutorialSlice;
  online: OnlineSlice;
  /** Where the game the page opened with came from: with the address, it decides whether the page opens on the welcome screen (welcome.ts). */
  firstGameFrom: FirstGameFrom;
  /**
   * Begins a game in place of the current one and resets every slice that belongs to a game:
   * the history, the records' message and end screen, the replay, the hand-off's seat, the
   * selection and intent (the builder's lists and the player's settings stay). The game is
   * saved as a new saved game (the one before stays in the list), unless it was opened from
   * the list. A setup the engine refuses leaves everything as it was.
   */
  startGame(source: GameSource): Result<void, Problem[]>;
  /**
   * The way back from the error screen (the page never goes blank): the game cut back to its first `length`
   * actions (the last position the page showed), the halt lifted, the replay closed, nothing
   * selected, an AI side paused (what played into the error may play into it again), and saved.
   * Nothing else of the game is lost: the actions after it were offered as a file first.
   */
  recover(length: number): void;
  /** Opens a game read from the saved games, in its own slot (recordsSlice.openSave). */
  openSaved(opened: Reopened): void;
}

export interface AppDeps {
  /** Where the army lists are kept (null: nowhere). */
  listStorage: ListStorage | null;
  catalog: Readonly<Record<string, UnitDef>>;
  now: () => Date;
  /** Resume the autosaved game (else a new quick game). */
  resume: boolean;
  /** Where the saved games are kept (the browser's localStorage; none given: nowhere, and saving says so). */
  saveStorage?: ListStorage | null;
  /** This tab's sessionStorage: which saved game the tab plays, so a reload resumes it. */
  tabStorage?: TabStorage | null;
  /** The custom cards this browser keeps, by id: a saved list carries those it uses (builder.edit). Left out: the customCards slice's. */
  customCards?: () => Readonly<Record<string, UnitDef>>;
}

/** A game just created: no action yet, the events of its creation (the setup's initiative roll) shown. */
function created(state: GameState, events: GameEvent[], players: Players): GameStart {
  return { initial: state, opening: events, game: state, actions: [], steps: [], lastEvents: events, players };
}

function quickStart(seed: string, field: QuickField | null, players: Players = HUMANS): GameStart {
  const r = newQuickGame(seed, field);
  if (!r.ok) throw new Error(`the sample game does not set up: ${messagesOf(r.error).join('; ')}`);
  return created(r.state, r.events, players);
}

/**
 * The mark of a game that begins from a state made elsewhere (a file, a save, a setup given from
 * outside): what its initial state calls for, with the reasons it was saved with (scenarioMark.ts).
 */
function markOf(initial: GameState, kept: ScenarioMark | null | undefined): ScenarioMark | null {
  return gameMark(initial, keptMark(kept ?? null)?.reasons);
}

/** A replayed saved game as the game slice starts with it. */
function reopened(opened: Reopened): GameStart | null {
  try {
    const replay = replayGame(opened.saved.initial, opened.saved.actions, opened.saved.opening);
    return (
      replay && {
        ...replay,
        lastEvents: [],
        players: opened.saved.players ?? HUMANS,
        scenario: markOf(opened.saved.initial, opened.saved.scenario),
      }
    );
  } catch {
    // A save whose state breaks the engine's invariants is as broken as one that does not replay.
    return null;
  }
}

/**
 * The game the page opens with: the single autosave of earlier editions moved
 * into the list first (and opened: it was the game in progress), else this tab's game (a
 * reload), else the game saved last (a new tab). One that cannot be read stays where it is,
 * untouched, and is named to the player; a new quick game begins in a new slot beside it.
 */
function firstGame(deps: AppDeps): { start: GameStart; slot: SlotStart; from: FirstGameFrom } {
  const storage = deps.saveStorage ?? null;
  const migrated = deps.resume ? migrateLegacySave(storage, deps.now()) : null;
  const read = (key: string, from: Pick<Storage, 'getItem'> | null | undefined) => {
    try {
      return from?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const tab = deps.resume && !migrated ? read(TAB_KEY, deps.tabStorage) : null;
  const id = deps.resume ? (migrated ?? tab ?? read(LAST_KEY, storage)) : null;
  let keptAside: SlotStart['keptAside'] = null;
  if (id) {
    const opened = reopen(storage, id);
    const start = typeof opened === 'string' ? null : reopened(opened);
    if (start && typeof opened !== 'string')
      return { start, slot: opened.start, from: migrated ? 'migrated' : tab ? 'tab' : 'last' };
    if (typeof opened === 'string' && !opened.startsWith('It is no longer')) keptAside = { id, problem: opened };
  }
  const start = quickStart(randomSeed(), null);
  return {
    start,
    slot: { ...freshSlot(start.initial, deps.now()), keptAside },
    from: keptAside ? 'unreadable' : 'new',
  };
}

/** A change of the store with the dice queue following the game it leaves (slices/dice.ts). */
function followingDice(s: AppState, patch: Partial<AppState>): Partial<AppState> {
  const game = patch.game ?? s.game;
  const online = patch.online ?? s.online;
  if (game === s.game && online.session === s.online.session) return patch;
  const dice = patch.dice ?? s.dice;
  const next = followed(dice, { game, online });
  return next.queue === dice.queue && dice.basis?.steps === game.steps && dice.basis.lastEvents === game.lastEvents
    ? patch
    : { ...patch, dice: { ...dice, ...next } };
}

export function createAppStore(deps: AppDeps) {
  const store = createStore<AppState>()((setState, get) => {
    // Every change of the game (an action, an undo, a new game, an online step) brings the dice
    // queue up to date in the same change (slices/dice.ts).
    const set = (patch: Partial<AppState> | ((s: AppState) => Partial<AppState>)) =>
      setState((s) => followingDice(s, typeof patch === 'function' ? patch(s) : patch));
    /**
     * `online`: the game is an online one (docs/online.md), held by the game server and not saved in
     * this browser's saved games; any other game leaves the online game it replaces.
     */
    const begin = (
      start: GameStart,
      slot?: SlotStart,
      online: OnlineSession | null = null,
    ): Result<void, Problem[]> => {
      const s = get();
      const next = slot ?? freshSlot(start.initial, deps.now());
      // Point 3: the game before is never written over; if it was under way, say where it is.
      const kept =
        next.slot.id !== s.records.slot.id && s.game.actions.length > 0 && s.records.written.actions === s.game.actions;
      set({
        // A game begins unmarked unless its start says why it is a scenario (scenarioMark.ts): never the mark of the game before.
        game: { ...s.game, ...start, scenario: start.scenario ?? null, lastError: null, fault: null },
        records: {
          ...s.records,
          ...RECORDS_RESET,
          slot: next.slot,
          written: next.written,
          notice: kept ? { kind: 'done', text: `"${s.records.slot.name}" is kept in File ▾ → Saved games.` } : null,
        },
        replay: { ...s.replay, ...REPLAY_RESET },
        handOff: { ...s.handOff, ...HAND_OFF_RESET },
        stay: { ...s.stay, ...STAY_RESET },
        ai: { ...s.ai, ...AI_RESET },
        // Every new battlefield (a new game, a loaded file, a new size) opens
        // fitted to the window, whatever the player zoomed or panned on the one before.
        ui: { ...s.ui, ...FRESH_SELECTION, sight: null, fitRequest: s.ui.fitRequest + 1 },
        online: online ? { ...s.online, session: online, message: null } : { ...s.online, ...ONLINE_RESET },
      });
      if (online) return ok();
      // Left an online game: its seat stays kept, to come back to from the list.
      if (s.online.session) s.online.leave();
      // Saved after the change, not from a subscription: a store change made inside another
      // change's listeners reaches later listeners out of order (the map fitted the old battlefield).
      get().records.autosave();
      if (next.slot.id !== s.records.slot.id && s.game.actions.length === 0)
        get().records.discardUntouched(s.records.slot);
      return ok();
    };
    const first = firstGame(deps);
    const keptCards = loadCustomCards(deps.listStorage);
    return {
      game: gameSlice(sliceSetter(set, 'game'), get, first.start),
      records: recordsSlice(
        sliceSetter(set, 'records'),
        get,
        { storage: deps.saveStorage ?? null, tab: deps.tabStorage ?? null, now: deps.now },
        first.slot,
      ),
      replay: replaySlice(sliceSetter(set, 'replay'), get),
      handOff: handOffSlice(sliceSetter(set, 'handOff')),
      dice: diceSlice(sliceSetter(set, 'dice'), { game: first.start, online: { session: null } }),
      stay: staySlice(sliceSetter(set, 'stay')),
      ai: aiSlice(sliceSetter(set, 'ai'), get),
      builder: builderSlice(sliceSetter(set, 'builder'), get, {
        storage: deps.listStorage,
        // Lists are read with the custom cards kept at start too: a list saved before it carried its cards still opens.
        catalog:
          keptCards.cards.length === 0
            ? deps.catalog
            : { ...deps.catalog, ...Object.fromEntries(keptCards.cards.map((c) => [c.id, c])) },
        now: deps.now,
        // Every list saved carries the kept custom cards it uses (docs/armies.md "Custom cards travel with the list").
        customCards: deps.customCards ?? (() => catalogWith(CATALOG, CATALOG_BY_ID, get().customCards.cards).byId),
      }),
      customCards: customCardsSlice(sliceSetter(set, 'customCards'), get, {
        storage: deps.listStorage,
        loaded: keptCards,
      }),
      tiles: tilesSlice(sliceSetter(set, 'tiles'), get, {
        storage: deps.listStorage,
        loaded: loadKeptTiles(deps.listStorage),
      }),
      ui: uiSlice(sliceSetter(set, 'ui'), get),
      tutorial: tutorialSlice(sliceSetter(set, 'tutorial'), get, deps.tabStorage ?? null),
      firstGameFrom: first.from,
      online: onlineSlice(sliceSetter(set, 'online'), {
        get,
        begin: (start, session) => void begin({ ...start, players: HUMANS }, undefined, session),
        setGame: (patch) => set((s) => ({ game: { ...s.game, ...patch } })),
      }),
      startGame(source) {
        const players = source.players ?? HUMANS;
        switch (source.kind) {
          case 'quick':
            return begin(
              quickStart(
                source.seed ?? randomSeed(),
                source.field === undefined ? fieldOf(get().game.game.map) : source.field,
                players,
              ),
              source.slot,
            );
          case 'replayed':
            return begin(
              { ...source.history, lastEvents: [], players, scenario: markOf(source.history.initial, source.scenario) },
              source.slot,
            );
          case 'setup': {
            const r = createGame(source.setup);
            if (!r.ok) return r;
            // A setup given with scripted dice (diceScript) makes a scenario too.
            return begin({ ...created(r.state, r.events, players), scenario: markOf(r.state, null) }, source.slot);
          }
        }
      },
      recover(length) {
        const s = get();
        const session = s.online.session;
        if (session) {
          // Online the server holds the game (docs/online.md): the way back is its position, asked
          // again with the kept seat, never a cut-back copy saved here (it has no dice to replay).
          set({
            game: { ...s.game, lastError: null, fault: null },
            replay: { ...s.replay, ...REPLAY_RESET },
            ui: { ...s.ui, ...FRESH_SELECTION },
          });
          void get().online.join(session.gameId);
          return;
        }
        const back = rewound(s.game, length);
        set({
          game: { ...s.game, ...back, lastEvents: [], lastError: null, fault: null },
          replay: { ...s.replay, ...REPLAY_RESET },
          ui: { ...s.ui, ...FRESH_SELECTION },
          ai: { ...s.ai, paused: s.ai.paused || !twoHumans(s.game.players) },
        });
        get().records.autosave();
      },
      openSaved(opened) {
        const start = reopened(opened);
        if (start) begin(start, opened.start);
      },
    };
  });
  // What follows a change by itself (an AI side deciding, the lesson, the stays) is installed
  // apart: effects/effects.ts.
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;

/** What the page's store keeps and reads: this browser's storage, the clock, the game played last resumed. */
export function browserDeps(): AppDeps {
  return {
    listStorage: browserStorage(),
    catalog: CATALOG_BY_ID,
    now: () => new Date(),
    resume: true,
    saveStorage: browserStorage(),
    tabStorage: tabStorage(),
  };
}

function tabStorage(): TabStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
