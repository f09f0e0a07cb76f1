// The dice of an action's events as rows to show (the dice tray, the hot-seat cover): each row a
// roll, its dice, what counts as a success and what came of it, in the order they were rolled.
// The log says the same roll in words (history.ts).
import { MOVEMENT_ROLL_NAMES, SUCCESS_TARGET, unitName, type GameEvent, type GameState } from '../../engine';

export interface DiceRow {
  label: string;
  /** What came of it, in words. */
  result?: string;
  dice: number[];
  /** Which dice count: a face at or above this (after the row's modifier). */
  target: number;
  modifier: number;
  rerolled?: number;
}

/** The rows of dice an action's events hold, in the order they were rolled. */
export function diceRows(game: GameState, events: readonly GameEvent[]): DiceRow[] {
  const rows: DiceRow[] = [];
  const name = (id: string) => (game.units[id] ? unitName(game, game.units[id]) : id);
  for (const e of events) {
    switch (e.type) {
      case 'initiativeRolled': {
        const last = e.rolls[e.rolls.length - 1];
        last.forEach((r, t) => {
          rows.push({
            label: `${game.teams[t].name} initiative (+${r.bonus}) = ${r.total}`,
            dice: r.dice,
            target: 7,
            modifier: 0,
          });
        });
        break;
      }
      case 'movementRoll':
        rows.push({
          label: `${name(e.unit)}: ${MOVEMENT_ROLL_NAMES[e.reason]} roll${e.reroll ? `, rerolled from a ${e.reroll.from}` : ''}, 4+`,
          result: e.success ? 'passes' : 'fails: its movement ends',
          dice: [e.die],
          target: 4,
          modifier: 0,
          ...(e.reroll ? { rerolled: e.reroll.index } : {}),
        });
        break;
      case 'attack': {
        const who = e.modelName === name(e.unit) ? e.modelName : `${e.modelName} of ${name(e.unit)}`;
        for (const r of e.rolls) {
          // R8.2, R8.3: a profile with a "-" band at this range rolls nothing.
          if (r.dice.length === 0) continue;
          const modifier = r.modifierSources.reduce((s, m) => s + m.n, 0);
          const need = SUCCESS_TARGET - modifier;
          const successes = e.strikes.find((x) => x.profile === r.profile)?.successes;
          rows.push({
            label: `${who} attacks: ${r.dice.length} ${r.profile} dice, ${need <= 1 ? 'every die' : `${need}+`} succeeds`,
            ...(successes === undefined ? {} : { result: `${successes} success${successes === 1 ? '' : 'es'}` }),
            dice: r.dice,
            target: SUCCESS_TARGET,
            modifier,
            ...(r.reroll ? { rerolled: r.reroll.index } : {}),
          });
        }
        for (const s of e.strikes) {
          const outcome = {
            none: 'no effect',
            modelLost: s.damage > 1 ? `${s.damage} models lost` : 'a model lost',
            damaged: `${s.damage} damage`,
            destroyed: 'destroyed',
          }[s.result];
          rows.push({
            label: `${s.modelName === name(s.unit) ? s.modelName : `${s.modelName} of ${name(s.unit)}`}: ${s.defenseDice.length} defense dice, 4+ saves`,
            result: s.noAttackDice
              ? 'no attack dice at this range ("-"): no effect'
              : `${s.saved} saved, ${s.remaining} remain against ${s.defense}: ${outcome}`,
            dice: s.defenseDice,
            target: 4,
            modifier: 0,
            ...(s.defenseReroll ? { rerolled: s.defenseReroll.index } : {}),
          });
        }
        break;
      }
      case 'bridgeDemolition':
        rows.push({ label: `${name(e.unit)}: Bridge Demolition, 3+`, dice: [e.die], target: 3, modifier: 0 });
        break;
      case 'passengerRoll':
        rows.push({
          label: `${game.defs[e.def]?.name ?? e.def} of ${name(e.unit)} aboard ${name(e.carrier)}: dies on 4+`,
          dice: [e.die],
          target: 4,
          modifier: 0,
        });
        break;
      default:
        break;
    }
  }
  return rows;
}
