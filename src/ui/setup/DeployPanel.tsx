// R3.3 deployment: the team's units still to place (click one to pick it), the facing it will
// take (six buttons, or Q / W; previewed on the hovered hex), and the other places the engine
// offers: Reserve (Paratroopers) and aboard a Transport already on the map. Everything offered
// comes from actionsOfUnit; the zone and the legal hexes are drawn by overlay.ts.
import { useEffect, useMemo, useRef } from 'react';
import {
  actionsOfUnit,
  checkDeploy,
  hexLabel,
  leadDef,
  strandedAt,
  unitHasFacing,
  unitName,
  type GameState,
  type TeamId,
  type Unit,
} from '../../engine';
import { useCommands } from '../../store/commands/commands';
import type { AppStore } from '../../store/appStore';
import { useAppStoreApi, useUi } from '../../store/context';
import { FacingControl } from './FacingControl';
import { noFacingNote } from '../phrases';

function modelsLine(game: GameState, unit: Unit): string {
  const n = unit.models.length;
  return `${n} model${n > 1 ? 's' : ''} · ${leadDef(game, unit).typeLine}`;
}

function pick(appStore: AppStore, unit: Unit): void {
  const { select, setIntent, intent } = appStore.getState().ui;
  select(unit.id);
  // Keep the facing already chosen when picking another unit; a new pick starts facing the enemy.
  setIntent({ kind: 'place', facing: intent.kind === 'place' ? intent.facing : unit.facing });
}

/** `units`: the team's units still to place, as the engine's `awaiting` lists them (R3.3). */
export function DeployPanel({ game, team, units }: { game: GameState; team: TeamId; units: readonly string[] }) {
  const appStore = useAppStoreApi();
  const { selectNextToDeploy } = useCommands();
  const selected = useUi((s) => s.selected);
  const intent = useUi((s) => s.intent);
  const hover = useUi((s) => s.hover);
  const waiting = useMemo(() => units.map((id) => game.units[id]), [game, units]);
  const unit = selected ? game.units[selected] : undefined;
  const placing = unit && unit.team === team && unit.status === 'undeployed' ? unit : undefined;

  // The team's next unit is picked for it, so a click on the map places something at once. A
  // unit already on the map may be selected to read its card; the tray picks again.
  const idle = !selected || (placing !== undefined && intent.kind !== 'place');
  useEffect(() => {
    if (idle) selectNextToDeploy();
  }, [idle, team, selectNextToDeploy]);
  // Online (docs/online.md) a placement arrives from the server after the click, and the other player's
  // without one: when the game moves on with none of the team's units in hand, the tray picks.
  // Only a new game state picks: a selection changed by the player (a unit on the map, to read its card) is theirs.
  const pickedFor = useRef<GameState | null>(null);
  useEffect(() => {
    if (pickedFor.current === game) return;
    pickedFor.current = game;
    if (!placing) selectNextToDeploy();
  }, [game, placing, selectNextToDeploy]);

  const others = useMemo(
    () =>
      placing
        ? actionsOfUnit(game, placing).filter((a) => a.type === 'deployReserve' || a.type === 'deployEmbarked')
        : [],
    [game, placing],
  );
  const elsewhere = Object.values(game.units).filter(
    (u) => u.team === team && (u.status === 'reserve' || u.status === 'embarked'),
  );
  const enemyLeft = Object.values(game.units).filter((u) => u.team !== team && u.status === 'undeployed').length;
  // Placing the unit on the hovered hex would leave it stuck for the game (R5.1:
  // a Vehicle in a Marsh or City hex with no road): said before the click, not discovered later.
  const stranded = useMemo(
    () => (placing && hover && checkDeploy(game, placing, hover).ok ? strandedAt(game, placing, hover) : null),
    [game, placing, hover],
  );

  return (
    <div className="deploy-panel" data-testid="deploy-panel">
      <p>
        Pick a unit and its facing, then click a lit hex of your zone (the 4 rows at your edge, R2.2). The teams place
        one unit at a time (R3.3).
      </p>
      <ul className="deploy-tray" aria-label="Units to deploy">
        {waiting.map((u) => (
          <li key={u.id}>
            <button
              type="button"
              aria-pressed={placing?.id === u.id}
              onClick={() => pick(appStore, u)}
              title={`${unitName(game, u)}: ${modelsLine(game, u)}`}
            >
              <span className="name">{unitName(game, u)}</span>
              {u.models.length > 1 && <span className="what">×{u.models.length}</span>}
            </button>
          </li>
        ))}
      </ul>
      {stranded && (
        <p className="deploy-warning" role="status" data-testid="deploy-warning">
          Careful: {stranded.message} ({stranded.rule}). The hexes marked "stuck!" are like this one.
        </p>
      )}
      {placing && (
        <div className="placing">
          {!unitHasFacing(game, placing) ? (
            // R5.5: facing comes with a Defense of two numbers (front/rear), not with a unit type:
            // an Artillery piece with one Defense number (88mm Flak 36) has none.
            <p className="muted">{noFacingNote(unitName(game, placing))}</p>
          ) : intent.kind === 'place' ? (
            <div className="facing-row">
              <FacingControl
                facing={intent.facing}
                onChange={(facing) => appStore.getState().ui.setIntent({ kind: 'place', facing })}
              />
              <p className="muted">
                {unitName(game, placing)} faces the lit side: its front arc (R6.8). Q / W turn it; the hex under the
                pointer shows it.
              </p>
            </div>
          ) : null}
          {others.length > 0 && (
            <div className="buttons" role="group" aria-label={`Other places for ${unitName(game, placing)}`}>
              {others.map((a) =>
                a.type === 'deployReserve' ? (
                  <button
                    key="reserve"
                    type="button"
                    onClick={() => appStore.getState().game.dispatch(a) && selectNextToDeploy()}
                    title="It arrives from turn 2 (R4.4)"
                  >
                    Keep in Reserve (Paratrooper)
                  </button>
                ) : a.type === 'deployEmbarked' ? (
                  <button
                    key={a.carrier}
                    type="button"
                    onClick={() => appStore.getState().game.dispatch(a) && selectNextToDeploy()}
                  >
                    Embark in {unitName(game, game.units[a.carrier])}
                    {game.units[a.carrier].at ? ` at ${hexLabel(game.units[a.carrier].at!)}` : ''}
                  </button>
                ) : null,
              )}
            </div>
          )}
        </div>
      )}
      <p className="muted deploy-counts">
        {waiting.length} of yours to place, {enemyLeft} of theirs.
        {elsewhere.length > 0 &&
          ` Off the map: ${elsewhere.map((u) => `${unitName(game, u)} (${u.status === 'reserve' ? 'Reserve' : 'aboard'})`).join(', ')}.`}
      </p>
    </div>
  );
}
