// One unit of the list: its models and cost, and the controls that build it within the rules:
// a squad's swaps (R1.4), the models of another infantry unit (R1.5). Controls that the rules
// do not allow stay focusable and say why (aria-disabled, the reason beside them).
import { useId, useState } from 'react';
import {
  listCatalog,
  addToGroup,
  changeSquadBasic,
  COMMANDER_GRADES,
  groupAddOptions,
  isGroupKind,
  isOfficer,
  modelRole,
  squadBasic,
  squadBasicOptions,
  SQUAD_SWAPS,
  squadSwapOptions,
  swapIntoSquad,
  swapOutOfSquad,
  unitKind,
  type ArmyList,
  type ArmyProblem,
  type SwapOption,
  type UnitChange,
  type UnitDef,
} from '../../engine';
import { removeModel, removeUnit, replaceUnit, setCommander } from '../../store/builder/armyEdit';
import type { AppStore } from '../../store/appStore';
import { useAppStoreApi, useFullCatalog } from '../../store/context';
import { CardButton } from './CardButton';
import { changeList, useListEdits } from './edits';

interface UnitProps {
  list: ArmyList;
  index: number;
  label: string;
  cost: number;
}

const SWAP_NAME = { officer: 'Officer', specialist: 'Specialist', mgTeam: 'MG Team' } as const;

function stats(def: UnitDef): string {
  const defense = typeof def.defense === 'number' ? def.defense : def.defense.join('/');
  return `Speed ${def.speed} · Defense ${defense}`;
}

/** Applies a unit change from the engine, or says why it was refused. */
function changeUnit(appStore: AppStore, list: ArmyList, index: number, result: UnitChange, said: string): void {
  if (!result.ok) {
    appStore.getState().builder.announce(result.error.message);
    return;
  }
  changeList(appStore, (l) => (l === list ? replaceUnit(l, index, result.value) : l), said);
}

function CommanderMark({ list, index, model, label }: { list: ArmyList; index: number; model: number; label: string }) {
  const fullCatalog = useFullCatalog();
  const { change } = useListEdits();
  const def = listCatalog(list, fullCatalog)[list.units[index].models[model]];
  if (!def || !isOfficer(def)) return null;
  const c = list.commander;
  if (c && c.unit === index && c.model === model) {
    return <span className="badge commander-badge">★ {COMMANDER_GRADES[c.grade].name}</span>;
  }
  return (
    <button
      type="button"
      className="small"
      aria-label={`Make ${def.name} of ${label} the Commander`}
      onClick={() =>
        change(
          (l) => setCommander(l, index, model, c?.grade ?? 'commander'),
          `${def.name} of ${label} is the Commander.`,
        )
      }
    >
      Make Commander
    </button>
  );
}

function SwapRow({ option, list, index, label }: { option: SwapOption; list: ArmyList; index: number; label: string }) {
  const fullCatalog = useFullCatalog();
  const appStore = useAppStoreApi();
  const [choice, setChoice] = useState(option.candidates[0]?.id ?? '');
  const reasonId = useId();
  const def = option.candidates.find((d) => d.id === choice) ?? option.candidates[0];
  const action = option.swap === 'mgTeam' ? 'Swap 2 Basic Infantry for' : 'Swap in';
  return (
    <div className="swap-row">
      <span className="swap-name">{SWAP_NAME[option.swap]}</span>
      {option.allowed && (
        <select
          aria-label={`${SWAP_NAME[option.swap]} to swap into ${label}`}
          value={def?.id ?? ''}
          onChange={(e) => setChoice(e.target.value)}
        >
          {option.candidates.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name} ({d.cost} pts)
            </option>
          ))}
        </select>
      )}
      <button
        type="button"
        aria-label={option.allowed && def ? `${action} ${def.name}` : `${action} ${SQUAD_SWAPS[option.swap].typeLine}`}
        aria-disabled={!option.allowed || undefined}
        aria-describedby={reasonId}
        onClick={() => {
          if (!option.allowed || !def) appStore.getState().builder.announce(option.reason);
          else
            changeUnit(
              appStore,
              list,
              index,
              swapIntoSquad(list.units[index], def.id, listCatalog(list, fullCatalog)),
              `${def.name} swapped into ${label}.`,
            );
        }}
      >
        {option.swap === 'mgTeam' ? 'Swap 2 for 1' : 'Swap in'}
      </button>
      <span id={reasonId} className={option.allowed ? 'swap-reason muted' : 'swap-reason blocked'}>
        {option.allowed ? option.reason : `Not allowed: ${option.reason}`}
      </span>
    </div>
  );
}

