// The online slice (docs/online.md): this browser's place in an online game and its line to the game
// server. It creates a game, joins one (as a player or a spectator), sends the army list when
// ready, sends a person's actions (the game slice hands them over instead of applying them), asks
// and answers undo, and applies what the server says into the game's history: `game:started`
// begins the game in place of the one shown (the store's `beginOnline`, never saved in the
// browser's saved games: the server keeps it), `game:step` appends a step, `game:undone` cuts the
// history back, `game:over` replays it from the revealed seed so the replay and the game file work
// as in a hot-seat game, and its dice can be verified against the commitment this browser saw at
// the start (docs/online.md "Provably fair dice"). A reload or a dropped line joins again with the
// kept seat token and takes the server's snapshot. The line (onlineConnection.ts) is opened on
// first use only, so a hot-seat game never opens one.
import type { Action, ArmyList, GameEvent, TeamId } from '../../engine';
import {
  PROTOCOL_VERSION,
  type DiceCommitment,
  type GameSnapshot,
  type HiddenState,
  type OnlineGameOptions,
  type OpenGameSummary,
  type Role,
  type SeatView,
} from '../../net/protocol';
import { newContribution, type OwnContribution, pledgeOf } from '../../net/fairDice';
import type { History } from '../game/history';
import {
  checkDice,
  contributionMissing,
  diceFirstSeen,
  withContributions,
  historyOfSnapshot,
  myTeam,
  onlineUndoRefusal,
  peerAfter,
  revealedHistory,
  undoneTo,
  withStep,
  type OnlineSession,
} from '../online/online';
import type { Answer, LineStatus, OnlineConnection, ServerEvent } from '../online/onlineConnection';
import { keepSeat, keptSeat, keptSeats, type KeptSeat } from '../online/onlineSeats';
import type { SetSlice } from './types';

export interface OnlineSlice {
  /** The online game this browser is in (waiting for the armies, or playing), or null for a game at this screen. */
  session: OnlineSession | null;
  /** The line to the server; null until it is first opened. */
  line: LineStatus | null;
  /** A request (creating, joining, an army list) waits for the server's answer; an action in flight is `settled`'s. */
  busy: boolean;
  /** The game being joined (a reload, a link, Resume) until its snapshot arrives: the page covers the game shown before. */
  joining: string | null;
  /** The last refusal or problem to show (the server's reason, or the line down). */
  message: string | null;
  /** This browser's open online games (`games:mine`), for the start screen; null until asked. */
  mine: OpenGameSummary[] | null;
  /** Wires the line in: main.tsx gives socket.io's, tests a fake server. Opened at the first request. */
  connect(open: () => OnlineConnection, storage: SeatStorage | null): void;
  /** Creates a game with the host's options and army list; answers the refusal in words, or null. */
  create(options: OnlineGameOptions, list: ArmyList): Promise<string | null>;
  /** Joins a game by its code: the kept seat, else a free seat (`sit`), else to watch. */
  join(gameId: string, sit?: boolean): Promise<string | null>;
  /** Sends this seat's army list (R1, checked by the server). */
  ready(list: ArmyList): Promise<string | null>;
  /** Sends a person's action (the game slice checked it with the local engine); false, and the message says why, while another is on its way or the game is being joined. */
  send(action: Action): boolean;
  /** Resolves once the action sent last is answered and, if accepted, applied (fire all, one model after another). */
  settled(): Promise<void>;
  /** Asks the other player to take back the last action (the hot-seat undo rule); the refusal in words, or null when asked. */
  askUndo(): string | null;
  answerUndo(accept: boolean): void;
  /** "Verify the dice" of a finished online game: the answer goes to the session's `diceCheck`. */
  verifyDice(): void;
  listMine(): Promise<void>;
  /** Leaves the online game for a game at this screen (the seat stays kept, to come back). */
  leave(): void;
  clearMessage(): void;
}

type SeatStorage = Parameters<typeof keptSeats>[0];

