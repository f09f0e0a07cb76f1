// Custom cards (docs/armies.md "Custom cards travel with the list") and lists that carry them, shared by the engine,
// store and server tests.
import type { ArmyList, UnitDef } from '../src/engine';

/** A player's heavier Sherman: a custom Vehicle with a Hull weapon. */
export const SUPER_SHERMAN: UnitDef = {
  id: 'custom-super-sherman',
  name: 'Super Sherman',
  nation: 'USA',
  side: 'Allies',
  typeLine: 'Vehicle Medium Tank',
  cost: 25,
  speed: 4,
  defense: [6, 4],
  attack: { infantry: [9, 9, 7], vehicle: [14, 12, 10] },
  abilities: [{ id: 'hull', weapon: { name: '.30 cal MG', dice: [5, 4, 3], vs: 'infantry' } }],
  year: 1945,
  custom: true,
};

/** A player's rifleman: custom Basic Infantry for squads. */
export const VETERAN_RIFLE: UnitDef = {
  id: 'custom-veteran-rifle',
  name: 'Veteran Rifleman',
  nation: 'USA',
  side: 'Allies',
  typeLine: 'Basic Infantry',
  cost: 5,
  speed: 1,
  defense: 4,
  attack: { infantry: [9, 7, null], vehicle: [2, null, null] },
  abilities: [{ id: 'closeAssault', n: 7 }],
  custom: true,
};

/** A legal 100-point US list with a Super Sherman (25) among catalog cards, carrying its card. */
export const CUSTOM_LIST: ArmyList = {
  name: 'Custom armour',
  pointLimit: 100,
  units: [
    { models: ['m1-garand-rifle', 'm1-garand-rifle', 'm1-garand-rifle', 'red-devil-captain', 'bazooka', 'bazooka'] },
    { models: ['custom-super-sherman'] },
    { models: ['m1-81mm-mortar', 'm1-81mm-mortar'] },
  ],
  commander: { unit: 0, model: 3, grade: 'commander' },
  cards: [SUPER_SHERMAN],
};
