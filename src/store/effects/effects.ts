// What follows a change of the store by itself (docs/architecture.md, "src/store"): each effect is
// a small function named for what it does, installed on a store and answering how to remove it,
// so it can be tested on its own. The game's own effects (an AI side decides, the lesson follows,
// a unit that can only stay stays) go with every store that plays a game; the page's (the address,
// the other tabs) only with the page's store, from main.tsx.
import type { AppState, AppStore } from '../appStore';
import { autoStay } from '../game/restStay';
import { onlineRefusal } from '../online/online';
import { withJoin } from '../page/address';
import { parseRoute } from '../page/route';
import { orderOf } from '../slices/stay';
import { watchTabs } from './tabs';

/** Installs itself on `store`; the answer removes it. */
export type Effect = (store: AppStore) => () => void;

/**
 * Runs `follow` on every change of the store. The page never goes blank: a position the engine
 * cannot read (asked who decides, or what may only stay) halts the game, not the page.
 */
function onChange(store: AppStore, follow: (now: AppState, before: AppState) => void): () => void {
  return store.subscribe((now, before) => {
    try {
      follow(now, before);
    } catch (e) {
      if (!now.game.fault) now.game.halt({ message: e instanceof Error ? e.message : String(e), during: 'position' });
    }
  });
}

/**
 * A change of the game (an action, an undo, a new game), of the replay (closed) or of the AI
 * (an answer finished, a pause lifted) may hand the decision to an AI side. Hovers and other UI
 * changes cannot, so they do not run `awaiting` again.
 */
export const aiTurnEffect: Effect = (store) =>
  onChange(store, (now, before) => {
    if (now.game !== before.game || now.replay !== before.replay || now.ai !== before.ai) now.ai.drive();
  });

/** The lesson's step follows the game and the selection; its opponent answers. The game the page opens with may be a lesson's, reloaded. */
export const lessonEffect: Effect = (store) => {
  const stop = onChange(store, (now, before) => {
    if (
      now.game.initial !== before.game.initial ||
      (now.tutorial.initial !== null &&
        (now.game !== before.game || now.ui !== before.ui || now.tutorial !== before.tutorial))
    )
      now.tutorial.follow();
  });
  store.getState().tutorial.follow();
  return stop;
};

/**
 * A unit that can only stay stays by itself (restStay.ts), after a new action or a "the rest stay"
 * order, never after an undo (the player could not undo past it), in a replay or a halted game.
 */
export const autoStayEffect: Effect = (store) =>
  onChange(store, (now, before) => {
    if (now.replay.index !== null || now.game.fault) return;
    if (now.game.actions.length <= before.game.actions.length && now.stay === before.stay) return;
    const game = now.game.game;
    const team = game.phase === 'ended' ? null : game.active;
    // Online, only the browser of the team to decide plays its stays (the other's are theirs).
    const session = now.online.session;
    if (session && onlineRefusal(game, session)) return;
    const action = autoStay(game, now.game.players, orderOf(now.stay, team), now.ui.settings.autoStay);
    if (action) queueMicrotask(() => store.getState().game.game === game && store.getState().game.dispatch(action));
  });

/** The screen follows the address when the player types a hash or goes back (route.ts). */
export const routeEffect: Effect = (store) => {
  const follow = () => store.setState((s) => ({ ui: { ...s.ui, route: parseRoute(location.hash) } }));
  window.addEventListener('hashchange', follow);
  window.addEventListener('popstate', follow);
  return () => {
    window.removeEventListener('hashchange', follow);
    window.removeEventListener('popstate', follow);
  };
};

/** The address follows the online game (`?join=CODE`, docs/online.md), so a reload comes back to it. */
export const onlineAddressEffect: Effect = (store) =>
  store.subscribe((now, before) => {
    const id = now.online.session?.gameId ?? null;
    if (id === (before.online.session?.gameId ?? null)) return;
    const search = withJoin(location.search, id);
    if (search !== location.search) history.replaceState(null, '', `${location.pathname}${search}${location.hash}`);
  });

/**
 * Another tab on the same saved game is noticed and told (docs/playing.md, "Undo, saving and replays").
 * It starts once the page's own start is done, so it announces the game the page settles on (a
 * `?seed=` address begins a new one), never the game it opened with for a moment.
 */
const otherTabsEffect: Effect = (store) => {
  let stop: (() => void) | null = null;
  let removed = false;
  queueMicrotask(() => {
    if (!removed) stop = watchTabs(store);
  });
  return () => {
    removed = true;
    stop?.();
  };
};

/** The effects every store that plays a game has, in this order (as one listener ran them before). */
const GAME_EFFECTS: readonly Effect[] = [aiTurnEffect, lessonEffect, autoStayEffect];
/** The page's own: its address and its tabs. */
const PAGE_EFFECTS: readonly Effect[] = [routeEffect, onlineAddressEffect, otherTabsEffect];

function installAll(store: AppStore, effects: readonly Effect[]): () => void {
  const removers = effects.map((effect) => effect(store));
  return () => {
    for (const remove of removers) remove();
  };
}

/** The game's effects on `store` (a test's, the replay's or a spectator's store as well as the page's). */
export function installGameEffects(store: AppStore): () => void {
  return installAll(store, GAME_EFFECTS);
}

/** Every effect of the page's store: the game's, then the address's and the other tabs'. Called once, from main.tsx. */
export function installEffects(store: AppStore): () => void {
  return installAll(store, [...GAME_EFFECTS, ...PAGE_EFFECTS]);
}
