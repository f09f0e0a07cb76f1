// A button whose order the dice or the other player cannot take back (a roll, Defensive Fire fired
// or held, a reroll kept, an activation ended) acts on the first click of a double click only: the
// first click changes the panel, and the same button in the same place, now for the next model or
// the next offer, would take the second. A single click or tap (detail 1) and a press of Enter or
// Space (detail 0) act.
import type { MouseEvent } from 'react';

export function singleClick(run: () => void): (e: MouseEvent) => void {
  return (e) => {
    if (e.detail <= 1) run();
  };
}