/** What the online slice reads and changes of the store, by shape (no slice imports the store). */
export interface OnlineDeps {
  get(): { online: OnlineSlice; game: History & { lastEvents: GameEvent[] }; replay: { index: number | null } };
  /** The game begins in place of the one shown, every slice of a game reset, with this session; not saved in the browser. */
  begin(
    start: Pick<History, 'initial' | 'opening' | 'game' | 'actions' | 'steps'> & { lastEvents: GameEvent[] },
    session: OnlineSession,
  ): void;
  /** Writes the game slice's history (a step, an undo, the replayable game at the end). */
  setGame(patch: Partial<History> & { lastEvents?: GameEvent[] }): void;
}

export const ONLINE_RESET: Pick<OnlineSlice, 'session' | 'busy' | 'message' | 'joining'> = {
  session: null,
  busy: false,
  message: null,
  joining: null,
};

/** Whether the server's steps are the page's actions, one for one (actions are plain JSON). */
function sameActions(steps: GameSnapshot['steps'], actions: readonly Action[]): boolean {
  return (
    steps.length === actions.length &&
    steps.every((step, i) => JSON.stringify(step.action) === JSON.stringify(actions[i]))
  );
}

/** Why an action is not sent while the last one's step is not back (a double click, a key pressed at once). */
const ON_ITS_WAY = 'Your last order is still on its way to the server: wait for it, then try again.';
/** This browser's storage refused the seat's token: the page plays on, a reload would only watch. */
const SEAT_NOT_KEPT =
  'This browser could not keep your seat (its storage is full or blocked): play on in this page; a reload would open the game to watch, not to play.';
/** The refusals of a reveal that a later try may not meet (docs/online.md "Provably fair dice"). */
const RETRIED = new Set(['OFFLINE', 'UNAVAILABLE', 'FLOOD']);
/** Why a seat's page does not reveal its contribution to the dice key: its seat pledged another (docs/online.md). */
const PLEDGED_ELSEWHERE =
  "This browser's part of the dice key is not the one its seat pledged with its army (another browser, or a write this browser's storage refused, chose it): the game starts once the browser that sent this seat's army adds it.";
/** Why an action is not sent while the page takes the server's position again (a reconnection, a stale order). */
const CATCHING_UP = 'The page is catching up with the game on the server: try again in a moment.';

function reason(a: Answer<unknown>): string {
  return a.ok ? '' : a.error.rule ? `${a.error.message} (${a.error.rule})` : a.error.message;
}

