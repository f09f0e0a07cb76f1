// What a player's clicks and keys mean, turned into engine actions. Legality stays with the
// engine: a refused action comes back as the store's lastError, shown to the player.
import { hexKey, rotate, type Hex } from '../engine';
import { gameStore } from './gameStore';
import { canAct, reachFor, unitsAt } from './selectors';
import { uiStore } from './uiStore';

/** A click on a hex: move the selected unit there if it can go, else select a unit in it. */
export function clickHex(h: Hex): void {
  const { game, dispatch } = gameStore.getState();
  const { selected, select } = uiStore.getState();
  const route = reachFor(game, selected).get(hexKey(h));
  if (selected && route) {
    dispatch({ type: 'move', unit: selected, path: route.path });
    return;
  }
  const here = unitsAt(game, h);
  if (here.length === 0) {
    select(null);
    return;
  }
  // Clicking a shared hex again cycles through its units; the first pick prefers a unit that can act.
  const index = here.findIndex((u) => u.id === selected);
  if (index >= 0) select(here[(index + 1) % here.length].id);
  else select((here.find((u) => canAct(game, u.id)) ?? here[0]).id);
}

export function endActivation(): void {
  gameStore.getState().dispatch({ type: 'endActivation' });
}

export function holdSelected(): void {
  const { selected } = uiStore.getState();
  if (selected) gameStore.getState().dispatch({ type: 'hold', unit: selected });
}

/** Pivots the selected unit one hexside clockwise (+1) or anticlockwise (-1). */
export function pivotSelected(steps: 1 | -1): void {
  const { game, dispatch } = gameStore.getState();
  const { selected } = uiStore.getState();
  const unit = selected ? game.units[selected] : undefined;
  if (unit) dispatch({ type: 'pivot', unit: unit.id, facing: rotate(unit.facing, steps) });
}

/** Selects the next unit of the team to act that can still be activated. */
export function cycleUnits(): void {
  const { game } = gameStore.getState();
  const { selected, select } = uiStore.getState();
  const ids = Object.keys(game.units).filter((id) => canAct(game, id));
  if (ids.length === 0) return;
  const i = selected ? ids.indexOf(selected) : -1;
  select(ids[(i + 1) % ids.length]);
}
