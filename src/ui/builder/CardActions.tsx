// What a player can do with a stat card in the builder's card dialog (docs/armies.md, "Your own
// cards"): any card may be copied into a new custom card; a custom card may also be edited,
// written to a card file, or deleted (not while a kept list uses it).
import { useState } from 'react';
import type { UnitDef } from '../../engine';
import { formatCardsCsv, formatCardsJson } from '../../store/files/cardFile';
import { useAppStoreApi } from '../../store/context';
import { downloadText } from '../../store/files/gameFile';

export function CardActions({ def }: { def: UnitDef }) {
  const appStore = useAppStoreApi();
  const [refusal, setRefusal] = useState<string | null>(null);
  const cards = () => appStore.getState().customCards;
  const leave = () => appStore.getState().builder.showCard(null);
  return (
    <div className="buttons card-actions">
      {def.custom && (
        <button
          type="button"
          onClick={() => {
            leave();
            cards().edit({ mode: 'edit', id: def.id });
          }}
        >
          Edit
        </button>
      )}
      <button
        type="button"
        onClick={() => {
          leave();
          cards().edit({ mode: 'copy', from: def });
        }}
      >
        Copy to a new card
      </button>
      {def.custom && (
        <>
          <button type="button" onClick={() => downloadText(`${def.id}.json`, formatCardsJson([def]))}>
            Export (JSON)
          </button>
          <button type="button" onClick={() => downloadText(`${def.id}.csv`, formatCardsCsv([def]), 'text/csv')}>
            Export (CSV)
          </button>
          <button
            type="button"
            onClick={() => {
              if (!window.confirm(`Delete the custom card “${def.name}” from this browser?`)) return;
              const why = cards().remove(def.id);
              setRefusal(why);
              if (!why) {
                appStore.getState().builder.announce(`${def.name} deleted.`);
                leave();
              }
            }}
          >
            Delete
          </button>
        </>
      )}
      {refusal && (
        <p className="why" role="alert">
          Not deleted: {refusal}
        </p>
      )}
    </div>
  );
}
