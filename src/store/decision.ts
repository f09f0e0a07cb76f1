// Names for the screen of what the game waits for. Who decides and what is the engine's answer,
// `awaiting(state)` (engine/legal/awaiting.ts); this only names the phases for the panels.
import type { Phase } from '../engine';

/** The phases as the screen names them (phase bar, decision panel, hand-off, replay labels). */
export const PHASE_NAMES: Record<Phase, string> = { setup: 'Setup', movement: 'Movement Phase', assault: 'Assault Phase', ended: 'Game over' };
