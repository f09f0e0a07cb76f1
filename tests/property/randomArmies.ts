// Random armies from the whole catalog, whatever it holds, for the property tests, the fuzzer,
// the benchmark and the AI's tournaments (randomPlay.ts plays them). Every army is legal by the
// army rules (validateArmy finds no error: R1.1 one side, R1.2 within the points, R1.3 one
// Commander, R1.4 squads, R1.5 other infantry units, R1.6 one-model units) and draws from every
// nation of its side and every kind of unit the catalog has: a kind first, then a nation that
// has it, then a card, so that a nation with three cards plays as often as one with fifty.
// Cards an army must field ("featured") come first, so that a run can promise every card a game
// (featuredCards below).
import {
  COMMANDER_GRADES,
  isLarge,
  isVehicle,
  modelRole,
  type ArmyList,
  type Catalog,
  type CommanderGrade,
  type ModelRole,
  type Nation,
  type Side,
  type UnitDef,
  type UnitSetup,
} from '../../src/engine';
import { pick, type Rng } from './rng';

/** A side's cards by role and nation, and every card it can field, in id order. */
interface SideCards {
  byRole: Map<ModelRole, Map<Nation, UnitDef[]>>;
  /** Infantry Officers of nations with Basic Infantry, and vehicle officers: who may lead the army (R1.3). */
  officers: UnitDef[];
  /** Every card of the side an army can field, sorted by id. */
  fieldable: UnitDef[];
}

/** Indexes of the catalogs seen so far (the catalog, or the catalog plus a game's custom cards). */
const indexes = new WeakMap<Catalog, Map<Side, SideCards>>();

function sideCards(catalog: Catalog, side: Side): SideCards {
  let bySide = indexes.get(catalog);
  if (!bySide) {
    bySide = new Map();
    indexes.set(catalog, bySide);
  }
  let found = bySide.get(side);
  if (!found) {
    found = indexSide(catalog, side);
    bySide.set(side, found);
  }
  return found;
}

function indexSide(catalog: Catalog, side: Side): SideCards {
  const byRole = new Map<ModelRole, Map<Nation, UnitDef[]>>();
  const cards = Object.values(catalog)
    .filter((d) => d.side === side)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const d of cards) {
    const role = modelRole(d);
    if (!role) continue;
    let nations = byRole.get(role);
    if (!nations) byRole.set(role, (nations = new Map()));
    const list = nations.get(d.nation);
    if (list) list.push(d);
    else nations.set(d.nation, [d]);
  }
  const hasSquads = (n: Nation) => (byRole.get('basic')?.get(n)?.length ?? 0) > 0;
  // An Infantry Officer is fielded in a squad of his nation (R1.4, R1.6): without its Basic Infantry he cannot be.
  const fieldable = cards.filter((d) => {
    const role = modelRole(d);
    return role !== null && (role !== 'officer' || hasSquads(d.nation));
  });
  const officers = fieldable.filter(
    (d) => modelRole(d) === 'officer' || (isVehicle(d) && / Officer$/.test(d.typeLine)),
  );
  return { byRole, officers, fieldable };
}

/**
 * The cards the army of `side` in the `slot`-th game of a run fields first: `perArmy` cards of
 * the side's fieldable ones, in id order, slot after slot (slot k takes cards k*perArmy to
 * (k+1)*perArmy - 1, wrapping round). A run whose slots cover the list (slots x perArmy at least
 * the side's number of cards) fields every card of the catalog at least once.
 */
export function featuredCards(catalog: Catalog, side: Side, slot: number, perArmy: number): UnitDef[] {
  const list = sideCards(catalog, side).fieldable;
  if (list.length === 0 || perArmy <= 0) return [];
  const out: UnitDef[] = [];
  for (let k = 0; k < Math.min(perArmy, list.length); k++) out.push(list[(slot * perArmy + k) % list.length]);
  return out;
}

