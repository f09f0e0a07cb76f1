// The plan the full-game end-to-end test plays by: for any position, the one action a simple,
// aggressive player takes, chosen among the engine's legal actions and shaped as the page's
// controls produce it (a move follows the route the map shows for the clicked hex; an attack is
// the Roll button's first model). Pure, so the same plan can be played in Node to pick a seed
// whose game shows what the test must see (Defensive Fire, a damaged vehicle, a marker scored).
import {
  actionsOfUnit,
  awaiting,
  budgetOf,
  distance,
  isVehicleUnit,
  legalActions,
  quietRoutes,
  type Action,
  type GameState,
  type Hex,
  type Unit,
} from '../../src/engine';
import { canAct } from '../../src/store/view/selectors';

function nearest(from: Hex, targets: Hex[]): number {
  return targets.reduce((best, t) => Math.min(best, distance(from, t)), Infinity);
}

/** A move the map offers: to the reachable hex (no rolls, if one will do) nearest `goals`, if nearer than now. */
function moveToward(game: GameState, u: Unit, goals: Hex[]): Action | null {
  if (!u.at || goals.length === 0) return null;
  const here = nearest(u.at, goals);
  const options = quietRoutes(game, u, budgetOf(game, u, 'normal'))
    .map((r) => ({ r, d: nearest(r.hex, goals), rolls: r.rolls.length }))
    .sort((a, b) => a.rolls - b.rolls || a.d - b.d || a.r.cost - b.r.cost);
  const best = options.find((o) => o.d < here);
  return best ? { type: 'move', unit: u.id, path: best.r.path } : null;
}

/** An attack the Roll button makes: the first legal attack at the chosen target, vehicles first. */
function attackOf(game: GameState, u: Unit): Action | null {
  const attacks = actionsOfUnit(game, u).filter((a): a is Extract<Action, { type: 'attack' }> => a.type === 'attack');
  if (attacks.length === 0) return null;
  const weapon = attacks[0].weapon ?? 'normal';
  const sameWeapon = attacks.filter((a) => (a.weapon ?? 'normal') === weapon);
  const target = sameWeapon.find((a) => isVehicleUnit(game, game.units[a.target]))?.target ?? sameWeapon[0].target;
  return sameWeapon.find((a) => a.target === target)!;
}

function unitPlan(game: GameState, u: Unit): Action {
  const inActivation = game.activation?.unit === u.id;
  const legal = actionsOfUnit(game, u);
  const end: Action = inActivation ? { type: 'endActivation' } : { type: 'hold', unit: u.id };
  if (u.status === 'reserve') return legal.find((a) => a.type === 'arrive') ?? end;
  if (game.phase === 'assault') return attackOf(game, u) ?? end;
  if (game.activation?.moved) return end;
  const objectives = game.objectives.map((o) => o.at);
  if (!isVehicleUnit(game, u)) {
    // Infantry goes for the markers and stays on one once there.
    if (u.at && objectives.some((o) => distance(o, u.at!) === 0)) return end;
    return moveToward(game, u, objectives) ?? end;
  }
  // Vehicles drive for the enemy's markers, through whatever stands in the way.
  const theirs = game.objectives.filter((o) => o.placedBy !== u.team).map((o) => o.at);
  return moveToward(game, u, theirs) ?? end;
}

/** The next action of the plan, always one of legalActions(game). */
export function planNext(game: GameState): Action {
  const d = awaiting(game);
  const legal = legalActions(game);
  switch (d.kind) {
    case 'ended':
      throw new Error('the game is over');
    case 'defensiveFire':
      return legal.find((a) => a.type === 'defensiveFire') ?? { type: 'passDefensiveFire' };
    case 'reroll':
      return { type: 'reroll', die: null };
    case 'endGameVote':
      return { type: 'endGameVote', end: false };
    case 'nameModel':
    case 'placeSurvivors':
    case 'survivorOrder':
    case 'commandTargets':
      return legal[0];
    case 'placeObjective': {
      // The lit hex nearest the middle column.
      const middle = (game.map.cols - 1) / 2;
      const col = (h: Hex) => h.q + (h.r - (h.r & 1)) / 2;
      const options = legal.filter(
        (a): a is Extract<Action, { type: 'placeObjective' }> => a.type === 'placeObjective',
      );
      return [...options].sort((a, b) => Math.abs(col(a.at) - middle) - Math.abs(col(b.at) - middle))[0];
    }
    case 'deploy': {
      // The first unit the tray offers. The first player (team 0) puts its infantry on its own
      // 1 OP marker; the second plays forward. Everything else goes to the front row of the zone,
      // nearest the middle.
      const unit = game.units[d.units[0]];
      // Vehicles face the enemy's edge, turned a hexside off the default (the facing control's work).
      const facing = d.team === 0 ? 4 : 1;
      const mine = legal.filter(
        (a): a is Extract<Action, { type: 'deploy' }> =>
          a.type === 'deploy' && a.unit === unit.id && (a.facing === undefined || a.facing === facing),
      );
      const reserve = legal.find((a) => a.type === 'deployReserve' && a.unit === unit.id);
      if (mine.length === 0 && reserve) return reserve;
      const marker = game.objectives.find((o) => o.placedBy === d.team && o.value === 1);
      if (d.team === 0 && !isVehicleUnit(game, unit) && marker) {
        const onMarker = mine.find((a) => distance(a.at, marker.at) === 0);
        if (onMarker) return onMarker;
      }
      const enemyEdge = d.team === 0 ? 0 : game.map.rows - 1;
      const middle = (game.map.cols - 1) / 2;
      const col = (h: Hex) => h.q + (h.r - (h.r & 1)) / 2;
      const score = (h: Hex) => Math.abs(h.r - enemyEdge) * 10 + Math.abs(col(h) - middle);
      return [...mine].sort((a, b) => score(a.at) - score(b.at))[0];
    }
    case 'scout':
    case 'activate': {
      const unit = Object.values(game.units).find((u) => u.team === d.team && canAct(game, u.id))!;
      return unitPlan(game, unit);
    }
    case 'activation':
      return unitPlan(game, game.units[d.unit]);
  }
}
