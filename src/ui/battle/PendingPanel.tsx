// Decisions owed in the middle of a resolution, each answered with the engine's own list of
// legal answers (decisionActionsOf): Defensive Fire (R5.7), naming the model attacked (R6.6),
// a reroll (R8.6), survivors of a destroyed Transport (R8.7) and their order (R8.19), a Junior
// Commander's units (R8.4), ending an open game (R7.3).
import { useMemo, useState } from 'react';
import {
  BAND_NAMES,
  decisionActionsOf,
  defOf,
  hexLabel,
  JUNIOR_REACH,
  juniorCannotName,
  MOVEMENT_ROLL_NAMES,
  modelById,
  modelDefense,
  previewDefensiveFire,
  unitHasFacing,
  unitName,
  type Action,
  type GameState,
  type PendingDecision,
  type PendingStep,
} from '../../engine';
import { useAppStoreApi } from '../../store/context';
import { survivorOrderChoices } from '../../store/view/decision';
import { DieFace } from './DieFace';
import { pct, PreviewOdds } from './AttackOdds';
import { volleyAspect } from '../phrases';
import { singleClick } from '../singleClick';

/** Gives the action to the game of the tree's store. */
function useDispatch(): (a: Action) => void {
  const appStore = useAppStoreApi();
  return (a) => void appStore.getState().game.dispatch(a);
}

type DefensiveFireAnswer = Extract<Action, { type: 'defensiveFire' }>;

/**
 * One answer to the offer with its odds before the roll (R5.7, an informed choice): the hex the mover is
 * taken to be in, the range band and arc it gives, the chance the volley hurts the mover, and each
 * kind of model's odds (the engine's previewDefensiveFire; models of one card fire alike).
 */
function DefensiveFireChoice({
  game,
  a,
  where,
  faced,
}: {
  game: GameState;
  a: DefensiveFireAnswer;
  where: string;
  faced: boolean;
}) {
  const dispatch = useDispatch();
  const previewed = useMemo(() => previewDefensiveFire(game, a), [game, a]);
  const label = `Fire at it ${where}${a.weapon === 'close' ? ', Close Assault / Hand to Hand' : ''}${a.profile ? `, ${a.profile} dice` : ''}`;
  if (!previewed.ok) {
    return (
      <div className="df-choice">
        <button type="button" onClick={singleClick(() => dispatch(a))}>
          {label}
        </button>
        <p className="hint">{previewed.error.message}</p>
      </div>
    );
  }
  const p = previewed.value;
  const n = p.models.length;
  const band = p.range === 0 ? 'same hex' : `${BAND_NAMES[p.band]} range, ${p.range} hex${p.range === 1 ? '' : 'es'}`;
  const aspect = volleyAspect(p.rear, faced);
  // One odds table per kind of model (its card): models of one card fire with the same odds.
  const kinds = [...new Map(p.models.map((m) => [m.preview.spec.card, m])).values()];
  return (
    <div className="df-choice">
      <button type="button" className="df-button" onClick={singleClick(() => dispatch(a))} data-tutorial={`df-${a.at}`}>
        <span>{label}</span>
        <span className="df-odds" data-testid="df-odds">
          {band[0].toUpperCase() + band.slice(1)}
          {aspect && ', '}
          {p.rear ? <strong>{aspect}</strong> : aspect}: {n} attack{n === 1 ? '' : 's'},{' '}
          <strong>{pct(p.pAnyEffect)}</strong> that {n === 1 ? 'it hurts' : 'at least one hurts'} it
        </span>
      </button>
      <details className="df-details">
        <summary>Odds of each attack</summary>
        {kinds.map((m) => {
          const count = p.models.filter((x) => x.preview.spec.card === m.preview.spec.card).length;
          return (
            <PreviewOdds
              key={m.model}
              preview={m.preview}
              head={`${m.preview.attackerName}${count > 1 ? ` (each of ${count})` : ''}, ${band}${p.rear ? ', into its rear' : ''}:`}
            />
          );
        })}
      </details>
    </div>
  );
}

