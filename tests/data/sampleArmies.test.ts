// The sample armies: armies to start from for the six major powers at 100, 200 and 300 points,
// each a legal list (R1.1-R1.6) spending at least 95 % of its limit (R1.2), drawn from one
// theatre and one band of years, with a one-line description.
import { describe, expect, it } from 'vitest';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { opponentSample, SAMPLE_ARMIES } from '../../src/data/sampleArmies';
import { armyTotal, validateArmy, type Nation } from '../../src/engine';

const MAJOR_POWERS: Nation[] = ['Germany', 'USA', 'UK', 'Soviet Union', 'Italy', 'Japan'];

function nationsOf(models: string[]): Set<Nation> {
  return new Set(models.map((m) => CATALOG_BY_ID[m]!.nation));
}

describe('sample armies', () => {
  it('R1.1-R1.6: every sample army is a legal list of catalog cards', () => {
    for (const s of SAMPLE_ARMIES) {
      const unknown = s.list.units.flatMap((u) => u.models).filter((m) => !CATALOG_BY_ID[m]);
      expect(unknown, s.id).toEqual([]);
      expect(
        validateArmy(s.list, CATALOG_BY_ID).errors.map((e) => e.message),
        s.id,
      ).toEqual([]);
    }
  });

  it('R1.2: each major power has an army of 100, 200 and 300 points spending at least 95 % of it', () => {
    for (const nation of MAJOR_POWERS) {
      for (const limit of [100, 200, 300]) {
        const found = SAMPLE_ARMIES.filter(
          (s) =>
            s.list.pointLimit === limit &&
            s.theatre &&
            [...nationsOf(s.list.units.flatMap((u) => u.models))].every((n) => n === nation),
        );
        expect(found.length, `${nation} ${limit}`).toBeGreaterThan(0);
        for (const s of found) {
          const total = armyTotal(s.list, CATALOG_BY_ID);
          expect(total, s.id).toBeLessThanOrEqual(limit);
          expect(total / limit, `${s.id} spends ${total}`).toBeGreaterThanOrEqual(0.95);
        }
      }
    }
  });

  it('each is of one year band: no card entered service after the band ends', () => {
    for (const s of SAMPLE_ARMIES.filter((a) => a.years)) {
      const [from, to] = s.years!;
      expect(from, s.id).toBeLessThanOrEqual(to);
      const late = s.list.units.flatMap((u) => u.models).filter((m) => (CATALOG_BY_ID[m]!.year ?? from) > to);
      expect(late, s.id).toEqual([]);
    }
  });

  it('each has a one-line description, a unique id and a unique name', () => {
    for (const s of SAMPLE_ARMIES) {
      expect(s.description.length, s.id).toBeGreaterThan(20);
      expect(s.description, s.id).not.toMatch(/\n/);
    }
    expect(new Set(SAMPLE_ARMIES.map((s) => s.id)).size).toBe(SAMPLE_ARMIES.length);
    expect(new Set(SAMPLE_ARMIES.map((s) => s.list.name)).size).toBe(SAMPLE_ARMIES.length);
  });
});

describe('opponentSample', () => {
  const sideOf = (s: { list: { units: { models: string[] }[] } }) =>
    new Set(s.list.units.flatMap((u) => u.models).map((m) => CATALOG_BY_ID[m]!.side));

  it('R1.1: an army of the other side at the nearest point limit', () => {
    const forAxis = opponentSample('Axis', 200);
    expect([...sideOf(forAxis)]).toEqual(['Allies']);
    expect(forAxis.list.pointLimit).toBe(200);
    const forAllies = opponentSample('Allies', 100);
    expect([...sideOf(forAllies)]).toEqual(['Axis']);
    expect(forAllies.list.pointLimit).toBe(100);
    expect(opponentSample('Allies', 260).list.pointLimit).toBe(300);
    expect(opponentSample('Axis', 140).list.pointLimit).toBe(100);
    expect(opponentSample('Axis', 1000).list.pointLimit).toBe(300);
  });

  it('a list of no side yet meets an Axis army', () => {
    expect([...sideOf(opponentSample(null, 200))]).toEqual(['Axis']);
  });
});
