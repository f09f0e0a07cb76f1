// Names for the screen of what the game waits for. Who decides and what is the engine's answer,
// `awaiting(state)` (engine/legal/awaiting.ts); this names the phases for the panels, and says in
// words what each answer to the survivors' order allows (R8.19).
import {
  hexEquals,
  hexLabel,
  survivorWays,
  unitName,
  type Action,
  type GameState,
  type Hex,
  type Phase,
  type PendingDecision,
} from '../../engine';

/** The phases as the screen names them (phase bar, decision panel, hand-off, replay labels). */
export const PHASE_NAMES: Record<Phase, string> = {
  setup: 'Setup',
  movement: 'Movement Phase',
  assault: 'Assault Phase',
  ended: 'Game over',
};

/** One answer to the survivors' order (R8.19): the unit placed first, and what follows in words. */
export interface SurvivorOrderChoice {
  action: Extract<Action, { type: 'chooseSurvivorOrder' }>;
  /** "Rifleman (b2) first". */
  label: string;
  /** Where each unit may end up with this order, e.g. "Rifleman (b2) stays in D4; MG Team (b3) goes to a hex next to it". */
  outcome: string;
}

/**
 * R8.19: the answers to a survivorOrder decision, one per unit that may be placed first, each with
 * what that order allows (the engine's survivorWays: the Transport's hex if population allows then,
 * else a hex next to it that the owner chooses, else lost, R8.7).
 */
export function survivorOrderChoices(
  game: GameState,
  p: Extract<PendingDecision, { kind: 'survivorOrder' }>,
): SurvivorOrderChoice[] {
  const name = (id: string) => `${unitName(game, game.units[id])} (${id})`;
  return p.units.map((first) => {
    const ways = survivorWays(game, first, p.units, p.from);
    const order = [first, ...p.units.filter((u) => u !== first)];
    return {
      action: { type: 'chooseSurvivorOrder', unit: first },
      label: `${name(first)} first`,
      outcome: order
        .map(
          (id) =>
            `${name(id)} ${fateText(
              ways.map((w) => w[id]),
              p.from,
            )}`,
        )
        .join('; '),
    };
  });
}

/** Where a unit may end up over the ways of an order, in words. */
function fateText(fates: readonly (Hex | null)[], from: Hex): string {
  const parts: string[] = [];
  if (fates.some((h) => h !== null && hexEquals(h, from))) parts.push(`stays in ${hexLabel(from)}`);
  if (fates.some((h) => h !== null && !hexEquals(h, from))) parts.push(`goes to a hex next to ${hexLabel(from)}`);
  if (fates.some((h) => h === null)) parts.push('is lost for want of room');
  return parts.join(', or ');
}
