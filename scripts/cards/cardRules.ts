// How a row of the original game's card table becomes a Reloaded stat card: the rules as code and
// small tables we own. docs/armies.md "The card pool" explains them; UNITS-SOURCES.md section 2
// (../shared/reference) is where they were first written down, for the 71 cards converted by hand.
// Rule book "Building Your Army" (type lines); RULINGS R1.1 (sides), R1.3-R1.6 (type lines and
// units), R8.10 (Hull and Auxiliary weapons), R8.13 (only the index's abilities are kept).
import {
  ABILITY_IDS,
  NATION_SIDE,
  NATIONS,
  NUMBERED_ABILITIES,
  type Ability,
  type AbilityId,
  type Nation,
  type Profile,
  type Weapon,
} from '../../src/engine';
import type { SourceRow } from './sourceTable';

/** A card as written to the catalog (src/data/units/catalog.json), its fields in this order. */
export interface CatalogCard {
  id: string;
  name: string;
  nation: Nation;
  side: 'Axis' | 'Allies';
  typeLine: string;
  cost: number;
  speed: number | 'A';
  defense: number | [number, number];
  attack: { infantry: Profile | null; vehicle: Profile | null };
  abilities: Ability[];
  year: number;
  sourceRow: number;
}

/** A converted card and the card abilities it could not keep (R8.13). */
export interface Converted {
  card: CatalogCard;
  dropped: string[];
}

/** One change made to the source table before converting, for the corrections table. */
export interface Correction {
  line: number;
  what: string;
  why: string;
}

// ---------------------------------------------------------------------------------------------
// Rows left out, rows removed as duplicates, and typos fixed.

/** Types of the source that are not units: left out, with the reason. */
export const LEFT_OUT_TYPES: Readonly<Record<string, string>> = {
  Obstacle: 'an obstacle or fortification, not a unit (the rule book has no obstacles to buy)',
  'Soldier Support':
    'an objective of the original game; the rule book uses Headquarters, Fuel Depots and Ammo Dumps as objective markers, not units',
};

/** Single rows left out although their type is a unit's: the Reloaded rules cannot express them. */
export const LEFT_OUT_ROWS: ReadonlyArray<{ line: number; name: string; why: string }> = [
  {
    line: 385,
    name: 'Higgins Boat',
    why: 'a boat that moves only on water (Water Craft); no Reloaded unit is held to water, and as a land vehicle with Amphibious it would be another unit',
  },
];

/**
 * Rows that repeat another row's card: the same card written twice, or the same machine under a
 * second name with every number and ability equal. `keep` is the line of the row converted.
 */
export const DUPLICATES: ReadonlyArray<{ line: number; keep: number; why: string }> = [
  {
    line: 76,
    keep: 75,
    why: 'the Ju 87B Stuka twice ("JU-87 Stuka" and "Junkers JU-87B Stuka"); this one also has the defense typo "4 4"',
  },
  {
    line: 79,
    keep: 64,
    why: 'the Bf 109 E under a second name ("Messerschmitt Bf109E" / "Bf 109 E Wingman"), every number and ability equal',
  },
  {
    line: 80,
    keep: 67,
    why: 'the Bf 110 C under a second name ("Messerschmitt Me 110"), every number and ability equal',
  },
  {
    line: 81,
    keep: 67,
    why: 'the Bf 110 C under a second name ("Messerschmitt Me110"), every number and ability equal',
  },
  {
    line: 70,
    keep: 71,
    why: 'the Fw 190 A under a second name ("Focke-Wulf Fw190a" / "FW 190 A Wurger"), every number and ability equal',
  },
  {
    line: 145,
    keep: 148,
    why: '"Panzer IV Ausf G (Early)" and "Panzer IV Ausf. G (Early)": one card, the name written twice',
  },
  {
    line: 164,
    keep: 156,
    why: '"SdKfz 2" and "Sd Kfz 2 Motorcycle Half-Track": one card written twice; this row gives Speed 1 against the other\'s 4, a typo (a Kettenkrad was as quick as the other light half-tracks, Speed 4)',
  },
  { line: 182, keep: 181, why: '"8mm Huzagol 35M" written twice (the second in lower case)' },
  {
    line: 216,
    keep: 225,
    why: 'the A6M Zero under a second name ("A6M2 Zeke" / "Mitsubishi A6M Zero"), every number and ability equal',
  },
  {
    line: 296,
    keep: 297,
    why: '"Supermarine Spitfire Mk. 1" written twice; the 1939 row dropped for the 1940 one (the Mk I\'s year of battle)',
  },
  { line: 334, keep: 333, why: '"Morris Recon. Car Mk 2" and "Mk. 2": one card written twice' },
  {
    line: 341,
    keep: 342,
    why: 'the F4U-1 Corsair under a second name ("F4U Corsair" / "F4U-1 USMC Corsair"), every number and ability equal',
  },
  { line: 354, keep: 353, why: '"P51D Mustang" and "P-51D Mustang": one card written twice; this row has no type' },
  {
    line: 391,
    keep: 392,
    why: '"M18 GMC" and "M18 Hellcat": one card under two names, every number and ability equal',
  },
  { line: 422, keep: 421, why: '"82mm PM-37 Mortar" and "82mm Pm-37 Mortar": one card written twice' },
];

