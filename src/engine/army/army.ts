// Army lists and their validation: rule book "Building Your Army"; RULINGS R1.1 (one side),
// R1.2 (point limit), R1.3 (the Commander and his grade), R1.4-R1.6 (units, in armyUnits.ts),
// R1.7 (map tiles for the points) and R1.8 (every problem at once, each naming its unit).
import {
  isOfficer,
  knownModels,
  unitCanClaim,
  unitCost,
  unitFindings,
  unitKind,
  type ArmyUnit,
  type Catalog,
  type UnitKind,
} from './armyUnits';
import { tilesForPoints } from '../board/battlefield';
import { ability, hasAbility, hasKeyword, isAircraft, type Side, type UnitDef } from './units';
import { listCardProblems, listCatalog } from './listCards';
import { idleCommandAbilities } from './commandCards';

import { HVT_POINTS, type CommanderGrade } from '../core/state';
import { own } from '../core/own';
export type { ArmyUnit, CommanderGrade };

export interface ArmyList {
  name: string;
  /** R1.2 */
  pointLimit: number;
  /** R1.1: lifts the one-side rule. */
  casual?: boolean;
  units: ArmyUnit[];
  /** R1.3: the Commander, by indexes into `units` and that unit's `models`. */
  commander: { unit: number; model: number; grade: CommanderGrade } | null;
  /**
   * The custom cards the list uses (docs/armies.md "Custom cards travel with the list"), so that it reads the same
   * wherever it goes; absent when it uses catalog cards only. Every function of this module reads
   * the list's cards through listCatalog (listCards.ts).
   */
  cards?: UnitDef[];
}

export interface ArmyProblem {
  /** Index into the list's units, or null for the army as a whole. */
  unit: number | null;
  /** The ruling it enforces ("R1.4"), "catalog" for a stat card neither the catalog nor the list has, "card" for a bad card the list carries. */
  rule: string;
  /** One sentence naming the unit and citing the rule: "Squad 2: 3 Infantry Specialists, at most 2 (R1.4)". */
  message: string;
}

export interface ArmyReport {
  errors: ArmyProblem[];
  warnings: ArmyProblem[];
  /** R1.2: the cost of every model, the Commander's multiplier applied. */
  total: number;
  /** R1.7: map tiles for the list's point limit (0 when the limit is not valid). */
  tiles: number;
  /** R1.1: the side of every model, or null when there are none or both sides. */
  side: Side | null;
}

/** R1.3: the Commander's grades, from the rule book; the points the enemy scores for him are HVT_POINTS' (R7.2). */
export const COMMANDER_GRADES: Readonly<
  Record<CommanderGrade, { name: string; multiplier: number; highValueTarget: number }>
> = {
  commander: { name: 'Commander', multiplier: 1, highValueTarget: HVT_POINTS.commander },
  junior: { name: 'Junior Commander', multiplier: 3, highValueTarget: HVT_POINTS.junior },
  senior: { name: 'Senior Commander', multiplier: 10, highValueTarget: HVT_POINTS.senior },
};

/** R1.2: the presets of the rule book: short, medium and long games. */
export const POINT_PRESETS: readonly number[] = [100, 200, 300];

/** R1.3: what the Commander's model costs at a grade. */
export function commanderCost(def: UnitDef, grade: CommanderGrade): number {
  return def.cost * COMMANDER_GRADES[grade].multiplier;
}

/** The stat card of the Commander's model, when the list names a model it has. */
export function commanderDef(list: ArmyList, catalog: Catalog): UnitDef | null {
  catalog = listCatalog(list, catalog);
  const c = list.commander;
  const id = c ? list.units[c.unit]?.models[c.model] : undefined;
  return (id !== undefined && own(catalog, id)) || null;
}

/**
 * R7.2 (docs/rules.md, reading 40): the points the enemy scores for slaying the list's Commander
 * at `grade`: the grade's (R1.3), or the High Value Target # his card prints (else his squad's
 * Basic Infantry card's, which he takes on), the higher, as derived/unitRules.ts hvtPoints reads
 * it in play. The grade's points alone when the list names no Commander.
 */
export function commanderHvtPoints(list: ArmyList, catalog: Catalog, grade: CommanderGrade): number {
  catalog = listCatalog(list, catalog);
  const points = COMMANDER_GRADES[grade].highValueTarget;
  const leader = commanderDef(list, catalog);
  const c = list.commander;
  if (!leader || !c) return points;
  const basic = list.units[c.unit]?.models
    .map((id) => own(catalog, id))
    .find((d) => d !== undefined && hasKeyword(d, 'Basic Infantry'));
  const printed = ability(leader, 'highValueTarget')?.n ?? (basic ? ability(basic, 'highValueTarget')?.n : undefined);
  return Math.max(points, printed ?? 0);
}

