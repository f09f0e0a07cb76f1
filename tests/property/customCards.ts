// Random custom stat cards (docs/armies.md, "Your own cards"), for the property tests, the fuzzer
// and the benchmark: a random type line the army rules know, numbers in the card parser's ranges
// (army/cardParse.ts), and abilities of R8.13 on the kinds of card they make sense on, with what
// they need (a Hull or Auxiliary weapon, R8.10; a Firing Deck on a Transport, R8.9; the Aircraft
// ability on an Aircraft). Every card is checked by parseUnitDef before it is handed out.
import {
  ABILITY_IDS,
  CUSTOM_CARD_PREFIX,
  NATION_SIDE,
  NATIONS,
  NUMBERED_ABILITIES,
  messagesOf,
  modelRole,
  parseUnitDef,
  type Ability,
  type AbilityId,
  type Catalog,
  type Nation,
  type Profile,
  type Side,
  type UnitDef,
} from '../../src/engine';
import { between, pick, type Rng } from './rng';

const clamp = (n: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, n));

/** What a card is, for its numbers and for which abilities it may carry. */
type Kind =
  | 'basic'
  | 'officer'
  | 'specialist'
  | 'mgTeam'
  | 'artillery'
  | 'cavalry'
  | 'motorcycle'
  | 'vehicle'
  | 'vehicleOfficer'
  | 'aircraft';

const KINDS: readonly Kind[] = [
  'basic',
  'officer',
  'specialist',
  'mgTeam',
  'artillery',
  'cavalry',
  'motorcycle',
  'vehicle',
  'vehicleOfficer',
  'aircraft',
];

const VEHICLE_LINES = [
  'Light Tank',
  'Medium Tank',
  'Heavy Tank',
  'Super Heavy Tank',
  'Tank Destroyer',
  'Assault Gun',
  'Armored Car',
  'Half-Track',
  'Truck',
  'Self-Propelled Artillery',
];

/** Groups of kinds an ability is printed on (the original cards' habits, see the catalog). */
const INFANTRY: readonly Kind[] = ['basic', 'officer', 'specialist', 'mgTeam', 'cavalry', 'motorcycle'];
const GUNS: readonly Kind[] = ['artillery', 'vehicle', 'vehicleOfficer'];
const VEHICLES: readonly Kind[] = ['vehicle', 'vehicleOfficer'];
const OFFICERS: readonly Kind[] = ['officer', 'vehicleOfficer'];
const GROUND: readonly Kind[] = [...INFANTRY, 'artillery', ...VEHICLES];
const ANY: readonly Kind[] = KINDS;

/** Where each ability may go, and its number's range for the numbered ones (R8.13, NUMBERED_ABILITIES). */
const ABILITY_PLACES: Readonly<Record<AbilityId, { on: readonly Kind[]; n?: readonly [number, number] }>> = {
  aggression: { on: GROUND, n: [1, 3] },
  aircraft: { on: ['aircraft'] },
  amphibious: { on: GROUND },
  auxiliary: { on: VEHICLES },
  blast: { on: GUNS },
  bombardment: { on: GUNS },
  bridgeDemolition: { on: INFANTRY },
  closeAssault: { on: INFANTRY, n: [4, 14] },
  crackShot: { on: INFANTRY },
  extendedRange: { on: [...GUNS, 'specialist'], n: [8, 20] },
  firingDeck: { on: VEHICLES },
  flamethrower: { on: [...INFANTRY, ...VEHICLES] },
  handToHand: { on: INFANTRY, n: [6, 12] },
  heavyArmor: { on: VEHICLES, n: [1, 2] },
  heavyTransport: { on: VEHICLES },
  highGear: { on: [...VEHICLES, 'motorcycle'], n: [1, 3] },
  highValueTarget: { on: ANY, n: [1, 5] },
  inaccurate: { on: GUNS, n: [1, 2] },
  indirectFire: { on: GUNS },
  initiative: { on: OFFICERS, n: [1, 3] },
  large: { on: ['artillery'] },
  limitedRange: { on: INFANTRY, n: [1, 3] },
  noTurret: { on: VEHICLES },
  openBack: { on: VEHICLES },
  paratrooper: { on: INFANTRY },
  relocate: { on: ['artillery', 'specialist'], n: [1, 2] },
  robust: { on: VEHICLES },
  scout: { on: GROUND },
  shrapnel: { on: GUNS, n: [1, 3] },
  spotter: { on: INFANTRY },
  strikeAndFade: { on: [...VEHICLES, 'cavalry', 'aircraft'], n: [1, 2] },
  superiorArmor: { on: VEHICLES, n: [1, 3] },
  suppressiveFire: { on: [...INFANTRY, ...VEHICLES, 'aircraft'] },
  sustainedFire: { on: [...INFANTRY, ...VEHICLES] },
  tankDestroyer: { on: VEHICLES },
  transport: { on: VEHICLES },
  unarmored: { on: VEHICLES },
  versatileWarmachine: { on: ANY },
  hull: { on: VEHICLES },
  aa: { on: ANY },
  pinPointer: { on: OFFICERS },
  commandLeadership: { on: OFFICERS },
  commandRuthless: { on: OFFICERS },
  angriff: { on: OFFICERS },
  tallyHo: { on: OFFICERS },
  braveryEnforcement: { on: OFFICERS },
  stalwart: { on: OFFICERS },
};