/** Cells fixed before converting: a typo in the source. The script checks `from` is what the cell says. */
export const CELL_FIXES: ReadonlyArray<{
  line: number;
  field: 'defense' | 'abilities' | 'vsInfantry2' | 'speed';
  from: string;
  to: string;
  why: string;
}> = [
  { line: 349, field: 'defense', from: '4 4', to: '4/4', why: 'defense written "4 4" for "4/4"' },
  {
    line: 46,
    field: 'abilities',
    from: 'Aircraft, Antiair, Aircraft, Antiair, Inaccurate 1',
    to: 'Aircraft, Antiair, Inaccurate 1',
    why: '"Aircraft, Antiair" written twice',
  },
  {
    line: 412,
    field: 'abilities',
    from: 'Antiair, Antiair',
    to: 'Aircraft, Antiair',
    why: '"Antiair, Antiair": the Aircraft ability missing and Antiair written twice (every Aircraft card has Aircraft)',
  },
  {
    line: 270,
    field: 'abilities',
    from: '-',
    to: 'Aircraft',
    why: 'an Aircraft card with no Aircraft ability (every Aircraft card has it)',
  },
  {
    line: 114,
    field: 'abilities',
    from: 'Limited Range 2, Close Assault 8, , Ruthless',
    to: 'Limited Range 2, Close Assault 8, Ruthless',
    why: 'an empty ability entry ", ,"',
  },
  {
    line: 440,
    field: 'abilities',
    from: 'Limited Range 2, Hand to Hand 9, , Close Assault 7',
    to: 'Limited Range 2, Hand to Hand 9, Close Assault 7',
    why: 'an empty ability entry ", ,"',
  },
  {
    line: 219,
    field: 'vsInfantry2',
    from: '',
    to: '-',
    why: 'an empty long-range cell for "-" (no Aircraft attacks at long range)',
  },
  {
    line: 258,
    field: 'vsInfantry2',
    from: '',
    to: '-',
    why: 'an empty long-range cell for "-" (no Aircraft attacks at long range)',
  },
  {
    line: 343,
    field: 'vsInfantry2',
    from: '',
    to: '-',
    why: 'an empty long-range cell for "-" (no Aircraft attacks at long range)',
  },
  {
    line: 347,
    field: 'vsInfantry2',
    from: '',
    to: '-',
    why: 'an empty long-range cell for "-" (no Aircraft attacks at long range)',
  },
];

