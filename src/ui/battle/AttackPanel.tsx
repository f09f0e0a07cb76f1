// Aiming an attack: which model, which weapon, which target (clicked on the map or picked from
// the list), which dice profile when the rules allow a choice, and the odds before rolling.
// The choices are the engine's legal attack actions for the unit; nothing else is offered.
import { useEffect, useRef, useState } from 'react';
import {
  defOf,
  hexLabel,
  modelById,
  unitName,
  type Action,
  type GameState,
  type Unit,
  type WeaponChoice,
} from '../../engine';
import { modelChoiceName } from '../phrases';
import type { AppStore } from '../../store/appStore';
import { useAppStoreApi, useUi } from '../../store/context';
import { AttackOdds } from './AttackOdds';
import { aimChoices, type AttackAction } from '../../store/view/aiming';
import { useCommands } from '../../store/commands/commands';
import { singleClick } from '../singleClick';

const WEAPON_LABEL: Record<WeaponChoice, string> = {
  normal: 'its normal attack',
  hull: 'its Hull weapon',
  auxiliary: 'its Auxiliary weapon',
  closeAssault: 'Close Assault',
  handToHand: 'Hand to Hand',
};

function fire(appStore: AppStore, a: AttackAction): boolean {
  return appStore.getState().game.dispatch(a);
}

export function AttackPanel({ game, unit, attacks }: { game: GameState; unit: Unit; attacks: Action[] }) {
  const appStore = useAppStoreApi();
  const { fireAll } = useCommands();
  const intent = useUi((s) => s.intent);
  const aimedAt = useUi((s) => s.aimedAt);
  const [namedModel, setNamedModel] = useState<number | null>(null);
  const { setIntent, aim } = appStore.getState().ui;
  const rollRef = useRef<HTMLDivElement>(null);
  const choices = intent.kind === 'attack' ? aimChoices(attacks as AttackAction[], intent, aimedAt, namedModel) : null;
  const aimKey = choices?.action ? JSON.stringify(choices.action) : null;
  // A new aim puts its odds and the Roll button in view: on a small screen they sit below the
  // targets and would otherwise need a scroll of the panel to be read before rolling.
  useEffect(() => {
    if (aimKey) rollRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [aimKey]);
  if (intent.kind !== 'attack' || !choices) return null;
  const { models, weapons, weapon, targets, aimed, profiles, action, named, remaining } = choices;
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
        <p className="hint">
          No target in range and sight for {weapon === 'normal' ? 'this model' : WEAPON_LABEL[weapon]}. Hover a hatched
          enemy to see why.
        </p>
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
              <select
                value={action.profile}
                onChange={(e) => setIntent({ ...intent, profile: e.target.value as 'infantry' | 'vehicle' })}
              >
                {profiles.map((p) => (
                  <option key={p} value={p}>
                    {p === 'infantry' ? 'Infantry dice' : 'Vehicle dice'}
                  </option>
                ))}
              </select>
            </label>
          )}
          {named.length > 0 && (
            <label>
              Crack Shot names{' '}
              <select value={action.targetModel} onChange={(e) => setNamedModel(Number(e.target.value))}>
                {named.map((a) => (
                  <option key={a.targetModel} value={a.targetModel}>
                    {targetModelName(game, a.target, a.targetModel!)}
                  </option>
                ))}
              </select>
            </label>
          )}
          <AttackOdds game={game} action={action} />
          <div className="buttons" ref={rollRef}>
            <button
              type="button"
              className="primary"
              onClick={singleClick(() => fire(appStore, action))}
              data-testid="roll"
            >
              Roll: {modelName(action.model)} at {unitName(game, game.units[aimed])}
            </button>
            {intent.model === 'all' && remaining > 1 && (
              <button type="button" onClick={singleClick(() => fireAll(unit.id, aimed, weapon))}>
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
  if (!m) return 'a model no longer in the unit';
  const ofCard = u.models.filter((x) => x.def === m.def);
  return modelChoiceName(defOf(game, m).name, ofCard.indexOf(m) + 1, ofCard.length);
}
