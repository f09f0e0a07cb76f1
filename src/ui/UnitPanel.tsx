// The selected unit: where it stands, what it has done this phase, its models and stat cards.
import { DIR_NAMES, hexLabel, unitHasFacing, unitSpeed, type GameState, type Unit } from '../engine';
import { TEAM_CSS } from '../render/viewModel';
import { useGame } from '../store/gameStore';
import { useUi } from '../store/uiStore';
import { StatCard } from './StatCard';

function status(game: GameState, unit: Unit): string {
  if (game.activation?.unit === unit.id) return 'Moving now';
  if (unit.activated) return 'Already activated this phase';
  if (unit.team !== game.active) return 'Waiting: the other team acts';
  return 'Ready to activate';
}

export function UnitPanel() {
  const game = useGame((s) => s.game);
  const selected = useUi((s) => s.selected);
  const unit = selected ? game.units[selected] : undefined;
  if (!unit) {
    return (
      <section className="panel unit-panel" aria-label="Selected unit">
        <p className="hint">Click a unit on the map to see its card.</p>
      </section>
    );
  }
  const groups = new Map<string, number>();
  for (const m of unit.models) groups.set(m.def, (groups.get(m.def) ?? 0) + 1);
  return (
    <section className="panel unit-panel" aria-label="Selected unit">
      <h2 style={{ borderColor: TEAM_CSS[unit.team] }}>
        <span className="team-chip" style={{ background: TEAM_CSS[unit.team] }} aria-hidden />
        {game.teams[unit.team].name}: unit {unit.id}
      </h2>
      <dl className="unit-facts">
        <div>
          <dt>Position</dt>
          <dd data-testid="unit-position">{unit.at ? hexLabel(unit.at) : 'off the map'}</dd>
        </div>
        {unitHasFacing(game, unit) && (
          <div>
            <dt>Facing</dt>
            <dd data-testid="unit-facing">{DIR_NAMES[unit.facing]}</dd>
          </div>
        )}
        <div>
          <dt>Models</dt>
          <dd>{unit.models.length}</dd>
        </div>
        <div>
          <dt>Speed now</dt>
          <dd>{unitSpeed(game, unit)}</dd>
        </div>
        <div className="wide">
          <dt>This phase</dt>
          <dd data-testid="unit-status">{status(game, unit)}</dd>
        </div>
      </dl>
      {[...groups].map(([defId, count]) => (
        <StatCard key={defId} def={game.defs[defId]} count={count} />
      ))}
    </section>
  );
}