/** Card names misspelt in the source, by the source's spelling. */
export const NAME_FIXES: Readonly<Record<string, string>> = {
  'SS Haupsturmfuhrer': 'SS Hauptsturmfuhrer',
  'Veteran Fallshirmjager': 'Veteran Fallschirmjager',
  'Kubelwagon V': 'Kubelwagen V',
  'IL-2 Sturmovic': 'IL-2 Sturmovik',
  'KI-6I "Tony"': 'Ki-61 "Tony"',
  'KI-61 "tony" Ace': 'Ki-61 "Tony" Ace',
  'Concealed Foreward Observer': 'Concealed Forward Observer',
  'Fw109A Africa Korps Ace': 'Fw190A Afrika Korps Ace',
  'Italian alpine troop': 'Italian Alpine Troop',
  'BEF infantrymen': 'BEF Infantrymen',
  'M4A3E8 sherman "Easy Eight"': 'M4A3E8 Sherman "Easy Eight"',
  'sGrW 34 81mm mortar': 'sGrW 34 81mm Mortar',
  'Defiant paratroopers': 'Defiant Paratroopers',
};

/** The source's nation names that differ from the game's (R1.1). */
export const NATION_NAMES: Readonly<Record<string, Nation>> = {
  US: 'USA',
  USSR: 'Soviet Union',
  'NZ New Zealand': 'New Zealand',
  'SA South Africa': 'South Africa',
};

// ---------------------------------------------------------------------------------------------
// Type lines (R1.3-R1.6).

export type TankClass = 'Light' | 'Medium' | 'Heavy' | 'Super Heavy';

/**
 * The original cards only say "Vehicle Tank": the weight class is the real tank's, as its army
 * classed it (Italian M = medium, Soviet KV/IS = heavy, British infantry and cruiser tanks by
 * weight: under about 18 tonnes light, over about 38 heavy). King Tiger fills the Super Heavy
 * slot (no super-heavy tank has a card).
 */
