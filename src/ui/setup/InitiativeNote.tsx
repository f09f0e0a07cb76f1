// R3.1: who won the setup's initiative roll and what it means for the setup: the winner places
// the 1st, 3rd and 5th Objective Markers (R3.2), deploys first (R3.3) and moves Scouts first (R3.4).
import type { GameState } from '../../engine';
import { TEAM_CSS } from '../../render/viewModel';
import { useLog } from '../../store/context';

export function InitiativeNote({ game }: { game: GameState }) {
  const log = useLog();
  // The setup's roll is the first initiative line of the game (turn 0).
  const roll = log.find((l) => l.type === 'initiativeRolled' && l.turn === 0);
  const winner = game.teams[game.initiative].name;
  return (
    <details
      className="initiative-note"
      data-testid="initiative-note"
      open={game.setupStep === 'objectives' && game.objectives.length === 0}
    >
      <summary>
        <span className="team-chip" style={{ background: TEAM_CSS[game.initiative] }} aria-hidden /> {winner} won the
        initiative
      </summary>
      {roll && <p className="muted">{roll.text}</p>}
      <p>
        {winner} places the 1st, 3rd and 5th Objective Markers, deploys the first unit and moves the first Scout; the
        teams then alternate (R3.2-R3.4).
      </p>
    </details>
  );
}
