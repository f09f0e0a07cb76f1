// One readable line per event, with the arithmetic and the rule, e.g. "Panzer IV Ausf. G fires
// at M4A1 Sherman (front 5, medium range): 13 dice, 7 successes; 4 defense dice (Speed 4), 2
// saved; 5 remain: 1 damage (R6.7)".
import type { DiceSource } from '../rules/attackDice';
import type { AttackEvent, GameEvent, StrikeReport } from '../core/events';
import { DIR_NAMES, hexLabel, type Dir } from '../core/hex';
import { BAND_NAMES } from '../rules/range';
import { activationRule } from '../rules/activation';
import type { GameState } from '../core/state';
import { leadDef, unitName } from '../derived/unitRules';
import { turnScoredText } from './score';

const PHASE_NAME: Record<string, string> = {
  setup: 'Setup',
  movement: 'Movement Phase',
  assault: 'Assault Phase',
  ended: 'End',
};

const ROLL_REASON = {
  forest: 'a Vehicle entering Forest',
  hedge: 'crossing a Hedge',
  river: 'crossing a River',
} as const;

const SETUP_STEP = {
  objectives: 'Setup: the Objective Markers are placed (R3.2)',
  deployment: 'Setup: the teams deploy their units in turn (R3.3)',
  scout: 'Setup: Scout moves (R3.4)',
} as const;

/** A card a player made is marked after its name wherever the log names it (docs/armies.md, "Your own cards"). */
const CUSTOM_MARK = ' (custom)';

function nameOf(state: GameState, id: string): string {
  const unit = state.units[id];
  return unit ? unitName(state, unit) + (leadDef(state, unit).custom ? CUSTOM_MARK : '') : id;
}

/** A model of a unit named by its card's name (an attack's firer, a strike's target), marked if its unit holds a custom card of that name. */
function modelNameOf(state: GameState, unitId: string, name: string): string {
  const unit = state.units[unitId];
  const custom = unit?.cards.some((c) => state.defs[c]?.custom && state.defs[c].name === name);
  return custom ? name + CUSTOM_MARK : name;
}

/** A model's card by name: "a Panzer IV", with the custom mark. */
function cardName(state: GameState, def: string): string {
  const card = state.defs[def];
  return card ? card.name + (card.custom ? CUSTOM_MARK : '') : def;
}

const PLURALS: Record<string, string> = {
  hex: 'hexes',
  success: 'successes',
  'defense die': 'defense dice',
  'Infantry die': 'Infantry dice',
  'Vehicle die': 'Vehicle dice',
  damage: 'damage',
};

function plural(n: number, word: string): string {
  return `${n} ${n === 1 ? word : (PLURALS[word] ?? `${word}s`)}`;
}

function sources(list: readonly DiceSource[]): string {
  return list.map((s) => (s.n === 0 ? s.label : `${s.label}${s.n < 0 ? ` ${s.n}` : ''}`)).join(', ');
}

function modifierText(list: readonly DiceSource[]): string {
  if (list.length === 0) return '';
  const total = list.reduce((t, s) => t + s.n, 0);
  return ` at ${total >= 0 ? '+' : ''}${total} each (${list.map((s) => `${s.label} ${s.n >= 0 ? '+' : ''}${s.n}`).join(', ')})`;
}

/** R6.1: the band the attack read its dice at (the event's, with the model's Extended or Limited Range), and the distance. */
function rangeText(e: AttackEvent): string {
  if (e.range === 0) return 'same hex';
  return `${BAND_NAMES[e.band]} range, ${plural(e.range, 'hex')}`;
}

function resultText(s: StrikeReport, e: AttackEvent): string {
  switch (s.result) {
    case 'none':
      if (s.ignored > 0) return `${plural(s.damage, 'damage')}, all ignored by Heavy Armor (R6.7)`;
      return s.casualty ? `no effect, ${s.defense} needed (R6.6)` : `no damage, ${s.defense} needed (R6.7)`;
    case 'modelLost':
      return casualtyText(s, e);
    case 'damaged':
    case 'destroyed': {
      const armor = s.ignored > 0 ? `, ${s.ignored} ignored by Heavy Armor` : '';
      const flame = s.flameBonus ? ' (one from the Flamethrower)' : '';
      // R6.13: Close Assault destroys a model with Speed left only through an Unarmored model's printed Defense.
      if (s.result === 'destroyed' && s.against === 'speed' && s.defense - (s.damage - s.ignored) > 0) {
        return `${plural(s.damage, 'damage')}${armor}: destroyed, Unarmored with its printed Defense at 0 (R6.13)`;
      }
      const end = s.result === 'destroyed' ? ': destroyed' : '';
      const rule = s.against === 'speed' ? 'R6.9' : 'R6.7';
      return `${plural(s.damage, 'damage')}${flame}${armor}${end} (${rule})`;
    }
  }
}