export const TANK_CLASS: Readonly<Record<string, TankClass>> = {
  // Light
  'Lend-Lease Stuart': 'Light',
  'T-26 Series 1933': 'Light',
  'T-26E': 'Light',
  'T-26B': 'Light',
  'FCM 36': 'Light',
  'Hotchkiss H-39': 'Light',
  'Renault R-35': 'Light',
  'R-35': 'Light',
  'Panzer IB': 'Light',
  'Panzer II (F) "Flamingo"': 'Light',
  'Panzer II Ausf. C': 'Light',
  'Panzer II Ausf. F': 'Light',
  'PzKpfw 38(t)': 'Light',
  'PzKpfw 35(t)': 'Light',
  'R-2 LT-35': 'Light',
  '38M Toldi IIA': 'Light',
  'L3/35': 'Light',
  'L6/40': 'Light',
  'Type 2 Ka-Mi Amphibious Tank': 'Light',
  'Type 95 Ha-Go': 'Light',
  'Type 97 Te-Ke Tankette': 'Light',
  '7TP': 'Light',
  '7TPdw': 'Light',
  'Valentine I': 'Light',
  'Valentine II': 'Light',
  'Valentine VI': 'Light',
  'Cruiser Mk III A13': 'Light',
  'M22 "Locust"': 'Light',
  'M3 Stuart': 'Light',
  'Mk. VII Tetrarch': 'Light',
  'LVT(A)-1': 'Light',
  'M24 Chaffee': 'Light',
  'M3 Light Tank': 'Light',
  M5A1: 'Light',
  'BT-5': 'Light',
  'BT-7': 'Light',
  'T-38 Light Amphibious Tank': 'Light',
  'T-70 Model 1942': 'Light',
  // Medium
  'Carro Armato M11/39': 'Medium',
  'Carro Armato M13/40': 'Medium',
  'Veteran Carro Armato M13/40': 'Medium',
  'Sherman DD': 'Medium',
  'Sherman VC 17-Pounder': 'Medium',
  'Somua S-35': 'Medium',
  'Elite Panzer IV Ausf. D': 'Medium',
  'FlakPanzer IV Wirbelwind': 'Medium',
  'Panther Ausf. A': 'Medium',
  'Panther Ausf. D': 'Medium',
  'SS Panther Ausf. G': 'Medium',
  'Panzer III Ausf. F': 'Medium',
  'Panzer III Ausf. N Commander': 'Medium',
  'Veteran Panzer III Ausf. L': 'Medium',
  'Panzer IV Ausf. G (Early)': 'Medium',
  'Panzer IV Ausf. E': 'Medium',
  'Panzer IV Ausf. G': 'Medium',
  'Panzer IV Ausf. H Commander': 'Medium',
  'Panzer IV Ausf.F2': 'Medium',
  'SS Panzer IV Ausf. F2': 'Medium',
  'PzKpfw IV Ausf A': 'Medium',
  'T-4 Medium Tank': 'Medium',
  'Turan 1': 'Medium',
  'Type 3 Chi-Nu': 'Medium',
  'Type 89a Chi-Ro': 'Medium',
  'Type 89b Chi-Ro': 'Medium',
  'Type 97 Chi-Ha': 'Medium',
  'Cromwell IV': 'Medium',
  'Centurion A41': 'Medium',
  'Comet A-34': 'Medium',
  'Crusader II': 'Medium',
  'Grant 1': 'Medium',
  'Matilda II': 'Medium',
  'Sherman IVC': 'Medium',
  'Sherman VC Firefly': 'Medium',
  'Early M4A1 Sherman': 'Medium',
  'M3 Lee': 'Medium',
  'M3A5 Lee': 'Medium',
  'M4 Sherman T-34 Calliope': 'Medium',
  'M4A1 Sherman': 'Medium',
  'M4A1 Sherman Commander': 'Medium',
  'M4A3 (105) Sherman': 'Medium',
  'M4A3E8 Sherman "Easy Eight"': 'Medium',
  'Veteran M4 Sherman "Rhino"': 'Medium',
  'Guards T-34/76': 'Medium',
  'Guards T-34/85': 'Medium',
  'Soviet M3 Lee': 'Medium',
  'T-28': 'Medium',
  'T-34/76': 'Medium',
  'T-34/76 Commander': 'Medium',
  'T-34/76 Model 1942': 'Medium',
  'T-34/85': 'Medium',
  // Heavy
  'Churchill III': 'Heavy',
  'Churchill IV': 'Heavy',
  'Churchill AVRE': 'Heavy',
  'Churchill Crocodile': 'Heavy',
  'Char B1-Bis': 'Heavy',
  'Tiger I': 'Heavy',
  'Veteran Tiger': 'Heavy',
  'M26 Pershing': 'Heavy',
  'IS-2 Model 1944': 'Heavy',
  'IS-2 Veteran': 'Heavy',
  'IS-3': 'Heavy',
  'KV-1': 'Heavy',
  'KV-2 Model 1940': 'Heavy',
  'KV-85': 'Heavy',
  'T-35': 'Heavy',
  // Super Heavy
  'King Tiger': 'Super Heavy',
};

/**
 * Cards whose source type does not say what the unit is (plain "Vehicle", "Vehicle Car", "Vehicle
 * Spotter"), or says it wrongly for Reloaded: the type line by what the machine is.
 */
