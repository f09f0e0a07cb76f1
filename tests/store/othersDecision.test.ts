// While another side decides (the AI, or the other seat of an online game), the map offers no
// orders: no reach, no route, no target for any unit (R4.2: each team decides for its own units).
// A unit may still be selected and its card read.
import { describe, expect, it } from 'vitest';
import { awaiting, hexKey, type GameState } from '../../src/engine';
import { browserDeps } from '../../src/store/appStore';
import { commandsFor } from '../../src/store/commands/commands';
import { decidesHere, hexIntents } from '../../src/store/view/hexIntents';
import { overlayFor } from '../../src/store/view/overlay';
import { aiSeat, HUMAN, HUMANS, type Players } from '../../src/store/game/players';
import { overlayInputFor } from '../../src/store/view/replay';
import { gameStore } from './fixtures';

/** The store the page makes (main.tsx), with this test run's storage. */
const appStore = gameStore(browserDeps());
const { clickHex } = commandsFor(appStore);

const player = (team: 0 | 1) => ({ role: { kind: 'player' as const, team }, started: true });

/** A quick game in the store, waiting for a team to activate a unit, with the players given for the team that decides. */
function quickGame(seed: string, deciding: (team: 0 | 1) => Players) {
  appStore.getState().startGame({ kind: 'quick', seed, field: null });
  const game = appStore.getState().game.game;
  const d = awaiting(game);
  if (d.kind !== 'activate') throw new Error(`the quick game opens on ${d.kind}`);
  appStore.getState().startGame({
    kind: 'replayed',
    history: { initial: game, opening: [], game, actions: [], steps: [] },
    players: deciding(d.team),
  });
  return { game: appStore.getState().game.game, d };
}

/** A unit of the deciding team, the hex it could move to, and the overlay as the map draws it with that hex under the pointer. */
function shown(game: GameState, unit: string) {
  const s = appStore.getState();
  const moves = hexIntents({ game, selected: unit, intent: s.ui.intent, decidesHere: true });
  const [key, intent] = [...moves].find(([, it]) => it.kind === 'act' && it.action.type === 'move')!;
  const hex = (intent.kind === 'act' && intent.action.type === 'move' ? intent.action.path.at(-1) : null)!;
  expect(hexKey(hex)).toBe(key);
  const overlay = overlayFor(overlayInputFor(game, { ...s.ui, selected: unit, hover: hex }, false, decidesHere(s)));
  return { hex, overlay };
}

describe('who decides at this screen (decidesHere)', () => {
  const game = appStore.getState().game.game;
  const team = awaiting(game).team as 0 | 1;
  const other = (1 - team) as 0 | 1;
  const base = { game: { game, players: HUMANS }, online: { session: null }, replay: { index: null } };

  it('two people at one screen: the screen decides; in a replay it does not', () => {
    expect(decidesHere(base)).toBe(true);
    expect(decidesHere({ ...base, replay: { index: 0 } })).toBe(false);
  });

  it('against the AI: not while the AI plays the deciding side', () => {
    const ai: Players = team === 0 ? [aiSeat('easy'), HUMAN] : [HUMAN, aiSeat('easy')];
    expect(decidesHere({ ...base, game: { game, players: ai } })).toBe(false);
    expect(
      decidesHere({ ...base, game: { game, players: team === 0 ? [HUMAN, aiSeat('easy')] : [aiSeat('easy'), HUMAN] } }),
    ).toBe(true);
  });

  it('online: only the seat of the deciding team, once the game has begun; never a spectator', () => {
    expect(decidesHere({ ...base, online: { session: player(team) } })).toBe(true);
    expect(decidesHere({ ...base, online: { session: player(other) } })).toBe(false);
    expect(decidesHere({ ...base, online: { session: { ...player(team), started: false } } })).toBe(false);
    expect(decidesHere({ ...base, online: { session: { role: { kind: 'spectator' as const }, started: true } } })).toBe(
      false,
    );
  });
});

describe('the overlay and the clicks while another side decides', () => {
  it("hot-seat (control): the deciding side's unit shows its reach and the route to the hovered hex", () => {
    const { game, d } = quickGame('others-decide', () => HUMANS);
    const { overlay } = shown(game, d.units[0]);
    expect(overlay.marks.some((m) => m.kind === 'reach' || m.kind === 'reachRoll')).toBe(true);
    expect(overlay.route).not.toBeNull();
  });

  it('against the AI while it decides: its unit can be selected, but shows no reach, no route, and a click moves nothing', () => {
    const { game, d } = quickGame('others-decide', (team) =>
      team === 0 ? [aiSeat('easy'), HUMAN] : [HUMAN, aiSeat('easy')],
    );
    const unit = d.units[0];
    clickHex(game.units[unit].at!);
    expect(appStore.getState().ui.selected, "the AI's unit is selected, its card shown").toBe(unit);
    const { hex, overlay } = shown(game, unit);
    expect(overlay.intents.size).toBe(0);
    expect(overlay.marks.filter((m) => m.kind === 'reach' || m.kind === 'reachRoll' || m.kind === 'target')).toEqual(
      [],
    );
    expect(overlay.route).toBeNull();
    clickHex(hex);
    expect(appStore.getState().game.actions).toHaveLength(0);
    expect(appStore.getState().game.lastError, 'a click is not an order, so nothing is refused').toBeNull();
  });

  it('online, the other seat deciding: the same (the overlay reads decidesHere)', () => {
    const { game, d } = quickGame('others-decide', () => HUMANS);
    const s = appStore.getState();
    const theirs = decidesHere({ ...s, online: { session: player((1 - d.team) as 0 | 1) } });
    expect(theirs).toBe(false);
    const overlay = overlayFor(overlayInputFor(game, { ...s.ui, selected: d.units[0] }, false, theirs));
    expect(overlay.intents.size).toBe(0);
    expect(overlay.marks.filter((m) => m.kind === 'reach' || m.kind === 'reachRoll')).toEqual([]);
  });
});
