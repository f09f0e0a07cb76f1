// While an online game is being joined (a reload of its address, an invitation link, Resume), the
// page covers the game it showed before, so no one reads or clicks a position about to be
// replaced; the cover goes when the server's snapshot is in (or the join is refused, said by the
// records' message). A reconnection to the game in session shows nothing: its position stays.
import { useOnline } from '../../store/context';
import './online.css';

export function OnlineJoining() {
  const joining = useOnline((s) => s.joining);
  const session = useOnline((s) => s.session);
  if (joining === null || session?.gameId === joining) return null;
  return (
    <div className="online-joining" role="status" data-testid="online-joining">
      Joining online game <code>{joining}</code>…
    </div>
  );
}