export const TYPE_BY_NAME: Readonly<Record<string, { typeLine: string; why: string }>> = {
  'M7 105mm Priest': {
    typeLine: 'Vehicle Self-Propelled Artillery',
    why: 'a 105mm howitzer on a tank chassis (card: Vehicle Tank)',
  },
  Rangers: { typeLine: 'Basic Infantry', why: 'a rifle squad with no Spotter ability (card: Soldier Spotter)' },
  'Ram Kangaroo': {
    typeLine: 'Vehicle Half-Track',
    why: "a turretless personnel carrier on a tank hull (card: Vehicle Tank): the carrier's type line",
  },
  'Opel Blitz 3 ton': { typeLine: 'Vehicle Truck', why: 'a 3-ton truck' },
  'Bedford QL 3 Ton': { typeLine: 'Vehicle Truck', why: 'a 3-ton truck' },
  'CCKW 352': { typeLine: 'Vehicle Truck', why: 'a 2.5-ton truck' },
  'ZIS-5 3 Ton': { typeLine: 'Vehicle Truck', why: 'a 3-ton truck' },
  DUKW: { typeLine: 'Vehicle Truck', why: 'an amphibious truck' },
  'Kubelwagen V': {
    typeLine: 'Vehicle Truck',
    why: "a soft-skinned car (card: Vehicle Car): the soft-skin transport's type line",
  },
  Jeep: {
    typeLine: 'Vehicle Truck',
    why: "a soft-skinned car (card: Vehicle car): the soft-skin transport's type line",
  },
  'FO Jeep': { typeLine: 'Vehicle Truck', why: 'a soft-skinned car with a radio (card: Vehicle Spotter)' },
  'Sd Kfz 2 Motorcycle Half-Track': {
    typeLine: 'Vehicle Half-Track',
    why: 'a tracked motorcycle tractor (Kettenkrad)',
  },
  'Universal Carrier': { typeLine: 'Vehicle Half-Track', why: 'a tracked carrier for men and guns (Gun Transport)' },
  '"Amtrack"': { typeLine: 'Vehicle Half-Track', why: 'an armed amphibious tracked carrier (Transport)' },
  'Panzerjager Bren 731(e)': { typeLine: 'Vehicle Tank Destroyer', why: 'a carrier armed with anti-tank rockets' },
};

/** The source's vehicle types that name a Reloaded type line directly. */
const VEHICLE_TYPES: Readonly<Record<string, string>> = {
  'Vehicle Tank Destroyer': 'Vehicle Tank Destroyer',
  'Vehicle Assault Gun': 'Vehicle Assault Gun',
  'Vehicle Armored Car': 'Vehicle Armored Car',
  'Vehicle Half-Track': 'Vehicle Half-Track',
  'Vehicle Artillery': 'Vehicle Self-Propelled Artillery',
};

/** Soldier abilities that make a single-weapon or single-role model: an Infantry Specialist. */
const SPECIALIST_ABILITIES = new Set([
  'Flamethrower',
  'Bridge Demolition',
  'Demolitions',
  'Spotter',
  'Crack Shot',
  'Shrapnel',
  'Covering Fire',
  'Limited Covering Fire',
]);

// ---------------------------------------------------------------------------------------------
// Abilities (R8.13).

/**
 * Card abilities with a Reloaded equivalent, by the card's name for it (UNITS-SOURCES section 2):
 * the index's ability, and whether the card's number is kept (`n`), fixed, or absent.
 */
const ABILITY_RENAMES: Readonly<Record<string, { id: AbilityId; n?: number }>> = {
  Aircraft: { id: 'aircraft' },
  Antiair: { id: 'aa' },
  'Close Assault': { id: 'closeAssault' },
  'Hand to Hand': { id: 'handToHand' },
  'Limited Range': { id: 'limitedRange' },
  Paratrooper: { id: 'paratrooper' },
  Relocate: { id: 'relocate' },
  Inaccurate: { id: 'inaccurate' },
  Shrapnel: { id: 'shrapnel' },
  Blast: { id: 'blast' },
  Bombardment: { id: 'bombardment' },
  'Indirect Fire': { id: 'indirectFire' },
  'Improved Indirect Fire': { id: 'indirectFire' },
  Spotter: { id: 'spotter' },
  'Strike and Fade': { id: 'strikeAndFade' },
  Aggression: { id: 'aggression' },
  'High Gear': { id: 'highGear' },
  Robust: { id: 'robust' },
  'Open Back': { id: 'openBack' },
  'No Turret': { id: 'noTurret' },
  'Fixed Howitzer': { id: 'noTurret' },
  'Fixed Gun': { id: 'noTurret' },
  Amphibious: { id: 'amphibious' },
  Large: { id: 'large' },
  Flamethrower: { id: 'flamethrower' },
  'Bridge Demolition': { id: 'bridgeDemolition' },
  'Superior Armor': { id: 'superiorArmor' },
  'Crack Shot': { id: 'crackShot' },
  'Suppressive Fire': { id: 'suppressiveFire' },
  'Double Shot': { id: 'sustainedFire' },
  'Enhanced Range': { id: 'extendedRange' },
  'Extended Range': { id: 'extendedRange' },
  'Heavy Armor': { id: 'heavyArmor', n: 1 },
  Transport: { id: 'transport' },
  'Gun Transport': { id: 'transport' },
  'Large Transport': { id: 'heavyTransport' },
  'Heavy Transport': { id: 'heavyTransport' },
  'Fighting Platform': { id: 'firingDeck' },
  Vanguard: { id: 'scout' },
  'Guard Crew': { id: 'versatileWarmachine' },
  Pinpointer: { id: 'pinPointer' },
  'Command Leadership': { id: 'commandLeadership' },
  'Command Ruthless': { id: 'commandRuthless' },
  Angriff: { id: 'angriff' },
  'Tally-Ho!': { id: 'tallyHo' },
  'Bravery Enforcement': { id: 'braveryEnforcement' },
  Stalwart: { id: 'stalwart' },
};

