// The end of the game: who won (or a draw) in the team's colour, why the game ended (R7.3), the
// Objective Marker points of every turn (R7.1), the High Value Target points (R7.2) and the
// totals. It can be closed to look at the map and opened again from the phase bar. "New game"
// opens the new game dialog filled with this game's choices; "Rematch" plays them again at once,
// the sides swapped, on a new seed (store/game/playedAgain.ts; not online, where the server holds the game).
import { lazy, Suspense, useState } from 'react';
import { isInPlay, messagesOf, totalPoints, type GameEvent, type GameState } from '../../engine';
import { TEAM_CSS } from '../../render/viewModel';
import { useApp, useAppStoreApi, useFullCatalog, useGame, useRecords, useReplaying } from '../../store/context';
import { randomSeed } from '../../store/game/gameOptions';
import { battlefieldTiles } from '../../store/view/battlefieldTiles';
import { keptTileRecord } from '../../store/slices/tiles';
import { playedAgain, rematchPlan, swapSides } from '../../store/game/playedAgain';
import { useArmyChoices } from '../ArmyChoice';
import { useCommands } from '../../store/commands/commands';
import { CustomBadge } from '../CustomBadge';
import { Dialog } from '../Dialog';
import { TutorialEndNote } from '../tutorial/TutorialOverlay';
import { ReviewPanel } from './ReviewPanel';
import { ScenarioEndNote } from './ScenarioMark';

// Loaded when first opened, as from the phase bar: the first screen stays small (docs/development.md, "Opening the page").
const NewGameDialog = lazy(() => import('../NewGameDialog').then((m) => ({ default: m.NewGameDialog })));

type Ended = Extract<GameEvent, { type: 'gameEnded' }>;

/** Why the game ended, in words, from the engine's gameEnded event (flow.ts). */
function endReason(game: GameState, ended: Ended | undefined): string {
  if (!ended) return 'The game is over.';
  switch (ended.reason) {
    case 'turns':
      return `The last turn was played: turn ${ended.turn} of ${game.settings.turns ?? ended.turn} (R7.3).`;
    case 'agreed':
      return `Both players voted to end the open-ended game after turn ${ended.turn} (R7.3).`;
    case 'wipeout': {
      const gone = ([0, 1] as const).filter((t) => !Object.values(game.units).some((u) => u.team === t && isInPlay(u)));
      const names = gone.map((t) => game.teams[t].name).join(' and ');
      // Turn 0: the setup's Scout moves (R3.4), which draw Defensive Fire.
      const when = ended.turn === 0 ? 'during the Scout moves, before turn 1' : `in turn ${ended.turn}`;
      return `${names || 'A team'} had no unit left on the battlefield or in Reserve, ${when} (R7.3).`;
    }
  }
}

/** The cards players made that played in the game, each with the Custom mark (docs/armies.md, "Your own cards"). */
function CustomCardsNote({ game }: { game: GameState }) {
  const custom = Object.values(game.defs).filter((d) => d.custom);
  if (custom.length === 0) return null;
  return (
    <p className="end-custom" data-testid="end-custom">
      Played with cards made by players:{' '}
      {custom.map((d, k) => (
        <span key={d.id}>
          {k > 0 ? ', ' : ''}
          {d.name} <CustomBadge />
        </span>
      ))}
      .
    </p>
  );
}

/** The tiles the battle was fought on, a player's own marked as such (docs/maps.md, "Your tiles in a game"). */
function TilesNote({ game }: { game: GameState }) {
  const tiles = battlefieldTiles(game.map);
  if (tiles.length === 0) return null;
  return (
    <p className="end-tiles" data-testid="end-tiles">
      Fought on:{' '}
      {tiles.map((t, k) => (
        <span key={t.id} data-testid={t.custom ? 'end-custom-tile' : undefined}>
          {k > 0 ? ', ' : ''}
          {t.custom ? `Custom tile: ${t.name}` : t.name}
        </span>
      ))}
      .
    </p>
  );
}

