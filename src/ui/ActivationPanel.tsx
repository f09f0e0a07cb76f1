// What the team to act can do with the selected unit: move (on the map), stay, pivot, or end
// the activation. Buttons are enabled from the engine's own checks.
import { pivotError, rotate, unitHasFacing, unitName } from '../engine';
import { TEAM_CSS } from '../render/viewModel';
import { endActivation, holdSelected, pivotSelected } from '../store/commands';
import { useGame } from '../store/gameStore';
import { canAct } from '../store/selectors';
import { useUi } from '../store/uiStore';

export function ActivationPanel() {
  const game = useGame((s) => s.game);
  const selected = useUi((s) => s.selected);
  if (game.phase === 'ended') {
    return (
      <section className="panel activation" aria-label="Activation">
        <p>The game is over.</p>
      </section>
    );
  }
  const a = game.activation;
  const acting = a ? game.units[a.unit] : null;
  const unit = acting ?? (selected ? game.units[selected] : null);
  const mayAct = unit ? canAct(game, unit.id) : false;
  const facing = unit ? unitHasFacing(game, unit) : false;
  const canPivot = (steps: 1 | -1) => unit !== null && mayAct && pivotError(game, unit, rotate(unit.facing, steps)) === null;
  return (
    <section className="panel activation" aria-label="Activation" style={{ borderColor: TEAM_CSS[game.active] }}>
      <h2>
        <span className="team-chip" style={{ background: TEAM_CSS[game.active] }} aria-hidden />
        {game.teams[game.active].name}
      </h2>
      {acting ? (
        <p data-testid="activation-status">
          Moving <strong>{unitName(game, acting)}</strong>: {a!.speedLeft} Speed left
          {a!.freeRoadSteps > 0 ? `, ${a!.freeRoadSteps} free road step${a!.freeRoadSteps > 1 ? 's' : ''}` : ''}.
        </p>
      ) : unit && mayAct ? (
        <p data-testid="activation-status">
          Click a highlighted hex to move <strong>{unitName(game, unit)}</strong>, or let it stay.
        </p>
      ) : (
        <p data-testid="activation-status">Select one of your units that has not acted yet (N cycles through them).</p>
      )}
      <div className="buttons">
        {!acting && (
          <button type="button" onClick={holdSelected} disabled={!unit || !mayAct} title="The unit stays where it is (H)">
            Stay
          </button>
        )}
        {facing && (
          <>
            <button type="button" onClick={() => pivotSelected(-1)} disabled={!canPivot(-1)} aria-label="Pivot anticlockwise" title="Pivot anticlockwise (Q)">
              ⟲ Pivot
            </button>
            <button type="button" onClick={() => pivotSelected(1)} disabled={!canPivot(1)} aria-label="Pivot clockwise" title="Pivot clockwise (W)">
              Pivot ⟳
            </button>
          </>
        )}
        <button type="button" className="primary" onClick={endActivation} disabled={!acting} title="End this unit's activation (E)">
          End activation
        </button>
      </div>
    </section>
  );
}
