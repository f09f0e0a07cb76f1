// What one unit of an army may hold, and the edits that keep it so. Rule book "Building Your
// Army"; RULINGS R1.4 (Infantry Squads), R1.5 (other infantry units), R1.6 (Infantry Officers
// ride in squads; every other model that is not infantry is a one-model unit).
import { err, ok, problem, type Problem, type ProblemCode, type Result } from '../core/result';
import { hasAbility, hasKeyword, isAircraft, isInfantry, isLarge, isVehicle, type Nation, type UnitDef } from './units';
import { own } from '../core/own';

export type Catalog = Readonly<Record<string, UnitDef>>;

/** One unit of a list: stat card ids, one per model (a squad lists its 6 or 5 models). */
export interface ArmyUnit {
  models: string[];
}

/** What a model is for army building, read off its type line. */
export type ModelRole =
  | 'basic'
  | 'officer'
  | 'specialist'
  | 'mgTeam'
  | 'artillery'
  | 'cavalry'
  | 'motorcycle'
  | 'vehicle'
  | 'aircraft';

/** What a unit is: the role its models share, a squad, or neither. */
export type UnitKind = Exclude<ModelRole, 'basic'> | 'squad' | 'mixed' | 'empty';

/** A problem found in one unit: the rule and a sentence that ends by citing it. */
export interface Finding {
  rule: string;
  text: string;
}

/** A unit the builder changed (result.ts), or the problem that refuses the change: its models (R1.4-R1.6). */
export type UnitChange = Result<ArmyUnit, Problem>;

const refused = (message: string, code: ProblemCode = 'SWAP'): UnitChange => err(problem(code, 'models', message));

const INFANTRY_ROLES: readonly [keyword: string, role: ModelRole][] = [
  ['Infantry Officer', 'officer'],
  ['Infantry Specialist', 'specialist'],
  ['Infantry MG Team', 'mgTeam'],
  ['Infantry Artillery', 'artillery'],
  ['Infantry Cavalry', 'cavalry'],
  ['Infantry Motorcycle', 'motorcycle'],
];

/** The role of a stat card, or null for a type line that fits no unit of R1.4-R1.6. */
export function modelRole(def: UnitDef): ModelRole | null {
  // R1.4: Basic Infantry is a type line of exactly "Basic Infantry", with no further keyword.
  if (def.typeLine === 'Basic Infantry') return 'basic';
  // A vehicle officer is a vehicle: a one-model unit (R1.6).
  if (isVehicle(def)) return 'vehicle';
  if (isAircraft(def)) return 'aircraft';
  for (const [keyword, role] of INFANTRY_ROLES) if (hasKeyword(def, keyword)) return role;
  return null;
}

/** R1.3: a model whose type line contains "Officer" may be the Commander. */
export function isOfficer(def: UnitDef): boolean {
  return hasKeyword(def, 'Officer');
}

/** The unit's models whose stat cards the catalog has. */
export function knownModels(unit: ArmyUnit, catalog: Catalog): UnitDef[] {
  return unit.models.flatMap((id) => own(catalog, id) ?? []);
}

export function unitKind(unit: ArmyUnit, catalog: Catalog): UnitKind {
  const roles = knownModels(unit, catalog).map(modelRole);
  if (roles.length === 0) return 'empty';
  if (roles.includes('basic')) return 'squad';
  const first = roles[0];
  return first !== null && first !== 'basic' && roles.every((r) => r === first) ? first : 'mixed';
}

/** The printed cost of the unit's models (the Commander's multiplier is the army's, R1.3). */
export function unitCost(unit: ArmyUnit, catalog: Catalog): number {
  return knownModels(unit, catalog).reduce((sum, def) => sum + def.cost, 0);
}

