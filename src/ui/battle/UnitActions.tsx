// What the selected unit may do now, offered as buttons built from the engine's own list of its
// legal actions (actionsOfUnit): nothing is offered that the rules would refuse.
import { useMemo } from 'react';
import {
  actionsOfUnit,
  boardingRoutes,
  defaultMoveKind,
  hexLabel,
  isAircraftUnit,
  unitAbilityNumber,
  unitName,
  whyNoAttack,
  whyNoMove,
  type Action,
  type GameState,
  type MoveKind,
  type Unit,
} from '../../engine';
import { defaultWeapon, useCommands } from '../../store/commands/commands';
import { useAppStoreApi, useBoardTurn, useUi } from '../../store/context';
import { facingName } from '../../store/view/facingNames';
import { intendedMoveKind, moveIntent } from '../../store/slices/ui';
import { AttackPanel } from './AttackPanel';
import { singleClick } from '../singleClick';

const MOVE_LABEL: Record<MoveKind, string> = {
  normal: 'Move',
  scout: 'Scout move',
  aggression: 'Aggression move',
  strikeAndFade: 'Strike and Fade move',
  relocate: 'Relocate',
};

const KIND_ABILITY = { aggression: 'aggression', strikeAndFade: 'strikeAndFade', relocate: 'relocate' } as const;

/** Gives the action to the game of the tree's store. */
function useDispatch(): (a: Action) => void {
  const appStore = useAppStoreApi();
  return (a) => void appStore.getState().game.dispatch(a);
}

/** The kinds of move the unit may start or go on with (from its legal move and pivot actions; no kind: the phase's plain move). */
function moveKinds(game: GameState, actions: readonly Action[]): MoveKind[] {
  const kinds = new Set<MoveKind>();
  for (const a of actions) {
    if (a.type === 'move' || a.type === 'pivot') kinds.add(a.kind ?? defaultMoveKind(game));
  }
  return [...kinds];
}

function statusLine(game: GameState, unit: Unit): string {
  const a = game.activation?.unit === unit.id ? game.activation : null;
  if (!a) return '';
  if (a.halted) return 'Its movement is over for this phase (a failed movement roll).';
  if (a.moveKind) {
    const road = a.freeRoadSteps > 0 ? `, ${a.freeRoadSteps} free road step${a.freeRoadSteps > 1 ? 's' : ''}` : '';
    return `${MOVE_LABEL[a.moveKind]}: ${a.speedLeft} Speed left${road}.`;
  }
  if (a.attacked.length > 0) return `${a.attacked.length} model${a.attacked.length > 1 ? 's have' : ' has'} attacked.`;
  return '';
}

