// Verify the dice of a finished online game (docs/online.md "Provably fair dice"), in the page,
// for either player or a spectator, from what the page was shown and nothing else:
//  1. the revealed key hashes to the commitment published at the start (fairDice.ts), so the key
//     was fixed before the first die, and before the players' contributions were known;
//  2. the revealed initial state rolls with the game's key alone (no scripted dice): the server's
//     key mixed with the two contributions shown, this browser's own among them, and the other's
//     the one it pledged before this browser revealed its own;
//  3. the setup's initiative roll (the opening, R3.1) is the key's first dice, and the initial
//     state's generator goes on where they left it;
//  4. every action, replayed by the engine from the revealed initial state, rolls the dice the game
//     showed when it was played, and does what it showed (a Blast's random strikes are the key's
//     too, R8.2).
// The answer is in words, with the first thing that does not match.
import {
  applyAction,
  describeAction,
  makeDice,
  validateState,
  type Action,
  type GameEvent,
  type GameState,
} from '../engine';
import {
  commitmentOf,
  contributionLeftOut,
  gameKeyOf,
  keyOfSeed,
  NO_CONTRIBUTION,
  type OwnContribution,
  wellFormedContributions,
} from './fairDice';

/** What a page was shown of a finished online game. */
export interface ShownGame {
  /** The commitment the page was shown at the game's start (DiceCommitment). */
  commitment: string;
  /** The players' contributions shown at the start (DiceCommitment), absent when none was mixed in. */
  contributions?: readonly [string, string];
  /**
   * This browser's seat and its contribution, with the other seat's pledge as shown before it
   * revealed its own, when it played the game and kept them.
   */
  mine?: OwnContribution;
  /** What the server revealed at the end (`game:over`, the snapshot's `revealed`). */
  revealed: { seed: string; initial: GameState };
  /** The events of the game's creation, as shown. */
  opening: readonly GameEvent[];
  /** Every action, in order, with the events shown for it. */
  steps: readonly { action: Action; events: readonly GameEvent[] }[];
}

export type DiceVerdict =
  | { ok: true; dice: number; actions: number; message: string }
  | {
      ok: false;
      message: string;
      /** The action (0 for the first) where the dice part, or null (the key, the commitment, the setup). */
      action: number | null;
      /** The dice the key gives there, and those the game showed. */
      expected?: number[];
      shown?: number[];
    };

/**
 * Every die an event shows, in a fixed order: the dice it rolled, and for a reroll (R8.6) the die
 * it replaced (the rolled list holds the new one).
 */
export function diceShown(events: readonly GameEvent[]): number[] {
  const dice: number[] = [];
  for (const e of events) {
    switch (e.type) {
      case 'initiativeRolled':
        for (const pair of e.rolls) for (const roll of pair) dice.push(...roll.dice);
        break;
      case 'movementRoll':
        dice.push(e.die);
        if (e.reroll) dice.push(e.reroll.from);
        break;
      case 'attack':
        for (const roll of e.rolls) {
          dice.push(...roll.dice);
          if (roll.reroll) dice.push(roll.reroll.from);
        }
        for (const strike of e.strikes) {
          dice.push(...strike.defenseDice);
          if (strike.defenseReroll) dice.push(strike.defenseReroll.from);
        }
        break;
      case 'bridgeDemolition':
      case 'passengerRoll':
        dice.push(e.die);
        break;
    }
  }
  return dice;
}

const sameDice = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const listed = (dice: readonly number[]) => (dice.length === 0 ? 'none' : dice.join(', '));

function failed(message: string, action: number | null = null, expected?: number[], shown?: number[]): DiceVerdict {
  return { ok: false, message, action, ...(expected && shown ? { expected, shown } : {}) };
}