function DefensiveFireOffer({
  game,
  p,
  actions,
}: {
  game: GameState;
  p: Extract<PendingDecision, { kind: 'defensiveFire' }>;
  actions: Action[];
}) {
  const dispatch = useDispatch();
  const mover = game.units[p.mover];
  const fire = actions.filter((a): a is DefensiveFireAnswer => a.type === 'defensiveFire');
  const byUnit = new Map<string, typeof fire>();
  for (const a of fire) byUnit.set(a.unit, [...(byUnit.get(a.unit) ?? []), a]);
  const where = (at: 'from' | 'to') =>
    at === 'from' ? `in ${hexLabel(p.from!)}, the hex it left` : `in ${hexLabel(p.to)}, the hex it entered`;
  return (
    <>
      <p>
        <strong>{unitName(game, mover)}</strong>{' '}
        {p.from ? `stepped from ${hexLabel(p.from)} to ${hexLabel(p.to)}` : `arrived at ${hexLabel(p.to)}`}, next to
        your units. Each may fire once this phase, every model once; one that holds fire keeps it for later (R5.7). Fire
        at it in either hex: each sets the range, sight and arc, with its odds.
      </p>
      <ul className="choices">
        {[...byUnit].map(([id, options]) => (
          <li key={id}>
            <strong>{unitName(game, game.units[id])}</strong>
            {options.map((a, i) => (
              <DefensiveFireChoice key={i} game={game} a={a} where={where(a.at)} faced={unitHasFacing(game, mover)} />
            ))}
          </li>
        ))}
      </ul>
      <div className="buttons">
        <button type="button" className="primary" onClick={singleClick(() => dispatch({ type: 'passDefensiveFire' }))}>
          Hold fire
        </button>
      </div>
    </>
  );
}

function NameModel({ game, p }: { game: GameState; p: Extract<PendingDecision, { kind: 'nameModel' }> }) {
  const dispatch = useDispatch();
  const unit = game.units[p.unit];
  return (
    <>
      <p>
        {p.reason === 'target'
          ? `${unitName(game, unit)} is attacked: name the model the attack is against, before the dice are rolled (R6.6).`
          : `A Flamethrower's three 6s: ${unitName(game, unit)} loses one more model. Name it (R6.6).`}
      </p>
      <div className="buttons">
        {p.choices.map((id) => {
          const m = modelById(unit, id)!;
          // R6.6: one button per kind the engine offers (namingChoices: same card and damage, the Unarmored 3/3's included).
          const count = unit.models.filter(
            (x) => x.def === m.def && x.damage === m.damage && (x.softDamage ?? 0) === (m.softDamage ?? 0),
          ).length;
          return (
            <button key={id} type="button" onClick={singleClick(() => dispatch({ type: 'nameModel', model: id }))}>
              {defOf(game, m).name} (Defense {modelDefense(game, m)[0]}){count > 1 ? ` ×${count}` : ''}
            </button>
          );
        })}
      </div>
    </>
  );
}

/** R5.3: which movement roll failed, and into which hex, e.g. "Hedge roll into C4". */
function movementRollName(step: PendingStep): string {
  return `${MOVEMENT_ROLL_NAMES[step.rolls[step.failed]]} roll into ${hexLabel(step.to)}`;
}

function Reroll({ game, p }: { game: GameState; p: Extract<PendingDecision, { kind: 'reroll' }> }) {
  const dispatch = useDispatch();
  const unit = game.units[p.unit];
  const what =
    p.roll === 'movement' ? movementRollName(p.step) : { attack: 'attack roll', defense: 'defense roll' }[p.roll];
  return (
    <>
      <p>
        {unitName(game, unit)} (Versatile Warmachine) may reroll one die of its {what} (R8.6). Click a die to reroll it,
        or keep the roll.
      </p>
      <div className="dice" role="group" aria-label="Dice">
        {p.dice.map((face, i) => (
          <button
            key={i}
            type="button"
            className="die-button"
            onClick={singleClick(() => dispatch({ type: 'reroll', die: i }))}
            aria-label={`Reroll die ${i + 1}, a ${face}`}
          >
            <DieFace face={face} success={face >= 4} />
          </button>
        ))}
      </div>
      <div className="buttons">
        <button type="button" className="primary" onClick={singleClick(() => dispatch({ type: 'reroll', die: null }))}>
          Keep the roll
        </button>
      </div>
    </>
  );
}

