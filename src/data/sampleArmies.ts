// Two small sample forces for a quick game on the two-tile battlefield (SKIRMISH_LAYOUT).
// Positions are offset (col, row), inside each team's deployment zone (R2.2); on a bigger
// battlefield the store moves them into its middle columns (placeForces in store/newGame.ts).
import type { Dir } from '../engine/core/hex';
import type { CommanderGrade } from '../engine/core/state';
import type { ArmyList } from '../engine/army/army';

export interface SamplePlacement {
  models: string[];
  col: number;
  row: number;
  facing?: Dir;
  /** R1.3: the army's Commander (index in `models`) and his grade. */
  commander?: { model: number; grade: CommanderGrade };
}

export interface SampleForce {
  name: string;
  units: SamplePlacement[];
}

export const SAMPLE_FORCES: [SampleForce, SampleForce] = [
  {
    name: 'US Army',
    units: [
      // R1.4: 6 Basic Infantry, one swapped for an Officer, two for Specialists.
      { models: ['m1-garand-rifle', 'm1-garand-rifle', 'm1-garand-rifle', 'red-devil-captain', 'bazooka', 'bazooka'], col: 3, row: 13, commander: { model: 3, grade: 'commander' } },
      { models: ['m4a1-sherman'], col: 4, row: 14, facing: 5 },
      { models: ['m3-half-track'], col: 6, row: 15, facing: 4 },
      // R1.5: an Infantry MG Team unit of 3.
      { models: ['m1919-mg', 'm1919-mg', 'm1919-mg'], col: 7, row: 13 },
    ],
  },
  {
    name: 'Wehrmacht',
    units: [
      { models: ['mauser-kar-98k', 'mauser-kar-98k', 'mauser-kar-98k', 'mauser-kar-98k', 'wehrmacht-oberleutnant', 'panzerschreck'], col: 6, row: 2, commander: { model: 4, grade: 'commander' } },
      { models: ['panzer-iv-ausf-g'], col: 5, row: 1, facing: 2 },
      { models: ['bmw-r75', 'bmw-r75', 'bmw-r75'], col: 4, row: 0 },
      { models: ['pak-38-anti-tank-gun', 'pak-38-anti-tank-gun'], col: 2, row: 2 },
    ],
  },
];

/** A sample army offered by the new game dialog beside the saved lists. */
export interface SampleArmy {
  id: string;
  list: ArmyList;
}

/** The quick game's force as an army list (its units and Commander, without the positions). */
function forceList(force: SampleForce, pointLimit: number): ArmyList {
  const lead = force.units.findIndex((u) => u.commander);
  const c = force.units[lead]?.commander;
  return {
    name: force.name,
    pointLimit,
    units: force.units.map((u) => ({ models: [...u.models] })),
    commander: c ? { unit: lead, model: c.model, grade: c.grade } : null,
  };
}

/**
 * Legal armies (R1.1-R1.6) to play the full setup with at once. British Airborne brings what the
 * setup screens must show: Paratroopers that may start in Reserve and an Aircraft that must
 * (R3.3), and a Scout (R3.4).
 */
export const SAMPLE_ARMIES: readonly SampleArmy[] = [
  { id: 'sample-us-army', list: forceList(SAMPLE_FORCES[0], 100) },
  { id: 'sample-wehrmacht', list: forceList(SAMPLE_FORCES[1], 100) },
  {
    id: 'sample-british-airborne',
    list: {
      name: 'British Airborne',
      pointLimit: 150,
      units: [
        // R1.4: 6 Basic Infantry, one swapped for the Officer and one for a Specialist.
        { models: ['smle-no-4-rifleman', 'smle-no-4-rifleman', 'smle-no-4-rifleman', 'smle-no-4-rifleman', 'inspiring-lieutenant', 'piat-gunner'] },
        // Every model a Paratrooper, so the unit may start in Reserve (R3.3, R8.14).
        { models: ['defiant-paratroopers', 'defiant-paratroopers', 'defiant-paratroopers', 'defiant-paratroopers', 'defiant-paratroopers', 'defiant-paratroopers'] },
        { models: ['cromwell-iv'] },
        { models: ['hawker-typhoon'] },
      ],
      commander: { unit: 0, model: 4, grade: 'commander' },
    },
  },
];