/** The most cards of one side: how many slots x perArmy a run needs to field them all. */
export function largestSide(catalog: Catalog): number {
  return Math.max(sideCards(catalog, 'Axis').fieldable.length, sideCards(catalog, 'Allies').fieldable.length);
}

/** The army as a list for the builder's validation (R1.8): its units, its Commander, its point limit. */
export function armyListOf(units: readonly UnitSetup[], points: number, name = 'random army'): ArmyList {
  const i = units.findIndex((u) => u.commander !== undefined);
  const c = i >= 0 ? units[i].commander! : null;
  return {
    name,
    pointLimit: points,
    units: units.map((u) => ({ models: [...u.models] })),
    commander: c ? { unit: i, model: c.model, grade: c.grade } : null,
  };
}

/**
 * A random legal army of at most `points` of `side`, from `catalog`: the Commander first (an
 * Infantry Officer leading a squad of his nation, or a vehicle officer alone, R1.3; now and then
 * a Junior or Senior Commander, when his multiplied cost leaves room), then a unit around each
 * featured card that fits, then random units: squads of 6 Basic Infantry with Specialist or MG
 * Team swaps (R1.4), units of 3 Specialists, MG Teams, Cavalry or Motorcycles of one nation, 1-3
 * artillery pieces with at most one Large (R1.5), one-model vehicles and aircraft (R1.6).
 */