export function verifyDice(game: ShownGame): DiceVerdict {
  const key = keyOfSeed(game.revealed.seed);
  if (key === null) return failed('The server revealed no dice key: this game cannot be checked.');
  const hashed = commitmentOf(key);
  if (hashed !== game.commitment.toLowerCase()) {
    return failed(
      `The revealed key does not match the commitment published at the start: its SHA-256 is ${hashed}, the commitment was ${game.commitment}.`,
    );
  }
  const mixed = gameKey(key, game);
  if (!mixed.ok) return failed(mixed.message);
  const checked = validateState(game.revealed.initial);
  if (!checked.ok)
    return failed(
      `The revealed initial state is not a game the engine can play: ${checked.error[0]?.message ?? 'it is malformed'}.`,
    );
  const initial = checked.value;
  const rng = initial.rng;
  if (!('keyed' in rng) || rng.keyed.key !== mixed.key)
    return failed(
      game.contributions
        ? "The revealed initial state does not roll its dice with the revealed key mixed with the players' contributions."
        : 'The revealed initial state does not roll its dice with the revealed key.',
    );
  if (rng.script) return failed('The revealed initial state holds scripted dice: those would not come from the key.');

  // The setup's initiative roll (R3.1) draws the key's first dice, one after another (rules/initiative.ts).
  const openingShown = diceShown(game.opening);
  const fresh = makeDice({ keyed: { key: mixed.key, n: 0 } });
  const openingExpected = openingShown.map(() => fresh.d6());
  if (!sameDice(openingExpected, openingShown)) {
    return failed(
      `The setup's initiative roll: the key gives ${listed(openingExpected)}; the game showed ${listed(openingShown)}.`,
      null,
      openingExpected,
      openingShown,
    );
  }
  const after = fresh.state();
  if (!('keyed' in after) || after.keyed.n !== rng.keyed.n) {
    return failed(
      "The revealed initial state does not go on with the key's dice where the setup's initiative roll left them.",
    );
  }

  let dice = openingShown.length;
  let state: GameState = initial;
  for (const [i, step] of game.steps.entries()) {
    const r = applyAction(state, step.action);
    const what = `Action ${i + 1} (${describeAction(step.action)})`;
    if (!r.ok)
      return failed(
        `${what} does not replay from the revealed initial state: ${r.error.message} (${r.error.rule}).`,
        i,
      );
    const expected = diceShown(r.events);
    const shown = diceShown(step.events);
    if (!sameDice(expected, shown))
      return failed(
        `${what}: the key gives ${listed(expected)}; the game showed ${listed(shown)}.`,
        i,
        expected,
        shown,
      );
    if (JSON.stringify(r.events) !== JSON.stringify(step.events)) {
      let k = 0;
      while (k < r.events.length && JSON.stringify(r.events[k]) === JSON.stringify(step.events[k])) k++;
      const e = step.events[k] ?? r.events[k];
      return failed(
        `${what}: the dice match, but what it did differs from what was shown (its event ${k + 1}${e ? `, "${e.type}"` : ''}).`,
        i,
      );
    }
    dice += shown.length;
    state = r.state;
  }
  const actions = game.steps.length;
  const counted = `${dice} dice in ${actions} action${actions === 1 ? '' : 's'} match the commitment published at the start`;
  return {
    ok: true,
    dice,
    actions,
    message: `${counted}: every die came from the key the server fixed before the first roll${mixedWith(game)}.`,
  };
}

/** What the server's key was mixed with, as the verdict says it. */
function mixedWith({ contributions, mine }: ShownGame): string {
  if (!contributions) return '';
  const real = contributions.filter((c) => c !== NO_CONTRIBUTION).length;
  const whose =
    real === 2
      ? "both players' contributions"
      : real === 1
        ? "one player's contribution (the other's army came before players contributed)"
        : 'no contribution of a player';
  const own = !mine
    ? ''
    : mine.theirPledge
      ? ", this browser's among them, the other's as pledged before this one was revealed"
      : ", this browser's among them";
  return `, mixed with ${whose}${own}`;
}

/**
 * The key the game's dice must roll under: the server's, mixed with the contributions shown; or
 * why not. A browser that sent a contribution finds it in its seat's place, or the check fails.
 */
function gameKey(serverKey: string, game: ShownGame): { ok: true; key: string } | { ok: false; message: string } {
  const { contributions, mine } = game;
  if (contributions && !wellFormedContributions(contributions))
    return { ok: false, message: "The players' contributions shown at the start are not two of 32 bytes each in hex." };
  switch (contributionLeftOut(contributions, mine)) {
    case 'none':
      return {
        ok: false,
        message:
          "This browser sent a contribution to the dice key with its army, but the server mixed in no player's contribution: the key was the server's alone.",
      };
    case 'replaced':
      return {
        ok: false,
        message: `The key was not mixed with this browser's contribution: it sent ${mine!.contribution}, the server showed ${contributions![mine!.team]} for its seat.`,
      };
    case 'unpledged':
      return {
        ok: false,
        message: `The other player's contribution is not the one pledged before this browser revealed its own: it was pledged as ${mine!.theirPledge}, the server showed ${contributions![mine!.team === 0 ? 1 : 0]}, whose SHA-256 is not that.`,
      };
  }
  return { ok: true, key: contributions ? gameKeyOf(serverKey, contributions) : serverKey };
}
