// Small named positions, one for each kind of choice the game offers: the setup steps, moves,
// attacks with every weapon, Defensive Fire offers, transports, reserves and Aircraft, Commander
// targets, rerolls, survivors and the end vote. completeness.test.ts checks legalActions on each
// against every candidate, and counts what is legal there (like perft in chess), so that any
// change in what is legal shows.
import { createGame, legalActions, type Action, type GameState, type UnitDef } from '../src/engine';
import { at, atPhase, card, DEFS, initiative, play, testGame, testMap } from './helpers';

const ht = card('ht', 'Vehicle Half-Track', {
  speed: 4,
  defense: [3, 2],
  abilities: [{ id: 'transport' }, { id: 'firingDeck' }],
});
const scoutCar = card('scoutcar', 'Vehicle Armored Car', { speed: 4, abilities: [{ id: 'scout' }] });
const plane = card('plane', 'Aircraft', { defense: 4 });
const para = card('para2', 'Basic Infantry', { abilities: [{ id: 'paratrooper' }] });
/** Close Assault and Hand to Hand, and Bridge Demolition. */
const sapper = card('sapper', 'Infantry Specialist', {
  attack: { infantry: [8, 6, null], vehicle: [2, null, null] },
  abilities: [{ id: 'closeAssault', n: 9 }, { id: 'handToHand', n: 5 }, { id: 'bridgeDemolition' }],
});
/** An Unarmored Vehicle: Infantry dice may be used against it (R6.2), so attacks name a profile. */
const truck = card('truck', 'Vehicle Truck', { speed: 4, defense: [2, 2], abilities: [{ id: 'unarmored' }] });
/** Movement Phase weapons (R8.10) and Sustained Fire (R4.3). */
const hullTank = card('hulltank', 'Vehicle Medium Tank', {
  abilities: [
    { id: 'hull', weapon: { name: 'Hull MG', dice: [6, 4, null], vs: 'infantry' } },
    { id: 'auxiliary', weapon: { name: 'Coax', dice: [5, 3, null], vs: 'infantry' } },
  ],
});
const sniper = card('sniper', 'Infantry Specialist', { abilities: [{ id: 'crackShot' }] });
const mg = card('mg', 'Infantry MG Team', { abilities: [{ id: 'sustainedFire' }] });
const vw = card('vwtank', 'Vehicle Medium Tank', {
  attack: { infantry: [9, 9, 7], vehicle: [13, 11, 9] },
  abilities: [{ id: 'versatileWarmachine' }],
});
const raider = card('raider', 'Infantry Specialist', {
  speed: 1,
  abilities: [
    { id: 'aggression', n: 1 },
    { id: 'strikeAndFade', n: 1 },
  ],
});
const captain = card('captain', 'Infantry Officer', { abilities: [{ id: 'pinPointer' }] });
/** A Heavy Transport (two Infantry units) that one success destroys. */
const bigTruck = card('bigtruck', 'Vehicle Truck', {
  speed: 2,
  defense: [1, 1],
  abilities: [{ id: 'heavyTransport' }],
});
const CARDS: UnitDef[] = [
  ht,
  scoutCar,
  plane,
  para,
  sapper,
  truck,
  hullTank,
  sniper,
  mg,
  vw,
  raider,
  captain,
  bigTruck,
];

/** R3.1: team 0 wins the initiative. */
const INIT = initiative({ winner: 0 });

export interface NamedPosition {
  name: string;
  /** The rules it exercises. */
  rules: string;
  state: () => GameState;
  /** How many actions of each type are legal there. */
  counts: Partial<Record<Action['type'], number>>;
}

/** A game from the full setup on an 8 x 12 map (a Water hex in team 0's zone). */
function setupGame(units: [string[][], string[][]], script: number[] = []): GameState {
  const r = createGame({
    seed: 'positions',
    map: testMap(8, 12, { '2,10': { terrain: 'water' } }),
    catalog: { ...DEFS, ...Object.fromEntries(CARDS.map((c) => [c.id, c])) },
    teams: [
      { name: 'A', units: units[0].map((models) => ({ models })) },
      { name: 'B', units: units[1].map((models) => ({ models })) },
    ],
    diceScript: [...INIT, ...script],
  });
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join('\n'));
  return r.state;
}

