// The panel beside the map that says what the game waits for, from whom (in their colour), and
// offers the choices: a unit to activate and its orders, or the decision owed in the middle of
// a resolution. Everything offered comes from the engine's legal actions.
import { useMemo } from 'react';
import { awaiting, hexLabel, isPendingAwaiting, unitName, type Awaiting, type GameState, type Unit } from '../engine';
import { TEAM_CSS } from '../render/viewModel';
import { PHASE_NAMES } from '../store/view/decision';
import { useAppStoreApi, useGame, useOnline, useReplayIndex, useUi, useViewedGame } from '../store/context';
import { myTeam } from '../store/online/online';
import { isAi } from '../store/game/players';
import { PendingPanel } from './battle/PendingPanel';
import { UnitActions } from './battle/UnitActions';
import { DeployPanel } from './setup/DeployPanel';
import { InitiativeNote } from './setup/InitiativeNote';
import { ObjectivePanel } from './setup/ObjectivePanel';
import { MoveOntoFriends } from './battle/MoveOntoFriends';
import { RestStay } from './battle/RestStay';
import { ScoutPanel } from './setup/ScoutPanel';

function title(game: GameState, d: Awaiting): string {
  switch (d.kind) {
    case 'ended':
      return 'The game is over';
    case 'defensiveFire':
      return 'Defensive Fire?';
    case 'nameModel':
      return 'Name the model attacked';
    case 'reroll':
      return 'Reroll a die?';
    case 'placeSurvivors':
      return 'Place the survivors';
    case 'survivorOrder':
      return 'Which survivors first?';
    case 'commandTargets':
      return 'Junior Commander';
    case 'endGameVote':
      return 'End the game?';
    case 'placeObjective':
      return `Place the ${d.value} OP Objective Marker`;
    case 'deploy':
      return 'Deploy a unit';
    case 'scout':
      return 'Scout moves';
    case 'activate':
      return `${PHASE_NAMES[game.phase]}: activate a unit`;
    case 'activation':
      return `${PHASE_NAMES[game.phase]}: ${unitName(game, game.units[d.unit])}`;
  }
}

/** Units the team may activate now (the engine's list, R4.2), for picking with the keyboard as well as on the map. */
function ReadyUnits({ game, units }: { game: GameState; units: readonly string[] }) {
  const appStore = useAppStoreApi();
  const selected = useUi((s) => s.selected);
  // While a target is aimed at, the odds and the Roll button fill the panel: the list gives way
  // to one line, so the panel keeps its controls in view without scrolling (styles.css .side).
  const aiming = useUi((s) => s.intent.kind === 'attack' && s.aimedAt !== null);
  const ready = units.map((id) => game.units[id]);
  const others = ready.filter((u) => u.id !== selected).length;
  if (aiming && selected && units.includes(selected)) {
    return (
      <p className="muted ready-later" data-testid="ready-later">
        {others === 0
          ? 'No other unit may act.'
          : `${others} other ${others === 1 ? 'unit' : 'units'} may act: N picks the next, Escape shows them all.`}
      </p>
    );
  }
  return (
    <ul className="ready-units" aria-label="Units that may act">
      {ready.map((u) => (
        <li key={u.id}>
          <button type="button" aria-pressed={selected === u.id} onClick={() => appStore.getState().ui.select(u.id)}>
            {unitName(game, u)}
            <span className="where">
              {u.status === 'reserve' ? 'Reserve' : u.status === 'embarked' ? 'aboard' : u.at ? hexLabel(u.at) : ''}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function DecisionPanel() {
  const game = useViewedGame();
  const replay = useReplayIndex();
  const total = useGame((s) => s.actions.length);
  const selected = useUi((s) => s.selected);
  const players = useGame((s) => s.players);
  const session = useOnline((s) => s.session);
  const decision = useMemo(() => awaiting(game), [game]);
  const team = decision.team;
  // Online, a decision owed by the other team is decided in the other browser (docs/online.md):
  // this one shows what is being decided, not orders it may not give.
  const seat = session ? myTeam(session) : null;
  const othersDecision = session !== null && team !== null && seat !== team;
  const unit = selected ? game.units[selected] : undefined;
  return (
    <section
      className="panel activation decision"
      aria-label="Decision"
      style={{ borderColor: team === null ? undefined : TEAM_CSS[team] }}
    >
      <h2>
        {team !== null && <span className="team-chip" style={{ background: TEAM_CSS[team] }} aria-hidden />}
        <span data-testid="decision-team">{team !== null ? game.teams[team].name : ''}</span>
      </h2>
      <p className="decision-title">{title(game, decision)}</p>
      {replay !== null ? (
        <p className="replay-status" data-testid="replay-status">
          Replay: step {Math.min(replay, total)} of {total}. Orders are given in the live game (Leave replay, or
          Escape).
        </p>
      ) : isAi(players, team) ? (
        // The AI's own decision: no orders to give for it (the store refuses them too, R4.2).
        <p className="ai-deciding" data-testid="ai-deciding">
          The AI plays {game.teams[team!].name} and decides this itself; its move shows on the map and in the log.
        </p>
      ) : othersDecision ? (
        <p className="online-deciding" data-testid="online-deciding">
          {seat === null ? 'You are watching this game: ' : ''}
          {game.teams[team!].name} decides this on their own screen; their move shows on the map and in the log.
        </p>
      ) : (
        <DecisionOrders game={game} decision={decision} unit={unit} />
      )}
    </section>
  );
}

/** The choices offered for the decision the live game waits for. */
function DecisionOrders({ game, decision, unit }: { game: GameState; decision: Awaiting; unit: Unit | undefined }) {
  return (
    <>
      {isPendingAwaiting(decision) && <PendingPanel game={game} pending={decision.pending} />}
      {(decision.kind === 'activate' || decision.kind === 'activation' || decision.kind === 'scout') && (
        <MoveOntoFriends game={game} />
      )}
      {decision.kind === 'activation' && <UnitActions game={game} unit={game.units[decision.unit]} />}
      {game.phase === 'setup' && <InitiativeNote game={game} />}
      {decision.kind === 'placeObjective' && <ObjectivePanel game={game} />}
      {decision.kind === 'deploy' && <DeployPanel game={game} team={decision.team} units={decision.units} />}
      {decision.kind === 'scout' && <ScoutPanel game={game} team={decision.team} units={decision.units} />}
      {decision.kind === 'activate' && (
        <>
          {unit && decision.units.includes(unit.id) ? (
            <UnitActions game={game} unit={unit} />
          ) : (
            <p data-testid="activation-status">
              Select one of your units that has not acted yet: on the map, below, or with N.
            </p>
          )}
          <ReadyUnits game={game} units={decision.units} />
          <RestStay game={game} />
        </>
      )}
    </>
  );
}
