// R3.4: after deployment, Scout units move up to their Speed, alternating, the initiative winner
// first (terrain, movement rolls and Defensive Fire apply). A unit is picked here or on the map;
// its Scout move is the usual move on the map; "Pass" lets it stay.
import { useEffect, useMemo } from 'react';
import { hexLabel, unitName, type GameState, type TeamId } from '../../engine';
import { useAppStoreApi, useUi } from '../../store/context';

/** `units`: the team's Scouts that may still move, as the engine's `awaiting` lists them. */
export function ScoutPanel({ game, team, units }: { game: GameState; team: TeamId; units: readonly string[] }) {
  const appStore = useAppStoreApi();
  const selected = useUi((s) => s.selected);
  const scouts = useMemo(() => units.map((id) => game.units[id]), [game, units]);
  const unit = scouts.find((u) => u.id === selected);
  // The first Scout is picked when nothing of use is selected (none, or one of the team's units
  // that may not Scout, e.g. the last unit deployed); an enemy may be selected to read its card.
  const stale = !selected || (game.units[selected]?.team === team && !unit);
  useEffect(() => {
    if (stale && scouts[0]) appStore.getState().ui.select(scouts[0].id);
  }, [stale, scouts, appStore]);
  return (
    <div className="scout-panel" data-testid="scout-panel">
      <p>
        Scouts may move up to their Speed before turn 1, one at a time, the teams alternating (R3.4). Terrain, movement
        rolls and Defensive Fire apply.
      </p>
      <ul className="ready-units" aria-label="Units that may Scout">
        {scouts.map((u) => (
          <li key={u.id}>
            <button type="button" aria-pressed={selected === u.id} onClick={() => appStore.getState().ui.select(u.id)}>
              {unitName(game, u)}
              <span className="where">{u.at ? hexLabel(u.at) : ''}</span>
            </button>
          </li>
        ))}
      </ul>
      {unit && (
        <>
          <p className="muted">
            Click a lit hex to move {unitName(game, unit)}; Q / W pivot it. Or pass: it stays where it is.
          </p>
          <div className="buttons">
            <button
              type="button"
              onClick={() => appStore.getState().game.dispatch({ type: 'hold', unit: unit.id })}
              title="No Scout move for this unit (H)"
            >
              Pass: no Scout move
            </button>
          </div>
        </>
      )}
    </div>
  );
}
