// "The rest stay this phase" (R4.3, R4.5: no click per unit that can only stay): offered when every unit the team to act may still
// activate can do nothing but stay; one click, and on each of the team's turns in this phase one
// of them stays (store/game/restStay.ts plays the holds, alternating with the other team, R4.2).
import type { GameState } from '../../engine';
import { useAppStoreApi, useGame } from '../../store/context';
import { offerRestStay } from '../../store/game/restStay';

export function RestStay({ game }: { game: GameState }) {
  const appStore = useAppStoreApi();
  const players = useGame((s) => s.players);
  if (!offerRestStay(game, players)) return null;
  const team = game.active;
  return (
    <p className="rest-stay">
      <button
        type="button"
        data-testid="rest-stay"
        title="None of your units left can move or attack now: each stays, one on each of your turns this phase (R4.2, R4.3)"
        onClick={() => appStore.getState().stay.order({ team, turn: game.turn, phase: game.phase })}
      >
        The rest of my units stay this phase
      </button>
    </p>
  );
}