function finding(rule: string, text: string): Finding {
  return { rule, text: `${text} (${rule})` };
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function distinctDefs(defs: UnitDef[]): UnitDef[] {
  return [...new Map(defs.map((d) => [d.id, d])).values()];
}

// ---------------------------------------------------------------------------------------------
// R1.4 Infantry Squads

/** R1.4: a squad starts as 6 Basic Infantry and keeps at least 3. */
const SQUAD_SIZE = 6;
const MIN_BASICS = 3;

export type SquadSwap = 'officer' | 'specialist' | 'mgTeam';

/** R1.4's swaps: which role comes in, how many Basic Infantry go out for it, and how many at most. */
export const SQUAD_SWAPS: Readonly<
  Record<SquadSwap, { role: ModelRole; typeLine: string; takes: number; most: number; text: string }>
> = {
  officer: {
    role: 'officer',
    typeLine: 'Infantry Officer',
    takes: 1,
    most: 1,
    text: 'Swap 1 Basic Infantry for an Infantry Officer',
  },
  specialist: {
    role: 'specialist',
    typeLine: 'Infantry Specialist',
    takes: 1,
    most: 2,
    text: 'Swap 1 Basic Infantry for an Infantry Specialist',
  },
  mgTeam: {
    role: 'mgTeam',
    typeLine: 'Infantry MG Team',
    takes: 2,
    most: 1,
    text: 'Swap 2 Basic Infantry for 1 Infantry MG Team',
  },
};

const SWAP_OF_ROLE: Partial<Record<ModelRole, SquadSwap>> = {
  officer: 'officer',
  specialist: 'specialist',
  mgTeam: 'mgTeam',
};

interface SquadCounts {
  basic: number;
  officer: number;
  specialist: number;
  mgTeam: number;
}

function squadCounts(defs: UnitDef[]): SquadCounts {
  const c: SquadCounts = { basic: 0, officer: 0, specialist: 0, mgTeam: 0 };
  for (const def of defs) {
    const role = modelRole(def);
    if (role === 'basic' || role === 'officer' || role === 'specialist' || role === 'mgTeam') c[role]++;
  }
  return c;
}

/** The Basic Infantry card a squad is built from: its first Basic Infantry model. */
export function squadBasic(unit: ArmyUnit, catalog: Catalog): UnitDef | null {
  return knownModels(unit, catalog).find((d) => modelRole(d) === 'basic') ?? null;
}

/** R1.4: models in a squad, 6, or 5 when it holds an Infantry MG Team (2 swapped for 1). */
function squadSizeFor(c: SquadCounts): number {
  return c.mgTeam > 0 ? SQUAD_SIZE - 1 : SQUAD_SIZE;
}

function squadFindings(defs: UnitDef[]): Finding[] {
  const out: Finding[] = [];
  const c = squadCounts(defs);
  const basics = distinctDefs(defs.filter((d) => modelRole(d) === 'basic'));
  if (basics.length > 1) {
    out.push(
      finding(
        'R1.4',
        `Basic Infantry of ${basics.length} kinds (${basics.map((d) => d.name).join(', ')}): a squad is built from one`,
      ),
    );
  }
  for (const def of distinctDefs(defs)) {
    const role = modelRole(def);
    if (role !== 'basic' && !(role && SWAP_OF_ROLE[role])) {
      out.push(
        finding(
          'R1.4',
          `${def.name} (${def.typeLine}) cannot join a squad: only an Infantry Officer, Specialists or an MG Team swap in`,
        ),
      );
    }
  }
  if (c.officer > SQUAD_SWAPS.officer.most) out.push(finding('R1.4', `${c.officer} Infantry Officers, at most 1`));
  if (c.specialist > SQUAD_SWAPS.specialist.most)
    out.push(finding('R1.4', `${c.specialist} Infantry Specialists, at most 2`));
  if (c.mgTeam > SQUAD_SWAPS.mgTeam.most) out.push(finding('R1.4', `${c.mgTeam} Infantry MG Teams, at most 1`));
  if (c.specialist > 0 && c.mgTeam > 0) {
    out.push(
      finding('R1.4', 'Infantry Specialists and an Infantry MG Team: a squad swaps for one or the other, not both'),
    );
  }
  const size = squadSizeFor(c);
  if (defs.length !== size) {
    out.push(
      finding(
        'R1.4',
        `${plural(defs.length, 'model')}: a squad has ${size === SQUAD_SIZE ? '6' : '5 when it holds an Infantry MG Team'}`,
      ),
    );
  }
  if (c.basic < MIN_BASICS) out.push(finding('R1.4', `${c.basic} Basic Infantry, at least ${MIN_BASICS}`));
  const nation = basics[0]?.nation;
  for (const def of distinctDefs(defs)) {
    const role = modelRole(def);
    if (role && SWAP_OF_ROLE[role] && def.nation !== nation) {
      out.push(
        finding(
          'R1.4',
          `${def.name} is from ${def.nation} and the squad's Basic Infantry from ${nation}: swapped-in models are of the same nation`,
        ),
      );
    }
  }
  return out;
}

export interface SwapOption {
  swap: SquadSwap;
  allowed: boolean;
  /** What the swap does when allowed; why it is not allowed otherwise. */
  reason: string;
  /** The stat cards that may come in: that role, of the squad's nation. */
  candidates: UnitDef[];
}

function swapBlocker(swap: SquadSwap, c: SquadCounts): string | null {
  const s = SQUAD_SWAPS[swap];
  if (swap === 'officer' && c.officer >= s.most)
    return 'The squad already has its Infantry Officer: one per squad (R1.4).';
  if (swap === 'specialist' && c.mgTeam > 0)
    return 'The squad has an Infantry MG Team: it swaps for Specialists or an MG Team, not both (R1.4).';
  if (swap === 'specialist' && c.specialist >= s.most)
    return `The squad already has ${c.specialist} Infantry Specialists; it may take at most ${s.most} (R1.4).`;
  if (swap === 'mgTeam' && c.specialist > 0)
    return 'The squad has Infantry Specialists: it swaps for Specialists or an MG Team, not both (R1.4).';
  if (swap === 'mgTeam' && c.mgTeam >= s.most)
    return 'The squad already has its Infantry MG Team: one per squad (R1.4).';
  if (c.basic - s.takes < MIN_BASICS)
    return `Too few Basic Infantry left to swap ${s.takes}: a squad keeps at least ${MIN_BASICS} (R1.4).`;
  return null;
}

function nationDefs(catalog: Catalog, role: ModelRole, nation: Nation): UnitDef[] {
  return Object.values(catalog).filter((d) => modelRole(d) === role && d.nation === nation);
}

/**
 * R1.4: the swaps a squad may make now, each with the reason it is or is not allowed and the
 * stat cards that may come in. Empty when the unit is not a squad.
 */
export function squadSwapOptions(unit: ArmyUnit, catalog: Catalog): SwapOption[] {
  const basic = squadBasic(unit, catalog);
  if (!basic) return [];
  const c = squadCounts(knownModels(unit, catalog));
  return (Object.keys(SQUAD_SWAPS) as SquadSwap[]).map((swap) => {
    const s = SQUAD_SWAPS[swap];
    const candidates = nationDefs(catalog, s.role, basic.nation);
    const blocker =
      swapBlocker(swap, c) ?? (candidates.length === 0 ? `The catalog has no ${basic.nation} ${s.typeLine}.` : null);
    return { swap, allowed: blocker === null, reason: blocker ?? `${s.text} (R1.4).`, candidates };
  });
}

/** R1.4: swaps Basic Infantry of the squad out for the model `defId` (an Officer, a Specialist or an MG Team). */
export function swapIntoSquad(unit: ArmyUnit, defId: string, catalog: Catalog): UnitChange {
  const def = own(catalog, defId);
  const basic = squadBasic(unit, catalog);
  if (!def) return refused(`Unknown stat card "${defId}".`, 'UNKNOWN_CARD');
  if (!basic) return refused('Only an Infantry Squad takes swaps (R1.4).');
  const role = modelRole(def);
  const swap = role ? SWAP_OF_ROLE[role] : undefined;
  if (!swap)
    return refused(
      `${def.name} is a ${def.typeLine}: only an Infantry Officer, Specialists or an MG Team swap into a squad (R1.4).`,
    );
  if (def.nation !== basic.nation) {
    return refused(
      `${def.name} is from ${def.nation}, the squad from ${basic.nation}: swapped-in models are of the same nation (R1.4).`,
    );
  }
  const option = squadSwapOptions(unit, catalog).find((o) => o.swap === swap)!;
  if (!option.allowed) return refused(option.reason);
  const models = [...unit.models];
  for (let n = 0; n < SQUAD_SWAPS[swap].takes; n++) {
    models.splice(models.lastIndexOf(basic.id), 1);
  }
  models.push(def.id);
  return ok({ models });
}

/** R1.4: undoes a swap: the model at `index` goes, and the Basic Infantry it replaced come back. */
export function swapOutOfSquad(unit: ArmyUnit, index: number, catalog: Catalog): UnitChange {
  const basic = squadBasic(unit, catalog);
  const def = own(catalog, unit.models[index]);
  const role = def ? modelRole(def) : null;
  const swap = role ? SWAP_OF_ROLE[role] : undefined;
  if (!basic || !def || !swap)
    return refused('Only an Officer, a Specialist or an MG Team swapped into a squad can be swapped back (R1.4).');
  const models = unit.models.filter((_, k) => k !== index);
  const after = models.lastIndexOf(basic.id) + 1;
  models.splice(after, 0, ...new Array<string>(SQUAD_SWAPS[swap].takes).fill(basic.id));
  return ok({ models });
}

/** Other Basic Infantry the squad may be built from instead: of its nation (R1.4). */
export function squadBasicOptions(unit: ArmyUnit, catalog: Catalog): UnitDef[] {
  const basic = squadBasic(unit, catalog);
  return basic ? nationDefs(catalog, 'basic', basic.nation) : [];
}

/** Rebuilds the squad on another Basic Infantry card of its nation; swapped-in models stay. */
export function changeSquadBasic(unit: ArmyUnit, defId: string, catalog: Catalog): UnitChange {
  const basic = squadBasic(unit, catalog);
  const def = own(catalog, defId);
  if (!basic || !def || modelRole(def) !== 'basic' || def.nation !== basic.nation) {
    return refused(`A squad is rebuilt only on Basic Infantry of its nation (R1.4).`);
  }
  return ok({ models: unit.models.map((id) => (id === basic.id ? def.id : id)) });
}

// ---------------------------------------------------------------------------------------------
// R1.5 other infantry units, R1.6 one-model units

export type GroupKind = 'artillery' | 'cavalry' | 'motorcycle' | 'mgTeam' | 'specialist';

/**
 * R1.5: the infantry units other than squads: how many models, of one type line, and how many of
 * them may be Large. The rule book limits Large models in Infantry Artillery alone ("you cannot
 * have more than 1 Large model per unit"); a custom card of another kind may print Large, and a
 * unit of it still counts as one Large unit in a hex (R5.6).
 */
const GROUPS: Readonly<Record<GroupKind, { typeLine: string; min: number; max: number; maxLarge: number }>> = {
  artillery: { typeLine: 'Infantry Artillery', min: 1, max: 3, maxLarge: 1 },
  cavalry: { typeLine: 'Infantry Cavalry', min: 3, max: 3, maxLarge: Infinity },
  motorcycle: { typeLine: 'Infantry Motorcycle', min: 3, max: 3, maxLarge: Infinity },
  mgTeam: { typeLine: 'Infantry MG Team', min: 3, max: 3, maxLarge: Infinity },
  specialist: { typeLine: 'Infantry Specialist', min: 3, max: 3, maxLarge: Infinity },
};

export function isGroupKind(kind: UnitKind): kind is GroupKind {
  return kind in GROUPS;
}

function groupFindings(kind: GroupKind, defs: UnitDef[]): Finding[] {
  const g = GROUPS[kind];
  const out: Finding[] = [];
  if (defs.length < g.min || defs.length > g.max) {
    const size = g.min === g.max ? `exactly ${g.max}` : `${g.min} to ${g.max}`;
    out.push(finding('R1.5', `${plural(defs.length, 'model')}: ${g.typeLine} units have ${size}`));
  }
  const large = defs.filter(isLarge).length;
  if (large > g.maxLarge) out.push(finding('R1.5', `${large} Large models: at most ${g.maxLarge} per unit`));
  const nations = [...new Set(defs.map((d) => d.nation))];
  if (nations.length > 1)
    out.push(finding('R1.5', `models of ${nations.length} nations (${nations.join(', ')}): a unit is of one nation`));
  return out;
}

export interface ModelOption {
  def: UnitDef;
  allowed: boolean;
  /** Why it may not join, or an empty string. */
  reason: string;
}

/** R1.5: the stat cards that may join this unit (its type, its nation), each allowed or not, and why. */
export function groupAddOptions(unit: ArmyUnit, catalog: Catalog): ModelOption[] {
  const kind = unitKind(unit, catalog);
  const defs = knownModels(unit, catalog);
  if (!isGroupKind(kind)) return [];
  const g = GROUPS[kind];
  const large = defs.filter(isLarge).length;
  return nationDefs(catalog, kind, defs[0].nation).map((def) => {
    let reason = '';
    if (defs.length >= g.max)
      reason = `The unit has ${plural(defs.length, 'model')}, the most for ${g.typeLine} (R1.5).`;
    else if (isLarge(def) && large >= g.maxLarge)
      reason = `The unit already has a Large model: at most ${g.maxLarge} per unit (R1.5).`;
    return { def, allowed: reason === '', reason };
  });
}

/** R1.5: adds a model of the unit's type and nation, if the unit has room for it. */
export function addToGroup(unit: ArmyUnit, defId: string, catalog: Catalog): UnitChange {
  const option = groupAddOptions(unit, catalog).find((o) => o.def.id === defId);
  if (!option) return refused(`${own(catalog, defId)?.name ?? defId} is not of this unit's type and nation (R1.5).`);
  if (!option.allowed) return refused(option.reason);
  return ok({ models: [...unit.models, defId] });
}

/**
 * A new unit built around a stat card: a squad of 6 Basic Infantry (R1.4), the full 3 of a
 * Cavalry, Motorcycle, MG Team or Specialist unit and 1 artillery piece (R1.5), or a one-model
 * unit (R1.6). An Infantry Officer joins a squad instead (R1.6).
 */
export function startUnit(def: UnitDef): UnitChange {
  const role = modelRole(def);
  if (role === 'officer')
    return refused(`${def.name} is an Infantry Officer: he joins a squad as its officer swap (R1.6).`);
  if (role === null) return refused(`${def.name}'s type line "${def.typeLine}" fits no unit (R1.4-R1.6).`);
  const count = role === 'basic' ? SQUAD_SIZE : isGroupKind(role) ? GROUPS[role].min : 1;
  return ok({ models: new Array<string>(count).fill(def.id) });
}

/** Every rule problem of one unit (unknown stat cards aside: the army reports those). */
export function unitFindings(unit: ArmyUnit, catalog: Catalog): Finding[] {
  const defs = knownModels(unit, catalog);
  const kind = unitKind(unit, catalog);
  switch (kind) {
    case 'squad':
      return squadFindings(defs);
    case 'officer':
      return [finding('R1.6', 'an Infantry Officer is fielded inside a squad, as its officer swap')];
    case 'vehicle':
    case 'aircraft':
      return defs.length > 1
        ? [
            finding(
              'R1.6',
              `${plural(defs.length, 'model')}: ${kind === 'vehicle' ? 'a Vehicle' : 'an Aircraft'} is a one-model unit`,
            ),
          ]
        : [];
    case 'mixed': {
      const lines = [...new Set(defs.map((d) => d.typeLine))];
      if (lines.length === 1) return [finding('R1.6', `"${lines[0]}" is a type line the army rules do not know`)];
      if (defs.some((d) => isVehicle(d) || isAircraft(d))) {
        return [finding('R1.6', `${lines.join(', ')} models together: Vehicles and Aircraft are one-model units`)];
      }
      return [
        finding(
          'R1.5',
          `${lines.join(', ')} models together: a unit is of one type, unless it is a squad built on Basic Infantry`,
        ),
      ];
    }
    case 'empty':
      return unit.models.length === 0 ? [finding('R1.6', 'no models: a unit has at least one')] : [];
    default:
      return groupFindings(kind, defs);
  }
}

/**
 * R7.1: whether a model of the unit can claim objectives: Infantry, and not Paratrooper (a
 * squad's Basic Infantry abilities are every model's, rule book "Building Your Army").
 */
export function unitCanClaim(unit: ArmyUnit, catalog: Catalog): boolean {
  const basic = squadBasic(unit, catalog);
  if (basic && hasAbility(basic, 'paratrooper')) return false;
  return knownModels(unit, catalog).some((d) => isInfantry(d) && !hasAbility(d, 'paratrooper'));
}