/** R6.6 and index "Flamethrower": the models an Infantry strike actually removed. */
function casualtyText(s: StrikeReport, e: AttackEvent): string {
  if (s.damage > 1) return `${s.damage} models lost (Flamethrower, R6.6)`;
  if (!s.flameBonus) return `${s.modelName} lost (R6.6)`;
  if (s.remaining < s.defense) return `${s.modelName} lost (Flamethrower, R6.6)`;
  // Three 6s: one casualty more, which needs another model its owner can name; a random strike
  // names none, and the extra damage falls on the struck model alone (docs/rules.md, reading 43).
  return e.random
    ? `${s.modelName} lost; no extra casualty from the Flamethrower in a random strike (${e.random === 'indirect' ? 'R8.3' : 'R8.2'}, R6.6)`
    : `${s.modelName} lost; no other model for the Flamethrower's extra casualty (R6.6)`;
}

function againstText(s: StrikeReport): string {
  switch (s.against) {
    case 'front':
      return `front ${s.defense}`;
    case 'rear':
      return `rear ${s.defense}`;
    case 'speed':
      return `Speed ${s.defense}`;
    case 'soft':
      return `Unarmored ${s.defense}`;
    default:
      return `Defense ${s.defense}`;
  }
}

function profileDice(profile: StrikeReport['profile']): string {
  return profile === 'infantry' ? 'Infantry dice' : 'Vehicle dice';
}

function strikeText(s: StrikeReport, e: AttackEvent): string {
  if (s.noAttackDice)
    return `no ${profileDice(s.profile)} at this range ("-"): nothing rolled, no effect (${e.random === 'indirect' ? 'R8.3' : 'R8.2'})`;
  const def =
    s.defenseDice.length > 0
      ? `${plural(s.defenseDice.length, 'defense die')} [${s.defenseDice.join(' ')}] (${sources(s.defenseSources.filter((x) => x.n !== 0 || x.label.includes('ignored')))}), ${s.saved} saved`
      : 'no defense dice';
  const reroll = s.defenseReroll ? ` (rerolled a ${s.defenseReroll.from} into a ${s.defenseReroll.to}, R8.6)` : '';
  const mods = s.modifierSources
    ? ` (against this unit the dice count${s.modifierSources.length > 0 ? modifierText(s.modifierSources) : ' unmodified'})`
    : '';
  return `${plural(s.successes, 'success')}${mods}; ${def}${reroll}; ${s.remaining} remain: ${resultText(s, e)}`;
}

function attackLine(state: GameState, e: AttackEvent): string {
  const attacker = e.modelName ? modelNameOf(state, e.unit, e.modelName) : nameOf(state, e.unit);
  const target = nameOf(state, e.target);
  const verb =
    e.weapon === 'closeAssault'
      ? 'close-assaults'
      : e.weapon === 'handToHand'
        ? 'attacks hand to hand'
        : e.weapon === 'hull'
          ? 'fires its hull weapon at'
          : e.weapon === 'auxiliary'
            ? 'fires its auxiliary weapon at'
            : 'fires at';
  const df = e.context === 'defensiveFire' ? 'Defensive Fire: ' : '';
  const random = e.random === 'blast' ? ', Blast (R8.2)' : e.random === 'indirect' ? ', Indirect Fire (R8.3)' : '';
  const rolls = e.rolls
    .map((r) => {
      if (r.dice.length === 0) return `no ${profileDice(r.profile)} ("-" at this range)`;
      const reroll = r.reroll ? `, rerolled a ${r.reroll.from} into a ${r.reroll.to} (R8.6)` : '';
      const count = r.countSources.length > 1 ? ` (${r.countSources.map((c) => `${c.label} ${c.n}`).join(' + ')})` : '';
      return `${plural(r.dice.length, r.profile === 'infantry' ? 'Infantry die' : 'Vehicle die')}${count} [${r.dice.join(' ')}]${modifierText(r.modifierSources)}${reroll}`;
    })
    .join('; ');
  if (e.strikes.length === 0)
    return `${df}${attacker} ${verb} ${target} (${rangeText(e)}${random}): ${rolls}; nothing struck`;
  if (e.strikes.length === 1 && !e.random) {
    const s = e.strikes[0];
    return `${df}${attacker} ${verb} ${target} (${againstText(s)}, ${rangeText(e)}): ${rolls}: ${strikeText(s, e)}`;
  }
  const strikes = e.strikes
    .map(
      (s) =>
        `${modelNameOf(state, s.unit, s.modelName)} of ${nameOf(state, s.unit)} (${againstText(s)}): ${strikeText(s, e)}`,
    )
    .join(' | ');
  return `${df}${attacker} ${verb} ${target} (${rangeText(e)}${random}): ${rolls}. Struck: ${strikes}`;
}

