// What a player's clicks and keys mean, turned into engine actions. Legality stays with the
// engine: a refused action comes back as the store's lastError, shown to the player.
import {
  actionsOfUnit,
  awaiting,
  defaultMoveKind,
  hexKey,
  hexLabel,
  rotate,
  unitHasFacing,
  unitName,
  whyNoAttack,
  whyNotReach,
  type Action,
  type GameState,
  type Hex,
  type MoveKind,
  type RuleError,
  type TeamId,
  type Unit,
  type WeaponChoice,
} from '../../engine';
import type { AppStore } from '../appStore';
import { useAppStoreApi } from '../context';
import { recordsCommands } from './recordsCommands';
import { sightCommands } from './sightCommands';
import { decidesHere, hexIntents, reachOf, type HexIntent } from '../view/hexIntents';
import { canAct, unitsAt } from '../view/selectors';
import { DEFAULT_INTENT, intendedMoveKind, type Intent, type MoveOnto } from '../slices/ui';

/** A key for the selected unit (H, Q, W, A) pressed with none selected: said, not silently ignored. */
const NOTHING_SELECTED: RuleError = {
  code: 'NO_ACTIVATION',
  rule: 'R4.2',
  message: 'Select a unit first: click it, or press N for the next one that can act.',
};

/** The `kind` field of a move or pivot: only a kind other than the plain move is written into the action. */
function kindField(game: GameState, intent: Intent): { kind?: MoveKind } {
  if (intent.kind !== 'move') return {};
  const kind = intendedMoveKind(game, intent);
  return kind === defaultMoveKind(game) ? {} : { kind };
}

/**
 * Why the unit cannot move to the empty hex `h` with the intent's move (engine whyNotReach: not its
 * turn, already activated, too far, terrain, R4.2-R5.6), or that the waypoints chosen lead
 * elsewhere; null when it can.
 */
function unreachable(game: GameState, unit: Unit, intent: Extract<Intent, { kind: 'move' }>, h: Hex): RuleError | null {
  const why = whyNotReach(game, unit.id, h, intendedMoveKind(game, intent));
  if (why || !intent.waypoints?.length) return why;
  const via = intent.waypoints.map(hexLabel).join(', ');
  return {
    code: 'NO_SPEED',
    rule: 'R5.2',
    message: `${unitName(game, unit)} cannot reach ${hexLabel(h)} by way of ${via} with the Speed it has left (Escape clears the waypoints)`,
  };
}

/** The move onto friends that a click on them put aside, while the unit can still make it. */
export function moveOntoOffered(game: GameState, moveOnto: MoveOnto | null): { unit: Unit; at: Hex } | null {
  const unit = moveOnto ? game.units[moveOnto.unit] : undefined;
  if (!moveOnto || !unit || unit.team !== awaiting(game).team) return null;
  return reachOf(game, unit, moveOnto.intent).has(hexKey(moveOnto.at)) ? { unit, at: moveOnto.at } : null;
}

/** The weapon an attack starts with: the first the engine offers (a Hull weapon or Crack Shot may be the only one). */
export function defaultWeapon(attacks: readonly Action[]): WeaponChoice {
  const first = attacks.find((a) => a.type === 'attack');
  return first && first.type === 'attack' ? (first.weapon ?? 'normal') : 'normal';
}

