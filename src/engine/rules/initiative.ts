// Rule book "Game Setup" and "Playing the Game": initiative; RULINGS R3.1.
import type { Dice } from '../core/rng';
import type { GameState, InitiativeRoll, TeamId } from '../core/state';
import { initiativeOf } from '../derived/unitRules';
import { unitsOf } from '../derived/roster';

/**
 * R3.1: the sum of `Initiative +#` of every living model of the team, on the map or in Reserve
 * (each model's own and its squad's Basic Infantry's: derived/unitRules.ts initiativeOf).
 */
export function initiativeBonus(state: GameState, team: TeamId): number {
  let bonus = 0;
  for (const unit of unitsOf(state)) {
    if (unit.team !== team) continue;
    for (const m of unit.models) bonus += initiativeOf(state, unit, m);
  }
  return bonus;
}

function rollFor(state: GameState, team: TeamId, dice: Dice): InitiativeRoll {
  const a = dice.d6();
  const b = dice.d6();
  const bonus = initiativeBonus(state, team);
  return { dice: [a, b], bonus, total: a + b + bonus };
}

/** R3.1: 2d6 + bonus for each team, ties rerolled. Returns every roll made and the winner. */
export function rollInitiative(
  state: GameState,
  dice: Dice,
): { rolls: [InitiativeRoll, InitiativeRoll][]; winner: TeamId } {
  const rolls: [InitiativeRoll, InitiativeRoll][] = [];
  for (;;) {
    const pair: [InitiativeRoll, InitiativeRoll] = [rollFor(state, 0, dice), rollFor(state, 1, dice)];
    rolls.push(pair);
    if (pair[0].total !== pair[1].total) {
      return { rolls, winner: pair[0].total > pair[1].total ? 0 : 1 };
    }
  }
}