/** Plays the first listed action of each state (the first `prefer` accepts, if any) while `more` holds. */
function playFirst(
  state: GameState,
  more: (s: GameState) => boolean,
  prefer: (a: Action) => boolean = () => true,
): GameState {
  let s = state;
  while (more(s)) {
    const legal = legalActions(s);
    s = play(s, legal.find(prefer) ?? legal[0]).state;
  }
  return s;
}

const small = (hexes: Parameters<typeof testMap>[2] = {}, sides: Parameters<typeof testMap>[3] = []) =>
  testMap(6, 6, hexes, sides);

/** An Assault Phase game on a 6 x 6 map (by default), team `active` to act. */
function assault(
  opts: Partial<Parameters<typeof testGame>[0]> & Pick<Parameters<typeof testGame>[0], 'units'>,
  active: 0 | 1 = 0,
): GameState {
  return atPhase(testGame({ map: small(), cards: CARDS, ...opts }), 'assault', active);
}

/** The state after the first model of `unit` attacks `target`. */
function afterAttack(state: GameState, unit: string, target: string): GameState {
  return play(state, { type: 'attack', unit, model: state.units[unit].models[0].id, target }).state;
}

/** Two raiders (Aggression, Strike and Fade) and a gun (Relocate); an enemy in sight, one behind a Forest. */
function assaultRaiders(script: number[] = []): GameState {
  return assault({
    map: small({ '3,3': { terrain: 'forest' } }),
    units: [
      { id: 'x', team: 0, models: ['raider', 'raider'], at: [2, 2] },
      { id: 'g', team: 0, models: ['gun'], at: [0, 4] },
      { id: 'e', team: 1, models: ['rifle'], at: [4, 2] },
      { id: 'hid', team: 1, models: ['rifle'], at: [4, 4] },
    ],
    script: [...INIT, ...script],
  });
}

/**
 * R8.19, R2.3: a Heavy Transport destroyed in the corner hex A1, which holds a friendly squad
 * (2-inch hexes: one infantry unit per team). Next to it are B1, Open, and A2, Water: of its two
 * surviving units, the squad with the Commander ('a') and a lone rifleman ('b'), only the one
 * placed first can be saved, so their owner (team 0) chooses the order.
 */
export function survivorOrderPosition(): GameState {
  return afterAttack(
    assault(
      {
        map: small({ '0,1': { terrain: 'water' } }),
        settings: { smallHexes: true },
        units: [
          { id: 'g', team: 1, models: ['gun'], at: [3, 0] },
          { id: 't', team: 0, models: ['bigtruck'], at: [0, 0], facing: 0 },
          { id: 'f', team: 0, models: ['rifle'], at: [0, 0] },
          { id: 'a', team: 0, models: ['rifle', 'captain'], carrier: 't', commander: { model: 1, grade: 'commander' } },
          { id: 'b', team: 0, models: ['rifle'], carrier: 't' },
        ],
        // The Field Gun's 13 dice all succeed, the truck's 2 defense dice fail, all 3 passengers survive.
        script: [...INIT, ...Array(13).fill(6), 1, 1, 1, 1, 1],
      },
      1,
    ),
    'g',
    't',
  );
}

