// Attack dice: how many, their modifiers, and how successes are counted. Rule book "Assault
// Phase"; RULINGS R6.4; index entries Crack Shot, Inaccurate, Tank Destroyer, Shrapnel,
// Flamethrower; R8.12 Command Leadership, Command Ruthless, Stalwart, and R8.15 the attacks each
// helps (Defensive Fire included unless R8.12 names the attacks).
import { hasCommand } from '../derived/commandAbilities';
import type { AttackSpec, ProfileChoice } from '../core/pending';
import { attackingModel, profileOptions, struckInRear } from './targeting';
import type { GameState, Unit } from '../core/state';
import { defOf, isInfantryUnit, leadDef, modelAbilityNumber, modelHasAbility, totalDamage } from '../derived/unitRules';
import { hasKeyword } from '../army/units';
import type { AttackDice, DiceSource } from '../core/terms';

export type { AttackDice, DiceSource } from '../core/terms';

/** R6.4: a die succeeds when its face plus modifiers is 4 or more. */
export const SUCCESS_TARGET = 4;

/** R8.12 Command Ruthless: the target has already taken damage or lost a model this game. */
function isBloodied(unit: Unit): boolean {
  return unit.modelsLost > 0 || unit.models.some((m) => totalDamage(m) > 0);
}

/** The dice of one model's attack against a unit with a profile (R6.4). */
export function attackDiceFor(
  state: GameState,
  spec: AttackSpec,
  profile: ProfileChoice,
  struck: Unit,
  flame: boolean,
): AttackDice {
  const unit = state.units[spec.unit];
  const model = attackingModel(state, spec);
  const name = defOf(state, model).name;
  const option = profileOptions(
    state,
    unit,
    model,
    spec.weapon,
    struck,
    spec.range,
    struckInRear(state, spec, struck),
  ).find((o) => o.profile === profile);
  const base = option?.dice ?? 0;
  const countSources: DiceSource[] = [
    { label: `${name} ${profile === 'infantry' ? 'vs Infantry' : 'vs Vehicle'}`, n: base },
  ];
  let count = base;
  // R8.15: Command Leadership helps only attacks of Assault Phase activations, not Defensive Fire.
  if (
    base > 0 &&
    state.phase === 'assault' &&
    spec.context === 'activation' &&
    hasCommand(state, unit, 'commandLeadership')
  ) {
    count += 1;
    countSources.push({ label: 'Command Leadership', n: 1 });
  }
  const modifierSources: DiceSource[] = [];
  if (modelHasAbility(state, unit, model, 'crackShot')) modifierSources.push({ label: 'Crack Shot', n: 1 });
  const inaccurate = modelAbilityNumber(state, unit, model, 'inaccurate');
  if (inaccurate > 0) modifierSources.push({ label: `Inaccurate ${inaccurate}`, n: -inaccurate });
  // R8.15: Command Ruthless helps every attack of the unit, Defensive Fire included; Stalwart only Defensive Fire.
  if (hasCommand(state, unit, 'commandRuthless') && isBloodied(struck))
    modifierSources.push({ label: 'Command Ruthless', n: 1 });
  if (spec.context === 'defensiveFire' && hasCommand(state, unit, 'stalwart'))
    modifierSources.push({ label: 'Stalwart', n: 1 });
  const struckDef = leadDef(state, struck);
  const heavy = hasKeyword(struckDef, 'Heavy Tank') || hasKeyword(struckDef, 'Super Heavy Tank');
  return {
    count,
    countSources,
    modifier: modifierSources.reduce((s, m) => s + m.n, 0),
    modifierSources,
    tankDestroyer: heavy && modelHasAbility(state, unit, model, 'tankDestroyer'),
    shrapnel: isInfantryUnit(state, struck) ? modelAbilityNumber(state, unit, model, 'shrapnel') : 0,
    flamethrower: flame && spec.range <= 1,
  };
}

/** R6.4: successes of a roll: 4+ after modifiers; Tank Destroyer 6s count 2; then Shrapnel multiplies. */
export function countSuccesses(faces: readonly number[], dice: AttackDice): number {
  let n = 0;
  for (const f of faces) {
    if (f + dice.modifier >= SUCCESS_TARGET) n += dice.tankDestroyer && f === 6 ? 2 : 1;
  }
  return dice.shrapnel > 0 ? n * dice.shrapnel : n;
}

/** Index "Flamethrower": three or more 6s on the attack dice. */
export function flameBonus(faces: readonly number[], dice: AttackDice): boolean {
  return dice.flamethrower && faces.filter((f) => f === 6).length >= 3;
}
