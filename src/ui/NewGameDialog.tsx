// The new game dialog: an army for each player (a saved list or a sample army), the battlefield
// (R1.7 from the points, or a size chosen, R2.4) and its ground (a theatre, or tiles picked by hand), the game length (R7.3), 2-inch hexes (R2.3),
// casual side mixing (R1.1) and the seed; then the full setup of R3 or a quick game already
// placed. Lists that cannot play are refused with every problem (planGame, R1.8). Each side is
// played by a person or by the AI at a level (docs/playing.md, "Playing alone"; hard with its time budget).
// "Play online…" opens the online game's choices instead (docs/playing.md, "Play online"; ui/online/OnlineSetup.tsx).
// Opened from the end screen it is filled with the finished game's choices (store/game/playedAgain.ts).
import { useCallback, useId, useMemo, useState } from 'react';
import { listForGame, messagesOf, validateArmy, type ArmyList } from '../engine';
import { playerLabels } from './deployEdges';
import { SAMPLE_ARMIES } from '../data/sampleArmies';
import { useApp, useAppStoreApi, useFullCatalog } from '../store/context';
import { keptTileRecord } from '../store/slices/tiles';
import {
  defaultOptions,
  fieldSize,
  fieldTiles,
  planGame,
  pointLimitWarning,
  randomSeed,
  type GameOptions,
} from '../store/game/gameOptions';
import { listKey, type PlayedGame } from '../store/game/playedAgain';
import { AI_LEVELS, aiSeat, HUMAN, HUMANS, thinks, type AiLevel, type Players, type Seat } from '../store/game/players';
import { ArmySelect, FieldSelect, GameLength, OptionalRules, useArmyChoices, type ArmyKey } from './ArmyChoice';
import { GroundChoice } from './setup/GroundChoice';
import { DEFAULT_GROUND, type GroundChoice as Ground } from '../store/game/ground';
import { Dialog } from './Dialog';
import { OnlineSetup } from './online/OnlineSetup';
import { FirstBattleButton } from './tutorial/TutorialOverlay';
import './setup/setup.css';

/**
 * Beside the battle's map: the side panel (styles.css `.table`: 360 px, 300 px up to 1100 px wide)
 * and, above and below it, the top bar with the score and the keys line (112 px at 1200 px wide).
 */
const SIDE_PANEL = (width: number) => (width <= 1100 ? 300 : 360);
const BATTLE_BARS = 112;

/**
 * The map's area on the screen, which decides whether the board is turned and so which edge each
 * player deploys from: the board's host when the battle is on screen, else (opened from the army
 * builder) the window less what the battle screen puts beside and above the map. The window alone
 * is wider than the map will be, and named the wrong edge.
 */
function mapView(): { width: number; height: number } {
  const host = typeof document === 'undefined' ? null : document.querySelector('.map');
  if (host && host.clientWidth > 0) return { width: host.clientWidth, height: host.clientHeight };
  return { width: window.innerWidth - SIDE_PANEL(window.innerWidth), height: window.innerHeight - BATTLE_BARS };
}

/** Who plays a side: a person, or the AI at a level (hard: with its seconds per decision). */
function SeatChoice({ id, seat, onChange }: { id: string; seat: Seat; onChange(seat: Seat): void }) {
  const value = seat.kind === 'human' ? 'human' : seat.level;
  return (
    <span className="inline seat">
      <select
        id={id}
        aria-label="Played by"
        value={value}
        onChange={(e) => onChange(e.target.value === 'human' ? HUMAN : aiSeat(e.target.value as AiLevel))}
      >
        <option value="human">Human</option>
        {AI_LEVELS.map((level) => (
          <option key={level} value={level}>
            AI: {level}
          </option>
        ))}
      </select>
      {seat.kind === 'ai' && thinks(seat.level) && (
        <label>
          <input
            type="number"
            min={0.1}
            max={60}
            step={0.1}
            aria-label="Seconds per decision"
            value={seat.ms / 1000}
            onChange={(e) => {
              const s = Number(e.target.value);
              if (Number.isFinite(s) && s >= 0.1 && s <= 60) onChange(aiSeat(seat.level, Math.round(s * 1000)));
            }}
          />{' '}
          s per decision
        </label>
      )}
    </span>
  );
}