/** Abilities that come with another: a Firing Deck is a Transport's (R8.9). */
const NEEDS: Partial<Record<AbilityId, AbilityId>> = { firingDeck: 'transport' };
/** Abilities a card carries one of at most. */
const ONE_OF: readonly (readonly AbilityId[])[] = [['transport', 'heavyTransport']];

/** Numbers per kind: cost, speed, defense (front for a vehicle) and the size of its dice. */
const NUMBERS: Readonly<
  Record<Kind, { cost: [number, number]; speed: [number, number]; defense: [number, number]; dice: [number, number] }>
> = {
  basic: { cost: [3, 10], speed: [1, 2], defense: [3, 6], dice: [4, 9] },
  officer: { cost: [6, 20], speed: [1, 2], defense: [3, 6], dice: [4, 10] },
  specialist: { cost: [5, 15], speed: [1, 2], defense: [3, 6], dice: [4, 12] },
  mgTeam: { cost: [6, 15], speed: [1, 1], defense: [3, 6], dice: [6, 12] },
  artillery: { cost: [6, 25], speed: [0, 1], defense: [3, 6], dice: [6, 16] },
  cavalry: { cost: [5, 12], speed: [2, 3], defense: [3, 6], dice: [4, 9] },
  motorcycle: { cost: [5, 12], speed: [3, 4], defense: [3, 6], dice: [4, 9] },
  vehicle: { cost: [5, 60], speed: [2, 6], defense: [1, 8], dice: [3, 18] },
  vehicleOfficer: { cost: [15, 60], speed: [2, 5], defense: [3, 8], dice: [5, 18] },
  aircraft: { cost: [15, 45], speed: [0, 0], defense: [4, 8], dice: [5, 15] },
};

/** Attack dice at three bands (R6.1): 1-40 dice or "-", falling with range, now and then no profile at all. */
function randomProfile(rng: Rng, [lo, hi]: [number, number]): Profile | null {
  if (rng() < 0.1) return null;
  const short = rng() < 0.05 ? null : between(rng, lo, hi);
  let last = short ?? between(rng, lo, hi);
  const next = (): number | null => {
    if (rng() < 0.12) return null;
    last = clamp(last - between(rng, 0, 3), 1, 40);
    return last;
  };
  const medium = next();
  const long = next();
  return [short, medium, long];
}

function randomAbility(rng: Rng, id: AbilityId): Ability {
  const place = ABILITY_PLACES[id];
  const ability: Ability = { id };
  if (NUMBERED_ABILITIES.has(id)) ability.n = place.n ? between(rng, place.n[0], place.n[1]) : between(rng, 1, 3);
  if (id === 'hull' || id === 'auxiliary') {
    // R8.10: a weapon with its own dice and target kind, or one that uses the model's profile.
    ability.weapon =
      rng() < 0.25
        ? { name: 'Flamethrower' }
        : {
            name: `${id} gun`,
            dice: randomProfile(rng, [4, 14]) ?? [8, 6, 4],
            vs: rng() < 0.5 ? 'infantry' : 'vehicle',
          };
  }
  return ability;
}

/** 0-3 abilities that fit the kind, with their companions; the Aircraft ability on Aircraft (R8.13). */
function randomAbilities(rng: Rng, kind: Kind): Ability[] {
  const fitting = ABILITY_IDS.filter((id) => id !== 'aircraft' && ABILITY_PLACES[id].on.includes(kind));
  const ids = new Set<AbilityId>(kind === 'aircraft' ? ['aircraft'] : []);
  if (kind === 'artillery' && rng() < 0.25) ids.add('large');
  const count = between(rng, 0, 3);
  for (let k = 0; k < count; k++) {
    const id = pick(rng, fitting);
    if (ONE_OF.some((group) => group.includes(id) && group.some((other) => ids.has(other)))) continue;
    ids.add(id);
    const needed = NEEDS[id];
    if (needed && !ONE_OF.some((group) => group.includes(needed) && group.some((other) => ids.has(other))))
      ids.add(needed);
  }
  return [...ids].map((id) => randomAbility(rng, id));
}

