// Two small sample forces for a quick game on the two-tile battlefield (SKIRMISH_LAYOUT).
// Positions are offset (col, row), inside each team's deployment zone (R2.2); on a bigger
// battlefield the store moves them into its middle columns (placeForces in store/game/newGame.ts).
import type { Dir } from '../engine/core/hex';
import type { CommanderGrade } from '../engine/core/state';
import type { ArmyList } from '../engine/army/army';
import type { Nation, Side } from '../engine/core/cards';
import { CATALOG_BY_ID } from './catalog';

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
      {
        models: ['m1-garand-rifle', 'm1-garand-rifle', 'm1-garand-rifle', 'red-devil-captain', 'bazooka', 'bazooka'],
        col: 3,
        row: 13,
        commander: { model: 3, grade: 'commander' },
      },
      { models: ['m4a1-sherman'], col: 4, row: 14, facing: 5 },
      { models: ['m3-half-track'], col: 6, row: 15, facing: 4 },
      // R1.5: an Infantry MG Team unit of 3.
      { models: ['m1919-mg', 'm1919-mg', 'm1919-mg'], col: 7, row: 13 },
    ],
  },
  {
    name: 'Wehrmacht',
    units: [
      {
        models: [
          'mauser-kar-98k',
          'mauser-kar-98k',
          'mauser-kar-98k',
          'mauser-kar-98k',
          'wehrmacht-oberleutnant',
          'panzerschreck',
        ],
        col: 6,
        row: 2,
        commander: { model: 4, grade: 'commander' },
      },
      { models: ['panzer-iv-ausf-g'], col: 5, row: 1, facing: 2 },
      { models: ['bmw-r75', 'bmw-r75', 'bmw-r75'], col: 4, row: 0 },
      { models: ['pak-38-anti-tank-gun', 'pak-38-anti-tank-gun'], col: 2, row: 2 },
    ],
  },
];

/** Where and when a sample army fought: it holds only cards in service by `years[1]`. */
export type Theatre = 'Western Europe' | 'Eastern Front' | 'North Africa' | 'Italy' | 'Pacific';