export function EndScreen() {
  const appStore = useAppStoreApi();
  const { openReplay, saveToFile } = useCommands();
  const game = useGame((s) => s.game);
  const steps = useGame((s) => s.steps);
  const replaying = useReplaying();
  const closedFor = useRecords((s) => s.endScreenClosedFor);
  const initial = useGame((s) => s.initial);
  const players = useGame((s) => s.players);
  const online = useApp((s) => s.online.session !== null);
  const armies = useArmyChoices();
  const catalog = useFullCatalog();
  const [newGame, setNewGame] = useState(false);
  const [rematchError, setRematchError] = useState('');
  if (game.phase !== 'ended' || replaying || closedFor === game) return null;
  const again = () => playedAgain(initial, players, armies, catalog);
  if (newGame) {
    return (
      <Suspense fallback={null}>
        <NewGameDialog from={again()} onClose={() => setNewGame(false)} />
      </Suspense>
    );
  }
  const rematch = () => {
    const played = again();
    const plan = rematchPlan(played, randomSeed(), catalog, keptTileRecord(appStore.getState()));
    const r = plan.ok
      ? appStore.getState().startGame({ kind: 'setup', setup: plan.value, players: swapSides(played).players })
      : plan;
    if (!r.ok) return setRematchError(messagesOf(r.error).join('; '));
    setRematchError('');
    appStore.getState().ui.go('battle');
  };
  const ended = steps[steps.length - 1]?.events.find((e): e is Ended => e.type === 'gameEnded');
  const total = totalPoints(game);
  const close = () => appStore.getState().records.closeEndScreen(game);
  const winner = game.winner;
  return (
    <Dialog title="Game over" onClose={close} wide>
      <div className="end-screen" data-testid="end-screen">
        <p
          className="end-winner"
          data-testid="end-winner"
          style={winner === null ? undefined : { background: TEAM_CSS[winner] }}
        >
          {winner === null
            ? `A draw, ${total[0]} to ${total[1]}`
            : `${game.teams[winner].name} wins, ${total[winner]} to ${total[1 - winner]}`}
        </p>
        <p className="end-reason" data-testid="end-reason">
          {endReason(game, ended)}
        </p>
        <ScenarioEndNote />
        <CustomCardsNote game={game} />
        <TilesNote game={game} />
        <table className="end-score" data-testid="end-score">
          <caption>Points (R7.1, R7.2)</caption>
          <thead>
            <tr>
              <th scope="col" />
              {game.teams.map((t, i) => (
                <th key={i} scope="col" style={{ color: TEAM_CSS[i] }}>
                  {t.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {game.score.turns.map((t) => (
              <tr key={t.turn}>
                <th scope="row">Turn {t.turn}: Objective Markers</th>
                <td>{t.points[0]}</td>
                <td>{t.points[1]}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">High Value Targets</th>
              <td>{game.score.hvt[0]}</td>
              <td>{game.score.hvt[1]}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td data-testid="end-total-0">{total[0]}</td>
              <td data-testid="end-total-1">{total[1]}</td>
            </tr>
          </tfoot>
        </table>
        <ReviewPanel onShow={close} />
        <TutorialEndNote />
        {rematchError && <p className="why">{rematchError}</p>}
        <div className="buttons">
          <button
            type="button"
            className="primary"
            onClick={() => {
              close();
              openReplay(0);
            }}
          >
            Replay the game
          </button>
          <button type="button" onClick={saveToFile}>
            Save to file
          </button>
          <button
            type="button"
            onClick={() => setNewGame(true)}
            title="The new game dialog, filled with this game's armies, players and settings"
          >
            New game
          </button>
          {!online && (
            <button
              type="button"
              onClick={rematch}
              title="The same armies and settings at once, the sides swapped, a new seed"
            >
              Rematch
            </button>
          )}
          <button type="button" onClick={close}>
            Look at the map
          </button>
        </div>
      </div>
    </Dialog>
  );
}