/** Each unit's cost, the Commander's multiplier included in his unit's (R1.2, R1.3). */
export function unitCosts(list: ArmyList, catalog: Catalog): number[] {
  catalog = listCatalog(list, catalog);
  const commander = commanderDef(list, catalog);
  return list.units.map((unit, i) => {
    const cost = unitCost(unit, catalog);
    if (!commander || list.commander!.unit !== i) return cost;
    return cost - commander.cost + commanderCost(commander, list.commander!.grade);
  });
}

/** R1.2: the army's total, the Commander's multiplier applied. */
export function armyTotal(list: ArmyList, catalog: Catalog): number {
  return unitCosts(list, catalog).reduce((a, b) => a + b, 0);
}

/** Every Officer model of the list: who may be the Commander (R1.3). */
export function officerModels(list: ArmyList, catalog: Catalog): { unit: number; model: number; def: UnitDef }[] {
  catalog = listCatalog(list, catalog);
  return list.units.flatMap((unit, i) =>
    unit.models.flatMap((id, k) => {
      const def = own(catalog, id);
      return def && isOfficer(def) ? [{ unit: i, model: k, def }] : [];
    }),
  );
}

const KIND_LABEL: Partial<Record<UnitKind, string>> = {
  squad: 'Squad',
  artillery: 'Artillery',
  cavalry: 'Cavalry',
  motorcycle: 'Motorcycles',
  mgTeam: 'MG Teams',
  specialist: 'Specialists',
};

/**
 * How problems and the builder name each unit (R1.8): squads and other infantry units by kind
 * and number ("Squad 2", "Artillery 1"), one-model units by name ("Tiger I", "M4A1 Sherman #2"
 * when there are two), anything else by its place in the list ("Unit 5").
 */
/** The kinds of unit a list labels with its card's name (a Vehicle, an Aircraft, an Officer), not a numbered kind. */
function namedByCard(kind: UnitKind): boolean {
  return kind === 'vehicle' || kind === 'aircraft' || kind === 'officer';
}

export function unitLabels(list: ArmyList, catalog: Catalog): string[] {
  catalog = listCatalog(list, catalog);
  const bases = list.units.map((unit, i) => {
    const kind = unitKind(unit, catalog);
    const byKind = KIND_LABEL[kind];
    if (byKind) return { base: byKind, numbered: true };
    if (namedByCard(kind)) return { base: knownModels(unit, catalog)[0].name, numbered: false };
    return { base: `Unit ${i + 1}`, numbered: false };
  });
  const total = new Map<string, number>();
  for (const b of bases) total.set(b.base, (total.get(b.base) ?? 0) + 1);
  const seen = new Map<string, number>();
  return bases.map(({ base, numbered }) => {
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    if (numbered) return `${base} ${n}`;
    return total.get(base)! > 1 ? `${base} #${n}` : base;
  });
}

const SIDE_ADJECTIVE: Record<Side, string> = { Axis: 'Axis', Allies: 'Allied' };

/**
 * R1.1: the list as a game plays it. Whether sides may mix is the game's casual setting, agreed
 * at setup (the host's option online, the new game dialog's checkbox hot-seat); the list's own
 * flag only lets the builder build a mixed list, and never lifts the rule in a game.
 */
export function listForGame(list: ArmyList, casual: boolean): ArmyList {
  const { casual: _own, ...played } = list;
  return casual ? { ...played, casual: true } : played;
}

/**
 * Checks a list against every rule of army building and returns every problem at once (R1.8):
 * errors that make the list illegal and, apart, warnings about an army that is legal but
 * lacks something the game will ask of it.
 */
