// Theme "kill": a certain (or near-certain) kill of a high-value unit against a pointless attack,
// in the Assault Phase (R6.1-R6.7, R7.2). The acting team has one unit to activate.
import type { Position } from './suite';

const THEME = 'kill';
const map = { cols: 10, rows: 8 };
const assault = { phase: 'assault' as const, turn: 2, active: 0 as const, initiative: 0 as const };

export const KILL: Position[] = [
  {
    id: 'kill-1',
    theme: THEME,
    title: 'Sherman beside a crippled Tiger, a rifle squad far off',
    scenario: {
      map,
      teams: [
        { name: 'Allies', units: [{ id: 'sherman', models: ['m4a1-sherman'], at: 'C4', facing: 'E' }] },
        {
          name: 'Axis',
          units: [
            { id: 'tiger', models: ['tiger-i'], at: 'D4', facing: 'E', damage: [5] },
            { id: 'rifles', models: ['mauser-kar-98k', 'mauser-kar-98k', 'mauser-kar-98k'], at: 'C7' },
          ],
        },
      ],
      ...assault,
    },
    answers: [{ attacks: 'tiger' }],
    why: "The Tiger (56 points) has taken 5 damage (its Heavy Armor spent, index): Defense 2/1, Speed 0 (R6.7), and the Sherman is behind it (R6.8: rear). At range 1 the Sherman's 13 Vehicle dice destroy it 99.8 % of the time (R6.4-R6.7); its 9 Infantry dice at range 3 kill one 3-point rifleman 62 % of the time. Whatever the turns left, the Tiger is worth more than ten times as much.",
    odds: [
      { attack: { unit: 'sherman', model: 1, target: 'tiger' }, pDestroyed: 0.998 },
      { attack: { unit: 'sherman', model: 1, target: 'rifles' }, pEffect: 0.623 },
    ],
  },
  {
    id: 'kill-2',
    theme: THEME,
    title: 'Panzerschrecks beside a damaged Sherman Commander, riflemen beside them too',
    scenario: {
      map,
      teams: [
        {
          name: 'Axis',
          units: [{ id: 'schrecks', models: ['panzerschreck', 'panzerschreck', 'panzerschreck'], at: 'E5' }],
        },
        {
          name: 'Allies',
          units: [
            {
              id: 'cmd',
              models: ['m4a1-sherman-commander'],
              at: 'F5',
              facing: 'E',
              damage: [2],
              commander: { model: 0, grade: 'junior' },
            },
            { id: 'garands', models: ['m1-garand-rifle', 'm1-garand-rifle', 'm1-garand-rifle'], at: 'D5' },
          ],
        },
      ],
      ...assault,
    },
    answers: [{ attacks: 'cmd' }],
    why: "The Junior Commander (HVT 3, R7.2; 33 points x3) has 2 damage: its rear is 4 - 2 = 2 (R6.8, the Panzerschrecks are behind it). One Panzerschreck's 12 Vehicle dice at range 1 damage it 97 % and destroy it 79 % of the time; its 5 Infantry dice kill a 4-point rifleman 11 % of the time. The first attack goes to the Commander.",
    odds: [
      { attack: { unit: 'schrecks', model: 1, target: 'cmd' }, pEffect: 0.971, pDestroyed: 0.788 },
      { attack: { unit: 'schrecks', model: 1, target: 'garands' }, pEffect: 0.109 },
    ],
  },
  {
    id: 'kill-3',
    theme: THEME,
    title: 'Thompsons beside a lone Commander in the open, a Tiger beside them too',
    scenario: {
      map,
      teams: [
        {
          name: 'Allies',
          units: [{ id: 'thompsons', models: ['thompson-gunner', 'thompson-gunner', 'thompson-gunner'], at: 'E4' }],
        },
        {
          name: 'Axis',
          units: [
            { id: 'oblt', models: ['wehrmacht-oberleutnant'], at: 'F4', commander: { model: 0, grade: 'junior' } },
            { id: 'tiger', models: ['tiger-i'], at: 'D4', facing: 'E' },
          ],
        },
      ],
      ...assault,
    },
    answers: [{ attacks: 'oblt' }],
    why: "The Oberleutnant is the enemy's Junior Commander (HVT 3, R7.2) alone in the open. A Thompson's 10 Infantry dice at range 1 against Defense 4 and one Defense die (R6.5) kill him 73 % of the time; its 2 Vehicle dice can never reach the Tiger's 6 (R6.4: 0 %).",
    odds: [
      { attack: { unit: 'thompsons', model: 1, target: 'oblt' }, pEffect: 0.726 },
      { attack: { unit: 'thompsons', model: 1, target: 'tiger' }, pEffect: 0 },
    ],
  },
  {
    id: 'kill-4',
    theme: THEME,
    title: 'Panzer IV: a damaged Greyhound at medium range, an Easy Eight far off',
    scenario: {
      map: { cols: 12, rows: 8 },
      teams: [
        { name: 'Axis', units: [{ id: 'p4', models: ['panzer-iv-ausf-g'], at: 'B4', facing: 'E' }] },
        {
          name: 'Allies',
          units: [
            { id: 'greyhound', models: ['m8-greyhound'], at: 'E4', facing: 'W', damage: [1] },
            { id: 'easy8', models: ['m4a3e8-sherman-easy-eight'], at: 'H7', facing: 'W' },
          ],
        },
      ],
      ...assault,
    },
    answers: [{ attacks: 'greyhound' }],
    why: "The Greyhound (14 points) has one damage: Defense 1/1, Speed 3 (R6.7). The Panzer IV's 13 Vehicle dice at range 3 destroy it 98.9 % of the time; at range 7 its 11 dice against the Easy Eight's front 5 with Superior Armor 2 (index) damage it only 16.6 % of the time and never destroy it.",
    odds: [
      { attack: { unit: 'p4', model: 1, target: 'greyhound' }, pDestroyed: 0.989 },
      { attack: { unit: 'p4', model: 1, target: 'easy8' }, pEffect: 0.166, pDestroyed: 0 },
    ],
  },
  {
    id: 'kill-5',
    theme: THEME,
    title: 'Tiger: a battered Sherman Commander in the open, riflemen in a forest',
    scenario: {
      map: { cols: 10, rows: 8, terrain: { E6: 'forest' } },
      teams: [
        { name: 'Axis', units: [{ id: 'tiger', models: ['tiger-i'], at: 'E3', facing: 'SE' }] },
        {
          name: 'Allies',
          units: [
            {
              id: 'cmd',
              models: ['m4a1-sherman-commander'],
              at: 'H4',
              facing: 'W',
              damage: [3],
              commander: { model: 0, grade: 'junior' },
            },
            {
              id: 'garands',
              models: ['m1-garand-rifle', 'm1-garand-rifle', 'm1-garand-rifle', 'm1-garand-rifle'],
              at: 'E6',
            },
          ],
        },
      ],
      ...assault,
    },
    answers: [{ attacks: 'cmd' }],
    why: "The Sherman Commander (Junior, HVT 3, R7.2) has 3 damage: front 2, Speed 1 (R6.7). The Tiger's 15 Vehicle dice at range 3 destroy it 96 % of the time; the riflemen in the Forest (+1 Defense die, R6.5) lose one 4-point model 25 % of the time.",
    odds: [
      { attack: { unit: 'tiger', model: 1, target: 'cmd' }, pDestroyed: 0.962 },
      { attack: { unit: 'tiger', model: 1, target: 'garands' }, pEffect: 0.254 },
    ],
  },
];
