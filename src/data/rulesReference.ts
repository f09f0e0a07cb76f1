// The rules in short, in our own words, for the in-game reference: each entry names the rule
// book section and the ruling it follows (RULINGS.md ids). The engine enforces all of them;
// docs/rules.md says where and which test proves it.

export interface RuleEntry {
  id: string;
  title: string;
  text: string;
}

export interface RuleSection {
  title: string;
  entries: RuleEntry[];
}

export const RULES_REFERENCE: RuleSection[] = [
  {
    title: 'Armies',
    entries: [
      {
        id: 'R1.1',
        title: 'One side',
        text: 'An army is all Axis or all Allies; nations of one side may mix. A casual game may lift this.',
      },
      {
        id: 'R1.2',
        title: 'Points',
        text: 'The cost of every model, with the Commander multiplier, must fit the point limit (100 short, 200 medium, 300 long).',
      },
      {
        id: 'R1.3',
        title: 'Commander',
        text: 'Exactly one Officer leads the army: as Commander (x1 cost, worth 1 OP to the enemy if killed), Junior Commander (x3, 3 OP) or Senior Commander (x10, 5 OP).',
      },
      {
        id: 'R1.4',
        title: 'Squads',
        text: 'Six Basic Infantry of one card; one may be swapped for an Officer, and one or two for Specialists, or two for an MG Team.',
      },
      {
        id: 'R1.5',
        title: 'Other infantry',
        text: 'Artillery: 1 to 3 guns, one Large at most. Cavalry, Motorcycles, MG Teams and Specialists: units of 3.',
      },
      {
        id: 'R1.7',
        title: 'Battlefield',
        text: 'About one map tile per 50 points: 2 tiles up to 150 points, 4 for 200, 6 for 300.',
      },
    ],
  },
  {
    title: 'Setup',
    entries: [
      {
        id: 'R3.1',
        title: 'Initiative',
        text: '2d6 plus every Initiative bonus of your living models; ties are rolled again. Rolled before the setup and at the start of every turn; the winner acts first.',
      },
      {
        id: 'R3.2',
        title: 'Objectives',
        text: 'Five markers: each team one in its deployment zone (1 OP), then one in its own half outside the zone (2 OP), then the winner puts the last on the free hex nearest the centre (3 OP). Never within 3 hexes of another, never on Water or Barren.',
      },
      {
        id: 'R3.3',
        title: 'Deployment',
        text: 'The teams take turns placing one unit in their deployment zone (the 4 rows at their edge), vehicles with a facing. Paratroopers may wait in Reserve; Aircraft always start there. Infantry may start aboard a Transport.',
      },
      {
        id: 'R3.4',
        title: 'Scouts',
        text: 'After deployment, Scouts move up to their Speed, the teams taking turns, initiative winner first.',
      },
    ],
  },
  {
    title: 'The turn',
    entries: [
      {
        id: 'R4.1',
        title: 'Order',
        text: 'Initiative, then the Movement Phase, then the Assault Phase, then objectives score.',
      },
      {
        id: 'R4.2',
        title: 'Activations',
        text: 'The initiative winner activates one unit, then the teams alternate. A team with nothing left passes and the other finishes.',
      },
      {
        id: 'R4.3',
        title: 'Movement Phase',
        text: 'Each unit moves (up to its Speed; pivoting counts as moving) or stays. A unit with Sustained Fire, a Hull or Auxiliary weapon or Crack Shot may instead fire standing still: only those models fire.',
      },
      {
        id: 'R4.4',
        title: 'Reserves and Aircraft',
        text: 'After all your ground units have moved, from turn 2: Reserve units arrive (Paratroopers on Open, Barren or Hill; Aircraft anywhere), Aircraft on the map stay, redeploy or go back to Reserve.',
      },
      {
        id: 'R4.5',
        title: 'Assault Phase',
        text: 'Each unit moves or attacks. When it attacks, each model attacks one target of its choice, one attack after the other.',
      },
      {
        id: 'R4.6',
        title: 'Transports',
        text: 'In the Movement Phase a unit may get out of its Transport at the start of its move, or get in at the end, not both (even in a full hex: a unit getting in or out does not count for population there at that moment). Passengers do not count for population and cannot be attacked.',
      },
    ],
  },
  {
    title: 'Movement',
    entries: [
      {
        id: 'R5.1',
        title: 'Terrain',
        text: 'A hex costs 1 Speed. Barren costs Infantry 2; Forest and Hill cost Vehicles 2; Water is for Amphibious units only (2). Vehicles enter City and Marsh only along roads.',
      },
      {
        id: 'R5.2',
        title: 'Speed',
        text: 'A unit cannot enter a hex that costs more than the Speed it has left. At Speed 0 it cannot move or pivot.',
      },
      {
        id: 'R5.3',
        title: 'Movement rolls',
        text: '4+ on a die to cross a Hedge, to cross a River without a Bridge, or for a Vehicle to enter Forest. On a failure the unit stops for the phase, facing the hex. Cliffs cannot be crossed.',
      },
      {
        id: 'R5.4',
        title: 'Roads',
        text: "A Vehicle's first road step each phase is free; High Gear # makes the first 1 + # road steps free. Not on Aggression or Strike and Fade moves.",
      },
      {
        id: 'R5.5',
        title: 'Facing',
        text: 'Each step turns a vehicle to face where it went; it may pivot freely while it moves.',
      },
      {
        id: 'R5.6',
        title: 'Population',
        text: 'A hex holds at most 2 units of each team, and one Vehicle or Large unit in all, also while passing through (with 2-inch hexes, R2.3: one unit on foot of each team). Aircraft and passengers do not count.',
      },
      {
        id: 'R5.7',
        title: 'Defensive Fire',
        text: 'When a unit steps between two hexes both next to (or in) an enemy unit, that enemy may fire at it with all its models, taking it to be in either hex. Once per phase; a unit may hold its fire for later. Arrivals draw it too; suppressed units cannot.',
      },
    ],
  },
  {
    title: 'Attacks',
    entries: [
      {
        id: 'R6.1',
        title: 'Range',
        text: 'Short 0-1, Medium 2-4, Long 5-8 hexes. Extended Range # makes Long reach #; Limited Range # ends Medium at #, and nothing beyond is in range.',
      },
      {
        id: 'R6.2',
        title: 'Dice',
        text: 'Infantry dice against Infantry, Vehicle dice against Vehicles. Only AA and Aircraft attack Aircraft.',
      },
      {
        id: 'R6.3',
        title: 'Line of sight',
        text: 'A straight line between hex centres; City, Forest, Hill or units in a hex between block it, as do Cliffs and Hedges between the two. From a Hill, one hex of units is ignored.',
      },
      { id: 'R6.4', title: 'Successes', text: 'Each die of 4+ after modifiers is a success.' },
      {
        id: 'R6.5',
        title: 'Defense dice',
        text: 'Vehicles, Cavalry and Motorcycles roll their Speed, other Infantry one die at most; +1 in City, Forest or Hill (Marsh for Infantry), or for Infantry with a Vehicle in the hex; +1 behind a Cliff or Hedge. Each 4+ cancels one success. Aircraft roll 3 minus their damage.',
      },
      {
        id: 'R6.6',
        title: 'Infantry casualties',
        text: 'Before the roll the owner names the model attacked; if the successes left reach its Defense, it is removed.',
      },
      {
        id: 'R6.7',
        title: 'Damage',
        text: 'Vehicles, guns and Aircraft take one damage for each time the successes left reach the Defense they face: -1 Defense and -1 Speed each. A facing at 0 or less means destroyed.',
      },
      {
        id: 'R6.8',
        title: 'Front and rear',
        text: "Hexes ahead of the line through a vehicle's sides are its front; the hexes on that line, behind it and its own hex are its rear.",
      },
      {
        id: 'R6.9',
        title: 'Close combat',
        text: "Close Assault # attacks a Vehicle in the same hex against its Speed: it is destroyed when its Speed reaches 0, or an Unarmored truck's printed Defense does (R6.13). Hand to Hand # attacks Infantry in the same hex.",
      },
    ],
  },
  {
    title: 'Scoring and the end',
    entries: [
      {
        id: 'R7.1',
        title: 'Objectives',
        text: 'At the end of each turn, a marker scores its points for a team with Infantry (not Paratroopers) in its hex, unless enemy Infantry is there too.',
      },
      {
        id: 'R7.2',
        title: 'High Value Targets',
        text: "Killing the enemy Commander earns his grade's points (1, 3 or 5); a model whose card prints High Value Target # earns # (a Commander's, the higher of the two).",
      },
      {
        id: 'R7.3',
        title: 'The end',
        text: 'After the last turn (5 by default) the higher total wins. A team with no units left ends the game at once (the turn under way still scored).',
      },
    ],
  },
];