export const POSITIONS: NamedPosition[] = [
  {
    name: 'the first Objective Marker',
    rules: 'R3.2',
    state: () => setupGame([[['rifle']], [['rifle']]]),
    counts: { placeObjective: 31 },
  },
  {
    name: 'deployment: a tank, a Paratrooper, a rifleman and a Half-Track on the map',
    rules: 'R3.3, R5.5, R5.6',
    state: () => {
      const s = playFirst(
        setupGame([
          [['ht'], ['tank'], ['para2'], ['rifle']],
          [['rifle'], ['rifle'], ['rifle'], ['rifle']],
        ]),
        (x) => x.setupStep === 'objectives',
      );
      // Team 0 places its Half-Track first, then team 1 a rifleman.
      const deployed = playFirst(
        s,
        (x) => x.active === 0,
        (a) => a.type === 'deploy' && s.units[a.unit].cards[0] === 'ht',
      );
      return playFirst(deployed, (x) => x.active === 1);
    },
    // The zone's 31 dry hexes: the tank in the 30 without the Half-Track, 6 facings each (180),
    // the Paratrooper and the rifleman anywhere (31 each); both may start aboard the Half-Track, the
    // Paratrooper in Reserve.
    counts: { deploy: 242, deployReserve: 1, deployEmbarked: 2 },
  },
  {
    name: 'a Scout move in the setup',
    rules: 'R3.4, R5.5',
    state: () => playFirst(setupGame([[['scoutcar']], [['rifle']]]), (x) => x.setupStep !== 'scout'),
    counts: { hold: 1, move: 3, pivot: 5 },
  },
  {
    name: 'Movement Phase: a rifleman and a tank by Forest and a River',
    rules: 'R4.3, R5.1-R5.5',
    state: () =>
      testGame({
        map: small({ '2,2': { terrain: 'forest' } }, [{ col: 3, row: 3, dir: 0, kind: 'river', bridge: true }]),
        units: [
          { id: 'r', team: 0, models: ['rifle', 'rifle'], at: [2, 3] },
          { id: 't', team: 0, models: ['tank'], at: [3, 3], facing: 0 },
          { id: 'e', team: 1, models: ['rifle'], at: [5, 0] },
        ],
      }),
    counts: { hold: 2, move: 12, pivot: 5 },
  },
  {
    name: 'Movement Phase fire: Sustained Fire, Crack Shot, Hull and Auxiliary weapons',
    rules: 'R4.3, R6.6, R8.10',
    state: () =>
      testGame({
        map: small(),
        cards: CARDS,
        units: [
          { id: 'm', team: 0, models: ['mg', 'sniper'], at: [1, 2] },
          { id: 'h', team: 0, models: ['hulltank'], at: [2, 4], facing: 0 },
          { id: 'e', team: 1, models: ['rifle', 'officer', 'rifle'], at: [4, 3] },
          { id: 'v', team: 1, models: ['truck'], at: [4, 2] },
        ],
      }),
    counts: { hold: 2, move: 12, attack: 11, pivot: 5 },
  },
  {
    name: 'Assault Phase: Close Assault and Hand to Hand in a shared hex, Bridge Demolition',
    rules: 'R4.5, R6.2, R6.9, R8.8',
    state: () =>
      assault({
        map: small({}, [{ col: 2, row: 2, dir: 0, kind: 'river', bridge: true }]),
        units: [
          { id: 's', team: 0, models: ['sapper', 'rifle'], at: [2, 2] },
          { id: 't', team: 1, models: ['tank'], at: [2, 2], facing: 3 },
          { id: 'i', team: 1, models: ['rifle'], at: [2, 2] },
          { id: 'v', team: 1, models: ['truck'], at: [1, 3], facing: 0 },
        ],
      }),
    counts: { hold: 1, move: 6, attack: 10, demolish: 1 },
  },
  {
    name: 'Assault Phase: Aggression, Relocate, and an enemy out of sight behind a Forest',
    rules: 'R4.5, R6.3, R8.14',
    state: () => assaultRaiders(),
    // The raiders step as a normal or an Aggression move (6 + 6), the gun (Speed 0) only
    // Relocates, to its 3 hexes on the map; the raiders do not see the enemy behind the Forest.
    counts: { hold: 2, move: 15, attack: 4 },
  },
  {
    name: 'Assault Phase: Strike and Fade after an attack',
    rules: 'R4.5, R8.14',
    state: () => afterAttack(assaultRaiders([1, 1, 1, 1, 1, 1, 1, 1]), 'x', 'e'),
    // The other raider's attack, or a Strike and Fade step; no other move once it has attacked.
    counts: { move: 6, attack: 1, endActivation: 1 },
  },
  {
    name: 'Movement Phase: a tank part-way through its move',
    rules: 'R4.2, R4.3, R5.2, R5.5',
    state: () => {
      const s = testGame({
        map: small({ '3,1': { terrain: 'forest' } }),
        units: [
          { id: 't', team: 0, models: ['tank'], at: [1, 2], facing: 0 },
          { id: 'r', team: 0, models: ['rifle'], at: [0, 0] },
          { id: 'e', team: 1, models: ['rifle'], at: [5, 5] },
        ],
      });
      return play(s, { type: 'move', unit: 't', path: [at(2, 2)] }).state;
    },
    // Only the tank acts until its activation ends (no other unit may hold, R4.2).
    counts: { move: 6, pivot: 5, endActivation: 1 },
  },
  {
    name: 'a Defensive Fire offer with a choice of hex, weapon and profile',
    rules: 'R5.7, R6.2',
    state: () => {
      const s = testGame({
        map: small(),
        cards: CARDS,
        units: [
          { id: 'v', team: 0, models: ['truck'], at: [1, 2], facing: 0 },
          { id: 'd', team: 1, models: ['sapper', 'rifle'], at: [2, 2] },
          { id: 'g', team: 1, models: ['tank'], at: [1, 3], facing: 3 },
        ],
      });
      return play(s, { type: 'move', unit: 'v', path: [at(2, 2)] }).state;
    },
    // The squad: from either hex, with no profile named or either one (6), and Close Assault in
    // its own hex (the 'to' hex); the tank: from either hex, three ways each (6); or pass.
    counts: { defensiveFire: 13, passDefensiveFire: 1 },
  },
  {
    name: 'transports: embarking by a step or in place, passengers getting out',
    rules: 'R4.6, R8.9',
    state: () =>
      testGame({
        map: small(),
        cards: CARDS,
        units: [
          { id: 'h', team: 0, models: ['ht'], at: [2, 2], facing: 0 },
          { id: 'r', team: 0, models: ['rifle'], at: [3, 2] },
          { id: 'q', team: 0, models: ['rifle'], at: [2, 2] },
          { id: 'h2', team: 0, models: ['ht'], at: [1, 4], facing: 0 },
          { id: 'p', team: 0, models: ['rifle'], carrier: 'h2' },
          { id: 'e', team: 1, models: ['rifle'], at: [5, 5] },
        ],
      }),
    counts: { hold: 5, move: 23, pivot: 10, embark: 2, disembark: 7 },
  },
  {
    name: 'turn 2: a Paratrooper in Reserve and an Aircraft on the map',
    rules: 'R4.4, R8.1',
    state: () => {
      const s = testGame({
        map: small({ '1,1': { terrain: 'forest' }, '4,4': { terrain: 'water' } }),
        cards: CARDS,
        units: [
          { id: 'p', team: 0, models: ['para2', 'para2'], reserve: true },
          { id: 'a', team: 0, models: ['plane'], at: [3, 3] },
          { id: 'e', team: 1, models: ['rifle'], at: [5, 0] },
        ],
      });
      return { ...s, turn: 2 };
    },
    // The Paratroopers land on the 34 hexes that are neither Forest nor Water, the Aircraft
    // redeploys to any of the 36.
    counts: { hold: 2, arrive: 70, returnToReserve: 1 },
  },
  {
    name: 'a Junior Commander picks the units he casts on',
    rules: 'R8.4',
    state: () =>
      testGame({
        map: small(),
        cards: CARDS,
        units: [
          { id: 'sq', team: 0, models: ['rifle', 'captain'], at: [1, 3], commander: { model: 1, grade: 'junior' } },
          { id: 'u1', team: 0, models: ['rifle'], at: [1, 5] },
          { id: 'u2', team: 0, models: ['rifle'], at: [2, 5] },
          { id: 'u3', team: 0, models: ['rifle'], at: [3, 5] },
          { id: 'e', team: 1, models: ['rifle'], at: [5, 0] },
        ],
      }),
    // His own unit counts: up to 2 of the 3 others (1 + 3 + 3 sets).
    counts: { chooseCommandTargets: 7 },
  },
  {
    name: "the target's owner names the model attacked",
    rules: 'R6.6',
    state: () =>
      afterAttack(
        assault({
          units: [
            { id: 'r', team: 0, models: ['rifle'], at: [1, 2] },
            { id: 'e', team: 1, models: ['rifle', 'officer', 'rifle'], at: [2, 2] },
          ],
        }),
        'r',
        'e',
      ),
    // Any model may be named.
    counts: { nameModel: 3 },
  },
  {
    name: 'Versatile Warmachine: reroll a die of the attack',
    rules: 'R8.6',
    state: () =>
      afterAttack(
        assault({
          units: [
            { id: 'w', team: 0, models: ['vwtank'], at: [1, 2], facing: 0 },
            { id: 'e', team: 1, models: ['tank'], at: [3, 2], facing: 3 },
          ],
          script: [...INIT, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2],
        }),
        'w',
        'e',
      ),
    // Keep the roll, or reroll one of its 11 dice (13-11-9 at range 2).
    counts: { reroll: 12 },
  },
  {
    name: 'survivors of a destroyed Transport placed next to it',
    rules: 'R8.7, R2.3',
    // 2-inch hexes (R2.3): the Half-Track's hex holds a friendly squad, so its surviving
    // passengers must go next door; one hex next to it is Water.
    state: () =>
      afterAttack(
        assault(
          {
            map: small({ '1,2': { terrain: 'water' } }),
            settings: { smallHexes: true },
            units: [
              { id: 'g', team: 1, models: ['gun'], at: [4, 2] },
              { id: 'h', team: 0, models: ['ht'], at: [2, 2], facing: 0 },
              { id: 'f', team: 0, models: ['rifle'], at: [2, 2] },
              { id: 'p', team: 0, models: ['rifle', 'rifle'], carrier: 'h' },
            ],
            // The gun's dice all succeed, the Half-Track's defense fails, both passengers survive.
            script: [...INIT, ...Array(13).fill(6), ...Array(12).fill(1)],
          },
          1,
        ),
        'g',
        'h',
      ),
    counts: { placeSurvivors: 5 },
  },
  {
    name: "a Heavy Transport's survivors: which unit is placed first",
    rules: 'R8.7, R8.19, R2.3',
    state: survivorOrderPosition,
    // Either unit first: only one of them can be saved.
    counts: { chooseSurvivorOrder: 2 },
  },
  {
    name: 'Versatile Warmachine: reroll a failed movement roll',
    rules: 'R5.3, R8.6',
    state: () => {
      const s = testGame({
        map: small({ '3,2': { terrain: 'forest' } }),
        cards: CARDS,
        units: [
          { id: 'w', team: 0, models: ['vwtank'], at: [2, 2], facing: 0 },
          { id: 'e', team: 1, models: ['rifle'], at: [5, 5] },
        ],
        script: [...INIT, 1],
      });
      return play(s, { type: 'move', unit: 'w', path: [at(3, 2)] }).state;
    },
    // Keep the failed die or reroll it.
    counts: { reroll: 2 },
  },
  {
    name: 'an open-ended game: the vote to end it',
    rules: 'R7.3',
    state: () => {
      let s = testGame({
        map: small(),
        units: [
          { id: 'r', team: 0, models: ['rifle'], at: [1, 1] },
          { id: 'e', team: 1, models: ['rifle'], at: [4, 4] },
        ],
        settings: { turns: null },
      });
      while (!s.pending.some((p) => p.kind === 'endGameVote'))
        s = play(s, legalActions(s).find((a) => a.type === 'hold') ?? legalActions(s)[0]).state;
      return s;
    },
    counts: { endGameVote: 2 },
  },
];
