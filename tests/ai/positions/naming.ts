// Theme "name-model": an enemy attacks an Infantry squad whose models differ, and the owner names
// the model attacked before the roll (R6.6). The model to name is the one whose loss costs least:
// at the same Defense (the same odds) the cheapest, never the Commander (R7.2: his High Value
// Target points go to the enemy); at a higher Defense, also the harder one to kill.
import type { Position } from './suite';

const THEME = 'name-model';
const assault = { phase: 'assault' as const, turn: 2, active: 0 as const, initiative: 0 as const };
const map = { cols: 10, rows: 8 };

export const NAMING: Position[] = [
  {
    id: 'name-1',
    theme: THEME,
    title: 'A Sherman fires at riflemen with a Panzerschreck and their Junior Commander',
    scenario: {
      map,
      teams: [
        { name: 'Allies', units: [{ id: 'sherman', models: ['m4a1-sherman'], at: 'C4', facing: 'E' }] },
        {
          name: 'Axis',
          units: [
            {
              id: 'squad',
              models: [
                'mauser-kar-98k',
                'mauser-kar-98k',
                'mauser-kar-98k',
                'mauser-kar-98k',
                'panzerschreck',
                'wehrmacht-oberleutnant',
              ],
              at: 'E4',
              commander: { model: 5, grade: 'junior' },
            },
          ],
        },
      ],
      ...assault,
    },
    before: [{ type: 'attack', unit: 'sherman', model: 1, target: 'squad' }],
    answers: [2, 3, 4, 5].map((model) => ({ action: { type: 'nameModel' as const, model } })),
    why: "R6.6: the owner names the model the Sherman's attack (9 Infantry dice at range 2) is made against. Every model has Defense 4, so the chance of a loss is 62.3 % whichever is named; what differs is the loss: a Mauser Kar 98k costs 3 points, the Panzerschreck 7 (the squad's only anti-tank weapon), the Oberleutnant is the Junior Commander (36 points, and HVT 3 to the enemy, R7.2). Name a rifleman (models 2-5).",
    odds: [
      {
        attack: { unit: 'sherman', model: 1, target: 'squad' },
        onStart: true,
        pNamed: { 2: 0.623, 6: 0.623, 7: 0.623 },
      },
    ],
  },
  {
    id: 'name-2',
    theme: THEME,
    title: 'A Panzer IV fires at riflemen with a bazooka and their Lieutenant',
    scenario: {
      map,
      teams: [
        { name: 'Axis', units: [{ id: 'p4', models: ['panzer-iv-ausf-g'], at: 'C4', facing: 'E' }] },
        {
          name: 'Allies',
          units: [
            {
              id: 'squad',
              models: [
                'm1-garand-rifle',
                'm1-garand-rifle',
                'm1-garand-rifle',
                'm1-garand-rifle',
                'bazooka',
                'inspiring-lieutenant',
              ],
              at: 'F4',
              commander: { model: 5, grade: 'commander' },
            },
          ],
        },
      ],
      ...assault,
    },
    before: [{ type: 'attack', unit: 'p4', model: 1, target: 'squad' }],
    answers: [2, 3, 4, 5].map((model) => ({ action: { type: 'nameModel' as const, model } })),
    why: "R6.6: every model has Defense 4, so the Panzer IV's 7 Infantry dice at range 3 take one 36.3 % of the time whichever is named. An M1 Garand costs 4 points; the bazooka costs as much but is the squad's only weapon that can hurt the Panzer IV (a Garand's 2 Vehicle dice cannot make its 3, R6.4); the Lieutenant is the Commander (HVT 1 to the enemy, R7.2). Name a rifleman (models 2-5).",
    odds: [
      { attack: { unit: 'p4', model: 1, target: 'squad' }, onStart: true, pNamed: { 2: 0.363, 6: 0.363, 7: 0.363 } },
    ],
  },
  {
    id: 'name-3',
    theme: THEME,
    title: 'A Panzer IV fires at riflemen with two mortar men (Defense 3)',
    scenario: {
      map,
      teams: [
        { name: 'Axis', units: [{ id: 'p4', models: ['panzer-iv-ausf-g'], at: 'C4', facing: 'E' }] },
        {
          name: 'Allies',
          units: [
            {
              id: 'squad',
              models: [
                'mortar-m2',
                'mortar-m2',
                'm1-garand-rifle',
                'm1-garand-rifle',
                'm1-garand-rifle',
                'm1-garand-rifle',
              ],
              at: 'F4',
            },
          ],
        },
      ],
      ...assault,
    },
    before: [{ type: 'attack', unit: 'p4', model: 1, target: 'squad' }],
    answers: [4, 5, 6, 7].map((model) => ({ action: { type: 'nameModel' as const, model } })),
    why: 'R6.6: named, a Mortar M2 (Defense 3, 6 points) is lost 63.7 % of the time, an M1 Garand (Defense 4, 4 points) 36.3 %. The rifleman is both the less likely to fall and the cheaper loss: name a rifleman (models 4-7).',
    odds: [{ attack: { unit: 'p4', model: 1, target: 'squad' }, onStart: true, pNamed: { 2: 0.637, 4: 0.363 } }],
  },
  {
    id: 'name-4',
    theme: THEME,
    title: 'Thompsons fire at riflemen with two Panzerschrecks',
    scenario: {
      map,
      teams: [
        {
          name: 'Allies',
          units: [{ id: 'thompsons', models: ['thompson-gunner', 'thompson-gunner', 'thompson-gunner'], at: 'D4' }],
        },
        {
          name: 'Axis',
          units: [
            {
              id: 'squad',
              models: [
                'panzerschreck',
                'panzerschreck',
                'mauser-kar-98k',
                'mauser-kar-98k',
                'mauser-kar-98k',
                'mauser-kar-98k',
              ],
              at: 'E4',
            },
          ],
        },
      ],
      ...assault,
    },
    before: [{ type: 'attack', unit: 'thompsons', model: 1, target: 'squad' }],
    answers: [6, 7, 8, 9].map((model) => ({ action: { type: 'nameModel' as const, model } })),
    why: "R6.6: at Defense 4 each the Thompson's 10 dice at range 1 take one 72.6 % of the time whichever is named; a Panzerschreck costs 7 points and is the squad's anti-tank weapon, a Mauser Kar 98k 3. Name a rifleman (models 6-9).",
    odds: [{ attack: { unit: 'thompsons', model: 1, target: 'squad' }, onStart: true, pNamed: { 4: 0.726, 6: 0.726 } }],
  },
  {
    id: 'name-5',
    theme: THEME,
    title: 'Riflemen fire at a squad led by its Commander',
    scenario: {
      map,
      teams: [
        {
          name: 'Allies',
          units: [
            {
              id: 'garands',
              models: [
                'm1-garand-rifle',
                'm1-garand-rifle',
                'm1-garand-rifle',
                'm1-garand-rifle',
                'm1-garand-rifle',
                'm1-garand-rifle',
              ],
              at: 'C4',
            },
          ],
        },
        {
          name: 'Axis',
          units: [
            {
              id: 'squad',
              models: [
                'mauser-kar-98k',
                'mauser-kar-98k',
                'mauser-kar-98k',
                'mauser-kar-98k',
                'mauser-kar-98k',
                'wehrmacht-oberleutnant',
              ],
              at: 'E4',
              commander: { model: 5, grade: 'commander' },
            },
          ],
        },
      ],
      ...assault,
    },
    before: [{ type: 'attack', unit: 'garands', model: 1, target: 'squad' }],
    answers: [7, 8, 9, 10, 11].map((model) => ({ action: { type: 'nameModel' as const, model } })),
    why: "R6.6, R7.2: the same 36.3 % whichever model is named (Defense 4 each); the Oberleutnant is the army's Commander, 12 points and HVT 1 to the enemy if he falls, a rifleman 3 points. Name a rifleman (models 7-11).",
    odds: [{ attack: { unit: 'garands', model: 1, target: 'squad' }, onStart: true, pNamed: { 7: 0.363, 12: 0.363 } }],
  },
];
