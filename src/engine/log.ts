// One readable line per event, with the arithmetic and the rule (issue: the log).
import type { GameEvent } from './events';
import { DIR_NAMES, hexLabel } from './hex';
import type { GameState } from './state';
import { unitName } from './unitRules';

const PHASE_NAME = { movement: 'Movement Phase', assault: 'Assault Phase', ended: 'End' } as const;

const ROLL_REASON = {
  forest: 'a Vehicle entering Forest',
  hedge: 'crossing a Hedge',
  river: 'crossing a River',
} as const;

function nameOf(state: GameState, id: string): string {
  const unit = state.units[id];
  return unit ? unitName(state, unit) : id;
}

export function describeEvent(state: GameState, e: GameEvent): string {
  const team = (t: 0 | 1) => state.teams[t].name;
  switch (e.type) {
    case 'initiativeRolled': {
      const parts = e.rolls.map(
        ([a, b]) =>
          `${team(0)} ${a.dice[0]}+${a.dice[1]}+${a.bonus} = ${a.total}, ${team(1)} ${b.dice[0]}+${b.dice[1]}+${b.bonus} = ${b.total}`,
      );
      const tie = e.rolls.length > 1 ? ` (${e.rolls.length - 1} tie${e.rolls.length > 2 ? 's' : ''} rerolled)` : '';
      return `Turn ${e.turn} initiative: ${parts.join('; ')}${tie}. ${team(e.winner)} moves first (R3.1)`;
    }
    case 'phaseStarted':
      return `Turn ${e.turn}: ${PHASE_NAME[e.phase]}`;
    case 'activationStarted':
      return `${team(e.team)} activates ${nameOf(state, e.unit)}`;
    case 'movementRoll':
      return `${nameOf(state, e.unit)} rolls for ${ROLL_REASON[e.reason]} into ${hexLabel(e.to)}: ${e.die}, needs 4+: ${
        e.success ? 'passes' : 'fails, movement ends for this phase'
      } (R5.3)`;
    case 'moved': {
      const price = e.roadBonus ? 'free along the road (R5.4)' : `${e.cost} Speed (R5.1)`;
      return `${nameOf(state, e.unit)} moves ${hexLabel(e.from)} to ${hexLabel(e.to)}: ${price}, ${e.speedLeft} left`;
    }
    case 'pivoted':
      return `${nameOf(state, e.unit)} turns to face ${DIR_NAMES[e.facing]} (R5.5)`;
    case 'held':
      return `${nameOf(state, e.unit)} stays in place (R4.3)`;
    case 'activationEnded':
      return `${nameOf(state, e.unit)} ends its activation`;
    case 'gameEnded':
      return `The game ends after turn ${e.turn} (R7.3)`;
  }
}
