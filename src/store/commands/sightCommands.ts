// The line-of-sight tool's commands (sightTool.ts holds its pure parts): turning it on and off,
// and the clicks it takes from the map and the keyboard cursor while it is on. They touch only
// the UI slice: no order is given, so they work in a replay and while the other side decides.
import type { Hex } from '../../engine';
import type { AppStore } from '../appStore';
import { viewedGame } from '../view/replay';
import { pickAfterClick, startPick } from '../view/sightTool';

/** The line-of-sight tool's commands, acting on `store`. */
export function sightCommands(store: AppStore) {
  /** On: starts from the selected unit's hex, if any; off: the line goes. */
  function toggleSightTool(): void {
    const { ui, game, replay } = store.getState();
    ui.setSight(ui.sight ? null : startPick(viewedGame(game, replay), ui.selected));
  }

  /**
   * A click on the map while the tool is on picks a hex for it (and does nothing else); returns
   * false when the tool is off, so the click goes on to the game.
   */
  function sightClick(h: Hex): boolean {
    const { ui } = store.getState();
    if (!ui.sight) return false;
    ui.setSight(pickAfterClick(ui.sight, h));
    return true;
  }
  return { toggleSightTool, sightClick };
}