export function onlineSlice(set: SetSlice<OnlineSlice>, deps: OnlineDeps): OnlineSlice {
  let open: (() => OnlineConnection) | null = null;
  let line: OnlineConnection | null = null;
  let storage: SeatStorage | null = null;
  /** The seat token of the game in session (never in the store's state: panels and tests read the state). */
  let token: string | null = null;
  /** The length the game must reach for the action in flight to be applied, and who waits for it. */
  let sentAt: number | null = null;
  let waiters: (() => void)[] = [];

  /**
   * The seats this page took, held here too: a storage that refuses them (full, blocked) then
   * loses the seat at a reload only, never while the page is open (a rejoin after a dropped line).
   */
  const seatsHere = new Map<string, KeptSeat>();
  const keep = (seat: KeptSeat): void => {
    seatsHere.set(seat.gameId, seat);
    keepSeat(storage, seat);
  };
  /**
   * The seat this browser keeps for a game: the stored copy's fields, and this page's where the
   * stored copy has none (a storage that stopped taking writes, or another tab's older copy).
   */
  const seatKept = (gameId: string): KeptSeat | null => {
    const stored = keptSeat(storage, gameId);
    const here = seatsHere.get(gameId);
    if (!here || !stored) return stored ?? here ?? null;
    // Another seat's copy (another tab took it with another token) is not this page's.
    return here.token === stored.token ? { ...here, ...stored } : here;
  };
  /**
   * This seat's contribution to the dice key (docs/online.md "Provably fair dice"): the one kept
   * with the seat (drawn when the seat was taken), else a new one, kept with it so every list the
   * seat sends pledges the same.
   */
  const contributionOf = (s: OnlineSession): string => {
    const own = ownContribution(s.gameId);
    if (own) return own.contribution;
    const contribution = newContribution();
    const seat = seatKept(s.gameId);
    if (seat) keep({ ...seat, contribution });
    else if (token && s.role.kind === 'player') keep({ gameId: s.gameId, token, team: s.role.team, contribution });
    return contribution;
  };
  /** The seat, contribution and other seat's pledge this browser kept for a game. */
  const ownContribution = (gameId: string): OwnContribution | undefined => {
    const seat = seatKept(gameId);
    if (!seat?.contribution) return undefined;
    return {
      team: seat.team,
      contribution: seat.contribution,
      ...(seat.theirPledge ? { theirPledge: seat.theirPledge } : {}),
    };
  };
  /** Games whose contribution is on its way to the server (`revealIfDue`), and the wait before trying again. */
  const revealing = new Set<string>();
  const revealRetry = new Map<string, number>();
  /** Games whose seat shows another pledge than this browser's contribution's, already told. */
  const pledgeMismatchTold = new Set<string>();
  /**
   * Reveals this seat's contribution to the dice key once both seats have pledged theirs
   * (docs/online.md "Provably fair dice"), keeping first the other's pledge as shown now: the
   * other's contribution is checked against it, so neither the other player nor the server can
   * choose it after seeing this one. Only the contribution this seat pledged is revealed. A reveal
   * that fails (the line, the server's storage) is tried again, later each time, up to 8 s apart.
   */
  const revealIfDue = (): void => {
    const s = session();
    if (!s || s.started || s.role.kind !== 'player' || !token || !line || revealing.has(s.gameId)) return;
    const [mine, theirs] = [s.seats[s.role.team], s.seats[s.role.team === 0 ? 1 : 0]];
    if (!mine.pledge || !theirs.pledge || mine.revealed) return;
    const gameId = s.gameId;
    const own = ownContribution(gameId);
    if (!own || pledgeOf(own.contribution) !== mine.pledge) {
      if (!pledgeMismatchTold.has(gameId)) set({ message: PLEDGED_ELSEWHERE });
      pledgeMismatchTold.add(gameId);
      return;
    }
    if (!own.theirPledge) {
      const seat = seatKept(gameId);
      if (seat) keep({ ...seat, theirPledge: theirs.pledge });
    }
    revealing.add(gameId);
    void line.request('game:reveal', { gameId, token, contribution: own.contribution }).then((a) => {
      revealing.delete(gameId);
      if (a.ok) {
        revealRetry.delete(gameId);
        if (session()?.gameId === gameId && !session()?.started) onSeats(a.value.seats);
        return;
      }
      set({ message: reason(a) });
      // Tried again only when it may pass later: the line, the server's storage, its rate.
      if (!RETRIED.has(a.error.code)) return;
      const wait = Math.min((revealRetry.get(gameId) ?? 125) * 2, 8000);
      revealRetry.set(gameId, wait);
      setTimeout(() => {
        if (session()?.gameId === gameId) revealIfDue();
      }, wait);
    });
  };
  const warnIfNotKept = (gameId: string): void => {
    if (!keptSeat(storage, gameId)) set({ message: SEAT_NOT_KEPT });
  };
  const session = () => deps.get().online.session;
  const setSession = (patch: Partial<OnlineSession>) =>
    set((o) => (o.session ? { session: { ...o.session, ...patch } } : {}));

  const release = () => {
    if (sentAt !== null && deps.get().game.actions.length <= sentAt) return;
    sentAt = null;
    // The order on its way is in: a click refused meanwhile may be given again.
    if (deps.get().online.message === ON_ITS_WAY) set({ message: null });
    const w = waiters;
    waiters = [];
    for (const f of w) f();
  };

  const onSeats = (seats: [SeatView, SeatView]) => {
    const s = session();
    if (!s) return;
    setSession({ seats, peer: peerAfter(s.peer, seats, myTeam(s), s.started) });
    revealIfDue();
  };

  /** Starts the game (or catches up with it) from a snapshot or `game:started`, its `dice` the commitment as first seen. */
  const startFrom = (snapshot: GameSnapshot & { state: HiddenState }, role: Role) => {
    const history = historyOfSnapshot(snapshot);
    const team = role.kind === 'player' ? role.team : null;
    const session: OnlineSession = {
      gameId: snapshot.gameId,
      role,
      options: snapshot.options,
      seats: snapshot.seats,
      started: true,
      undoAsked: snapshot.undoAsked,
      revealed: snapshot.revealed,
      dice: snapshot.dice,
      diceCheck: null,
      diceWarning: role.kind === 'player' ? contributionMissing(snapshot.dice, ownContribution(snapshot.gameId)) : null,
      peer: peerAfter('away', snapshot.seats, team, true),
    };
    deps.begin({ ...history, lastEvents: history.steps.length === 0 ? snapshot.opening : [] }, session);
  };

  const handle = (e: ServerEvent) => {
    const s = session();
    if (!s || e.msg.gameId !== s.gameId) return;
    switch (e.event) {
      case 'game:seats':
        return onSeats(e.msg.seats);
      case 'game:started':
        // The commitment seen when this page joined stands; the server's is the same for a fair game.
        return startFrom(
          {
            gameId: s.gameId,
            options: s.options,
            seats: e.msg.seats,
            state: e.msg.state,
            opening: e.msg.opening,
            steps: [],
            dice: withContributions(s.dice, e.msg.dice),
            revealed: null,
            undoAsked: null,
          },
          s.role,
        );
      case 'game:step': {
        const { game } = deps.get();
        // A step the page has (sent twice by a reconnection) or one out of order: the snapshot tells.
        if (e.msg.step.index !== game.actions.length) {
          if (e.msg.step.index > game.actions.length) void rejoin();
          return;
        }
        deps.setGame(withStep(game, e.msg.step, e.msg.state));
        if (s.undoAsked) setSession({ undoAsked: null });
        release();
        return;
      }
      case 'game:undo-asked':
        return setSession({ undoAsked: { by: e.msg.by, length: e.msg.length } });
      case 'game:undone':
        if ('refused' in e.msg) {
          setSession({ undoAsked: null });
          if (s.undoAsked?.by === myTeam(s)) set({ message: 'The other player refused to take back the last action.' });
          return;
        }
        deps.setGame({ ...undoneTo(deps.get().game, e.msg.length, e.msg.state), lastEvents: [] });
        setSession({ undoAsked: null });
        return;
      case 'game:over': {
        setSession({ revealed: e.msg.revealed });
        // The seed is revealed: the game replays from its real initial state, as a hot-seat one.
        const full = revealedHistory(deps.get().game, e.msg.revealed);
        if (full) deps.setGame({ initial: full.initial, game: full.game, steps: full.steps, actions: full.actions });
        return;
      }
    }
  };

  /** The line, opened at the first request. */
  const connection = (): OnlineConnection | null => {
    if (line || !open) return line;
    line = open();
    set({ line: 'connecting' });
    line.listen(handle);
    line.onStatus((status, reconnected, refused) => {
      // A connection the server refused: its reason (too many connections from this address, or
      // an address cut off for flooding) in place of a bare "connection lost".
      set(refused ? { line: status, message: refused.message } : { line: status });
      if (status === 'connected' && reconnected) void rejoin();
    });
    return line;
  };

  /** Takes the snapshot after a reload, a reconnection or a step missed. */
  const rejoin = async () => {
    const s = session();
    if (s) await joinGame(s.gameId, false);
  };

  const joinGame = async (gameId: string, sit: boolean): Promise<string | null> => {
    const c = connection();
    if (!c) return 'Online play needs the game server: start the page with npm run dev (or npm run serve).';
    const kept = seatKept(gameId);
    set({ busy: true, message: null, joining: gameId });
    const a = await c.request('game:join', {
      version: PROTOCOL_VERSION,
      gameId,
      ...(kept ? { token: kept.token } : {}),
      sit: sit && !kept,
    });
    set({ busy: false });
    // Left meanwhile (a new game at this screen, or another online game opened): the answer is stale.
    if (deps.get().online.joining !== gameId) return null;
    if (!a.ok) {
      set({ message: reason(a), joining: null });
      return reason(a);
    }
    const { role, snapshot } = a.value;
    const before = session();
    // The commitment as this page or this browser first saw it: the dice are checked against that one.
    const dice: DiceCommitment =
      before?.gameId === gameId
        ? withContributions(before.dice, snapshot.dice)
        : diceFirstSeen(kept?.commitment, snapshot.dice);
    const commitment = dice.kind === 'keyed' ? { commitment: dice.commitment } : {};
    if (role.kind === 'player' && (a.value.token || (kept && !kept.commitment && dice.kind === 'keyed'))) {
      // A seat just taken draws its contribution to the dice key at once, kept in the same write
      // as its token: a browser that keeps the token keeps the contribution its seat will pledge.
      const contribution = a.value.token && !kept?.contribution ? { contribution: newContribution() } : {};
      keep({ ...kept, gameId, token: a.value.token ?? kept!.token, team: role.team, ...commitment, ...contribution });
    }
    token = role.kind === 'player' ? (a.value.token ?? kept?.token ?? null) : null;
    const state = snapshot.state;
    if (state) {
      const { game } = deps.get();
      // A reconnection that missed nothing keeps the history the page built (the states it saw).
      // The same number of actions is not enough: an undo and another action in its place,
      // both missed, leave the count as it was.
      if (
        before?.started &&
        before.gameId === gameId &&
        sameActions(snapshot.steps, game.actions) &&
        !snapshot.revealed === !before.revealed
      ) {
        setSession({
          seats: snapshot.seats,
          undoAsked: snapshot.undoAsked,
          peer: peerAfter(before.peer, snapshot.seats, myTeam(before), true),
        });
      } else startFrom({ ...snapshot, state, dice }, role);
    } else {
      const team = role.kind === 'player' ? role.team : null;
      set({
        session: {
          gameId,
          role,
          options: snapshot.options,
          seats: snapshot.seats,
          started: false,
          undoAsked: null,
          revealed: null,
          dice,
          diceCheck: null,
          diceWarning: null,
          peer: peerAfter('away', snapshot.seats, team),
        },
      });
      revealIfDue();
    }
    release();
    set({ joining: null, ...(deps.get().online.message === CATCHING_UP ? { message: null } : {}) });
    if (role.kind === 'player') warnIfNotKept(gameId);
    return null;
  };

  /** This browser's online games (by the seat tokens it keeps), as the server has them now. */
  const listMine = async (): Promise<void> => {
    const seats = keptSeats(storage);
    if (seats.length === 0) return set({ mine: [] });
    const c = connection();
    if (!c) return;
    const a = await c.request('games:mine', { seats: seats.map(({ gameId, token: t }) => ({ gameId, token: t })) });
    if (a.ok) set({ mine: a.value.games });
    else set({ message: reason(a) });
  };

  return {
    ...ONLINE_RESET,
    line: null,
    mine: null,
    connect(o, s) {
      open = o;
      storage = s;
    },
    async create(options, list) {
      const c = connection();
      if (!c) return 'Online play needs the game server: start the page with npm run dev (or npm run serve).';
      set({ busy: true, message: null });
      const a = await c.request('game:create', { version: PROTOCOL_VERSION, options });
      set({ busy: false });
      if (!a.ok) {
        set({ message: reason(a) });
        return reason(a);
      }
      // The commitment comes with the game's code, before any die is rolled: it is kept with the seat.
      const dice = a.value.dice;
      keep({
        gameId: a.value.gameId,
        token: a.value.token,
        team: a.value.team,
        ...(dice.kind === 'keyed' ? { commitment: dice.commitment } : {}),
        contribution: newContribution(),
      });
      const joined = await joinGame(a.value.gameId, false);
      // Left before it opened (another game begun meanwhile): nothing more to send.
      if (session()?.gameId !== a.value.gameId) return joined;
      const refused = joined ?? (await deps.get().online.ready(list));
      if (!refused) warnIfNotKept(a.value.gameId);
      return refused;
    },
    join: (gameId, sit = true) => joinGame(gameId.trim().toUpperCase(), sit),
    async ready(list) {
      const s = session();
      const c = connection();
      if (!s || !c || !token) return 'Only a seated player sends an army list.';
      set({ busy: true, message: null });
      const a = await c.request('game:ready', { gameId: s.gameId, token, list, pledge: pledgeOf(contributionOf(s)) });
      set({ busy: false });
      if (!a.ok) {
        set({ message: reason(a) });
        return reason(a);
      }
      onSeats(a.value.seats);
      return null;
    },
    send(action) {
      const s = session();
      const c = connection();
      const app = deps.get();
      if (!s || !c || !token) return false;
      // One order at a time, each chosen on the position the server has: the next waits for the
      // step of the one on its way (not for its acknowledgement, which may come a moment after the
      // step: an order given in between, by the player, a unit that can only stay or "fire all",
      // is the next one, and goes).
      if (sentAt !== null || app.online.joining !== null) {
        set({ message: sentAt !== null ? ON_ITS_WAY : CATCHING_UP });
        return false;
      }
      const index = app.game.actions.length;
      sentAt = index;
      set({ message: null });
      void c.request('game:act', { gameId: s.gameId, token, index, action }).then((a) => {
        // No answer in time, though its step came back: the order is in.
        const applied = deps.get().game.actions[index];
        if (!a.ok && JSON.stringify(applied) !== JSON.stringify(action)) {
          set({ message: reason(a) });
          if (sentAt === index) sentAt = null;
          // STALE: the page was behind; the snapshot brings it up to date.
          if (a.error.code === 'STALE') void rejoin();
        }
        release();
      });
      return true;
    },
    settled() {
      if (sentAt === null) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    askUndo() {
      const app = deps.get();
      const s = app.online.session;
      const c = connection();
      if (!s) return 'Not in an online game.';
      if (app.replay.index !== null)
        return 'Leave the replay first: undo takes back the last action of the game, not of the replay.';
      const refused = onlineUndoRefusal(app.game, s);
      if (refused) return refused;
      if (!c || !token) return 'This browser holds no seat in this game.';
      const team = myTeam(s) as TeamId;
      setSession({ undoAsked: { by: team, length: app.game.actions.length - 1 } });
      void c.request('game:undo-ask', { gameId: s.gameId, token, index: app.game.actions.length }).then((a) => {
        if (!a.ok) {
          setSession({ undoAsked: null });
          set({ message: reason(a) });
        }
      });
      return null;
    },
    answerUndo(accept) {
      const s = session();
      const c = connection();
      if (!s || !c || !token || !s.undoAsked) return;
      void c.request('game:undo-answer', { gameId: s.gameId, token, accept }).then((a) => {
        if (!a.ok) set({ message: reason(a) });
        // The server tells the room (game:undone); the question is answered either way.
        else if (session()?.undoAsked) setSession({ undoAsked: null });
      });
    },
    verifyDice() {
      const s = session();
      if (!s) return;
      // A player's own contribution is looked for in the key; a spectator checks without one.
      const mine = s.role.kind === 'player' ? ownContribution(s.gameId) : undefined;
      setSession({ diceCheck: checkDice(s, deps.get().game, mine) });
    },
    listMine,
    leave() {
      token = null;
      sentAt = null;
      release();
      set({ ...ONLINE_RESET });
      // The reminder of this browser's games shows again: with the server's "your move" of now,
      // not as the games stood when the page opened (the one just left may have started).
      void listMine();
    },
    clearMessage: () => set({ message: null }),
  };
}