/** How a facing is named in a line: the map's own compass unless the screen names it otherwise. */
export type DirNaming = (d: Dir) => string;

const mapCompass: DirNaming = (d) => DIR_NAMES[d];

/**
 * The line of one event. `dirName` names a facing: the screen shows the battlefield turned a
 * quarter in a wide window, and a player reads "facing N" where the counter points up there, so
 * the UI passes its naming; without one, the map's own compass (0 E ... 5 NE).
 */
export function describeEvent(state: GameState, e: GameEvent, dirName: DirNaming = mapCompass): string {
  const team = (t: 0 | 1) => state.teams[t].name;
  switch (e.type) {
    case 'initiativeRolled': {
      const parts = e.rolls.map(
        ([a, b]) =>
          `${team(0)} ${a.dice[0]}+${a.dice[1]}+${a.bonus} = ${a.total}, ${team(1)} ${b.dice[0]}+${b.dice[1]}+${b.bonus} = ${b.total}`,
      );
      const tie = e.rolls.length > 1 ? ` (${e.rolls.length - 1} tie${e.rolls.length > 2 ? 's' : ''} rerolled)` : '';
      const what = e.turn === 0 ? 'Setup initiative' : `Turn ${e.turn} initiative`;
      const first = e.turn === 0 ? 'places the first marker and deploys first' : 'moves first';
      return `${what}: ${parts.join('; ')}${tie}. ${team(e.winner)} ${first} (R3.1)`;
    }
    case 'setupStep':
      return SETUP_STEP[e.step];
    case 'objectivePlaced':
      return `${team(e.team)} places a ${e.objective.value} OP Objective Marker at ${hexLabel(e.objective.at)} (R3.2)`;
    case 'deployed':
      if (e.to === 'reserve') return `${team(e.team)} keeps ${nameOf(state, e.unit)} in Reserve (R3.3)`;
      if (e.to === 'embarked')
        return `${team(e.team)} places ${nameOf(state, e.unit)} embarked in ${nameOf(state, e.carrier!)} (R3.3)`;
      return `${team(e.team)} places ${nameOf(state, e.unit)} at ${hexLabel(e.at!)}${e.facing !== null ? `, facing ${dirName(e.facing)}` : ''} (R3.3)`;
    case 'phaseStarted':
      return `Turn ${e.turn}: ${PHASE_NAME[e.phase]}`;
    case 'commandTargetsChosen': {
      const chosen = e.units.map((u) => nameOf(state, u)).join(', ');
      const on = e.ownUnit ? `his own unit${chosen ? ` and ${chosen}` : ' only'}` : chosen || 'no unit';
      return `${nameOf(state, e.commander)}'s Junior Commander casts on ${on} this turn (R8.4)`;
    }
    case 'activationStarted':
      return `${team(e.team)} activates ${nameOf(state, e.unit)}`;
    case 'movementRoll': {
      const rolls = e.reroll ? `rerolls its ${e.reroll.from}` : 'rolls';
      return `${nameOf(state, e.unit)} ${rolls} for ${ROLL_REASON[e.reason]} into ${hexLabel(e.to)}: ${e.die}, needs 4+: ${
        e.success ? 'passes' : 'fails, movement ends for this phase'
      } (${e.reroll ? 'R8.6' : 'R5.3'})`;
    }
    case 'moved': {
      const kind =
        e.kind === 'normal'
          ? ''
          : ` (${{ aggression: 'Aggression', strikeAndFade: 'Strike and Fade', relocate: 'Relocate', scout: 'Scout move' }[e.kind]})`;
      const price = e.roadBonus ? 'free along the road (R5.4)' : `${e.cost} Speed (R5.1)`;
      return `${nameOf(state, e.unit)} moves ${hexLabel(e.from)} to ${hexLabel(e.to)}${kind}: ${price}, ${e.speedLeft} left`;
    }
    case 'pivoted':
      return `${nameOf(state, e.unit)} turns to face ${dirName(e.facing)} (R5.5)`;
    case 'held':
      return `${nameOf(state, e.unit)} stays (${activationRule(e.phase)})`;
    case 'embarked':
      return `${nameOf(state, e.unit)} embarks in ${nameOf(state, e.carrier)} (R4.6)`;
    case 'disembarked':
      return `${nameOf(state, e.unit)} disembarks from ${nameOf(state, e.carrier)} at ${hexLabel(e.at)} (R4.6)`;
    case 'arrived':
      return `${nameOf(state, e.unit)} ${e.redeploy ? 'redeploys' : 'arrives from Reserve'} at ${hexLabel(e.at)} (${e.redeploy ? 'R8.1' : 'R4.4'})`;
    case 'returnedToReserve':
      return `${nameOf(state, e.unit)} returns to Reserve (R8.1)`;
    case 'activationEnded':
      return `${nameOf(state, e.unit)} ends its activation`;
    case 'defensiveFireOffered':
      return `${nameOf(state, e.mover)} draws Defensive Fire: ${team(e.team)} may fire with ${e.units.map((u) => nameOf(state, u)).join(', ')} (R5.7)`;
    case 'defensiveFireDeclined':
      return `${team(e.team)} fires no more at ${nameOf(state, e.mover)} (R5.7)`;
    case 'defensiveFireStarted':
      return `${nameOf(state, e.unit)} makes Defensive Fire at ${nameOf(state, e.mover)}, taken at ${hexLabel(e.at)} (R5.7)`;
    case 'attack':
      return attackLine(state, e);
    case 'modelLost':
      return {
        attack: `${nameOf(state, e.unit)} loses a ${cardName(state, e.def)}`,
        transport: `${nameOf(state, e.unit)} loses a ${cardName(state, e.def)} with its Transport (R8.7)`,
        noRoom: `${nameOf(state, e.unit)} loses a ${cardName(state, e.def)}: no room to get out (R8.7)`,
      }[e.cause];
    case 'unitDestroyed':
      return `${nameOf(state, e.unit)} is destroyed`;
    case 'suppressed':
      return `${nameOf(state, e.unit)} is suppressed until the end of the turn: Speed -1, no Defensive Fire (R8.5)`;
    case 'bridgeDemolition':
      return `${nameOf(state, e.unit)} tries to blow the Bridge at ${hexLabel(e.hex)}: ${e.die}, needs 3+: ${e.success ? 'the Bridge is destroyed' : 'it stands'} (R8.8)`;
    case 'passengerRoll':
      return `A ${cardName(state, e.def)} of ${nameOf(state, e.unit)} (aboard ${nameOf(state, e.carrier)}) rolls ${e.die}: ${e.dies ? 'dies (4+)' : 'survives'} (R8.7)`;
    case 'survivorsPlaced':
      return `${nameOf(state, e.unit)} gets out at ${hexLabel(e.at)} (R8.7)`;
    case 'survivorOrderChosen':
      return `${team(e.team)} places ${nameOf(state, e.first)} first, then ${e.then.map((u) => nameOf(state, u)).join(', ')}, of the survivors (R8.19)`;
    case 'hvtScored':
      return `${team(e.team)} earns ${plural(e.points, 'Objective Point')} for killing ${e.commander ? 'the Commander' : 'a High Value Target'} (${cardName(state, e.def)}, R7.2)`;
    case 'turnScored':
      return `${turnScoredText(state, e.score)} (R7.1)`;
    case 'gameEnded': {
      const why = {
        turns: `after turn ${e.turn}`,
        wipeout: 'a team has no units left',
        agreed: 'both players ended it',
      }[e.reason];
      const result = e.winner === null ? 'a draw' : `${team(e.winner)} wins`;
      return `The game ends (${why}): ${team(0)} ${e.points[0]} OP, ${team(1)} ${e.points[1]} OP: ${result} (R7.3)`;
    }
  }
}
