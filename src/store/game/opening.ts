// The events of a game's creation (kept so the log survives a reload, a file and the replay): the setup's initiative roll (R3.1) or the
// first turn's (R4.1), the first setup step or phase. They are the log's opening lines, and the
// dice in them cannot be worked out again from the initial state (the generator has moved on),
// so the autosave and the game file keep them beside the initial state and the actions. Read
// back from outside, they are checked here like any other data, by one schema (valibot,
// docs/architecture.md "Input formats"): only the kinds of event a
// creation writes (the initiative roll, the setup step, the phase: flow.ts's startSetup and
// startTurn), every field of the right type, each rebuilt from the fields it knows (unknown data
// is dropped). An opening that fails is dropped as a whole: the game still loads, with the log
// starting at its first action as it did before.
import * as v from 'valibot';
import { PHASES, SETUP_STEPS, type GameEvent, type GameState } from '../../engine';

/** Far above any creation (two or three events). */
const MAX_OPENING = 50;
/** R3.1: ties are rerolled; a hundred ties in a row is not a real roll. */
const MAX_ROLLS = 100;

const whole = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/** One side's initiative roll (R3.1): two dice and the bonus, and the total they make. */
const ROLL = v.pipe(
  v.object({ dice: v.strictTuple([whole(1, 6), whole(1, 6)]), bonus: whole(-99, 99), total: v.number() }),
  v.check((r) => r.total === r.dice[0] + r.dice[1] + r.bonus),
);

/** The events a creation writes (flow.ts's startSetup and startTurn), each rebuilt from the fields it knows. */
const OPENING = v.pipe(
  v.array(
    v.variant('type', [
      v.object({
        type: v.literal('initiativeRolled'),
        turn: whole(0, 1),
        rolls: v.pipe(v.array(v.strictTuple([ROLL, ROLL])), v.minLength(1), v.maxLength(MAX_ROLLS)),
        winner: v.picklist([0, 1]),
      }),
      v.object({ type: v.literal('setupStep'), step: v.picklist(SETUP_STEPS) }),
      v.object({ type: v.literal('phaseStarted'), turn: v.literal(1), phase: v.picklist(PHASES) }),
    ]),
  ),
  v.minLength(1),
  v.maxLength(MAX_OPENING),
);

const NONE: GameEvent[] = [];

/** The creation events kept with a save or a file, checked and rebuilt; none when absent or malformed. */
export function readOpening(initial: GameState, raw: unknown): GameEvent[] {
  const read = v.safeParse(OPENING, raw);
  if (!read.success) return NONE;
  const events: GameEvent[] = read.output;
  // The opening belongs to this game: it begins with the roll whose winner holds the initiative (R3.1, R4.1).
  const first = events[0];
  if (first.type !== 'initiativeRolled' || first.winner !== initial.initiative) return NONE;
  return events;
}