/** Card abilities that become a Hull weapon (R8.10). */
const HULL_ABILITIES = new Set([
  'Additional Hull-Mounted Cannon',
  'Extra Hull-Mounted Cannon',
  'Hull-Mounted Flamethrower',
]);

/** Card abilities that become an Auxiliary weapon: the card's machine guns against infantry (R8.10). */
const AUXILIARY_ABILITIES = new Set(['All Guns Blazing', 'Extra Machine Guns']);

/**
 * The Hull weapon of each card with one, by card name. The Lee/Grant hull 75mm: 12/10/8 against
 * Vehicles, as converted by hand for the M3 Lee. A weapon without dice uses the card's own
 * profile (R8.10): the Char B1's hull howitzer and the Crocodile's flamethrower.
 */
export const HULL_WEAPONS: Readonly<Record<string, Weapon>> = {
  'M3 Lee': { name: '75mm gun', dice: [12, 10, 8], vs: 'vehicle' },
  'M3A5 Lee': { name: '75mm gun', dice: [12, 10, 8], vs: 'vehicle' },
  'Soviet M3 Lee': { name: '75mm gun', dice: [12, 10, 8], vs: 'vehicle' },
  'Grant 1': { name: '75mm gun', dice: [12, 10, 8], vs: 'vehicle' },
  'Char B1-Bis': { name: '75mm hull howitzer' },
  'Churchill Crocodile': { name: 'Flamethrower' },
};

/** "COMMANDER ABILITIES:2" on the card: the Officer's Initiative +N (R1.3). */
const COMMANDER_ABILITY = /^COMMANDER ABILITIES:\s*(\d+)$/;

function renameOf(name: string): { id: AbilityId; n?: number } | undefined {
  return Object.hasOwn(ABILITY_RENAMES, name) ? ABILITY_RENAMES[name] : undefined;
}

/** A card ability split into its name and its number ("Close Assault 11"). */
function splitAbility(text: string): { name: string; n?: number } {
  const m = /^(.*?)\s+(\d+)$/.exec(text);
  return m ? { name: m[1], n: Number(m[2]) } : { name: text };
}

/** The card's ability entries ("-" is none). */
export function abilityEntries(text: string): string[] {
  if (text === '-' || text === '') return [];
  return text.split(',').map((s) => s.trim());
}

// ---------------------------------------------------------------------------------------------
// Conversion.

/** A lower-case id from a name: letters, digits and dashes. */
export function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function band(text: string, where: string): number | null {
  if (text === '-') return null;
  if (!/^\d+$/.test(text)) throw new Error(`${where}: attack "${text}" is not a number of dice or "-"`);
  return Number(text);
}

function profileOf(cells: readonly [string, string, string], where: string): Profile | null {
  const p: [number | null, number | null, number | null] = [
    band(cells[0], where),
    band(cells[1], where),
    band(cells[2], where),
  ];
  return p.every((x) => x === null) ? null : p;
}

