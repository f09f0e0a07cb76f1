// A click on a hex of friends selects them (the help's "click a unit to select it"); when the unit
// selected before could have moved there, this button makes that move, stacking (R5.6) or
// boarding a Transport (R4.6), as a gesture of its own that works alike for mouse, touch and keys.
import { hexLabel, unitName, type GameState } from '../../engine';
import { useUi } from '../../store/context';
import { moveOntoOffered, useCommands } from '../../store/commands/commands';
import { singleClick } from '../singleClick';

export function MoveOntoFriends({ game }: { game: GameState }) {
  const { moveOntoFriends } = useCommands();
  const moveOnto = useUi((s) => s.moveOnto);
  const offer = moveOntoOffered(game, moveOnto);
  if (!offer) return null;
  return (
    <p className="move-onto">
      <button type="button" data-testid="move-onto" onClick={singleClick(moveOntoFriends)}>
        Move {unitName(game, offer.unit)} here ({hexLabel(offer.at)})
      </button>
    </p>
  );
}
