// The random armies of the property tests, the fuzzer and the benchmark: legal by the army rules
// (R1.1-R1.6, validateArmy), drawn from every nation and kind of card of the catalog, custom
// cards included, and fielding every card of the catalog in some game of the property run.
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import {
  ABILITY_IDS,
  CUSTOM_CARD_PREFIX,
  NATIONS,
  modelRole,
  parseUnitDef,
  validateArmy,
  type Catalog,
  type GameSetup,
  type Side,
  type UnitDef,
} from '../../src/engine';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { randomCustomCard } from './customCards';
import { featuredDraw, sizeOf } from './gamePlan';
import { armyListOf, featuredCards, largestSide, randomArmy } from './randomArmies';
import { randomGameSetup } from './randomPlay';
import { PROPERTY_GAMES, propertyGame } from './randomGames';

/** Every error of both armies of a game, by validateArmy (R1.8 sentences). */
function armyErrors(setup: GameSetup, points: number): string[] {
  return setup.teams.flatMap((team) =>
    validateArmy(armyListOf(team.units, points, team.name), setup.catalog).errors.map(
      (e) => `${team.name}: ${e.message}`,
    ),
  );
}

const modelsOf = (setup: GameSetup): string[] => setup.teams.flatMap((t) => t.units.flatMap((u) => u.models));

describe("the property run's armies", () => {
  const setups = Array.from({ length: PROPERTY_GAMES }, (_, n) => {
    const plan = propertyGame(n);
    return { n, points: plan.points, setup: randomGameSetup(plan.seed, plan.points, plan.armies) };
  });

  it('are legal armies of their size, one Commander each (R1.1-R1.6)', () => {
    const problems = setups.flatMap(({ n, points, setup }) => armyErrors(setup, points).map((e) => `game ${n}: ${e}`));
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('field every card of the catalog in some game', () => {
    const fielded = new Set(setups.flatMap(({ setup }) => modelsOf(setup)));
    const missing = Object.keys(CATALOG_BY_ID).filter((id) => !fielded.has(id));
    expect(missing).toEqual([]);
  });

  it('bring 1-3 custom cards of a player into about a quarter of the games, each fielded in its game', () => {
    const withCustom = setups.filter(({ setup }) => setup.catalog !== CATALOG_BY_ID);
    expect(withCustom.length).toBeGreaterThan(PROPERTY_GAMES * 0.15);
    expect(withCustom.length).toBeLessThan(PROPERTY_GAMES * 0.35);
    for (const { n, setup } of withCustom) {
      const custom = Object.values(setup.catalog).filter((d) => d.custom && !CATALOG_BY_ID[d.id]);
      expect(custom.length, `game ${n}`).toBeGreaterThanOrEqual(1);
      expect(custom.length, `game ${n}`).toBeLessThanOrEqual(3);
      const fielded = new Set(modelsOf(setup));
      expect(
        custom.filter((d) => !fielded.has(d.id)).map((d) => `game ${n}: ${d.id} (${d.typeLine}, ${d.cost} points)`),
      ).toEqual([]);
    }
  });

  it('draw from every nation of the catalog on both sides', () => {
    const nations = new Set(setups.flatMap(({ setup }) => modelsOf(setup).map((id) => setup.catalog[id].nation)));
    const catalogNations = new Set(Object.values(CATALOG_BY_ID).map((d) => d.nation));
    expect([...catalogNations].filter((n) => !nations.has(n))).toEqual([]);
  });
});

describe('random custom cards', () => {
  const rng = seedrandom.alea('custom-cards');
  const cards = Array.from({ length: 3000 }, (_, k) =>
    randomCustomCard(rng, `${CUSTOM_CARD_PREFIX}c${k}`, k % 2 === 0 ? 'Axis' : 'Allies', CATALOG_BY_ID),
  );

  it('are cards the parser accepts as custom cards, of their side', () => {
    for (const [k, card] of cards.entries()) {
      const parsed = parseUnitDef(JSON.parse(JSON.stringify(card)));
      expect(parsed.ok, card.id).toBe(true);
      expect(card.custom).toBe(true);
      expect(card.side).toBe(k % 2 === 0 ? 'Axis' : 'Allies');
    }
  });

  it('carry every ability the game knows (R8.13), a Hull or Auxiliary ability always with its weapon (R8.10), a Firing Deck always on a Transport (R8.9)', () => {
    const seen = new Set(cards.flatMap((c) => c.abilities.map((a) => a.id)));
    expect(ABILITY_IDS.filter((id) => !seen.has(id))).toEqual([]);
    for (const c of cards) {
      for (const a of c.abilities)
        if (a.id === 'hull' || a.id === 'auxiliary') expect(a.weapon?.name, c.id).toBeTruthy();
      if (c.abilities.some((a) => a.id === 'firingDeck'))
        expect(
          c.abilities.some((a) => a.id === 'transport' || a.id === 'heavyTransport'),
          c.id,
        ).toBe(true);
    }
  });

  it('are of every kind of unit of the army rules and of every nation (R1.1, R1.4-R1.6)', () => {
    expect(new Set(cards.map((c) => modelRole(c))).size).toBe(9);
    expect(NATIONS.filter((n) => !cards.some((c) => c.nation === n))).toEqual([]);
  });
});

describe('armies of any catalog', () => {
  // A catalog of about 440 cards of all 22 nations: the catalog and 370 random cards.
  const rng = seedrandom.alea('big-catalog');
  const big: Record<string, UnitDef> = { ...CATALOG_BY_ID };
  for (let k = 0; k < 370; k++) {
    const card = randomCustomCard(rng, `${CUSTOM_CARD_PREFIX}big-${k}`, k % 2 === 0 ? 'Axis' : 'Allies', big);
    big[card.id] = card;
  }
  const catalog: Catalog = big;
  const games = 400;

  it('are legal and, slot after slot, field every card of the catalog over a run of games', () => {
    const fielded = new Set<string>();
    const problems: string[] = [];
    for (let n = 0; n < games; n++) {
      const points = sizeOf(n);
      const draw = featuredDraw(n, games, catalog)!;
      for (const side of ['Axis', 'Allies'] as Side[]) {
        const units = randomArmy(rng, points, side, catalog, featuredCards(catalog, side, draw.slot, draw.perArmy));
        for (const u of units) for (const m of u.models) fielded.add(m);
        problems.push(
          ...validateArmy(armyListOf(units, points), catalog).errors.map((e) => `game ${n} ${side}: ${e.message}`),
        );
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(Object.keys(catalog).filter((id) => !fielded.has(id))).toEqual([]);
    expect(NATIONS.filter((nation) => ![...fielded].some((id) => catalog[id].nation === nation))).toEqual([]);
  });

  it('feature more cards an army when the run is too short for the catalog at two cards an army', () => {
    const draw = featuredDraw(0, 30, catalog)!;
    expect(draw.perArmy * Math.floor(30 / 3)).toBeGreaterThanOrEqual(largestSide(catalog));
  });
});
