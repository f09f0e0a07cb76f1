// A stat card's name that opens the card, with its abilities explained.
import type { UnitDef } from '../../engine';
import { showCard } from './edits';

export function CardButton({ def, children }: { def: UnitDef; children?: React.ReactNode }) {
  return (
    <button type="button" className="link" onClick={() => showCard(def.id)} aria-label={`Stat card: ${def.name}`}>
      {children ?? def.name}
    </button>
  );
}
