// A stat card's name that opens the card, with its abilities explained; a card a player made
// carries the Custom mark after it (docs/armies.md, "Your own cards").
import type { UnitDef } from '../../engine';
import { CustomBadge } from '../CustomBadge';
import { showCard } from './edits';

export function CardButton({ def, children }: { def: UnitDef; children?: React.ReactNode }) {
  return (
    <>
      <button type="button" className="link" onClick={() => showCard(def.id)} aria-label={`Stat card: ${def.name}${def.custom ? ' (custom card)' : ''}`}>
        {children ?? def.name}
      </button>
      {def.custom && <CustomBadge />}
    </>
  );
}