function typeLineOf(rng: Rng, kind: Kind, abilities: readonly Ability[]): string {
  switch (kind) {
    case 'basic':
      return 'Basic Infantry';
    case 'officer':
      return 'Infantry Officer';
    case 'specialist':
      return 'Infantry Specialist';
    case 'mgTeam':
      return 'Infantry MG Team';
    case 'artillery':
      return abilities.some((a) => a.id === 'large') && rng() < 0.7 ? 'Infantry Artillery Large' : 'Infantry Artillery';
    case 'cavalry':
      return 'Infantry Cavalry';
    case 'motorcycle':
      return 'Infantry Motorcycle';
    case 'vehicle':
      return `Vehicle ${pick(rng, VEHICLE_LINES)}`;
    case 'vehicleOfficer':
      return `Vehicle ${pick(rng, VEHICLE_LINES)} Officer`;
    case 'aircraft':
      return 'Aircraft';
  }
}

/** The nations of a side (R1.1), from NATIONS: every nation the engine knows, whatever the catalog holds. */
export function nationsOf(side: Side): Nation[] {
  return NATIONS.filter((n) => NATION_SIDE[n] === side);
}

/** Nations of the side with Basic Infantry in the catalog: the only ones whose Infantry Officer can be fielded (R1.4, R1.6). */
function nationsWithSquads(catalog: Catalog, side: Side): Nation[] {
  const found = new Set<Nation>();
  for (const id in catalog) {
    const d = catalog[id];
    if (d.side === side && modelRole(d) === 'basic') found.add(d.nation);
  }
  return [...found];
}

/** Models of the card in the smallest unit that fields it: a squad of 6, a unit of 3 (R1.4, R1.5), or the card alone. */
const UNIT_MODELS: Readonly<Record<Kind, number>> = {
  basic: 6,
  officer: 6,
  specialist: 3,
  mgTeam: 3,
  artillery: 1,
  cavalry: 3,
  motorcycle: 3,
  vehicle: 1,
  vehicleOfficer: 1,
  aircraft: 1,
};

/**
 * A random custom card of `side` with the id given (it must start with "custom-"), one that an
 * army of `catalog` plus this card can field: an Infantry Officer only of a nation that has Basic
 * Infantry to lead; with `maxUnitCost`, cheap enough that the smallest unit of it costs no more
 * (an officer's squad counted as 6 of him). Throws if the card does not parse: that is a bug of
 * this generator.
 */
export function randomCustomCard(rng: Rng, id: string, side: Side, catalog: Catalog, maxUnitCost = Infinity): UnitDef {
  let kind = pick(rng, KINDS);
  const squadNations = nationsWithSquads(catalog, side);
  if (kind === 'officer' && squadNations.length === 0) kind = 'vehicleOfficer';
  const nation = kind === 'officer' ? pick(rng, squadNations) : pick(rng, nationsOf(side));
  const nums = NUMBERS[kind];
  const abilities = randomAbilities(rng, kind);
  const typeLine = typeLineOf(rng, kind, abilities);
  const isVehicle = kind === 'vehicle' || kind === 'vehicleOfficer';
  const front = between(rng, nums.defense[0], nums.defense[1]);
  const raw = {
    id,
    name: `Custom ${typeLine} ${id.slice(CUSTOM_CARD_PREFIX.length)}`,
    nation,
    side: NATION_SIDE[nation],
    typeLine,
    cost: clamp(between(rng, nums.cost[0], nums.cost[1]), 1, Math.floor(maxUnitCost / UNIT_MODELS[kind])),
    speed: kind === 'aircraft' ? 'A' : between(rng, nums.speed[0], nums.speed[1]),
    defense: isVehicle ? [front, clamp(front - between(rng, 0, 3), 1, 12)] : front,
    attack: {
      infantry: randomProfile(rng, nums.dice),
      vehicle: randomProfile(rng, [Math.max(1, nums.dice[0] - 3), nums.dice[1]]),
    },
    abilities,
    custom: true,
  };
  const parsed = parseUnitDef(raw, id);
  if (!parsed.ok) throw new Error(`the random custom card does not parse:\n${messagesOf(parsed.error).join('\n')}`);
  return parsed.value;
}
