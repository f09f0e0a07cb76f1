// Two tabs on one game (docs/playing.md, "Undo, saving and replays"). A tab says which saved game it plays on a
// BroadcastChannel, and the others answer when they play the same one, so both say "open in
// another tab"; a save by another tab arrives as a storage event, and a newer revision of this
// tab's game becomes the records slice's conflict (the banner offers to load the newer position
// or keep this one as a copy; persistence.ts refuses to write over it meanwhile).
import type { AppStore } from '../appStore';
import { SAVE_PREFIX, storedRevision } from '../files/persistence';

const CHANNEL = 'aam-reloaded.tabs';

type Message = { kind: 'here' | 'answer' | 'gone'; tab: string; game: string };

function isMessage(v: unknown): v is Message {
  const m = v as Message;
  return (
    typeof m === 'object' &&
    m !== null &&
    ['here', 'answer', 'gone'].includes(m.kind) &&
    typeof m.tab === 'string' &&
    typeof m.game === 'string'
  );
}

/** The channel and the window a tab listens on (tests pass fakes). */
export interface TabWorld {
  channel: Pick<BroadcastChannel, 'postMessage' | 'close'> & { onmessage: ((e: MessageEvent) => void) | null };
  onStorage(listener: (key: string | null, newValue: string | null) => void): void;
  onLeave(listener: () => void): void;
}

function browserTabWorld(): TabWorld | null {
  if (typeof BroadcastChannel === 'undefined' || typeof window === 'undefined') return null;
  return {
    channel: new BroadcastChannel(CHANNEL),
    onStorage: (listener) => window.addEventListener('storage', (e) => listener(e.key, e.newValue)),
    onLeave: (listener) => window.addEventListener('pagehide', listener),
  };
}

/** Starts watching the other tabs for this store; the tab's id is random, the game is its slot. The answer stops watching. */
export function watchTabs(
  store: AppStore,
  world: TabWorld | null = browserTabWorld(),
  tab = Math.random().toString(36).slice(2),
): () => void {
  if (!world) return () => {};
  // The other tabs on this tab's game, by their id.
  const others = new Set<string>();
  let game = store.getState().records.slot.id;
  const post = (kind: Message['kind'], id = game) =>
    world.channel.postMessage({ kind, tab, game: id } satisfies Message);
  const count = () => store.getState().records.setOtherTabs(others.size);
  world.channel.onmessage = (e) => {
    const m: unknown = e.data;
    if (!isMessage(m) || m.tab === tab) return;
    if (m.kind === 'gone' || m.game !== game) others.delete(m.tab);
    else others.add(m.tab);
    // A tab that just opened this game hears from the ones already on it.
    if (m.kind === 'here' && m.game === game) post('answer');
    count();
  };
  post('here');
  // After the change that started another game, never inside its listeners: a store change made
  // there reaches the listeners after this one out of order (the map would fit the old battlefield).
  const follow = () => {
    const { slot, otherTabs } = store.getState().records;
    if (slot.id === game) {
      // A new game in the same slot (the newer position loaded) resets the count: set it again.
      if (otherTabs !== others.size) count();
      return;
    }
    post('gone');
    game = slot.id;
    others.clear();
    post('here');
    count();
  };
  const unsubscribe = store.subscribe((now, before) => {
    if (now.records.slot.id !== game || (now.records.otherTabs !== others.size && now.records !== before.records))
      queueMicrotask(follow);
  });
  world.onStorage((key, value) => {
    // A deleted entry is no newer position: this tab's next save writes the game there again.
    if (key?.startsWith(SAVE_PREFIX) && value !== null)
      store.getState().records.storedElsewhere(key.slice(SAVE_PREFIX.length), storedRevision(value));
  });
  world.onLeave(() => post('gone'));
  return () => {
    unsubscribe();
    post('gone');
    world.channel.close();
  };
}
