// Sentences the panels build from numbers and names, kept here so one test can render each with
// real values and check it reads right: no placeholder "#", no number said twice, no "1 hexes".

/** The Objective Marker step's hint (R3.2): how many hexes are lit for the next marker. */
export function litHexesHint(lit: number): string {
  return lit === 1 ? 'Click the lit hex on the map.' : `Click one of the ${lit} lit hexes on the map.`;
}

/** R5.5: facing comes with a Defense of two numbers (front and rear), not with a unit type. */
export function noFacingNote(unitName: string): string {
  return `${unitName} has no facing: only a unit whose Defense has two numbers, front and rear, has one (R5.5).`;
}

/**
 * Which side of the mover a Defensive Fire volley strikes (R6.8): its rear or its front, and
 * nothing for a unit with no facing (R5.5), whose one Defense serves every side.
 */
export function volleyAspect(rear: boolean, faced: boolean): string {
  if (!faced) return '';
  return rear ? 'into its rear' : 'into its front';
}

/**
 * Where an attack's dice come from: "Red Devil Captain vs Infantry" when the card's number is all
 * of them (the count stands before it already), else each source with its number:
 * "Red Devil Captain vs Infantry 8, +1 Command Leadership". A label holding its number
 * ("Speed 4") is said as it is.
 */
export function diceSourcesText(list: readonly { label: string; n: number }[]): string {
  return list
    .map((s, i) => {
      if (i === 0) return /\d/.test(s.label) || list.length === 1 ? s.label : `${s.label} ${s.n}`;
      if (s.n === 0) return s.label;
      return `${s.n > 0 ? '+' : '−'}${Math.abs(s.n)} ${s.label}`;
    })
    .join(', ');
}

/**
 * A model a Crack Shot may name (R6.6): its card's name, with "1 of 3" when
 * the unit holds several of that card; never the game's internal model id.
 */
export function modelChoiceName(name: string, nth: number, ofCard: number): string {
  return ofCard > 1 ? `${name} (${nth} of ${ofCard})` : name;
}