function SquadEditor({ list, index, label }: Omit<UnitProps, 'cost'>) {
  const appStore = useAppStoreApi();
  const fullCatalog = useFullCatalog();
  const unit = list.units[index];
  const basic = squadBasic(unit, listCatalog(list, fullCatalog))!;
  const basics = unit.models.filter((id) => id === basic.id).length;
  const others = unit.models.flatMap((id, k) =>
    id === basic.id ? [] : [{ def: listCatalog(list, fullCatalog)[id], k }],
  );
  return (
    <>
      <div className="field inline">
        <span aria-hidden>Built on</span>
        <select
          aria-label={`Basic Infantry of ${label}`}
          value={basic.id}
          onChange={(e) =>
            changeUnit(
              appStore,
              list,
              index,
              changeSquadBasic(unit, e.target.value, listCatalog(list, fullCatalog)),
              `${label} is now built on ${listCatalog(list, fullCatalog)[e.target.value].name}.`,
            )
          }
        >
          {squadBasicOptions(unit, listCatalog(list, fullCatalog)).map((d) => (
            <option key={d.id} value={d.id}>
              {d.name} ({d.cost} pts)
            </option>
          ))}
        </select>
      </div>
      <ul className="models">
        <li>
          <span className="count">{basics}×</span> <CardButton def={basic} />{' '}
          <span className="muted">Basic Infantry · {basic.cost} pts each</span>
        </li>
        {others.map(({ def, k }) => {
          const swapped = ['officer', 'specialist', 'mgTeam'].includes(modelRole(def) ?? '');
          return (
            <li key={k}>
              <CardButton def={def} />{' '}
              <span className="muted">
                {def.typeLine} · {def.cost} pts
              </span>{' '}
              <CommanderMark list={list} index={index} model={k} label={label} />
              {swapped ? (
                <button
                  type="button"
                  className="small"
                  aria-label={`Swap ${def.name} back out of ${label}`}
                  onClick={() =>
                    changeUnit(
                      appStore,
                      list,
                      index,
                      swapOutOfSquad(unit, k, listCatalog(list, fullCatalog)),
                      `${def.name} swapped back out of ${label}.`,
                    )
                  }
                >
                  Swap back
                </button>
              ) : (
                <RemoveModel list={list} index={index} model={k} label={label} def={def} />
              )}
            </li>
          );
        })}
      </ul>
      <div className="swaps" role="group" aria-label={`Swaps for ${label} (R1.4)`}>
        {squadSwapOptions(unit, listCatalog(list, fullCatalog)).map((o) => (
          <SwapRow key={o.swap} option={o} list={list} index={index} label={label} />
        ))}
      </div>
    </>
  );
}

function RemoveModel({
  list,
  index,
  model,
  label,
  def,
}: {
  list: ArmyList;
  index: number;
  model: number;
  label: string;
  def: UnitDef;
}) {
  const { change } = useListEdits();
  return (
    <button
      type="button"
      className="small"
      aria-label={`Remove one ${def.name} from ${label}`}
      onClick={() =>
        change((l) => (l === list ? removeModel(l, index, model) : l), `Removed one ${def.name} from ${label}.`)
      }
    >
      Remove
    </button>
  );
}

