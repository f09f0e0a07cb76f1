// The numbers behind an attack before it is rolled: range, dice and where they come from.
import { BAND_NAMES, planAttack, rangeBand, unitName, type Action, type GameState } from '../../engine';

export function AttackOdds({ game, action }: { game: GameState; action: Extract<Action, { type: 'attack' }> }) {
  const spec = planAttack(game, action, 'activation');
  if ('code' in spec) return <p className="hint">{spec.message}</p>;
  const band = rangeBand(spec.range, { extendedRange: 99, limitedRange: 0 });
  return (
    <p className="odds" data-testid="attack-odds">
      Against {unitName(game, game.units[spec.target])}: {spec.range === 0 ? 'same hex' : `${band === null ? '' : BAND_NAMES[band]} range, ${spec.range} hexes`}
      {spec.rear ? ', from its rear' : ''}.
    </p>
  );
}
