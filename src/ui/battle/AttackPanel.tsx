// Aiming an attack: which model, which weapon, which target (clicked on the map or picked from
// the list), which dice profile when the rules allow a choice, and the odds before rolling.
// The choices are the engine's legal attack actions for the unit; nothing else is offered.
import { useState } from 'react';
import {
  actionsOfUnit,
  defOf,
  hexLabel,
  modelById,
  unitName,
  type Action,
  type GameState,
  type Unit,
  type WeaponChoice,
} from '../../engine';
import { gameStore } from '../../store/gameStore';
import { uiStore, useUi } from '../../store/uiStore';
import { AttackOdds } from './AttackOdds';

type AttackAction = Extract<Action, { type: 'attack' }>;

const WEAPON_LABEL: Record<WeaponChoice, string> = {
  normal: 'its normal attack',
  hull: 'its Hull weapon',
  auxiliary: 'its Auxiliary weapon',
  closeAssault: 'Close Assault',
  handToHand: 'Hand to Hand',
};

function fire(a: AttackAction): boolean {
  return gameStore.getState().dispatch(a);
}

/**
 * Fires every remaining model that may attack this target with this weapon, one after another
 * (R4.5: each is its own attack, resolved before the next). Stops when a decision is needed
 * (a model to name, a reroll), the target is gone, or the unit's activation is over.
 */
function fireAll(unitId: string, target: string, weapon: WeaponChoice): void {
  for (let fired = 0; fired < 20; fired++) {
    const { game } = gameStore.getState();
    if (game.pending.length > 0) return;
    if (fired > 0 && game.activation?.unit !== unitId) return;
    const unit = game.units[unitId];
    const next = actionsOfUnit(game, unit).find(
      (a): a is AttackAction => a.type === 'attack' && a.target === target && (a.weapon ?? 'normal') === weapon && a.profile === undefined,
    );
    if (!next || !fire(next)) return;
  }
}

export function AttackPanel({ game, unit, attacks }: { game: GameState; unit: Unit; attacks: Action[] }) {
  const intent = useUi((s) => s.intent);
  const aimedAt = useUi((s) => s.aimedAt);
  const [namedModel, setNamedModel] = useState<number | null>(null);
  const { setIntent, aim } = uiStore.getState();
  if (intent.kind !== 'attack') return null;
  const list = attacks as AttackAction[];
  const models = [...new Set(list.map((a) => a.model))];
  const targetsOf = (model: number | 'all', weapon: WeaponChoice) =>
    list.filter((a) => (model === 'all' || a.model === model) && (a.weapon ?? 'normal') === weapon);
  const weapons = [...new Set(list.filter((a) => intent.model === 'all' || a.model === intent.model).map((a) => a.weapon ?? 'normal'))];
  const weapon = weapons.includes(intent.weapon) ? intent.weapon : (weapons[0] ?? 'normal');
  const open = targetsOf(intent.model, weapon);
  const targets = [...new Set(open.map((a) => a.target))];
  const aimed = aimedAt && targets.includes(aimedAt) ? aimedAt : null;
  // The model that fires next: the one chosen, or the first that may attack the aimed target.
  const choices = aimed ? open.filter((a) => a.target === aimed) : [];
  const model = intent.model === 'all' ? choices[0]?.model ?? null : intent.model;
  const modelChoices = choices.filter((a) => a.model === model);
  const profiles = [...new Set(modelChoices.map((a) => a.profile).filter((p) => p !== undefined))];
  const action =
    modelChoices.find((a) => a.profile === (intent.profile ?? profiles[0]) && (namedModel === null || a.targetModel === namedModel)) ??
    modelChoices[0];
  const remaining = aimed ? new Set(open.filter((a) => a.target === aimed && a.profile === undefined).map((a) => a.model)).size : 0;
  const modelName = (id: number) => {
    const m = modelById(unit, id);
    return m ? defOf(game, m).name : `model ${id}`;
  };
  return (
    <section className="attack-panel" aria-label="Attack">
      <div className="row">
        <label>
          Model{' '}
          <select
            value={String(intent.model)}
            onChange={(e) => setIntent({ ...intent, model: e.target.value === 'all' ? 'all' : Number(e.target.value) })}
          >
            <option value="all">each in turn</option>
            {models.map((id) => (
              <option key={id} value={id}>
                {modelName(id)} (#{id})
              </option>
            ))}
          </select>
        </label>
        {weapons.length > 1 && (
          <label>
            Weapon{' '}
            <select value={weapon} onChange={(e) => setIntent({ ...intent, weapon: e.target.value as WeaponChoice })}>
              {weapons.map((w) => (
                <option key={w} value={w}>
                  {WEAPON_LABEL[w]}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {targets.length === 0 ? (
        <p className="hint">No target in range and sight for {weapon === 'normal' ? 'this model' : WEAPON_LABEL[weapon]}. Hover a hatched enemy to see why.</p>
      ) : (
        <>
          <p className="hint">Click a target ringed in red on the map, or pick one:</p>
          <ul className="targets">
            {targets.map((t) => {
              const u = game.units[t];
              return (
                <li key={t}>
                  <button type="button" aria-pressed={aimed === t} onClick={() => aim(t)}>
                    {unitName(game, u)} at {hexLabel(u.at!)}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {aimed && action && (
        <div className="aim">
          {profiles.length > 1 && (
            <label>
              Dice{' '}
              <select value={action.profile} onChange={(e) => setIntent({ ...intent, profile: e.target.value as 'infantry' | 'vehicle' })}>
                {profiles.map((p) => (
                  <option key={p} value={p}>
                    {p === 'infantry' ? 'Infantry dice' : 'Vehicle dice'}
                  </option>
                ))}
              </select>
            </label>
          )}
          {modelChoices.some((a) => a.targetModel !== undefined) && (
            <label>
              Crack Shot names{' '}
              <select value={action.targetModel} onChange={(e) => setNamedModel(Number(e.target.value))}>
                {modelChoices.map((a) => (
                  <option key={a.targetModel} value={a.targetModel}>
                    {targetModelName(game, a.target, a.targetModel!)}
                  </option>
                ))}
              </select>
            </label>
          )}
          <AttackOdds game={game} action={action} />
          <div className="buttons">
            <button type="button" className="primary" onClick={() => fire(action)} data-testid="roll">
              Roll: {modelName(action.model)} at {unitName(game, game.units[aimed])}
            </button>
            {intent.model === 'all' && remaining > 1 && (
              <button type="button" onClick={() => fireAll(unit.id, aimed, weapon)}>
                Roll all {remaining} at it, one by one
              </button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

function targetModelName(game: GameState, unitId: string, modelId: number): string {
  const u = game.units[unitId];
  const m = modelById(u, modelId);
  return m ? `${defOf(game, m).name} (#${modelId})` : `#${modelId}`;
}