/** R8.19: which of a destroyed Transport's surviving units is placed first, each answer with what it allows. */
function SurvivorOrder({ game, p }: { game: GameState; p: Extract<PendingDecision, { kind: 'survivorOrder' }> }) {
  const dispatch = useDispatch();
  const choices = useMemo(() => survivorOrderChoices(game, p), [game, p]);
  return (
    <>
      <p>
        Their Transport was destroyed in {hexLabel(p.from)}. The survivors are placed one unit at a time, in the order
        you choose: each stays in {hexLabel(p.from)} if there is room then, else goes to a hex next to it (R8.7, R8.19).
        Which is placed first?
      </p>
      <ul className="choices">
        {choices.map((c) => (
          <li key={c.action.unit}>
            <button type="button" onClick={singleClick(() => dispatch(c.action))}>
              {c.label}
            </button>
            <p className="hint">{c.outcome}.</p>
          </li>
        ))}
      </ul>
    </>
  );
}

function CommandTargets({ game, p }: { game: GameState; p: Extract<PendingDecision, { kind: 'commandTargets' }> }) {
  const dispatch = useDispatch();
  const [chosen, setChosen] = useState<string[]>([]);
  const notOnMap = useMemo(() => juniorCannotName(game, game.units[p.commander]), [game, p.commander]);
  const toggle = (id: string) =>
    setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : c.length < p.max ? [...c, id] : c));
  return (
    <>
      <p>
        {unitName(game, game.units[p.commander])}'s Junior Commander casts his abilities on {JUNIOR_REACH} units in all
        this turn (R8.4):{' '}
        {p.max < JUNIOR_REACH
          ? `his own unit gets them, so choose up to ${p.max} other unit${p.max === 1 ? '' : 's'}.`
          : `his own unit is not eligible, so choose up to ${p.max} units.`}
      </p>
      <fieldset className="checks">
        <legend className="visually-hidden">Units</legend>
        {p.choices.map((id) => (
          <label key={id}>
            <input
              type="checkbox"
              checked={chosen.includes(id)}
              onChange={() => toggle(id)}
              disabled={!chosen.includes(id) && chosen.length >= p.max}
            />
            {unitName(game, game.units[id])} ({id})
          </label>
        ))}
      </fieldset>
      {notOnMap.length > 0 && (
        <p className="hint">
          Not offered: {notOnMap.map((id) => unitName(game, game.units[id])).join(', ')}, in Reserve. A Junior Commander
          names units on the map, or embarked there (R8.20).
        </p>
      )}
      <div className="buttons">
        <button
          type="button"
          className="primary"
          onClick={singleClick(() => dispatch({ type: 'chooseCommandTargets', units: chosen }))}
        >
          Cast on {chosen.length} unit{chosen.length === 1 ? '' : 's'}
        </button>
      </div>
    </>
  );
}

export function PendingPanel({ game, pending }: { game: GameState; pending: PendingDecision }) {
  const dispatch = useDispatch();
  const actions = useMemo(() => decisionActionsOf(game), [game]);
  switch (pending.kind) {
    case 'defensiveFire':
      return <DefensiveFireOffer game={game} p={pending} actions={actions} />;
    case 'nameModel':
      return <NameModel game={game} p={pending} />;
    case 'reroll':
      return <Reroll game={game} p={pending} />;
    case 'placeSurvivors':
      return (
        <>
          <p>
            {unitName(game, game.units[pending.unit])} survived its Transport's destruction: there is no room in its
            hex. Click a lit hex next to it to place it (R8.7).
          </p>
          <div className="buttons">
            {pending.choices.map((h) => (
              <button
                key={`${h.q},${h.r}`}
                type="button"
                onClick={singleClick(() => dispatch({ type: 'placeSurvivors', at: h }))}
              >
                {hexLabel(h)}
              </button>
            ))}
          </div>
        </>
      );
    case 'survivorOrder':
      return <SurvivorOrder game={game} p={pending} />;
    case 'commandTargets':
      return <CommandTargets game={game} p={pending} />;
    case 'endGameVote':
      return (
        <>
          <p>End of turn {game.turn}. In an open-ended game, it ends when both players agree (R7.3). End it now?</p>
          <div className="buttons">
            <button type="button" onClick={singleClick(() => dispatch({ type: 'endGameVote', end: true }))}>
              End the game
            </button>
            <button
              type="button"
              className="primary"
              onClick={singleClick(() => dispatch({ type: 'endGameVote', end: false }))}
            >
              Play another turn
            </button>
          </div>
        </>
      );
  }
}