export function randomArmy(
  rng: Rng,
  points: number,
  side: Side,
  catalog: Catalog,
  featured: readonly UnitDef[] = [],
): UnitSetup[] {
  const cards = sideCards(catalog, side);
  const units: UnitSetup[] = [];
  let spent = 0;
  const costOf = (u: UnitSetup): number => {
    let sum = 0;
    u.models.forEach((m, k) => {
      const cost = catalog[m].cost;
      sum += u.commander?.model === k ? cost * COMMANDER_GRADES[u.commander.grade].multiplier : cost;
    });
    return sum;
  };
  const tryAdd = (u: UnitSetup | null): boolean => {
    if (!u) return false;
    const cost = costOf(u);
    if (spent + cost > points) return false;
    units.push(u);
    spent += cost;
    return true;
  };
  const ofRole = (role: ModelRole, nation: Nation): UnitDef[] => cards.byRole.get(role)?.get(nation) ?? [];
  const nationsWith = (role: ModelRole): Nation[] => [...(cards.byRole.get(role)?.keys() ?? [])];

  /** R1.4: 6 Basic Infantry of one card, an Officer swapped in, and 1-2 Specialists or an MG Team. */
  const squad = (
    basic: UnitDef,
    opts: { officer?: UnitDef; grade?: CommanderGrade; specialist?: UnitDef; mgTeam?: UnitDef } = {},
  ): UnitSetup => {
    const models = Array<string>(6).fill(basic.id);
    if (opts.officer) models[5] = opts.officer.id;
    const specialists = ofRole('specialist', basic.nation);
    const mgs = ofRole('mgTeam', basic.nation);
    const roll = rng();
    if (opts.specialist || (!opts.mgTeam && roll < 0.4 && specialists.length > 0)) {
      models[0] = (opts.specialist ?? pick(rng, specialists)).id;
      if (specialists.length > 0 && rng() < 0.5) models[1] = pick(rng, specialists).id;
    } else if (opts.mgTeam || (roll < 0.6 && mgs.length > 0)) {
      models.splice(0, 2, (opts.mgTeam ?? pick(rng, mgs)).id);
    }
    const k = opts.officer && opts.grade ? models.indexOf(opts.officer.id) : -1;
    return { models, ...(k >= 0 ? { commander: { model: k, grade: opts.grade! } } : {}) };
  };
  const basicOf = (nation: Nation): UnitDef | null => {
    const basics = ofRole('basic', nation);
    return basics.length > 0 ? pick(rng, basics) : null;
  };
  /** R1.5: exactly 3 models of one role and nation, names mixed, `first` among them. */
  const threeOf = (first: UnitDef): UnitSetup => {
    const same = ofRole(modelRole(first)!, first.nation);
    const second = rng() < 0.5 ? first : pick(rng, same);
    const third = rng() < 0.5 ? first : pick(rng, same);
    return { models: [first.id, second.id, third.id] };
  };
  /** R1.5: 1-3 artillery pieces of one nation, at most one of them Large. */
  const battery = (first: UnitDef): UnitSetup => {
    const small = ofRole('artillery', first.nation).filter((g) => !isLarge(g));
    const models = [first.id];
    const more = Math.floor(rng() * 3);
    for (let k = 0; k < more && small.length > 0; k++) models.push(pick(rng, small).id);
    return { models };
  };
  /** A unit that fields `card` (an Infantry Officer not as the Commander: any Officer may be fielded, R1.3). */
  const unitAround = (card: UnitDef): UnitSetup | null => {
    const role = modelRole(card);
    switch (role) {
      case 'basic':
        return squad(card);
      case 'officer': {
        const basic = basicOf(card.nation);
        return basic ? squad(basic, { officer: card }) : null;
      }
      case 'specialist':
      case 'mgTeam': {
        const basic = rng() < 0.5 ? basicOf(card.nation) : null;
        if (!basic) return threeOf(card);
        return squad(basic, role === 'specialist' ? { specialist: card } : { mgTeam: card });
      }
      case 'cavalry':
      case 'motorcycle':
        return threeOf(card);
      case 'artillery':
        return battery(card);
      case 'vehicle':
      case 'aircraft':
        return { models: [card.id] };
      default:
        return null;
    }
  };

  // R1.3: the Commander first: a featured officer if there is one; else, when cards are featured,
  // the cheapest of three officers at the plain grade, to leave them room; else any officer, now
  // and then a Junior or Senior Commander.
  let leader = featured.find((d) => cards.officers.includes(d)) ?? null;
  if (!leader && cards.officers.length > 0) {
    const drawn = Array.from({ length: featured.length > 0 ? 3 : 1 }, () => pick(rng, cards.officers));
    leader = drawn.reduce((a, b) => (b.cost < a.cost ? b : a));
  }
  if (leader) {
    const roll = rng();
    const wanted: CommanderGrade = featured.length > 0 || roll < 0.8 ? 'commander' : roll < 0.95 ? 'junior' : 'senior';
    for (const grade of [wanted, 'commander'] as const) {
      if (leader.cost * COMMANDER_GRADES[grade].multiplier > points * 0.6) continue;
      if (
        modelRole(leader) === 'officer'
          ? tryAdd(squad(basicOf(leader.nation)!, { officer: leader, grade }))
          : tryAdd({ models: [leader.id], commander: { model: 0, grade } })
      )
        break;
    }
  }
  // Each featured card in a unit that fits (a few tries: squads and batteries come in several sizes).
  for (const card of featured) {
    if (units.some((u) => u.models.includes(card.id))) continue;
    for (let k = 0; k < 4 && !tryAdd(unitAround(card)); k++);
  }
  // Random units: a role (squads and vehicles twice as often), a nation that has it, a card.
  // Officers beyond the Commander come featured. Squads claim objectives (R7.1): with fewer, more
  // games end in a draw with nothing held.
  const roles = (
    [
      'basic',
      'basic',
      'specialist',
      'mgTeam',
      'artillery',
      'cavalry',
      'motorcycle',
      'vehicle',
      'vehicle',
      'aircraft',
    ] as const
  ).filter((r) => nationsWith(r).length > 0);
  for (let attempt = 0; attempt < 60 && spent < points && roles.length > 0; attempt++) {
    const role = pick(rng, roles);
    const card = pick(rng, ofRole(role, pick(rng, nationsWith(role))));
    tryAdd(unitAround(card));
  }
  return units;
}