export function validateArmy(list: ArmyList, catalog: Readonly<Record<string, UnitDef>>): ArmyReport {
  const errors: ArmyProblem[] = [];
  // The list's own custom cards first: a bad one is named, and left out of what follows.
  for (const p of listCardProblems(list, catalog)) errors.push({ unit: null, rule: 'card', message: p.message });
  catalog = listCatalog(list, catalog);
  const warnings: ArmyProblem[] = [];
  const labels = unitLabels(list, catalog);
  const say = (to: ArmyProblem[], unit: number | null, rule: string, text: string) =>
    to.push({ unit, rule, message: unit === null ? text : `${labels[unit]}: ${text}` });

  // R1.2: a positive whole number.
  const limitOk = Number.isSafeInteger(list.pointLimit) && list.pointLimit > 0;
  if (!limitOk) say(errors, null, 'R1.2', 'The point limit must be a whole number above 0 (R1.2)');

  // Unknown stat cards, then the composition of every unit (R1.4-R1.6).
  list.units.forEach((unit, i) => {
    for (const id of new Set(unit.models)) {
      if (!own(catalog, id))
        say(errors, i, 'catalog', `unknown stat card "${id}": neither this catalog nor the list's own cards have it`);
    }
    for (const f of unitFindings(unit, catalog)) say(errors, i, f.rule, f.text);
  });

  // R1.3: exactly one Commander, an Officer model of the army.
  const c = list.commander;
  if (c === null) {
    say(errors, null, 'R1.3', 'No Commander: choose one Officer model to lead the army (R1.3)');
  } else if (list.units[c.unit]?.models[c.model] === undefined) {
    say(errors, null, 'R1.3', 'The Commander is not a model of this army: choose one of its Officers (R1.3)');
  } else {
    const def = commanderDef(list, catalog);
    if (def && !isOfficer(def))
      say(errors, c.unit, 'R1.3', `${def.name} is not an Officer and cannot be the Commander (R1.3)`);
  }

  // R1.1: one side, the side of the first model, unless the game is casual.
  const defs = list.units.map((u) => knownModels(u, catalog));
  const side = defs.flat()[0]?.side ?? null;
  const oneSide = defs.flat().every((d) => d.side === side);
  if (!list.casual && !oneSide) {
    defs.forEach((unitDefs, i) => {
      const other = unitDefs.filter((d) => d.side !== side);
      if (other.length === 0) return;
      const nations = [...new Set(other.map((d) => d.nation))].join(', ');
      say(
        errors,
        i,
        'R1.1',
        `${SIDE_ADJECTIVE[other[0].side]} (${nations}) in an ${SIDE_ADJECTIVE[side!]} army: an army fights for one side unless the game is casual (R1.1)`,
      );
    });
  }

  // R1.2: the total against the limit.
  const total = armyTotal(list, catalog);
  if (limitOk && total > list.pointLimit) {
    say(
      errors,
      null,
      'R1.2',
      `${total} points: ${total - list.pointLimit} over the limit of ${list.pointLimit} (R1.2)`,
    );
  }

  if (defs.flat().length > 0) addWarnings(list, catalog, defs, (unit, rule, text) => say(warnings, unit, rule, text));

  return {
    errors,
    warnings,
    total,
    tiles: limitOk ? tilesForPoints(list.pointLimit) : 0,
    side: oneSide ? side : null,
  };
}

/** Legal armies that will miss something in play. */
function addWarnings(
  list: ArmyList,
  catalog: Catalog,
  defs: UnitDef[][],
  warn: (unit: number | null, rule: string, text: string) => void,
): void {
  const all = defs.flat();
  // R6.2, R8.11: only AA and Aircraft attack Aircraft.
  if (!all.some((d) => isAircraft(d) || hasAbility(d, 'aa'))) {
    warn(null, 'R6.2', 'No AA or Aircraft: enemy Aircraft cannot be attacked (R6.2)');
  }
  // R7.1: only Infantry that is not Paratrooper claims Objective Markers.
  if (!list.units.some((u) => unitCanClaim(u, catalog))) {
    warn(
      null,
      'R7.1',
      'No Infantry that can claim objectives: only Infantry without Paratrooper score Objective Markers (R7.1)',
    );
  }
  // R8.4: only an Officer casts a command ability; a custom card kept from before the card editor
  // refused it elsewhere may still print one (idleCommandAbilities).
  defs.forEach((unitDefs, i) => {
    for (const d of new Set(unitDefs)) {
      const idle = idleCommandAbilities(d).length;
      if (idle === 0) continue;
      // The warning's label already names the card where unitLabels names the unit by it.
      const who = namedByCard(unitKind(list.units[i], catalog)) ? 'It is' : `${d.name} is`;
      const what = idle === 1 ? 'its command ability does' : 'its command abilities do';
      warn(i, 'R8.4', `${who} not an Officer, so ${what} nothing: only an Officer casts one (R8.4)`);
    }
  });
  // R8.3: Indirect Fire sees through a Spotter.
  if (!all.some((d) => hasAbility(d, 'spotter'))) {
    defs.forEach((unitDefs, i) => {
      if (unitDefs.some((d) => hasAbility(d, 'indirectFire'))) {
        warn(i, 'R8.3', 'Indirect Fire with no Spotter in the army: it can only attack what it sees itself (R8.3)');
      }
    });
  }
}