function wholeNumber(text: string, what: string, where: string): number {
  if (!/^\d+$/.test(text)) throw new Error(`${where}: ${what} "${text}" is not a whole number`);
  return Number(text);
}

/** The game's nation for the source's name (R1.1). */
export function nationOf(source: string, where: string): Nation {
  const nation = NATION_NAMES[source] ?? source;
  if (!(NATIONS as readonly string[]).includes(nation))
    throw new Error(`${where}: nation "${source}" is not one of the game's`);
  return nation as Nation;
}

/**
 * The Reloaded type line of a row (R1.3-R1.6): by the source's type, the card's abilities and
 * dice, and the tables above. `commander` is the card's Initiative, if it has one.
 */
export function typeLineOf(
  row: SourceRow,
  name: string,
  entries: readonly string[],
  commander: number | null,
  vsVehicle: Profile | null,
): string {
  const where = `line ${row.line} (${row.name})`;
  const byName = TYPE_BY_NAME[name];
  if (byName) return byName.typeLine;
  const type = row.type;
  const has = (ability: string) => entries.some((e) => splitAbility(e).name === ability);
  if (type === 'Aircraft' || type === '- Jet') return 'Aircraft';
  if (type.startsWith('Soldier')) {
    // A Soldier Commander is an Officer only with a commander ability (the Japanese Sapper has none).
    if (type.includes('Commander') && commander !== null) return 'Infantry Officer';
    if (type === 'Soldier Artillery') return has('Large') ? 'Infantry Artillery Large' : 'Infantry Artillery';
    if (type === 'Soldier Cavalry') return 'Infantry Cavalry';
    if (type === 'Soldier Motorcycle') return 'Infantry Motorcycle';
    if (type === 'Soldier Paratrooper') return 'Basic Infantry';
    if (type === 'Soldier Sniper' || type === 'Soldier Spotter' || type === 'Soldier Hero')
      return 'Infantry Specialist';
    // An MG team: two shots (Double Shot) and machine-gun dice against vehicles at every range.
    if (has('Double Shot') && vsVehicle?.every((d) => d !== null)) return 'Infantry MG Team';
    // One weapon or one role: anti-tank weapons (more than a rifle's 2 dice against vehicles),
    // flamethrowers, engineers, mortars, light MGs, sub-machine gunners.
    const antiTank = vsVehicle !== null && (vsVehicle[0] ?? 0) > 2;
    const role = entries.some((e) => SPECIALIST_ABILITIES.has(splitAbility(e).name));
    if (antiTank || role || /\bSMG\b|\bGunner\b/.test(name)) return 'Infantry Specialist';
    if (type === 'Soldier' || type.includes('Commander')) return 'Basic Infantry';
    throw new Error(`${where}: no type line for the soldier type "${type}"`);
  }
  if (type === 'Vehicle Tank' || type === 'Vehicle Tank Commander') {
    const weight = TANK_CLASS[name];
    if (!weight) throw new Error(`${where}: a tank with no weight class in TANK_CLASS`);
    return type === 'Vehicle Tank Commander' ? `Vehicle ${weight} Tank Officer` : `Vehicle ${weight} Tank`;
  }
  const vehicle = VEHICLE_TYPES[type];
  if (vehicle) return vehicle;
  throw new Error(`${where}: no type line for the type "${type}" (add the card to TYPE_BY_NAME)`);
}

/** Tank Destroyer is added to Vehicle Tank Destroyers with a real anti-tank gun: 13+ dice at short range. */
export const TANK_DESTROYER_DICE = 13;

/**
 * A row converted to a stat card, with the abilities it drops (R8.13). Throws with the row's
 * line when the row cannot be converted: a table of this module lacks the card.
 */