/** The models of any other unit, each removable, and (for R1.5 units) the models that may join. */
function ModelList({ list, index, label }: Omit<UnitProps, 'cost'>) {
  const fullCatalog = useFullCatalog();
  const unit = list.units[index];
  const kind = unitKind(unit, listCatalog(list, fullCatalog));
  return (
    <>
      <ul className="models">
        {unit.models.map((id, k) => {
          const def = listCatalog(list, fullCatalog)[id];
          return (
            <li key={k}>
              <CardButton def={def} />{' '}
              <span className="muted">
                {def.typeLine} · {stats(def)} · {def.cost} pts
              </span>{' '}
              <CommanderMark list={list} index={index} model={k} label={label} />
              {unit.models.length > 1 && <RemoveModel list={list} index={index} model={k} label={label} def={def} />}
            </li>
          );
        })}
      </ul>
      {isGroupKind(kind) && <AddModel list={list} index={index} label={label} />}
    </>
  );
}

function AddModel({ list, index, label }: Omit<UnitProps, 'cost'>) {
  const fullCatalog = useFullCatalog();
  const appStore = useAppStoreApi();
  const options = groupAddOptions(list.units[index], listCatalog(list, fullCatalog));
  const [choice, setChoice] = useState(options[0]?.def.id ?? '');
  const reasonId = useId();
  const option = options.find((o) => o.def.id === choice) ?? options[0];
  if (!option) return null;
  return (
    <div className="swap-row">
      <span className="swap-name">Add</span>
      <select aria-label={`Model to add to ${label}`} value={option.def.id} onChange={(e) => setChoice(e.target.value)}>
        {options.map((o) => (
          <option key={o.def.id} value={o.def.id}>
            {o.def.name} ({o.def.cost} pts)
          </option>
        ))}
      </select>
      <button
        type="button"
        aria-label={`Add ${option.def.name} to ${label}`}
        aria-disabled={!option.allowed || undefined}
        aria-describedby={option.allowed ? undefined : reasonId}
        onClick={() => {
          if (!option.allowed) appStore.getState().builder.announce(option.reason);
          else
            changeUnit(
              appStore,
              list,
              index,
              addToGroup(list.units[index], option.def.id, listCatalog(list, fullCatalog)),
              `${option.def.name} added to ${label}.`,
            );
        }}
      >
        Add
      </button>
      {!option.allowed && (
        <span id={reasonId} className="swap-reason blocked">
          Not allowed: {option.reason}
        </span>
      )}
    </div>
  );
}

export function UnitCard({ list, index, label, cost, problems }: UnitProps & { problems: ArmyProblem[] }) {
  const fullCatalog = useFullCatalog();
  const { change } = useListEdits();
  const titleId = useId();
  const unit = list.units[index];
  const squad = unitKind(unit, listCatalog(list, fullCatalog)) === 'squad';
  return (
    <article className={problems.length > 0 ? 'unit-card has-problems' : 'unit-card'} aria-labelledby={titleId}>
      <header>
        <h3 id={titleId}>{label}</h3>
        <span className="unit-size">
          {unit.models.length} model{unit.models.length === 1 ? '' : 's'} · <strong>{cost} pts</strong>
        </span>
        <button
          type="button"
          className="small"
          aria-label={`Remove ${label}`}
          onClick={() => change((l) => (l === list ? removeUnit(l, index) : l), `Removed ${label}.`)}
        >
          Remove unit
        </button>
      </header>
      {squad ? (
        <SquadEditor list={list} index={index} label={label} />
      ) : (
        <ModelList list={list} index={index} label={label} />
      )}
      {problems.length > 0 && (
        <ul className="unit-problems" aria-label={`Problems of ${label}`}>
          {problems.map((p) => (
            <li key={p.message}>{p.message.slice(label.length + 2)}</li>
          ))}
        </ul>
      )}
    </article>
  );
}
