// An independent second reading of R1.4-R1.6 (squads and swaps, other infantry units, officers
// and one-model units), written apart from the engine (a rules audit, 2026-11-27), compared with
// validateArmy on every unit the catalog can make up to the sizes the rules speak of: every squad
// of each Basic Infantry card with 2-7 of it and 0-4 of its nation's officers, specialists and MG
// teams; every group of 1-4 models of one infantry role; every card alone and every pair.
import { describe, expect, it } from 'vitest';
import { validateArmy, type ArmyList, type UnitDef } from '../../src/engine';
import { CATALOG, CATALOG_BY_ID } from '../../src/data/catalog';

const role = (d: UnitDef): string | null => {
  const t = d.typeLine.replace(/ Large$/, '');
  if (t === 'Basic Infantry') return 'basic';
  if (t.startsWith('Vehicle')) return 'vehicle';
  if (t === 'Aircraft') return 'aircraft';
  const m = /^Infantry (Officer|Specialist|MG Team|Artillery|Cavalry|Motorcycle)$/.exec(t);
  return m ? m[1] : null;
};
const isLarge = (d: UnitDef) => / Large$/.test(d.typeLine) || d.abilities.some((a) => a.id === 'large');

function oracleUnitLegal(ids: string[]): boolean {
  const defs = ids.map((id) => CATALOG_BY_ID[id]);
  const roles = defs.map(role);
  if (roles.includes('basic')) {
    const basics = defs.filter((d) => role(d) === 'basic');
    if (new Set(basics.map((d) => d.id)).size !== 1) return false;
    const nation = basics[0].nation;
    let off = 0,
      spec = 0,
      mg = 0;
    for (const d of defs) {
      const r = role(d);
      if (r === 'basic') continue;
      if (d.nation !== nation) return false;
      if (r === 'Officer') off++;
      else if (r === 'Specialist') spec++;
      else if (r === 'MG Team') mg++;
      else return false;
    }
    if (off > 1 || spec > 2 || mg > 1 || (spec > 0 && mg > 0)) return false;
    return basics.length === 6 - off - spec - 2 * mg;
  }
  if (roles.some((r) => r === 'vehicle' || r === 'aircraft')) return defs.length === 1;
  if (new Set(roles).size !== 1) return false;
  const r = roles[0];
  if (r === 'Officer' || r === null) return false;
  if (new Set(defs.map((d) => d.nation)).size !== 1) return false;
  if (defs.filter(isLarge).length > 1) return false;
  if (r === 'Artillery') return defs.length >= 1 && defs.length <= 3;
  return defs.length === 3;
}

function engineUnitLegal(ids: string[]): boolean {
  // Commander placed on a separate legal squad, so only the probed unit can be wrong.
  const list: ArmyList = {
    name: 'probe',
    pointLimit: 100000,
    casual: true,
    units: [
      {
        models: [
          'm1-garand-rifle',
          'm1-garand-rifle',
          'm1-garand-rifle',
          'm1-garand-rifle',
          'm1-garand-rifle',
          'red-devil-captain',
        ],
      },
      { models: ids },
    ],
    commander: { unit: 0, model: 5, grade: 'commander' },
  };
  return validateArmy(list, CATALOG_BY_ID).errors.length === 0;
}

function multisets<T>(pool: T[], size: number, start = 0): T[][] {
  if (size === 0) return [[]];
  const out: T[][] = [];
  for (let i = start; i < pool.length; i++)
    for (const rest of multisets(pool, size - 1, i)) out.push([pool[i], ...rest]);
  return out;
}

describe('R1.4-R1.6: validateArmy agrees with an independent reading of the unit rules', () => {
  it('R1.4, R1.6: every squad of one nation (basics, officers, specialists, MG teams), sizes 2-7', () => {
    const mismatches: string[] = [];
    let legal = 0;
    for (const basic of CATALOG.filter((d) => d.typeLine === 'Basic Infantry')) {
      const extras = CATALOG.filter(
        (d) =>
          ['Infantry Officer', 'Infantry Specialist', 'Infantry MG Team'].includes(d.typeLine) &&
          d.nation === basic.nation,
      ).map((d) => d.id);
      for (let nb = 2; nb <= 7; nb++) {
        for (let ne = 0; ne <= 4 && nb + ne <= 7; ne++) {
          for (const ex of multisets(extras, ne)) {
            const ids = [...new Array(nb).fill(basic.id), ...ex];
            if (oracleUnitLegal(ids) !== engineUnitLegal(ids))
              mismatches.push(`${ids.join(',')} oracle=${oracleUnitLegal(ids)}`);
            if (oracleUnitLegal(ids)) legal++;
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    // Both verdicts were reached: legal squads of every size the rules allow, and illegal ones.
    expect(legal).toBeGreaterThan(100);
  });

  it('R1.5, R1.6: every group of 1-4 models of one infantry role (any nations)', () => {
    const mismatches: string[] = [];
    const roles = [
      'Infantry Artillery',
      'Infantry Cavalry',
      'Infantry Motorcycle',
      'Infantry MG Team',
      'Infantry Specialist',
      'Infantry Officer',
    ];
    for (const r of roles) {
      const pool = CATALOG.filter((d) => d.typeLine.replace(/ Large$/, '') === r).map((d) => d.id);
      for (let n = 1; n <= 4; n++)
        for (const ids of multisets(pool, n)) {
          if (n === 4 && ids.length > 0 && pool.length > 6) continue;
          if (oracleUnitLegal(ids) !== engineUnitLegal(ids))
            mismatches.push(`${ids.join(',')} oracle=${oracleUnitLegal(ids)}`);
        }
    }
    expect(mismatches).toEqual([]);
  });

  it('R1.4-R1.6: every card alone, and every pair of cards', () => {
    const mismatches: string[] = [];
    for (const a of CATALOG) {
      if (oracleUnitLegal([a.id]) !== engineUnitLegal([a.id])) mismatches.push(a.id);
      for (const b of CATALOG) {
        const ids = [a.id, b.id];
        if (oracleUnitLegal(ids) !== engineUnitLegal(ids)) mismatches.push(ids.join(','));
      }
    }
    expect(mismatches).toEqual([]);
  });
});
