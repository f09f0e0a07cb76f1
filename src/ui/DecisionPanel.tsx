// The panel beside the map that says what the game waits for, from whom (in their colour), and
// offers the choices: a unit to activate and its orders, or the decision owed in the middle of
// a resolution. Everything offered comes from the engine's legal actions.
import { useMemo } from 'react';
import { actingUnit, canBeActivated, hexLabel, OBJECTIVE_ORDER, unitName, type GameState, type TeamId, type Unit } from '../engine';
import { TEAM_CSS } from '../render/viewModel';
import { decisionOf, type Decision, PHASE_NAMES } from '../store/decision';
import { useGame } from '../store/gameStore';
import { useRecords } from '../store/recordsStore';
import { useViewedGame } from '../store/replay';
import { uiStore, useUi } from '../store/uiStore';
import { PendingPanel } from './battle/PendingPanel';
import { UnitActions } from './battle/UnitActions';
import { DeployPanel } from './setup/DeployPanel';
import { InitiativeNote } from './setup/InitiativeNote';
import { ObjectivePanel } from './setup/ObjectivePanel';
import { ScoutPanel } from './setup/ScoutPanel';


function title(game: GameState, d: Decision): string {
  switch (d.kind) {
    case 'ended':
      return 'The game is over';
    case 'pending':
      return {
        defensiveFire: 'Defensive Fire?',
        nameModel: 'Name the model attacked',
        reroll: 'Reroll a die?',
        placeSurvivors: 'Place the survivors',
        commandTargets: 'Junior Commander',
        endGameVote: 'End the game?',
      }[d.pending.kind];
    case 'placeObjective':
      return `Place the ${OBJECTIVE_ORDER[game.objectives.length]?.value} OP Objective Marker`;
    case 'deploy':
      return 'Deploy a unit';
    case 'scout':
      return 'Scout moves';
    case 'activate':
      return `${PHASE_NAMES[game.phase]}: activate a unit`;
    case 'activation':
      return `${PHASE_NAMES[game.phase]}: ${unitName(game, d.unit)}`;
  }
}

/** Units the team may activate now, for picking with the keyboard as well as on the map. */
function ReadyUnits({ game, team }: { game: GameState; team: TeamId }) {
  const selected = useUi((s) => s.selected);
  const ready = useMemo(
    () => Object.values(game.units).filter((u) => u.team === team && canBeActivated(game, u) && actingUnit(game, u.id).ok),
    [game, team],
  );
  return (
    <ul className="ready-units" aria-label="Units that may act">
      {ready.map((u) => (
        <li key={u.id}>
          <button type="button" aria-pressed={selected === u.id} onClick={() => uiStore.getState().select(u.id)}>
            {unitName(game, u)}
            <span className="where">{u.status === 'reserve' ? 'Reserve' : u.status === 'embarked' ? 'aboard' : u.at ? hexLabel(u.at) : ''}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function DecisionPanel() {
  const game = useViewedGame();
  const replay = useRecords((s) => s.replay);
  const total = useGame((s) => s.actions.length);
  const selected = useUi((s) => s.selected);
  const decision = decisionOf(game);
  const team = decision.kind === 'ended' ? null : decision.team;
  const unit = selected ? game.units[selected] : undefined;
  return (
    <section className="panel activation decision" aria-label="Decision" style={{ borderColor: team === null ? undefined : TEAM_CSS[team] }}>
      <h2>
        {team !== null && <span className="team-chip" style={{ background: TEAM_CSS[team] }} aria-hidden />}
        <span data-testid="decision-team">{team !== null ? game.teams[team].name : ''}</span>
      </h2>
      <p className="decision-title">{title(game, decision)}</p>
      {replay ? (
        <p className="replay-status" data-testid="replay-status">
          Replay: step {Math.min(replay.index, total)} of {total}. Orders are given in the live game (Leave replay, or Escape).
        </p>
      ) : (
        <DecisionOrders game={game} decision={decision} unit={unit} />
      )}
    </section>
  );
}

/** The choices offered for the decision the live game waits for. */
function DecisionOrders({ game, decision, unit }: { game: GameState; decision: Decision; unit: Unit | undefined }) {
  return (
    <>
      {decision.kind === 'pending' && <PendingPanel game={game} pending={decision.pending} />}
      {decision.kind === 'activation' && <UnitActions game={game} unit={decision.unit} />}
      {game.phase === 'setup' && <InitiativeNote game={game} />}
      {decision.kind === 'placeObjective' && <ObjectivePanel game={game} />}
      {decision.kind === 'deploy' && <DeployPanel game={game} team={decision.team} />}
      {decision.kind === 'scout' && <ScoutPanel game={game} team={decision.team} />}
      {decision.kind === 'activate' && (
        <>
          {unit && unit.team === decision.team && canBeActivated(game, unit) ? (
            <UnitActions game={game} unit={unit} />
          ) : (
            <p data-testid="activation-status">Select one of your units that has not acted yet: on the map, below, or with N.</p>
          )}
          <ReadyUnits game={game} team={decision.team} />
        </>
      )}
    </>
  );
}
