// The score at a glance, under the turn and phase (R7.1): each team's Objective
// Points so far and, during a turn, what the markers would add if it ended now (R7.1, R7.3), who
// holds or contests each Objective Marker (the same colours as on the map), and the turns left.
// Every number comes from the engine's `scoreNow`, which reads the scoring rule itself.
import { hexLabel, scoreNow, type GameState, type MarkerHold } from '../engine';
import { TEAM_CSS } from '../render/viewModel';

/** The marker's colour: its holder's, both teams' for a contested one (R7.1), neutral gold otherwise. */
function markerBackground(m: Pick<MarkerHold, 'holder' | 'contested'>): string {
  if (m.holder !== null) return TEAM_CSS[m.holder];
  if (m.contested) return `linear-gradient(135deg, ${TEAM_CSS[0]} 0 50%, ${TEAM_CSS[1]} 50% 100%)`;
  return '#c9a43a';
}

function markerText(game: GameState, m: MarkerHold): string {
  const where = `${m.value} OP marker at ${hexLabel(m.at)}`;
  if (m.holder !== null) return `${where}: held by ${game.teams[m.holder].name}`;
  if (m.contested) return `${where}: contested, Infantry of both teams in the hex: nobody scores it (R7.1)`;
  return `${where}: nobody holds it`;
}

function turnsText(left: number | null): string {
  if (left === null) return 'open-ended';
  if (left === 0) return 'no turns left';
  return left === 1 ? 'last turn' : `${left} turns left`;
}

export function ScoreBar({ game }: { game: GameState }) {
  const score = scoreNow(game);
  const projected = score.ifTurnEnded;
  return (
    <div className="score-bar" data-testid="score" role="group" aria-label="Score">
      {([0, 1] as const).map((t) => (
        <span
          key={t}
          className="score-team"
          data-testid={`score-${t}`}
          style={{ borderColor: TEAM_CSS[t] }}
          title={`${game.teams[t].name}: ${score.total[t]} OP so far${projected ? `; ${projected[t]} more if the turn ended now (R7.1)` : ''}`}
        >
          <span className="team-dot" style={{ background: TEAM_CSS[t] }} />
          <span className="score-name">{game.teams[t].name}</span>
          <b className="score-total">{score.total[t]}</b>
          {projected && <span className="score-projected">+{projected[t]}</span>}
        </span>
      ))}
      {projected && <span className="score-note">+ = if the turn ended now</span>}
      {score.markers.length > 0 && (
        <span className="score-markers" role="group" aria-label="Objective Markers">
          {score.markers.map((m) => {
            const text = markerText(game, m);
            return (
              <span
                key={m.objective}
                className={`score-marker${m.contested ? ' contested' : ''}`}
                data-testid="score-marker"
                data-holder={m.holder ?? (m.contested ? 'contested' : 'none')}
                style={{ background: markerBackground(m) }}
                title={text}
                role="img"
                aria-label={text}
              >
                {m.value}
              </span>
            );
          })}
        </span>
      )}
      <span className="turns-left" data-testid="turns-left">
        {turnsText(score.turnsLeft)}
      </span>
      {/* Here, not beside the team to act: the bar's first line has no room to spare at 1280 px, this one has. */}
      {game.phase !== 'ended' && (
        <span className="initiative" data-testid="initiative">
          initiative: {game.teams[game.initiative].name}
        </span>
      )}
    </div>
  );
}
