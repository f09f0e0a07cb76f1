// The events of a game's creation (issue 9 point 6): the setup's initiative roll (R3.1) or the
// first turn's (R4.1), the first setup step or phase. They are the log's opening lines, and the
// dice in them cannot be worked out again from the initial state (the generator has moved on),
// so the autosave and the game file keep them beside the initial state and the actions. Read
// back from outside, they are checked here like any other data: only the kinds of event a
// creation writes (the initiative roll, the setup step, the phase: flow.ts's startSetup and
// startTurn), every field of the right type, each rebuilt from the fields it knows (unknown data
// is dropped). An opening that fails is dropped as a whole: the game still loads, with the log
// starting at its first action as it did before.
import { isRecord, type GameEvent, type GameState, type InitiativeRoll, type Phase, type SetupStep, type TeamId } from '../engine';

/** Far above any creation (two or three events). */
const MAX_OPENING = 50;
/** R3.1: ties are rerolled; a hundred ties in a row is not a real roll. */
const MAX_ROLLS = 100;

const PHASES: readonly Phase[] = ['setup', 'movement', 'assault', 'ended'];
const SETUP_STEPS: readonly SetupStep[] = ['objectives', 'deployment', 'scout'];

const isTeam = (v: unknown): v is TeamId => v === 0 || v === 1;
const isWhole = (v: unknown, min: number, max: number): v is number => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

/** One side's initiative roll (R3.1): two dice and the bonus, rebuilt; null when malformed. */
function readRoll(v: unknown): InitiativeRoll | null {
  if (!isRecord(v) || !Array.isArray(v.dice) || v.dice.length !== 2) return null;
  const [a, b] = v.dice as unknown[];
  if (!isWhole(a, 1, 6) || !isWhole(b, 1, 6) || !isWhole(v.bonus, -99, 99) || v.total !== a + b + (v.bonus as number)) return null;
  return { dice: [a, b], bonus: v.bonus as number, total: v.total as number };
}

/** One creation event, rebuilt from the fields it knows; null when it is not one a creation writes. */
function readEvent(v: unknown): GameEvent | null {
  if (!isRecord(v)) return null;
  switch (v.type) {
    case 'initiativeRolled': {
      if (!isWhole(v.turn, 0, 1) || !isTeam(v.winner) || !Array.isArray(v.rolls) || v.rolls.length < 1 || v.rolls.length > MAX_ROLLS) return null;
      const rolls: [InitiativeRoll, InitiativeRoll][] = [];
      for (const pair of v.rolls as unknown[]) {
        const a = Array.isArray(pair) && pair.length === 2 ? readRoll(pair[0]) : null;
        const b = a && Array.isArray(pair) ? readRoll(pair[1]) : null;
        if (!a || !b) return null;
        rolls.push([a, b]);
      }
      return { type: 'initiativeRolled', turn: v.turn, rolls, winner: v.winner };
    }
    case 'setupStep':
      return SETUP_STEPS.includes(v.step as SetupStep) ? { type: 'setupStep', step: v.step as SetupStep } : null;
    case 'phaseStarted':
      return isWhole(v.turn, 1, 1) && PHASES.includes(v.phase as Phase) ? { type: 'phaseStarted', turn: v.turn, phase: v.phase as Phase } : null;
    default:
      return null;
  }
}

const NONE: GameEvent[] = [];

/** The creation events kept with a save or a file, checked and rebuilt; none when absent or malformed. */
export function readOpening(initial: GameState, raw: unknown): GameEvent[] {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_OPENING) return NONE;
  const events: GameEvent[] = [];
  for (const v of raw) {
    const e = readEvent(v);
    if (!e) return NONE;
    events.push(e);
  }
  // The opening belongs to this game: it begins with the roll whose winner holds the initiative (R3.1, R4.1).
  const first = events[0];
  if (first.type !== 'initiativeRolled' || first.winner !== initial.initiative) return NONE;
  return events;
}
