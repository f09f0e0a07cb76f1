// "Play online" in the new game dialog (docs/playing.md, "Play online"): the host picks their own army (a sample army or
// one of their saved lists), their side, the point limit both lists keep to (R1.2), the
// battlefield (R1.7, R2.4) and its ground (a theatre or tiles by hand), the game length (R7.3) and the optional rules, and creates the game;
// the waiting room (OnlineLobby) then gives the link and the code to send. A friend types the
// code here instead, and this browser's open online games are listed to resume.
import { useCallback, useEffect, useId, useState } from 'react';
import type { TeamId } from '../../engine';
import { useApp, useAppStoreApi, useOnline } from '../../store/context';
import { keptTileRecord } from '../../store/slices/tiles';
import { fieldTiles, randomSeed } from '../../store/game/gameOptions';
import { onlineOptions, seatNames, type OnlineChoices } from '../../store/online/online';
import { ArmySelect, FieldSelect, GameLength, OptionalRules, useArmyChoices } from '../ArmyChoice';
import { GroundChoice } from '../setup/GroundChoice';
import { DEFAULT_GROUND, type GroundChoice as Ground } from '../../store/game/ground';
import { NeedsConnection, useNoConnection } from './NeedsConnection';
import '../setup/setup.css';
import './online.css';

export function OnlineSetup({ onBack, onClose }: { onBack(): void; onClose(): void }) {
  const appStore = useAppStoreApi();
  const choices = useArmyChoices();
  const [key, setKey] = useState(choices[0].key);
  const list = choices.find((c) => c.key === key)?.list ?? choices[0].list;
  const [c, setC] = useState<OnlineChoices>({
    points: list.pointLimit,
    field: 'points',
    turns: 5,
    smallHexes: false,
    casual: false,
    hostTeam: 0,
  });
  const set = (patch: Partial<OnlineChoices>) => setC((o) => ({ ...o, ...patch }));
  const setGround = useCallback((ground: Ground) => setC((o) => ({ ...o, ground })), []);
  // The seed that places the tiles (the dice are the server's): drawn once, so the picture shown is the battlefield sent.
  const [layoutSeed] = useState(randomSeed);
  const field = fieldTiles([{ ...list, pointLimit: c.points }], c.field);
  const [error, setError] = useState('');
  const [code, setCode] = useState('');
  // Offline, nothing here can work: the buttons wait for the connection (NeedsConnection says so).
  const offline = useNoConnection()?.offline === true;
  const busy = useOnline((s) => s.busy) || offline;
  const id = useId();
  // The player's own tiles may be the ground; those on it travel with the game (docs/online.md, "Players' tiles").
  const kept = useApp(keptTileRecord);

  const create = async () => {
    const options = onlineOptions(c, layoutSeed, kept);
    if (!options.ok) return setError(options.error);
    setError('');
    const refused = await appStore.getState().online.create(options.value, list);
    if (refused) return setError(refused);
    appStore.getState().ui.go('battle');
    onClose();
  };
  const join = async (gameId: string) => {
    setError('');
    const refused = await appStore.getState().online.join(gameId);
    if (refused) return setError(refused);
    appStore.getState().ui.go('battle');
    onClose();
  };

  return (
    <div className="new-game online-setup">
      <NeedsConnection />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <h3>Host a game</h3>
        <div className="options-grid">
          <label className="field" htmlFor={`${id}-army`}>
            Your army
            <ArmySelect
              id={`${id}-army`}
              choices={choices}
              value={key}
              onChange={(k) => {
                setKey(k);
                set({ points: choices.find((x) => x.key === k)?.list.pointLimit ?? c.points });
              }}
            />
          </label>
          <label className="field">
            You play
            <select value={c.hostTeam} onChange={(e) => set({ hostTeam: Number(e.target.value) as TeamId })}>
              <option value={0}>Player 1 (blue)</option>
              <option value={1}>Player 2 (red)</option>
            </select>
          </label>
          <label className="field">
            Points, both lists (R1.2)
            <input
              type="number"
              min={50}
              max={1000}
              step={50}
              value={Number.isNaN(c.points) ? '' : c.points}
              onChange={(e) => set({ points: e.target.value === '' ? NaN : Number(e.target.value) })}
            />
          </label>
          <FieldSelect
            field={c.field}
            onChange={(field) => set({ field })}
            fromPoints={`${fieldTiles([{ ...list, pointLimit: c.points }], 'points').tiles} tiles`}
          />
          <GameLength id={`${id}-turns`} turns={c.turns} onChange={(turns) => set({ turns })} />
          <GroundChoice
            id={`${id}-ground`}
            ground={c.ground ?? DEFAULT_GROUND}
            tiles={field.tiles}
            tall={field.tall}
            seed={layoutSeed}
            kept={kept}
            onChange={setGround}
          />
        </div>
        <OptionalRules smallHexes={c.smallHexes} casual={c.casual} onChange={set} />
        <p className="note">
          The game server rolls every die and keeps the seed until the game is over; your friend picks their own army.
          The setup of R3 is played out.
        </p>
        <div className="buttons">
          <button type="submit" className="primary" disabled={busy}>
            Create the game
          </button>
          <button type="button" onClick={onBack}>
            Back
          </button>
        </div>
      </form>

      <form
        className="join"
        onSubmit={(e) => {
          e.preventDefault();
          void join(code);
        }}
      >
        <h3>Join a game</h3>
        <label className="inline">
          Code
          <input
            value={code}
            onChange={(e) => setCode(e.target.value.toUpperCase())}
            maxLength={6}
            placeholder="K7QX2M"
            spellCheck={false}
            aria-label="Game code"
          />
          <button type="submit" disabled={busy || code.trim().length !== 6}>
            Join
          </button>
        </label>
      </form>
      {error && (
        <p className="why" role="alert">
          {error}
        </p>
      )}
      <MyGames onResume={(gameId) => void join(gameId)} />
    </div>
  );
}

/** This browser's open online games (the seats it keeps), to resume. */
function MyGames({ onResume }: { onResume(gameId: string): void }) {
  const appStore = useAppStoreApi();
  const mine = useOnline((s) => s.mine);
  useEffect(() => {
    void appStore.getState().online.listMine();
  }, [appStore]);
  if (!mine || mine.length === 0) return null;
  return (
    <section className="my-games" aria-label="Your online games">
      <h3>Your online games</h3>
      <ul>
        {mine.map((g) => (
          <li key={g.gameId}>
            <code>{g.gameId}</code> <span>{seatNames(g).join(' vs ')}</span>{' '}
            <span className="muted">
              {g.over ? 'over' : g.turn === null ? 'not started' : g.turn === 0 ? 'setup' : `turn ${g.turn}`}
              {!g.over && g.awaiting !== null && (g.awaiting === g.team ? ' · your move' : ' · their move')}
            </span>{' '}
            <button type="button" onClick={() => onResume(g.gameId)}>
              {g.over ? 'Open' : 'Resume'}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