/**
 * `lists`: the lists to select first; `from`: a finished game's lists, players and options (the
 * end screen's "New game"), each list selected if it is a sample or saved one, else offered "as played".
 * `secondNote` is said under the second army while it is still the one `lists` chose.
 * `players`: who plays each side at first (the welcome screen's "Play the computer"); `online`:
 * open on the online game's choices, whose Back then closes the dialog (the welcome screen's "Play a friend online").
 */
export function NewGameDialog({
  title = 'New game',
  lists,
  from,
  secondNote,
  players: firstPlayers,
  online: startOnline = false,
  onClose,
}: {
  title?: string;
  lists?: [ArmyKey, ArmyKey];
  from?: PlayedGame;
  secondNote?: string;
  players?: Players;
  online?: boolean;
  onClose(): void;
}) {
  const appStore = useAppStoreApi();
  const armies = useArmyChoices();
  const [firstKeys] = useState(
    () => from?.lists.map((l, t) => listKey(l, armies) ?? `played:${t}`) as [ArmyKey, ArmyKey] | undefined,
  );
  const choices = useMemo(
    () => [
      ...armies,
      ...(from?.lists ?? []).flatMap((list, t) =>
        firstKeys?.[t] === `played:${t}` ? [{ key: `played:${t}`, group: 'As played', list }] : [],
      ),
    ],
    [armies, from, firstKeys],
  );
  const [online, setOnline] = useState(startOnline);
  const [keys, setKeys] = useState<[ArmyKey, ArmyKey]>(
    firstKeys ?? lists ?? [`sample:${SAMPLE_ARMIES[0].id}`, `sample:${SAMPLE_ARMIES[1].id}`],
  );
  const chosen = keys.map((k) => choices.find((c) => c.key === k)?.list ?? SAMPLE_ARMIES[0].list) as [
    ArmyList,
    ArmyList,
  ];
  const [options, setOptions] = useState<GameOptions>(() =>
    from ? { ...from.options, lists: chosen, seed: randomSeed() } : defaultOptions(chosen, randomSeed()),
  );
  const set = (patch: Partial<GameOptions>) => setOptions((o) => ({ ...o, ...patch }));
  const setGround = useCallback((ground: Ground) => setOptions((o) => ({ ...o, ground })), []);
  const [a, b] = chosen;
  // Lists may hold the player's own cards (docs/armies.md, "Your own cards").
  const catalog = useFullCatalog();
  // The player's own tiles may be the ground (docs/maps.md, "Your tiles in a game").
  const kept = useApp(keptTileRecord);
  const plan = useMemo(() => planGame({ ...options, lists: [a, b] }, catalog, kept), [options, a, b, catalog, kept]);
  const [error, setError] = useState('');
  const [players, setPlayers] = useState<Players>(from?.players ?? firstPlayers ?? HUMANS);
  const id = useId();
  const fromPoints = fieldTiles(chosen, 'points');
  const pointsSize = fieldSize(fromPoints.tiles, false);
  const chosenField = fieldTiles(chosen, options.field);
  const playerNames = playerLabels(fieldSize(chosenField.tiles, chosenField.tall), mapView());
  const reports = chosen.map((list) => validateArmy(listForGame(list, options.casual), catalog));
  const limitWarning = pointLimitWarning(chosen, [reports[0].total, reports[1].total], options.field);

  const start = () => {
    if (!plan.ok) return;
    // A new game: the selection, the replay, the seat and the records' message are reset with it.
    const r = appStore.getState().startGame({ kind: 'setup', setup: plan.value, players });
    if (!r.ok) return setError(messagesOf(r.error).join('; '));
    appStore.getState().ui.go('battle');
    onClose();
  };

  if (online) {
    return (
      <Dialog title="Play online" onClose={onClose} wide>
        <OnlineSetup onBack={startOnline ? onClose : () => setOnline(false)} onClose={onClose} />
      </Dialog>
    );
  }

  return (
    <Dialog title={title} onClose={onClose} wide>
      <form
        className="new-game"
        onSubmit={(e) => {
          e.preventDefault();
          start();
        }}
      >
        <p className="tutorial-entry">
          New to the game? <FirstBattleButton onStarted={onClose} /> One guided turn against a scripted enemy, a few
          minutes.
        </p>
        <div className="players">
          {playerNames.map((player, t) => {
            const list = chosen[t];
            const report = reports[t];
            return (
              <div key={t} className="player">
                <label className="field" htmlFor={`${id}-army-${t}`}>
                  {player}
                </label>
                <ArmySelect
                  id={`${id}-army-${t}`}
                  choices={choices}
                  value={keys[t]}
                  onChange={(v) => setKeys((prev) => (t === 0 ? [v, prev[1]] : [prev[0], v]))}
                />
                {t === 1 && secondNote && keys[1] === lists?.[1] && (
                  <p className="muted" role="note" data-testid="second-army-note">
                    {secondNote}
                  </p>
                )}
                <SeatChoice
                  id={`${id}-seat-${t}`}
                  seat={players[t]}
                  onChange={(seat) => setPlayers((prev) => (t === 0 ? [seat, prev[1]] : [prev[0], seat]))}
                />
                <p className={report.errors.length ? 'why' : 'legal'}>
                  {report.errors.length
                    ? `Not ready: ${report.errors.length} problem${report.errors.length > 1 ? 's' : ''}`
                    : `Legal · ${report.total} / ${list.pointLimit} pts · ${list.units.length} units`}
                </p>
              </div>
            );
          })}
        </div>

        <div className="options-grid">
          <FieldSelect
            field={options.field}
            onChange={(field) => set({ field })}
            fromPoints={`${fromPoints.tiles} tiles, ${pointsSize.cols} x ${pointsSize.rows}`}
          />
          <GameLength id={`${id}-turns`} turns={options.turns} onChange={(turns) => set({ turns })} />
          <GroundChoice
            id={`${id}-ground`}
            ground={options.ground ?? DEFAULT_GROUND}
            tiles={chosenField.tiles}
            tall={chosenField.tall}
            seed={options.seed}
            kept={kept}
            onChange={setGround}
          />
          <div className="field seed-field">
            <label htmlFor={`${id}-seed`}>Seed (fixes every die)</label>
            <span className="inline">
              <input
                id={`${id}-seed`}
                value={options.seed}
                onChange={(e) => set({ seed: e.target.value })}
                spellCheck={false}
              />
              <button type="button" onClick={() => set({ seed: randomSeed() })}>
                New seed
              </button>
            </span>
          </div>
        </div>

        <OptionalRules smallHexes={options.smallHexes} casual={options.casual} onChange={set} />

        <fieldset className="optional">
          <legend>Start</legend>
          <label className="check">
            <input
              type="radio"
              name={`${id}-start`}
              checked={options.start === 'setup'}
              onChange={() => set({ start: 'setup' })}
            />
            Full setup: initiative, Objective Markers, deployment and Scouts, played out (R3)
          </label>
          <label className="check">
            <input
              type="radio"
              name={`${id}-start`}
              checked={options.start === 'placed'}
              onChange={() => set({ start: 'placed' })}
            />
            Quick game (already placed): every unit in its zone, the Objective Markers set, Aircraft start in Reserve
          </label>
        </fieldset>

        {limitWarning && (
          <p className="warn" role="note" data-testid="point-limit-warning">
            {limitWarning}
          </p>
        )}
        {!plan.ok && (
          <ul
            className="why problems"
            id={`${id}-problems`}
            data-testid="new-game-problems"
            aria-label="Why the game cannot start"
          >
            {messagesOf(plan.error).map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        )}
        {error && <p className="why">{error}</p>}
        <div className="buttons">
          <button
            type="submit"
            className="primary"
            aria-disabled={!plan.ok || undefined}
            aria-describedby={plan.ok ? undefined : `${id}-problems`}
          >
            Start the battle
          </button>
          <button
            type="button"
            onClick={() => setOnline(true)}
            title="Play a friend on another computer: a link to send, each of you with your own army"
          >
            Play online…
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
