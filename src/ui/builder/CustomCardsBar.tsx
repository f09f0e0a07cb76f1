// The custom cards' controls beside the catalog (docs/armies.md, "Your own cards"): a new card,
// every kept card written to a card file (JSON or CSV), card files read in, and what the last
// import (or the start, reading the kept cards) has to say, every problem with its place.
import { useId } from 'react';
import { formatCardsCsv, formatCardsJson } from '../../store/files/cardFile';
import { useAppStoreApi, useCustomCards } from '../../store/context';
import { downloadText } from '../../store/files/gameFile';

/** A card file is a few kilobytes a card; anything much larger is not one. */
const MAX_FILE_BYTES = 2_000_000;

export function CustomCardsBar() {
  const appStore = useAppStoreApi();
  const cards = useCustomCards((s) => s.cards);
  const notice = useCustomCards((s) => s.notice);
  const fileId = useId();
  const store = () => appStore.getState().customCards;
  return (
    <div className="custom-cards-bar" aria-label="Your own cards" role="group">
      <button type="button" onClick={() => store().edit({ mode: 'new' })}>
        New card
      </button>
      <input
        id={fileId}
        className="visually-hidden"
        type="file"
        accept=".json,.csv,application/json,text/csv"
        data-testid="import-cards"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          if (file.size > MAX_FILE_BYTES) {
            store().tell({
              kind: 'error',
              text: `${file.name} was not imported: it is too large (${file.size} bytes) to be a card file.`,
              problems: [],
            });
            return;
          }
          void file.text().then((t) => store().importFile(t, file.name));
        }}
      />
      <label className="file-button" htmlFor={fileId}>
        Import cards…
      </label>
      <span className="export-all">
        Export all:{' '}
        <button
          type="button"
          disabled={cards.length === 0}
          onClick={() => downloadText('custom-cards.json', formatCardsJson(cards))}
          aria-label="Export every custom card as JSON"
        >
          JSON
        </button>{' '}
        <button
          type="button"
          disabled={cards.length === 0}
          onClick={() => downloadText('custom-cards.csv', formatCardsCsv(cards), 'text/csv')}
          aria-label="Export every custom card as CSV"
        >
          CSV
        </button>
      </span>
      {notice && (
        <div
          className={`notice ${notice.kind}`}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          data-testid="cards-notice"
        >
          <span>{notice.text}</span>
          {notice.problems.length > 0 && (
            <ul className="file-problems">
              {notice.problems.slice(0, 50).map((p, k) => (
                <li key={k}>{p}</li>
              ))}
              {notice.problems.length > 50 && <li>… and {notice.problems.length - 50} more</li>}
            </ul>
          )}
          <button type="button" aria-label="Dismiss" onClick={() => store().tell(null)}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
