// This browser's open online games are named on the screens the page opens on (the welcome
// screen, or the battle screen with the game played last here), to resume in one click, so a
// player who comes back without the link finds them (docs/playing.md "Play online"). Only a browser that keeps a seat token asks
// the server (online.listMine); a hot-seat player never opens a connection.
import { useEffect, useState } from 'react';
import { useAppStoreApi, useOnline } from '../../store/context';
import './online.css';

export function OnlineReminder() {
  const appStore = useAppStoreApi();
  const session = useOnline((s) => s.session);
  const mine = useOnline((s) => s.mine);
  const [refusal, setRefusal] = useState('');
  useEffect(() => {
    void appStore.getState().online.listMine();
  }, [appStore]);
  const open = (mine ?? []).filter((g) => !g.over);
  if (session !== null || open.length === 0) return null;
  const resume = async (gameId: string) => {
    setRefusal('');
    const refused = await appStore.getState().online.join(gameId);
    if (refused) setRefusal(refused);
    else appStore.getState().ui.go('battle');
  };
  return (
    <div
      className="online-bar online-reminder"
      role="region"
      aria-label="Online games to resume"
      data-testid="online-reminder"
    >
      <span>Your online games:</span>
      {open.map((g) => (
        <button key={g.gameId} type="button" onClick={() => void resume(g.gameId)}>
          Resume <code>{g.gameId}</code>
          {g.awaiting === null
            ? g.turn === null
              ? ' · not started'
              : ''
            : g.awaiting === g.team
              ? ' · your move'
              : ' · their move'}
        </button>
      ))}
      {refusal && (
        <span className="why" role="alert">
          {refusal}
        </span>
      )}
    </div>
  );
}