export function convertRow(row: SourceRow, id: string, name: string): Converted {
  const where = `line ${row.line} (${row.name})`;
  const nation = nationOf(row.nation, where);
  const entries = abilityEntries(row.abilities);
  const commanderEntry = entries.map((e) => COMMANDER_ABILITY.exec(e)).find((m) => m !== null);
  const commander = commanderEntry ? Number(commanderEntry[1]) : null;
  const infantry = profileOf(row.vsInfantry, where);
  const vsVehicle = profileOf(row.vsVehicle, where);
  const typeLine = typeLineOf(row, name, entries, commander, vsVehicle);
  const aircraft = typeLine === 'Aircraft';
  const vehicle = typeLine.startsWith('Vehicle');

  const def = /^(\d+)\/(\d+)$/.exec(row.defense);
  if (!def) throw new Error(`${where}: defense "${row.defense}" is not F/R`);
  const [front, rear] = [Number(def[1]), Number(def[2])];
  if (!vehicle && front !== rear) throw new Error(`${where}: a non-Vehicle with two defense values ${row.defense}`);

  const abilities: Ability[] = [];
  const dropped: string[] = [];
  const add = (a: Ability) => {
    if (!abilities.some((b) => b.id === a.id)) abilities.push(a);
  };
  for (const entry of entries) {
    const c = COMMANDER_ABILITY.exec(entry);
    if (c) {
      add({ id: 'initiative', n: Number(c[1]) });
      continue;
    }
    const { name: abilityName, n } = splitAbility(entry);
    const rename = renameOf(entry) ?? renameOf(abilityName);
    if (HULL_ABILITIES.has(entry)) {
      const weapon = HULL_WEAPONS[name];
      if (!weapon) throw new Error(`${where}: "${entry}" with no weapon in HULL_WEAPONS`);
      add({ id: 'hull', weapon: { ...weapon } });
    } else if (AUXILIARY_ABILITIES.has(entry)) {
      if (!infantry) throw new Error(`${where}: "${entry}" on a card with no dice against infantry`);
      add({ id: 'auxiliary', weapon: { name: 'MGs', dice: infantry, vs: 'infantry' } });
    } else if (rename) {
      const ability: Ability = { id: rename.id };
      if (NUMBERED_ABILITIES.has(rename.id)) {
        const number = rename.n ?? n;
        if (number === undefined) throw new Error(`${where}: "${entry}" needs a number`);
        ability.n = number;
      }
      add(ability);
    } else dropped.push(entry);
  }
  // Derived abilities (UNITS-SOURCES section 2): soft-skins are Unarmored; a tank destroyer with
  // a real anti-tank gun is a Tank Destroyer.
  if (vehicle && front === 1 && rear === 1) add({ id: 'unarmored' });
  if (typeLine === 'Vehicle Tank Destroyer' && (vsVehicle?.[0] ?? 0) >= TANK_DESTROYER_DICE)
    add({ id: 'tankDestroyer' });

  const speed = aircraft ? 'A' : wholeNumber(row.speed, 'speed', where);
  if (aircraft && row.speed !== 'A') throw new Error(`${where}: an Aircraft with speed "${row.speed}"`);
  const card: CatalogCard = {
    id,
    name,
    nation,
    side: NATION_SIDE[nation],
    typeLine,
    cost: wholeNumber(row.cost, 'cost', where),
    speed,
    defense: vehicle ? [front, rear] : front,
    attack: { infantry, vehicle: vsVehicle },
    abilities,
    year: wholeNumber(row.year, 'year', where),
    sourceRow: row.line,
  };
  return { card, dropped };
}

/**
 * Why a converted card cannot be fielded in Reloaded, or null: a unit with no attack at all is
 * only worth buying to carry others.
 */
export function inexpressible(card: CatalogCard): string | null {
  const carries = card.abilities.some((a) => a.id === 'transport' || a.id === 'heavyTransport');
  if (card.attack.infantry === null && card.attack.vehicle === null && !carries)
    return 'no attack and no transport role';
  if (card.typeLine.includes('Officer') && !card.abilities.some((a) => a.id === 'initiative'))
    return 'an Officer with no Initiative';
  return null;
}

/** Every ability id the game knows (R8.13), for the checks of the converted cards. */
export const KNOWN_ABILITY_IDS: ReadonlySet<string> = new Set(ABILITY_IDS);