/** A sample army offered by the new game dialog beside the saved lists, and by the builder to start from. */
export interface SampleArmy {
  id: string;
  list: ArmyList;
  /** One line: who they are and how they fight. */
  description: string;
  /** The historical setting: one theatre, one band of years (every card's year falls in or before it). */
  theatre?: Theatre;
  years?: readonly [number, number];
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

/** `card*n` stands for n models of one card, as in the share code. */
type Models = string[];

function models(...spec: string[]): Models {
  return spec.flatMap((s) => {
    const [id, n] = s.split('*');
    return Array.from({ length: n ? Number(n) : 1 }, () => id);
  });
}

/**
 * A sample list: units as model specs, the first unit's `lead` model the Commander (R1.3, at the
 * plain grade: x1). One-model units are written as the card's id alone.
 */
function sample(
  id: string,
  name: string,
  pointLimit: number,
  theatre: Theatre,
  years: readonly [number, number],
  description: string,
  lead: number,
  units: (string | Models)[],
): SampleArmy {
  return {
    id,
    description,
    theatre,
    years,
    list: {
      name,
      pointLimit,
      units: units.map((u) => ({ models: typeof u === 'string' ? [u] : u })),
      commander: { unit: 0, model: lead, grade: 'commander' },
    },
  };
}

/**
 * Armies to start from: 100, 200 and 300 points for each major power, each legal (R1.1-R1.6),
 * spending at least 95 % of its limit, and drawn from one theatre and one band of years.
 * The Commander is the first unit's Officer.
 */
const NATIONAL_SAMPLES: readonly SampleArmy[] = [
  // Germany
  sample(
    'sample-germany-100',
    'Kampfgruppe Meyer (100)',
    100,
    'Western Europe',
    [1943, 1944],
    'Normandy, 1944: a Panzergrenadier squad with Panzerschrecks behind a Panzer IV, a StuG and a PaK 40.',
    3,
    [
      models('panzergrenadier*3', 'wehrmacht-oberleutnant', 'panzerschreck*2'),
      'panzer-iv-ausf-g',
      'stug-iii-ausf-g-germany',
      'sd-kfz-251',
      'pak-40-anti-tank-gun',
    ],
  ),
  sample(
    'sample-germany-200',
    'Panzer-Lehr (200)',
    200,
    'Western Europe',
    [1943, 1944],
    'Normandy, 1944: a Panther and a Panzer IV lead two grenadier squads in half-tracks, with a Puma scouting and a Hetzer in ambush.',
    4,
    [
      models('panzergrenadier*4', 'wehrmacht-oberleutnant', 'panzerschreck'),
      models('panzergrenadier*4', 'mg-42-machine-gun-team'),
      'panther-ausf-a',
      'panzer-iv-ausf-g',
      'jagdpanzer-38-t-hetzer',
      'sd-kfz-234-2-puma',
      'sd-kfz-251',
      'sd-kfz-251',
      'pak-40-anti-tank-gun',
      'fw190d-dora',
    ],
  ),
  sample(
    'sample-germany-300',
    'Zitadelle (300)',
    300,
    'Eastern Front',
    [1942, 1943],
    'Kursk, 1943: Tiger, Panther and Elephant break in while Stukas and Nebelwerfer pound the line.',
    4,
    [
      models('mauser-kar-98k*4', 'wehrmacht-oberleutnant', 'panzerschreck'),
      models('mauser-kar-98k*4', 'mg-42-machine-gun-team'),
      'tiger-i',
      'panther-ausf-d',
      'elephant',
      'panzer-iv-ausf-g',
      'stug-iii-ausf-g-germany',
      'marder-iii-ausf-m',
      'nebelwerfer-41',
      'sd-kfz-251',
      'junkers-ju-87g-stuka',
    ],
  ),
  // USA
  sample(
    'sample-usa-100',
    'Rifle Company (100)',
    100,
    'Western Europe',
    [1943, 1944],
    'Normandy, 1944: two rifle squads with bazookas, a Sherman and an M10 tank destroyer.',
    3,
    [
      models('m1-garand-rifle*3', 'red-devil-captain', 'bazooka*2'),
      models('m1-garand-rifle*6'),
      'm4a1-sherman',
      'm-10',
      'm3-half-track',
    ],
  ),
  sample(
    'sample-usa-200',
    'Combat Command B (200)',
    200,
    'Western Europe',
    [1943, 1944],
    'The Bulge, 1944: armored infantry in half-tracks, an Easy Eight and a Hellcat, with a mortar, its spotter and a Mustang overhead.',
    3,
    [
      models('m1-garand-rifle*3', 'red-devil-captain', 'bazooka*2'),
      models('m1-garand-rifle*4', 'm1919-mg'),
      'm4a1-sherman',
      'm4a3e8-sherman-easy-eight',
      'm18-hellcat',
      'm8-greyhound',
      'm3-half-track',
      'm3-half-track',
      ['m1-81mm-mortar'],
      'fo-jeep',
      'p-51d-mustang',
    ],
  ),
  sample(
    'sample-usa-300',
    'Marine Assault (300)',
    300,
    'Pacific',
    [1943, 1944],
    'Saipan, 1944: four Marine squads come ashore in amtracs behind flamethrowers, Shermans and Corsairs.',
    3,
    [
      models('marine-rifleman*3', 'marine-sergeant', 'marines-m2-2-flamethrower*2'),
      models('marine-rifleman*4', 'bar-gunner*2'),
      models('marine-rifleman*4', 'm1919-mg'),
      models('marine-rifleman*6'),
      models('thompson-gunner*3'),
      'm4a1-sherman',
      'm4a1-sherman',
      'm4a3-105-sherman',
      'lvt-a-1',
      'amtrack',
      'amtrack',
      'amtrack',
      ['m1-81mm-mortar'],
      models('37mm-gun-m3*2'),
      ['m8-75mm-pack-howitzer'],
      'fo-jeep',
      'f4u-1-usmc-corsair',
      'usmc-f4f-4-wildcat',
    ],
  ),
  // UK
  sample(
    'sample-uk-100',
    'Desert Rats (100)',
    100,
    'North Africa',
    [1941, 1942],
    'Gazala, 1942: a Grant, a Crusader and a Valentine cover a rifle squad and a 6-pounder.',
    3,
    [
      models('smle-no-4-rifleman*3', 'inspiring-lieutenant', 'sten-smg*2'),
      'grant-1',
      'crusader-ii',
      'valentine-ii',
      ['6-pounder-anti-tank-gun'],
      'universal-carrier',
    ],
  ),
  sample(
    'sample-uk-200',
    'Guards Armoured (200)',
    200,
    'Western Europe',
    [1943, 1944],
    'Normandy, 1944: Cromwells and a Firefly, a Crocodile for the hedgerows and a Typhoon on call.',
    3,
    [
      models('smle-no-4-rifleman*3', 'inspiring-lieutenant', 'piat-gunner*2'),
      models('smle-no-4-rifleman*4', 'vickers-machine-gun-team'),
      'sherman-vc-firefly',
      'cromwell-iv',
      'cromwell-iv',
      'churchill-crocodile',
      ['17-pounder-anti-tank-gun'],
      'universal-carrier',
      'hawker-typhoon',
    ],
  ),
  sample(
    'sample-uk-300',
    '6th Airborne (300)',
    300,
    'Western Europe',
    [1943, 1944],
    'Normandy, 1944: four squads of paratroopers, anti-tank guns and Tetrarchs landed by glider, Spitfires and Typhoons above.',
    3,
    [
      models('defiant-paratroopers*3', 'inspiring-lieutenant', 'piat-gunner*2'),
      models('defiant-paratroopers*4', 'sten-smg*2'),
      models('defiant-paratroopers*4', 'vickers-machine-gun-team'),
      models('defiant-paratroopers*6'),
      models('sten-smg*3'),
      models('6-pounder-anti-tank-gun*2'),
      ['17-pounder-anti-tank-gun'],
      'mk-vii-tetrarch',
      'mk-vii-tetrarch',
      ['3-inch-mortar'],
      models('concealed-forward-observer*3'),
      'hawker-typhoon',
      'spitfire-f-mk-ix-interceptor',
    ],
  ),
  // Soviet Union
  sample(
    'sample-soviet-100',
    'Strelkovy Company (100)',
    100,
    'Eastern Front',
    [1942, 1943],
    'Kursk, 1943: riflemen with SMGs and anti-tank rifles around a T-34 and a ZiS-2.',
    3,
    [
      models('mosin-nagant-1891-30*3', 'commissar', 'ppsh-41-smg*2'),
      models('mosin-nagant-1891-30*4', 'maxim-m1910-mg'),
      models('ptrd-41-anti-tank-rifle*3'),
      't-34-76-model-1942',
      ['zis-2-57mm-model-1943'],
      'ba-64',
    ],
  ),
  sample(
    'sample-soviet-200',
    'Guards Tank Brigade (200)',
    200,
    'Eastern Front',
    [1943, 1944],
    'Bagration, 1944: Guards infantry ride T-34/85s forward behind Katyusha salvos and a Sturmovik.',
    3,
    [
      models('guards-infantry*3', 'veteran-nco', 'ppsh-41-smg*2'),
      models('guards-infantry*4', 'maxim-m1910-mg'),
      'guards-t-34-85',
      't-34-85',
      'su-85',
      models('zis-2-57mm-model-1943*2'),
      'bm-13-katyusha-rocket-launcher',
      'lend-lease-half-track',
      'il-2-sturmovik',
    ],
  ),
  sample(
    'sample-soviet-300',
    'Stalingrad Front (300)',
    300,
    'Eastern Front',
    [1941, 1942],
    'Stalingrad, 1942: four rifle squads, KVs and T-34s, Cossacks on the flank and a Sturmovik overhead.',
    3,
    [
      models('guards-infantry*3', 'veteran-nco', 'ppsh-41-smg*2'),
      models('mosin-nagant-1891-30*4', 'maxim-m1910-mg'),
      models('mosin-nagant-1891-30*4', 'ptrd-41-anti-tank-rifle*2'),
      models('siberian-shock-troops*4', 'red-army-forward-observer*2'),
      models('cossack-cavalrymen*3'),
      'kv-1',
      'kv-2-model-1940',
      't-34-76-model-1942',
      't-34-76',
      models('76-2mm-model-1942*2'),
      ['82mm-pm-37-mortar'],
      'ba-64',
      'il-2-sturmovik',
    ],
  ),
  // Italy
  sample(
    'sample-italy-100',
    'Brescia Division (100)',
    100,
    'North Africa',
    [1940, 1941],
    'Tobruk, 1941: two rifle squads with Bredas, two M13/40s and the 47/32 guns.',
    3,
    [
      models('fucile-modello-1891*3', 'stalwart-lieutenant', 'breda-modello-30-lmg*2'),
      models('fucile-modello-1891*4', 'breda-modello-37'),
      models('brixia-m35-45mm-mortar*3'),
      'carro-armato-m13-40',
      'carro-armato-m13-40',
      models('47-32-antitank-gun*2'),
      'autoblinda-ab-41',
    ],
  ),
  sample(
    'sample-italy-200',
    'Ariete (200)',
    200,
    'North Africa',
    [1941, 1942],
    'El Alamein, 1942: M13/40s and Semoventi with Blackshirts, 47/32 guns and Folgores.',
    3,
    [
      models('fucile-modello-1891*3', 'stalwart-lieutenant', 'breda-modello-30-lmg*2'),
      models('fucile-modello-1891*4', 'breda-modello-37'),
      models('blackshirts*6'),
      'carro-armato-m13-40',
      'carro-armato-m13-40',
      'veteran-carro-armato-m13-40',
      'semovente-75-18',
      'semovente-75-18',
      'l6-40',
      'autoblinda-ab-41',
      models('47-32-antitank-gun*3'),
      'macchi-c-202-folgore',
      're-2001-cb-fighter-bomber',
    ],
  ),
  sample(
    'sample-italy-300',
    'Sicily Defenders (300)',
    300,
    'Italy',
    [1942, 1943],
    'Sicily, 1943: five rifle squads, Semovente 90/53s, guns and fighters over the beaches.',
    3,
    [
      models('fucile-modello-1891*3', 'stalwart-lieutenant', 'breda-modello-30-lmg*2'),
      models('fucile-modello-1891*4', 'breda-modello-37'),
      models('italian-alpine-troop*4', 'breda-modello-37'),
      models('blackshirts*6'),
      models('blackshirts*6'),
      'semovente-90-53',
      'semovente-90-53',
      'semovente-75-18',
      'semovente-75-18',
      'veteran-carro-armato-m13-40',
      'veteran-carro-armato-m13-40',
      'autoblinda-ab-41',
      'l6-40',
      models('47-32-antitank-gun*3'),
      models('brixia-m35-45mm-mortar*3'),
      'macchi-c-202-folgore',
      'c-202-folgore-ace',
    ],
  ),
  // Japan
  sample(
    'sample-japan-100',
    'Malaya Strike Force (100)',
    100,
    'Pacific',
    [1941, 1942],
    'Malaya, 1941: bicycle troops and riflemen race down the roads behind light tanks.',
    3,
    [
      models('arisaka-rifleman*3', 'imperial-sergeant', 'type-99-lmg*2'),
      models('arisaka-rifleman*4', 'type-92-machine-gun-team'),
      models('japanese-bicycle-troop*6'),
      'type-95-ha-go',
      'type-95-ha-go',
      'type-97-chi-ha',
    ],
  ),
  sample(
    'sample-japan-200',
    'Guadalcanal Detachment (200)',
    200,
    'Pacific',
    [1941, 1942],
    'Guadalcanal, 1942: SNLF fanatics and riflemen in the jungle, light tanks, guns and Zeros.',
    3,
    [
      models('arisaka-rifleman*3', 'imperial-sergeant', 'type-99-lmg*2'),
      models('arisaka-rifleman*4', 'type-92-machine-gun-team'),
      models('snlf-fanatics*6'),
      models('arisaka-rifleman*4', 'jungle-spotter*2'),
      'type-97-chi-ha',
      'type-97-chi-ha',
      'type-95-ha-go',
      'type-2-ka-mi-amphibious-tank',
      ['70mm-type-92'],
      models('47mm-type-1-anti-tank-gun*2'),
      'mitsubishi-a6m-zero',
      'a6m2-zero-ace',
    ],
  ),
  sample(
    'sample-japan-300',
    'Saipan Garrison (300)',
    300,
    'Pacific',
    [1943, 1944],
    'Saipan, 1944: five squads dug in with snipers, Chi-Ha and Ha-Go tanks, guns and the last fighters.',
    3,
    [
      models('arisaka-rifleman*3', 'imperial-sergeant', 'type-99-lmg*2'),
      models('arisaka-rifleman*4', 'type-92-machine-gun-team'),
      models('snlf-fanatics*6'),
      models('arisaka-rifleman*4', 'type-97-anti-tank-rifle*2'),
      models('arisaka-rifleman*6'),
      models('imperial-sniper*3'),
      models('jungle-spotter*3'),
      'type-97-chi-ha',
      'type-97-chi-ha',
      'type-95-ha-go',
      'type-95-ha-go',
      'type-95-ha-go',
      'type-4-ho-ro',
      'type-1-ho-ni',
      ['type-88-75mm-aa-gun'],
      ['70mm-type-92'],
      'kawanishi-n1k-j-shiden-kai',
      'ki-61-tony',
    ],
  ),
];

/**
 * Legal armies (R1.1-R1.6) to play the full setup with at once. The first two are the quick
 * game's forces; British Airborne brings what the setup screens must show: Paratroopers that may
 * start in Reserve and an Aircraft that must (R3.3), and a Scout (R3.4). Then the national armies.
 */
export const SAMPLE_ARMIES: readonly SampleArmy[] = [
  {
    id: 'sample-us-army',
    list: forceList(SAMPLE_FORCES[0], 100),
    description: "The quick game's Americans: a rifle squad with bazookas, a Sherman, a half-track and an MG team.",
  },
  {
    id: 'sample-wehrmacht',
    list: forceList(SAMPLE_FORCES[1], 100),
    description: "The quick game's Germans: a rifle squad, a Panzer IV, motorcycles and two PaK 38s.",
  },
  {
    id: 'sample-british-airborne',
    description: 'Paratroopers who may wait in Reserve, a Cromwell that scouts, and a Typhoon.',
    list: {
      name: 'British Airborne',
      pointLimit: 150,
      units: [
        // R1.4: 6 Basic Infantry, one swapped for the Officer and one for a Specialist.
        {
          models: [
            'smle-no-4-rifleman',
            'smle-no-4-rifleman',
            'smle-no-4-rifleman',
            'smle-no-4-rifleman',
            'inspiring-lieutenant',
            'piat-gunner',
          ],
        },
        // Every model a Paratrooper, so the unit may start in Reserve (R3.3, R8.14).
        {
          models: [
            'defiant-paratroopers',
            'defiant-paratroopers',
            'defiant-paratroopers',
            'defiant-paratroopers',
            'defiant-paratroopers',
            'defiant-paratroopers',
          ],
        },
        { models: ['cromwell-iv'] },
        { models: ['hawker-typhoon'] },
      ],
      commander: { unit: 0, model: 4, grade: 'commander' },
    },
  },
  ...NATIONAL_SAMPLES,
];

/** The nation of a national sample army (its first model's: each is of one nation); none for the quick game's. */
export function sampleNation(s: SampleArmy): Nation | null {
  const first = s.list.units[0]?.models[0];
  return (s.theatre && first && CATALOG_BY_ID[first]?.nation) || null;
}

/**
 * A national sample army to face a list of `side` (R1.1: the other side; Axis for a list of no
 * side yet) at the point limit nearest `pointLimit`, the first listed on a tie: the builder's
 * opponent when the player has saved only one list, so the battle is not that list against itself.
 */
export function opponentSample(side: Side | null, pointLimit: number): SampleArmy {
  const wanted: Side = side === 'Axis' ? 'Allies' : 'Axis';
  const sideOf = (s: SampleArmy) => CATALOG_BY_ID[s.list.units[0]?.models[0] ?? '']?.side;
  const candidates = NATIONAL_SAMPLES.filter((s) => sideOf(s) === wanted);
  return candidates.reduce((best, s) =>
    Math.abs(s.list.pointLimit - pointLimit) < Math.abs(best.list.pointLimit - pointLimit) ? s : best,
  );
}
