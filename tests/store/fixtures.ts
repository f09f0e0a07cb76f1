// Army lists shared by the store tests.
import type { ArmyList } from '../../src/engine';

export const rifles = (n: number): string[] => new Array<string>(n).fill('m1-garand-rifle');

/** A legal 200-point US list with a Junior Commander and an Aircraft. */
export const US_LIST: ArmyList = {
  name: 'Screaming Eagles — Bastogne',
  pointLimit: 200,
  units: [
    { models: [...rifles(3), 'red-devil-captain', 'bazooka', 'bazooka'] },
    { models: [...rifles(4), 'm1919-mg'] },
    { models: ['m4a1-sherman'] },
    { models: ['m1-81mm-mortar', 'm1-81mm-mortar'] },
    { models: ['p-51d-mustang'] },
  ],
  commander: { unit: 0, model: 3, grade: 'junior' },
};

