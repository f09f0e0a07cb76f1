// Two small sample forces for a quick game on the two-tile battlefield (SKIRMISH_LAYOUT).
// Positions are offset (col, row), inside each team's deployment zone (R2.2); on a bigger
// battlefield the store moves them into its middle columns (placeForces in store/newGame.ts).
import type { Dir } from '../engine/hex';
import type { CommanderGrade } from '../engine/state';

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
