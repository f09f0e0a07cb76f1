// A stat card's name that opens the card, with its abilities explained; a card a player made
// carries the Custom mark after it (docs/armies.md, "Your own cards").
import type { UnitDef } from '../../engine';
import { CustomBadge } from '../CustomBadge';
import { useListEdits } from './edits';

/** `tabIndex`: -1 where a list keeps one tab stop for its rows (useRovingList). */
export function CardButton({
  def,
  children,
  tabIndex,
}: {
  def: UnitDef;
  children?: React.ReactNode;
  tabIndex?: number;
}) {
  const { showCard } = useListEdits();
  return (
    <>
      <button
        type="button"
        className="link"
        tabIndex={tabIndex}
        onClick={() => showCard(def.id)}
        aria-label={`Stat card: ${def.name}${def.custom ? ' (custom card)' : ''}`}
      >
        {children ?? def.name}
      </button>
      {def.custom && <CustomBadge />}
    </>
  );
}