export function UnitActions({ game, unit }: { game: GameState; unit: Unit }) {
  const dispatch = useDispatch();
  const appStore = useAppStoreApi();
  const { clearWaypoints, endActivation, pivotSelected } = useCommands();
  const intent = useUi((s) => s.intent);
  const turn = useBoardTurn();
  const actions = useMemo(() => actionsOfUnit(game, unit), [game, unit]);
  const kinds = moveKinds(game, actions);
  const attacks = actions.filter((a) => a.type === 'attack');
  const inActivation = game.activation?.unit === unit.id;
  const place = actions.filter((a) => a.type === 'arrive');
  // R4.6: Transports it can reach and board at the end of its move (a full hex too).
  const boarding = useMemo(() => boardingRoutes(game, unit), [game, unit]);
  const name = unitName(game, unit);
  const stayLabel = unit.status === 'reserve' ? 'Stay in Reserve' : unit.status === 'embarked' ? 'Stay aboard' : 'Stay';
  const setIntent = appStore.getState().ui.setIntent;
  // No silent dead ends (docs/playing.md, "Moving"). Moving with no hex lit, or no Attack to offer: why, with the rule.
  const moveKind = intent.kind === 'move' ? intendedMoveKind(game, intent) : null;
  const whyMove = useMemo(() => (moveKind ? whyNoMove(game, unit.id, moveKind) : null), [game, unit.id, moveKind]);
  const whyAttack = useMemo(
    () => (attacks.length > 0 ? null : whyNoAttack(game, unit.id)),
    [game, unit.id, attacks.length],
  );
  // In the Movement Phase only some models may fire standing still (R4.3): for the others there is no button to disable.
  const attackLabel = game.phase === 'movement' ? 'Fire standing still' : 'Attack';
  const showDisabledAttack = whyAttack !== null && (game.phase === 'assault' || whyAttack.code !== 'WRONG_PHASE');
  const waypoints = intent.kind === 'move' ? (intent.waypoints ?? []) : [];
  return (
    <div className="unit-actions">
      <p className="status" data-testid="activation-status">
        {inActivation ? statusLine(game, unit) || `Acting: ${name}.` : `${name}: choose what it does.`}
      </p>
      <div className="buttons" role="group" aria-label={`Orders for ${name}`}>
        {kinds.map((kind) => {
          const n =
            kind in KIND_ABILITY ? unitAbilityNumber(game, unit, KIND_ABILITY[kind as keyof typeof KIND_ABILITY]) : 0;
          const active = intent.kind === 'move' && intendedMoveKind(game, intent) === kind;
          return (
            <button
              key={kind}
              type="button"
              aria-pressed={active}
              onClick={() => setIntent(moveIntent(game, kind))}
              title="Then click a lit hex on the map"
            >
              {MOVE_LABEL[kind]}
              {n > 0 ? ` ${n}` : ''}
            </button>
          );
        })}
        {attacks.length > 0 && (
          <button
            type="button"
            aria-pressed={intent.kind === 'attack'}
            onClick={() => setIntent({ kind: 'attack', model: 'all', weapon: defaultWeapon(attacks), profile: null })}
            data-tutorial="order-attack"
            title="Then click a target on the map (A)"
          >
            {attackLabel}
          </button>
        )}
        {showDisabledAttack && (
          <button
            type="button"
            disabled
            title={`${whyAttack.message} (${whyAttack.rule})`}
            data-testid="attack-disabled"
          >
            {attackLabel}
          </button>
        )}
        {place.length > 0 && (
          <button
            type="button"
            aria-pressed={intent.kind === 'place'}
            onClick={() => setIntent({ kind: 'place', facing: unit.facing })}
            title="Then click a lit hex on the map"
          >
            {unit.status === 'reserve' ? (isAircraftUnit(game, unit) ? 'Fly in' : 'Drop in') : 'Redeploy'}
          </button>
        )}
        {actions.some((a) => a.type === 'pivot') && (
          <>
            <button
              type="button"
              onClick={() => pivotSelected(-1)}
              aria-label="Pivot anticlockwise"
              title="Pivot anticlockwise (Q)"
            >
              ⟲ Pivot
            </button>
            <button
              type="button"
              onClick={() => pivotSelected(1)}
              aria-label="Pivot clockwise"
              title="Pivot clockwise (W)"
            >
              Pivot ⟳
            </button>
          </>
        )}
        {actions.map((a, i) => {
          switch (a.type) {
            case 'embark':
              // One step away: offered with the longer boarding moves below.
              return a.path ? null : (
                <button key={i} type="button" onClick={singleClick(() => dispatch(a))}>
                  Embark in {unitName(game, game.units[a.carrier])}
                </button>
              );
            case 'disembark':
              return (
                <button key={i} type="button" onClick={singleClick(() => dispatch(a))}>
                  {a.path?.length ? `Get out, step to ${hexLabel(a.path[0])}` : 'Get out here'}
                </button>
              );
            case 'returnToReserve':
              return (
                <button key={i} type="button" onClick={singleClick(() => dispatch(a))}>
                  Return to Reserve
                </button>
              );
            case 'demolish':
              return (
                <button
                  key={i}
                  type="button"
                  onClick={singleClick(() => dispatch(a))}
                  title="A die: 3+ destroys the Bridge (R8.8)"
                >
                  Blow the Bridge ({facingName(a.dir, turn)})
                </button>
              );
            case 'hold':
              return (
                <button
                  key={i}
                  type="button"
                  onClick={singleClick(() => dispatch(a))}
                  title="The unit's activation: it does nothing more this phase (H)"
                  data-tutorial="order-hold"
                >
                  {stayLabel}
                </button>
              );
            default:
              return null;
          }
        })}
        {boarding.map((b) => (
          <button
            key={b.carrier}
            type="button"
            onClick={singleClick(() => dispatch({ type: 'embark', unit: unit.id, carrier: b.carrier, path: b.path }))}
            title={`Moves to ${hexLabel(b.hex)} (${b.cost} Speed${b.rolls.length > 0 ? `, ${b.rolls.length} movement roll${b.rolls.length > 1 ? 's' : ''}` : ''}) and embarks (R4.6)`}
          >
            Board {unitName(game, game.units[b.carrier])} at {hexLabel(b.hex)}
          </button>
        ))}
        {inActivation && (
          <button
            type="button"
            className="primary"
            onClick={singleClick(endActivation)}
            title="End this unit's activation (E)"
          >
            End activation
          </button>
        )}
      </div>
      {whyMove && (
        <p className="why-not" data-testid="why-no-move">
          No hex to move to: {whyMove.message} ({whyMove.rule}).
        </p>
      )}
      {intent.kind === 'move' && !whyMove && (
        <p className="hint" data-testid="route-hint">
          {waypoints.length > 0 ? (
            <>
              Route through {waypoints.map(hexLabel).join(', ')}: click a lit hex to move there along it, shift-click to
              add a waypoint.{' '}
              <button type="button" className="link" onClick={clearWaypoints}>
                Clear the route (Esc)
              </button>
            </>
          ) : (
            'Click a lit hex to move there; shift-click lit hexes first to choose the route through them.'
          )}
        </p>
      )}
      {showDisabledAttack && (
        <p className="why-not" data-testid="why-no-attack">
          Why no {attackLabel === 'Attack' ? 'attack' : 'fire'}: {whyAttack.message} ({whyAttack.rule}).
        </p>
      )}
      {intent.kind === 'attack' && attacks.length > 0 && <AttackPanel game={game} unit={unit} attacks={attacks} />}
    </div>
  );
}
