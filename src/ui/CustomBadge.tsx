// The mark of a card a player made (docs/armies.md, "Your own cards"), wherever the card shows:
// the catalog, the unit cards of the builder and of the battle, the end screen.
export function CustomBadge() {
  return (
    <span className="custom-badge" title="A card a player made, not one of the original game's">
      Custom<span className="visually-hidden"> card</span>
    </span>
  );
}
