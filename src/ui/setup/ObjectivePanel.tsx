// R3.2: which Objective Marker comes next, who places it, where it may go, and the markers placed
// so far. The legal hexes are lit on the map (overlay.ts, from the engine's objectiveHexes).
import { hexLabel, objectiveHexes, OBJECTIVE_ORDER, type GameState } from '../../engine';
import { litHexesHint } from '../phrases';

const WHERE = {
  deployment: 'in your own deployment zone (the 4 rows at your edge, R2.2)',
  mid: 'in your own half of the battlefield, outside your deployment zone',
  center: 'on the free hex nearest the centre of the battlefield',
} as const;

export function ObjectivePanel({ game }: { game: GameState }) {
  const k = game.objectives.length;
  const next = OBJECTIVE_ORDER[k];
  if (!next) return null;
  const placer = game.teams[game.active].name;
  const lit = objectiveHexes(game).length;
  return (
    <div className="objective-panel" data-testid="objective-panel">
      <p>
        <strong>
          Marker {k + 1} of {OBJECTIVE_ORDER.length}: worth {next.value} OP
        </strong>
        , placed by {placer} ({next.byWinner ? 'the initiative winner' : 'the other player'}).
      </p>
      <p>
        It goes {WHERE[next.kind]}, at least 4 hexes from every other marker, never on Water or Barren (R3.2).{' '}
        {next.kind === 'center' && lit > 1 ? 'The hexes lit are equally near the centre: pick one.' : ''}
      </p>
      <p className="muted">{litHexesHint(lit)}</p>
      {k > 0 && (
        <ol className="placed-markers" aria-label="Markers placed">
          {game.objectives.map((o) => (
            <li key={o.id}>
              {o.value} OP at {hexLabel(o.at)}, by {game.teams[o.placedBy].name}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
