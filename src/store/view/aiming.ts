// Aiming an attack: what the attack panel offers, derived from the engine's legal attack actions
// of the unit and the player's intent (model, weapon, dice profile), the aimed target and the
// model named by Crack Shot. Nothing is offered that the engine does not list.
import type { Action, ProfileChoice, WeaponChoice } from '../../engine';
import type { Intent } from '../slices/ui';

export type AttackAction = Extract<Action, { type: 'attack' }>;

export interface AimChoices {
  /** The models that may attack (each offered in the model picker). */
  models: number[];
  /** The weapons the chosen model (or any, for "each in turn") may use, and the one in use. */
  weapons: WeaponChoice[];
  weapon: WeaponChoice;
  /** The targets open to that model and weapon, and the aimed one if it is among them. */
  targets: string[];
  aimed: string | null;
  /** The attacks of the model that fires next at the aimed target (one per profile and named model). */
  modelChoices: AttackAction[];
  /** R6.2: the dice profiles it may choose between. */
  profiles: ProfileChoice[];
  /** The attack the Roll button makes, or null when nothing is aimed. */
  action: AttackAction | null;
  /** R6.6 Crack Shot: the models it may name with the chosen profile, one attack each (none when it names none). */
  named: AttackAction[];
  /** How many models may still attack the aimed target with this weapon ("Roll all"). */
  remaining: number;
}

export function aimChoices(
  attacks: readonly AttackAction[],
  intent: Extract<Intent, { kind: 'attack' }>,
  aimedAt: string | null,
  namedModel: number | null,
): AimChoices {
  const models = [...new Set(attacks.map((a) => a.model))];
  const weapons = [
    ...new Set(
      attacks.filter((a) => intent.model === 'all' || a.model === intent.model).map((a) => a.weapon ?? 'normal'),
    ),
  ];
  const weapon = weapons.includes(intent.weapon) ? intent.weapon : (weapons[0] ?? 'normal');
  const open = attacks.filter(
    (a) => (intent.model === 'all' || a.model === intent.model) && (a.weapon ?? 'normal') === weapon,
  );
  const targets = [...new Set(open.map((a) => a.target))];
  const aimed = aimedAt && targets.includes(aimedAt) ? aimedAt : null;
  // The model that fires next: the one chosen, or the first that may attack the aimed target.
  const choices = aimed ? open.filter((a) => a.target === aimed) : [];
  const model = intent.model === 'all' ? (choices[0]?.model ?? null) : intent.model;
  const modelChoices = choices.filter((a) => a.model === model);
  const profiles = [...new Set(modelChoices.map((a) => a.profile).filter((p): p is ProfileChoice => p !== undefined))];
  const action =
    modelChoices.find(
      (a) => a.profile === (intent.profile ?? profiles[0]) && (namedModel === null || a.targetModel === namedModel),
    ) ??
    modelChoices[0] ??
    null;
  // One entry per model to name: modelChoices holds one per profile as well.
  const named = action ? modelChoices.filter((a) => a.targetModel !== undefined && a.profile === action.profile) : [];
  const remaining = aimed
    ? new Set(open.filter((a) => a.target === aimed && a.profile === undefined).map((a) => a.model)).size
    : 0;
  return { models, weapons, weapon, targets, aimed, modelChoices, profiles, action, named, remaining };
}