/** The commands of play (clicks and keys on the battlefield), acting on `store`. */
function playCommands(store: AppStore) {
  function dispatch(action: Action): boolean {
    return store.getState().game.dispatch(action);
  }

  /** Selects a unit in the hex: again and again cycles through them; the first pick prefers one that can act. */
  function selectIn(h: Hex): void {
    const {
      game: { game },
      ui: { selected, select },
    } = store.getState();
    const here = unitsAt(game, h);
    if (here.length === 0) {
      select(null);
      return;
    }
    const index = here.findIndex((u) => u.id === selected);
    if (index >= 0) select(here[(index + 1) % here.length].id);
    else select((here.find((u) => canAct(game, u.id)) ?? here[0]).id);
  }

  /**
   * docs/playing.md "Looking at the enemy": a hex of enemies only shows their card (each click the next one) and keeps
   * the unit of the deciding team that is selected, whatever the decision: a player looks at an
   * enemy during Defensive Fire or a reroll as well as while activating. False when it does not apply.
   */
  function inspectEnemiesAt(game: GameState, h: Hex, unit: Unit | undefined, team: TeamId | null): boolean {
    if (!unit || unit.team !== team) return false;
    const here = unitsAt(game, h);
    const enemies = here.filter((u) => u.team !== unit.team);
    if (enemies.length === 0 || enemies.length < here.length) return false;
    const { inspected, inspect } = store.getState().ui;
    const i = enemies.findIndex((u) => u.id === inspected);
    inspect(enemies[(i + 1) % enemies.length].id);
    return true;
  }

  /** A click that is not an order: the enemy looked at with the player's unit kept, else a unit selected in the hex. */
  function inspectOrSelect(game: GameState, h: Hex, unit: Unit | undefined, team: TeamId | null): void {
    if (!inspectEnemiesAt(game, h, unit, team)) selectIn(h);
  }

  /**
   * A click on a hex: the intent of the hex (hexIntents: what the map lights there, built from the
   * engine's legal actions) is dispatched as it is; a hex with none gives no order. Then the click
   * selects or looks at the units there, or, with an order in mind for the selected unit, says why
   * the engine refuses it (the unit stays selected; Escape deselects: docs/playing.md "How to play").
   * `shift`: while moving, the hex is added to the route as a waypoint instead (engine routesVia).
   */
  function clickHex(h: Hex, shift = false): void {
    const app = store.getState();
    const {
      game: { game },
      ui,
    } = app;
    const { selected, intent } = ui;
    const decides = decidesHere(app);
    const offered = hexIntents({ game, selected, intent, aimedAt: ui.aimedAt, decidesHere: decides }).get(hexKey(h));
    if (shift && intent.kind === 'move' && decides) {
      // A waypoint is a hex the route can reach (not a Transport to board, where the move ends).
      const route = offered && offered.kind !== 'aim' ? offered.route : undefined;
      if (route && !route.board) ui.setIntent({ ...intent, waypoints: [...(intent.waypoints ?? []), h] });
      return;
    }
    if (offered) return follow(offered, h, intent);
    const decision = awaiting(game);
    const unit = selected ? game.units[selected] : undefined;
    // Not this screen's decision (the AI's, the other online seat's): a click only looks (R4.2).
    if (!decides) return inspectOrSelect(game, h, unit, decision.team);
    switch (decision.kind) {
      case 'placeObjective':
        // Not a legal hex: the engine's refusal says why (R3.2).
        dispatch({ type: 'placeObjective', at: h });
        return;
      case 'placeSurvivors':
        dispatch({ type: 'placeSurvivors', at: h });
        return;
      case 'deploy':
        if (unit && unit.status === 'undeployed' && unit.team === decision.team) {
          // Not a hex the unit may be placed in: the engine's refusal says why (R3.3).
          const facing = intent.kind === 'place' && unitHasFacing(game, unit) ? { facing: intent.facing } : {};
          dispatch({ type: 'deploy', unit: unit.id, at: h, ...facing });
          return;
        }
        return inspectOrSelect(game, h, unit, decision.team);
      case 'activate':
      case 'activation':
      case 'scout':
        break;
      default:
        // A decision owed mid-resolution is answered in its panel: a click is no answer, so it
        // looks at an enemy or selects.
        return inspectOrSelect(game, h, unit, decision.team);
    }
    if (unit && unit.team === decision.team) {
      const here = unitsAt(game, h);
      if (
        intent.kind === 'place' &&
        game.phase === 'movement' &&
        (unit.status === 'reserve' || (unit.status === 'map' && !here.some((u) => u.id === unit.id)))
      ) {
        // R4.4, R8.1: not a hex it may arrive in: the engine's refusal says why.
        dispatch({ type: 'arrive', unit: unit.id, at: h });
        return;
      }
      const enemies = here.filter((u) => u.team !== unit.team);
      if (intent.kind === 'attack' && enemies.length > 0) {
        // An enemy it may not attack: aimed at, the attack panel says why (R6.1-R6.3).
        const i = enemies.findIndex((u) => u.id === ui.aimedAt);
        ui.aim(enemies[(i + 1) % enemies.length].id);
        return;
      }
      if (intent.kind === 'move' && here.length === 0) {
        const why = unreachable(game, unit, intent, h);
        if (why) {
          // The unit stays selected: the player sees why, and picks another hex or presses Escape.
          app.game.explain(why);
          return;
        }
      }
    }
    // Not an order: the unit the player was about to move or attack with stays selected.
    inspectOrSelect(game, h, unit, decision.team);
  }

  /** Does what the hex's intent says: the engine action, or the selection's next step. */
  function follow(offered: HexIntent, h: Hex, intent: Intent): void {
    const { ui } = store.getState();
    switch (offered.kind) {
      case 'aim':
        ui.aim(offered.target);
        return;
      case 'moveOnto': {
        // A click on friends selects them, as the help says; the move there (stacking R5.6,
        // boarding R4.6) waits for the decision panel's "Move … here", a gesture of its own.
        const mover = ui.selected!;
        ui.select(offered.select);
        ui.offerMoveOnto({ unit: mover, at: h, intent });
        return;
      }
      case 'act': {
        const done = dispatch(offered.action);
        if (!done) return;
        if (offered.action.type === 'deploy') selectNextToDeploy();
        // The route through the waypoints is taken (or stopped by Defensive Fire, R5.7): they are spent.
        if (offered.action.type === 'move') clearWaypoints();
      }
    }
  }

  /** Moves the unit to the hex by the route the intent reaches it with; false when there is none. */
  function moveTo(game: GameState, unit: Unit, intent: Intent, h: Hex): boolean {
    const route = reachOf(game, unit, intent).get(hexKey(h));
    if (!route) return false;
    // R4.6: a full hex with a Transport to board: the move ends by embarking in it.
    if (route.board) {
      dispatch({ type: 'embark', unit: unit.id, carrier: route.board, path: route.path });
      return true;
    }
    // The route through the waypoints is taken (or stopped by Defensive Fire, R5.7): they are spent.
    if (dispatch({ type: 'move', unit: unit.id, path: route.path, ...kindField(game, intent) })) clearWaypoints();
    return true;
  }

  /** "Move … here": the unit goes back to being selected, with its intent, and makes the move onto its friends. */
  function moveOntoFriends(): void {
    const {
      game: { game },
      ui,
    } = store.getState();
    const { moveOnto } = ui;
    const offer = moveOntoOffered(game, moveOnto);
    if (!moveOnto || !offer) return;
    ui.select(offer.unit.id);
    ui.setIntent(moveOnto.intent);
    moveTo(game, offer.unit, moveOnto.intent, offer.at);
  }

  /** Forgets the route's waypoints (Escape, or once the move is made); the kind of move stays. */
  function clearWaypoints(): boolean {
    const { intent, setIntent } = store.getState().ui;
    if (intent.kind !== 'move' || !intent.waypoints?.length) return false;
    setIntent({ kind: 'move', moveKind: intent.moveKind });
    return true;
  }

  /** Escape: the waypoints go first; with none, the unit is deselected. */
  function escapeKey(): void {
    if (!clearWaypoints()) store.getState().ui.select(null);
  }

  /** During deployment: the next unit of the team to place; after the last one, nothing (the Scouts or turn 1 pick afresh). */
  function selectNextToDeploy(): void {
    const {
      game: { game },
      ui: { select, setIntent },
    } = store.getState();
    const decision = awaiting(game);
    if (decision.kind !== 'deploy') {
      if (game.phase !== 'setup' || game.setupStep !== 'deployment') select(null);
      return;
    }
    // R3.3: the engine's list of the units still to place, and its default facing.
    const next = decision.units[0];
    select(next ?? null);
    if (next) setIntent({ kind: 'place', facing: decision.facing });
  }

  function endActivation(): void {
    // R4.2: an activation that ended itself (a hold, a halt, an attack made) leaves
    // nothing to end; E pressed right after is not an error to report ("No unit is being
    // activated", R4.2), so it does nothing.
    if (!store.getState().game.game.activation) return;
    dispatch({ type: 'endActivation' });
    store.getState().ui.setIntent(DEFAULT_INTENT);
  }

  /** Said when a unit is to be activated (else the key has nothing to act on, and stays quiet). */
  function nothingSelected(): void {
    const { kind } = awaiting(store.getState().game.game);
    if (kind === 'activate' || kind === 'scout') store.getState().game.explain(NOTHING_SELECTED);
  }

  function holdSelected(): void {
    const { selected } = store.getState().ui;
    if (selected) dispatch({ type: 'hold', unit: selected });
    else nothingSelected();
  }

  /** Pivots the selected unit one hexside clockwise (+1) or anticlockwise (-1); while placing, turns the facing to place with. */
  function pivotSelected(steps: 1 | -1): void {
    const {
      game: { game },
      ui: { selected, intent, setIntent },
    } = store.getState();
    if (intent.kind === 'place') {
      setIntent({ kind: 'place', facing: rotate(intent.facing, steps) });
      return;
    }
    const unit = selected ? game.units[selected] : undefined;
    if (!unit) return nothingSelected();
    dispatch({ type: 'pivot', unit: unit.id, facing: rotate(unit.facing, steps), ...kindField(game, intent) });
  }

  /** Selects the next unit of the team to act that can still be activated. */
  function cycleUnits(): void {
    const {
      game: { game },
      ui: { selected, select },
    } = store.getState();
    const ids = Object.keys(game.units).filter((id) => canAct(game, id));
    if (ids.length === 0) return;
    const i = selected ? ids.indexOf(selected) : -1;
    select(ids[(i + 1) % ids.length]);
  }

  /** Key A: the selected unit aims its attacks, when the engine offers it any. */
  function aimWithSelected(): void {
    const {
      game: { game },
      ui: { selected, setIntent },
    } = store.getState();
    const unit = selected ? game.units[selected] : undefined;
    if (!unit) return nothingSelected();
    const attacks = actionsOfUnit(game, unit).filter((a) => a.type === 'attack');
    if (attacks.length > 0) setIntent({ kind: 'attack', model: 'all', weapon: defaultWeapon(attacks), profile: null });
    else {
      // The key does what the greyed-out Attack button says: why not, with the rule (R6.1).
      const why = whyNoAttack(game, unit.id);
      if (why) store.getState().game.explain(why);
    }
  }

  /** Key M: back to moving the selected unit. */
  function moveWithSelected(): void {
    store.getState().ui.setIntent(DEFAULT_INTENT);
  }

  /**
   * Fires every remaining model of the unit that may attack this target with this weapon, one after
   * another (R4.5: each is its own attack, resolved before the next). Stops when a decision is
   * needed (R6.6 a model to name, R8.6 a reroll), the target is gone, or the activation is over.
   */
  function fireAll(unitId: string, target: string, weapon: WeaponChoice, from = 0): void {
    // Each attack removes a model from those that may fire, so there are never more rounds than models.
    for (let fired = from; ; fired++) {
      const { game } = store.getState().game;
      if (game.pending.length > 0) return;
      if (fired > 0 && game.activation?.unit !== unitId) return;
      const unit = game.units[unitId];
      if (!unit || fired >= unit.models.length) return;
      const next = actionsOfUnit(game, unit).find(
        (a) =>
          a.type === 'attack' && a.target === target && (a.weapon ?? 'normal') === weapon && a.profile === undefined,
      );
      if (!next || !dispatch(next)) return;
      // Online (docs/online.md) the attack is the server's to roll: the next model fires once it is applied.
      const { online } = store.getState();
      if (online.session) {
        void online.settled().then(() => fireAll(unitId, target, weapon, fired + 1));
        return;
      }
    }
  }
  return {
    clickHex,
    moveOntoFriends,
    clearWaypoints,
    escapeKey,
    selectNextToDeploy,
    endActivation,
    holdSelected,
    pivotSelected,
    cycleUnits,
    aimWithSelected,
    moveWithSelected,
    fireAll,
  };
}

export type Commands = ReturnType<typeof playCommands> &
  ReturnType<typeof recordsCommands> &
  ReturnType<typeof sightCommands>;

const bound = new WeakMap<AppStore, Commands>();

/**
 * Every command bound to `store`: the play's, the records' and the line-of-sight tool's. Made
 * once per store, so a component gets the same functions at every render.
 */
export function commandsFor(store: AppStore): Commands {
  let commands = bound.get(store);
  if (!commands)
    bound.set(store, (commands = { ...playCommands(store), ...recordsCommands(store), ...sightCommands(store) }));
  return commands;
}

/** The commands bound to the store of the React tree (context.ts). */
export function useCommands(): Commands {
  return commandsFor(useAppStoreApi());
}
