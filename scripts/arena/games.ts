// The tournament's games (docs/ai.md, "Measured"): one complete, seeded game between two players
// on a random legal army and battlefield (the property test's randomGameSetup), as a plain
// spec in and a plain result out, so the same function plays it here or in a worker process of
// the pool (pool.ts), and a game's result depends only on its spec, never on which worker played
// it or when.
import { createGame, messagesOf, totalPoints, type TeamId } from '../../src/engine';
import {
  LEVELS,
  playMatch,
  TOURNAMENT_ONLY,
  type Budget,
  type Match,
  type MatchOptions,
  type Player,
} from '../../src/ai';
import { randomGameSetup } from '../../tests/property/randomPlay';

/** One game of a tournament between `players[0]` and `players[1]`. */
export interface GameSpec {
  /** Its place in the tournament (results are put back in this order). */
  index: number;
  players: [Player, Player];
  /** The setup's seed and the agents' (playMatch's `seed`). */
  seed: string;
  /** `seat[t]`: the index in `players` of the player with team t. */
  seat: [0 | 1, 0 | 1];
  points: number;
  budget: Budget;
}

/** What a game gave, by player (the index in the spec's `players`), not by team. */
export interface GameResult {
  index: number;
  seed: string;
  seat: [0 | 1, 0 | 1];
  /** The player who won, or null for a draw. */
  winner: 0 | 1 | null;
  /** The Objective Points each player scored. */
  op: [number, number];
  /** The number of actions, and a digest of them all (FNV-1a of their JSON): the same game twice gives the same. */
  actions: number;
  digest: string;
  /** Each decision's CPU time (ms, of the process that played it), by player. */
  times: [number[], number[]];
  /** The search's playouts, and the CPU time of the decisions that made them, by player. */
  playouts: [number, number];
  thinkMs: [number, number];
}

/**
 * The specs of a tournament: `games` games, each setup (`${seed}-${pair}`) played twice with the
 * sides swapped, the first named player on team 0 in the first game of each pair. `from` (even)
 * is the first game's index: a bounded run goes on where an earlier one stopped.
 */
export function tournamentSpecs(
  players: [Player, Player],
  games: number,
  options: { seed: string; points: number; budget: Budget; from?: number },
): GameSpec[] {
  const from = options.from ?? 0;
  if (!Number.isInteger(from) || from < 0 || from % 2 !== 0)
    throw new Error(`the first game ${from}: an even whole number (a pair of games a setup)`);
  return Array.from({ length: games }, (_, k) => {
    const g = from + k;
    return {
      index: g,
      players,
      seed: `${options.seed}-${Math.floor(g / 2)}`,
      seat: g % 2 === 0 ? [0, 1] : [1, 0],
      points: options.points,
      budget: options.budget,
    };
  });
}

/** The team `player` (an index in the spec's `players`) plays in the spec's game. */
export function teamOfPlayer(spec: GameSpec, player: 0 | 1): TeamId {
  return spec.seat[0] === player ? 0 : 1;
}

/**
 * CPU time (ms) of this process (user and system): each game is played in a process of its own
 * (pool.ts), so a machine shared with other work still measures what one core does.
 */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** The player of that name, or an error that lists the players. */
export function tournamentPlayer(name: string): Player {
  if (!TOURNAMENT_ONLY.includes(name as Player) && !(LEVELS as readonly string[]).includes(name))
    throw new Error(
      `unknown player ${JSON.stringify(name)}: the players are ${[...LEVELS, ...TOURNAMENT_ONLY].join(', ')}`,
    );
  return name as Player;
}

/**
 * The game of a tournament's spec, played to its end (its setup, seats, seed and budget), with the
 * hooks of `playMatch` to watch it: the tournament's results and the studies' tallies
 * (scripts/aiStudy.ts) read the same games.
 */
export function playTournamentMatch(spec: GameSpec, hooks: Pick<MatchOptions, 'onDecision' | 'clock'> = {}): Match {
  for (const p of spec.players) tournamentPlayer(p);
  const created = createGame(randomGameSetup(spec.seed, spec.points));
  if (!created.ok) throw new Error(`${spec.seed}: ${messagesOf(created.error).join('; ')}`);
  const { players, seat } = spec;
  return playMatch(created.state, {
    players: [players[seat[0]], players[seat[1]]],
    seed: spec.seed,
    budget: spec.budget,
    ...hooks,
  });
}

/** Plays one game of a tournament to its end. */
export function playTournamentGame(spec: GameSpec): GameResult {
  const { seat } = spec;
  const times: [number[], number[]] = [[], []];
  const playouts: [number, number] = [0, 0];
  const thinkMs: [number, number] = [0, 0];
  const { final, actions } = playTournamentMatch(spec, {
    clock: cpuMs,
    onDecision(team, ms, answer) {
      const who = seat[team];
      times[who].push(ms);
      if (answer && answer.stats.playouts > 0) {
        playouts[who] += answer.stats.playouts;
        thinkMs[who] += ms;
      }
    },
  });
  const byTeam = totalPoints(final);
  const op: [number, number] = [0, 0];
  op[seat[0]] = byTeam[0];
  op[seat[1]] = byTeam[1];
  return {
    index: spec.index,
    seed: spec.seed,
    seat,
    winner: final.winner === null ? null : seat[final.winner],
    op,
    actions: actions.length,
    digest: fnv1a(JSON.stringify(actions)),
    times,
    playouts,
    thinkMs,
  };
}
