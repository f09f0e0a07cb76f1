// The map's lit hexes and the clicks come from one source (store/view/hexIntents.ts): one intent per
// hex, built from the engine's legal actions and the selection. Over the lesson's positions and
// positions of random games, every offered action is accepted by applyAction, and no hex is lit
// as an offer without an intent (nor an intent left unlit).
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  awaiting,
  hexKey,
  legalActions,
  parseHexLabel,
  type Action,
  type GameState,
} from '../../src/engine';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import type { AppStore } from '../../src/store/appStore';
import { defaultWeapon } from '../../src/store/commands/commands';
import { OFFER_MARKS, overlayFor } from '../../src/store/view/overlay';
import { DEFAULT_INTENT, moveIntent, type Intent } from '../../src/store/slices/ui';
import { playRandomGame } from '../property/randomPlay';
import { gameStore } from './fixtures';

const F8 = parseHexLabel('F8')!;
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function lessonStore(): AppStore {
  const store = gameStore({ listStorage: null, catalog: CATALOG_BY_ID, now: () => new Date(0), resume: false });
  const r = store.getState().tutorial.start('first-battle');
  if (!r.ok) throw new Error('the lesson does not start');
  return store;
}

/** What a player may have in mind for a unit: moving (each kind of move the phase has), attacking, placing. */
function intentsToTry(game: GameState, legal: readonly Action[], unitId: string): Intent[] {
  const out: Intent[] = [DEFAULT_INTENT];
  const decision = awaiting(game);
  out.push({ kind: 'place', facing: decision.kind === 'deploy' ? decision.facing : 0 });
  const attacks = legal.filter((a) => a.type === 'attack' && a.unit === unitId);
  if (attacks.length > 0) out.push({ kind: 'attack', model: 'all', weapon: defaultWeapon(attacks), profile: null });
  if (game.phase === 'assault')
    for (const kind of ['aggression', 'strikeAndFade', 'relocate'] as const) out.push(moveIntent(game, kind));
  return out;
}

/**
 * The problems of the overlay for every unit on the map (or still to place) and every intent: an
 * offered action the engine refuses, an aim at an enemy no legal attack targets, a hex lit as an
 * offer without an intent, an intent not lit.
 */
function offerProblems(game: GameState, where: string, offered = new Set<string>()): string[] {
  const problems: string[] = [];
  const legal = legalActions(game);
  for (const id in game.units) {
    for (const intent of intentsToTry(game, legal, id)) {
      const { marks, intents } = overlayFor({ game, selected: id, hover: null, intent, showArcs: false });
      const at = `${where}, ${id} with ${JSON.stringify(intent)}`;
      for (const [key, it] of intents) {
        offered.add(it.kind === 'act' ? it.action.type : it.kind);
        let action: Action | null = null;
        if (it.kind === 'act') action = it.action;
        else if (it.kind === 'moveOnto') {
          action = it.route.board
            ? { type: 'embark', unit: id, carrier: it.route.board, path: it.route.path }
            : {
                type: 'move',
                unit: id,
                path: it.route.path,
                ...(intent.kind === 'move' && intent.moveKind ? { kind: intent.moveKind } : {}),
              };
        } else if (!legal.some((a) => a.type === 'attack' && a.unit === id && a.target === it.target))
          problems.push(`${at}: aims at ${it.target} in ${key}, which no legal attack targets`);
        if (action) {
          const r = applyAction(game, action);
          if (!r.ok)
            problems.push(
              `${at}: offers ${JSON.stringify(action)} in ${key}, refused: ${r.error.message} (${r.error.rule})`,
            );
        }
        if (!marks.some((m) => OFFER_MARKS.has(m.kind) && hexKey(m.hex) === key))
          problems.push(`${at}: the intent in ${key} is not lit`);
      }
      for (const m of marks)
        if (OFFER_MARKS.has(m.kind) && !intents.has(hexKey(m.hex)))
          problems.push(`${at}: ${hexKey(m.hex)} is lit (${m.kind}) with no intent`);
    }
  }
  return problems;
}

describe('the tutorial after its Defensive Fire step (R4.3: each unit is activated once a phase)', () => {
  it('lights no hex for the squad that already moved, and draws no route to one', async () => {
    const store = lessonStore();
    store.getState().ui.select('rifles');
    expect(store.getState().game.dispatch({ type: 'move', unit: 'rifles', path: [F8] })).toBe(true);
    await settle();
    expect(store.getState().game.dispatch({ type: 'defensiveFire', unit: 'sherman', at: 'to' })).toBe(true);
    await settle();
    const s = store.getState();
    expect(awaiting(s.game.game)).toMatchObject({ kind: 'activate', team: 0 });
    expect(s.ui.selected).toBe('rifles');
    const hover = parseHexLabel('F7')!;
    const overlay = overlayFor({ game: s.game.game, selected: 'rifles', hover, intent: s.ui.intent, showArcs: false });
    expect(overlay.marks.filter((m) => m.kind === 'reach' || m.kind === 'reachRoll')).toEqual([]);
    expect(overlay.route).toBeNull();
    expect(overlay.intents.size).toBe(0);
  });

  it('offers only what the engine accepts at every position of the lesson', async () => {
    const store = lessonStore();
    const problems: string[] = [];
    const check = (step: string) => problems.push(...offerProblems(store.getState().game.game, step));
    const play = async (action: Action) => {
      expect(store.getState().game.dispatch(action)).toBe(true);
      await settle();
    };
    check('start');
    await play({ type: 'move', unit: 'rifles', path: [F8] });
    check('Defensive Fire offered');
    await play({ type: 'defensiveFire', unit: 'sherman', at: 'to' });
    check('after Defensive Fire');
    await play({ type: 'hold', unit: 'sherman' });
    check('Assault Phase');
    await play({ type: 'attack', unit: 'sherman', model: 7, target: 'grenadiers' });
    check('after the attack');
    expect(problems).toEqual([]);
  });
});

describe('over positions of random games', () => {
  // Every 9th position of a few random games: the setup (markers, deployment, Scouts), both phases,
  // activations under way, decisions pending. A handful of games keeps it quick on 2 cores.
  const offered = new Set<string>();
  for (const seed of ['intents-1', 'intents-2', 'intents-3']) {
    it(`${seed}: every offered action is accepted, every lit offer has an intent`, () => {
      const problems: string[] = [];
      let n = 0;
      let checked = 0;
      playRandomGame(seed, {
        points: 100,
        policy: 'aggressive',
        check: (state) => {
          if (n++ % 9 !== 0 || problems.length > 0) return;
          checked++;
          problems.push(
            ...offerProblems(
              state,
              `position ${n - 1} (${state.phase}/${state.setupStep ?? ''}, turn ${state.turn})`,
              offered,
            ),
          );
        },
      });
      expect(problems).toEqual([]);
      expect(checked).toBeGreaterThan(10);
    });
  }

  it('the positions checked offered every kind of intent: markers, deployments, moves, aims, moves onto friends', () => {
    expect([...offered].sort()).toEqual(
      expect.arrayContaining(['aim', 'deploy', 'move', 'moveOnto', 'placeObjective']),
    );
  });
});
