// Theme "facing": a Vehicle with front and rear Defense stands with its rear to an enemy that will
// shoot it this turn. Pivoting is free while it moves, even without leaving its hex (R5.5), so it
// ends its move with the enemy in its front arc (R6.8: the front value is the higher). The
// battlefield is open (no cover to seek, no line of sight to hide behind), and no enemy can get
// behind it before the Assault Phase.
import type { Position } from './suite';

const THEME = 'facing';
const movement = { phase: 'movement' as const, turn: 2, active: 0 as const, initiative: 0 as const };
const map = { cols: 12, rows: 8 };

export const FACING: Position[] = [
  {
    id: 'facing-1',
    theme: THEME,
    title: 'A Sherman with its rear to a Panzer IV four hexes east',
    scenario: {
      map,
      teams: [
        { name: 'Allies', units: [{ id: 'sherman', models: ['m4a1-sherman'], at: 'D4', facing: 'W' }] },
        { name: 'Axis', units: [{ id: 'p4', models: ['panzer-iv-ausf-g'], at: 'H4', facing: 'W' }] },
      ],
      ...movement,
    },
    answers: [{ unit: 'sherman', frontTo: 'p4' }],
    why: "R6.8: the Panzer IV (not yet activated) will fire in the Assault Phase; at range 4 its 13 Vehicle dice against the Sherman's 4 Defense dice (its Speed, R6.5) damage it 50.0 % of the time at the front (5) and 68.5 % at the rear (4). Pivoting is free (R5.5); the Panzer IV (Speed 3) cannot get behind a Sherman facing it before then.",
    odds: [
      { hit: { attack: 13, defense: 4, need: 5, p: 0.5 } },
      { hit: { attack: 13, defense: 4, need: 4, p: 0.685 } },
    ],
  },
  {
    id: 'facing-2',
    theme: THEME,
    title: 'A Panzer IV with its rear to a Sherman four hexes west',
    scenario: {
      map,
      teams: [
        { name: 'Axis', units: [{ id: 'p4', models: ['panzer-iv-ausf-g'], at: 'H4', facing: 'E' }] },
        { name: 'Allies', units: [{ id: 'sherman', models: ['m4a1-sherman'], at: 'D4', facing: 'E' }] },
      ],
      ...movement,
    },
    answers: [{ unit: 'p4', frontTo: 'sherman' }],
    why: "R6.8: at range 4 the Sherman's 11 Vehicle dice against the Panzer IV's 3 Defense dice damage it 39.5 % of the time at its front (5) and 78.8 % at its rear (3). A free pivot (R5.5) halves the risk; the Sherman cannot reach its rear arc this turn.",
    odds: [
      { hit: { attack: 11, defense: 3, need: 5, p: 0.395 } },
      { hit: { attack: 11, defense: 3, need: 3, p: 0.788 } },
    ],
  },
  {
    id: 'facing-3',
    theme: THEME,
    title: 'An SS Panzer IV facing north-west, a Firefly to its south-east',
    scenario: {
      map,
      teams: [
        { name: 'Axis', units: [{ id: 'tiger', models: ['ss-panzer-iv-ausf-f2'], at: 'D3', facing: 'NW' }] },
        { name: 'Allies', units: [{ id: 'firefly', models: ['sherman-vc-firefly'], at: 'G7', facing: 'NW' }] },
      ],
      ...movement,
    },
    answers: [{ unit: 'tiger', frontTo: 'firefly' }],
    why: "R6.8: the Firefly at range 5 rolls 11 Vehicle dice (R6.1) against the Panzer IV's 3 Defense dice: 39.5 % to damage it at the front (5), 78.8 % at the rear (3). The Panzer IV faces away from it; a free pivot (R5.5) turns its front to the only enemy.",
    odds: [
      { hit: { attack: 11, defense: 3, need: 5, p: 0.395 } },
      { hit: { attack: 11, defense: 3, need: 3, p: 0.788 } },
    ],
  },
  {
    id: 'facing-4',
    theme: THEME,
    title: 'A Jagdpanzer (No Turret) facing away from a Sherman',
    scenario: {
      map,
      teams: [
        { name: 'Axis', units: [{ id: 'jagd', models: ['jagdpanzer-iv-48'], at: 'E5', facing: 'E' }] },
        { name: 'Allies', units: [{ id: 'sherman', models: ['m4a1-sherman'], at: 'B4', facing: 'E' }] },
      ],
      ...movement,
    },
    answers: [{ unit: 'jagd', frontTo: 'sherman' }],
    why: 'R6.8: the Sherman at range 3 damages the Jagdpanzer 39.5 % of the time at its front (5) and 78.8 % at its rear (3) (11 dice against 3 Defense dice). And with No Turret the Jagdpanzer can only fire into its front arc (index, R6.8): facing away it cannot even answer.',
    odds: [
      { hit: { attack: 11, defense: 3, need: 5, p: 0.395 } },
      { hit: { attack: 11, defense: 3, need: 3, p: 0.788 } },
    ],
  },
  {
    id: 'facing-5',
    theme: THEME,
    title: 'A Panzer IV facing south, an Easy Eight to its north',
    scenario: {
      map,
      teams: [
        { name: 'Axis', units: [{ id: 'p4', models: ['panzer-iv-ausf-g'], at: 'F6', facing: 'SE' }] },
        { name: 'Allies', units: [{ id: 'easy8', models: ['m4a3e8-sherman-easy-eight'], at: 'F2', facing: 'SE' }] },
      ],
      ...movement,
    },
    answers: [{ unit: 'p4', frontTo: 'easy8' }],
    why: "R6.8: the Easy Eight at range 4 rolls 12 Vehicle dice against the Panzer IV's 3 Defense dice: 50.0 % to damage it at the front (5), 84.9 % at the rear (3). The Panzer IV faces south-east, its rear to the north; a free pivot (R5.5) fixes it.",
    odds: [
      { hit: { attack: 12, defense: 3, need: 5, p: 0.5 } },
      { hit: { attack: 12, defense: 3, need: 3, p: 0.849 } },
    ],
  },
];
