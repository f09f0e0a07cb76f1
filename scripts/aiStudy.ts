// npm run ai:study -- --study dice|variants|setup|markers|seats [--setups 20] [--points 100] [--seed arena] ...
// Measurements behind the hard player's setup search (docs/ai.md "What was
// tried"), normal against itself on random setups (the tournament's randomGameSetup):
// - dice [--dice 5]: each setup with several dice seeds: how often the setup's majority team
//   wins (the dice against the setup), and how often the side ahead by `evaluate` after the setup
//   and after turn 1 wins;
// - variants [--variants 10] [--topk 3]: the side that loses a setup picks at random among
//   normal's top k choices in the setup only, in turn 1 only, or always: how often it wins;
// - setup [--games 14] [--candidates 32]: one side searches its setup decisions (setupSearch.ts,
//   `--games` game playouts a decision), normal elsewhere: how often it wins against normal.
// - markers [--a normal] [--b normal-2026-11] [--ms N | --playouts N]: the tournament's games
//   between two players (the same seeds and budget give the same games as `npm run
//   ai:tournament`): where each side's OP came from, by marker (R7.1: the deployment zones' 1-OP
//   markers, the 2-OP mid markers, the 3-OP centre) and by turn, in the games the first player
//   won, lost and drew.
// - seats [--a hard] [--b normal] [--ms N | --playouts N]: each setup's strong seat, the team
//   that wins it with normal on both sides (normal has no time budget, so that game is the same
//   every time: the army and the seat decide it between equal players), then the tournament's
//   games between the two players: the first one's points in the strong seats (kept?) and in the
//   weak ones (turned?).
// Measured, never asserted.
import seedrandom from 'seedrandom';
import {
  applyAction,
  createGame,
  legalActions,
  messagesOf,
  totalPoints,
  type Action,
  type GameState,
  type Objective,
  type TeamId,
} from '../src/engine';
import { chooseAction } from '../src/ai/agent';
import { deciderOf, type Decider } from '../src/ai/decider';
import { BLOCKED, scoreActions, type Scored } from '../src/ai/normal';
import { GAME_PLAYOUT_COST, searchSetup } from '../src/ai/setupSearch';
import { evaluate } from '../src/ai/evaluation';
import { randomGameSetup } from '../tests/property/randomPlay';
import { arg, budgetArg } from './args';
import { playTournamentMatch, teamOfPlayer, tournamentPlayer, tournamentSpecs } from './arena/games';

const study = arg('study', 'dice');
const setups = Number(arg('setups', '20'));
const points = Number(arg('points', '100'));
const seed = arg('seed', 'arena');
/** The searching players' budget, as `npm run ai:tournament` takes it. */
const budget = budgetArg();

/** normal's sane scores for the decision, best first. */
function ranked(state: GameState, d: Decider): Scored[] {
  return scoreActions(state, d, legalActions(state))
    .filter((s) => s.score > BLOCKED)
    .sort((a, b) => b.score - a.score);
}

/** A game from the setup `setupSeed` (its dice from `diceSeed` if given); `choose` may replace normal's action. */
function play(
  setupSeed: string,
  choose: (state: GameState, d: Decider, normal: Action) => Action,
  diceSeed?: string,
  watch?: (before: GameState, after: GameState) => void,
): GameState {
  const setup = randomGameSetup(setupSeed, points);
  const created = createGame(diceSeed ? { ...setup, seed: diceSeed } : setup);
  if (!created.ok) throw new Error(messagesOf(created.error).join('; '));
  let state = created.state;
  while (state.phase !== 'ended') {
    const normal = chooseAction(state, { level: 'normal', seed: 'study' })!.action;
    const r = applyAction(state, choose(state, deciderOf(state)!, normal));
    if (!r.ok) throw new Error(`${setupSeed}: refused ${r.error.message}`);
    watch?.(state, r.state);
    state = r.state;
  }
  return state;
}
const asNormal = (_s: GameState, _d: Decider, normal: Action) => normal;
const score = (s: GameState) => `${s.winner ?? 'D'} ${totalPoints(s).join('-')}`;

function diceStudy(): void {
  const dice = Number(arg('dice', '5'));
  let majority = 0;
  let decided = 0;
  const agree = { setup: 0, turn1: 0 };
  for (let s = 0; s < setups; s++) {
    const setupSeed = `${seed}-${s}`;
    const wins = [0, 0, 0];
    const line: string[] = [];
    for (let j = 0; j < dice; j++) {
      const ev: { setup?: number; turn1?: number } = {};
      const final = play(setupSeed, asNormal, j === 0 ? undefined : `${setupSeed}/dice${j}`, (before, after) => {
        if (ev.setup === undefined && before.phase === 'setup' && after.phase !== 'setup')
          ev.setup = evaluate(after, 0);
        if (ev.turn1 === undefined && before.turn === 1 && (after.turn > 1 || after.phase === 'ended'))
          ev.turn1 = evaluate(after, 0);
      });
      const w = final.winner;
      wins[w ?? 2]++;
      if (w !== null) {
        decided++;
        if (ev.setup !== undefined && ev.setup > 0 === (w === 0)) agree.setup++;
        if (ev.turn1 !== undefined && ev.turn1 > 0 === (w === 0)) agree.turn1++;
      }
      line.push(`${score(final)} ev ${ev.setup?.toFixed(1)}/${ev.turn1?.toFixed(1)}`);
    }
    majority += Math.max(wins[0], wins[1]);
    console.log(`${setupSeed}: team 0 ${wins[0]}, team 1 ${wins[1]}, draws ${wins[2]} | ${line.join(' | ')}`);
  }
  console.log(`games ${setups * dice}; won by the setup's majority team ${majority}`);
  console.log(
    `decided ${decided}: the side ahead by evaluate after the setup won ${agree.setup}, after turn 1 ${agree.turn1}`,
  );
}

function variantsStudy(): void {
  const variants = Number(arg('variants', '10'));
  const topk = Number(arg('topk', '3'));
  const won = { setup: 0, turn1: 0, all: 0 };
  let n = 0;
  for (let s = 0; s < setups; s++) {
    const setupSeed = `${seed}-${s}`;
    const base = play(setupSeed, asNormal);
    if (base.winner === null) continue;
    const loser: TeamId = base.winner === 0 ? 1 : 0;
    n++;
    const line = [`base ${score(base)}, loser ${loser}`];
    for (const when of ['setup', 'turn1', 'all'] as const) {
      let w = 0;
      for (let v = 0; v < variants; v++) {
        const rng = seedrandom(`${setupSeed}/${when}/${v}`);
        const final = play(setupSeed, (state, d, normal) => {
          const inWindow =
            when === 'all' ||
            (when === 'setup' ? state.phase === 'setup' : state.phase !== 'setup' && state.turn === 1);
          if (d.team !== loser || !inWindow) return normal;
          const top = ranked(state, d);
          return top.length > 1 ? top[Math.floor(rng() * Math.min(topk, top.length))].action : normal;
        });
        if (final.winner === loser) w++;
      }
      won[when] += w;
      line.push(`${when} ${w}/${variants}`);
    }
    console.log(`${setupSeed}: ${line.join(', ')}`);
  }
  console.log(`decided setups ${n}; variants won by the loser (of ${n * variants} each): ${JSON.stringify(won)}`);
}

function setupStudy(): void {
  const games = Number(arg('games', '14'));
  const candidates = Number(arg('candidates', '32'));
  let decisions = 0;
  let departures = 0;
  let ms = 0;
  let won = 0;
  let baseWon = 0;
  let turned = 0;
  let spoiled = 0;
  for (let s = 0; s < setups; s++) {
    const setupSeed = `${seed}-${s}`;
    const base = play(setupSeed, asNormal);
    const line = [`base ${score(base)}`];
    for (const team of [0, 1] as const) {
      const final = play(setupSeed, (state, d, normal) => {
        if (d.team !== team || state.phase !== 'setup') return normal;
        const top = ranked(state, d);
        if (top.length < 2) return normal;
        const t0 = performance.now();
        const pick = searchSetup(
          state,
          team,
          top,
          `${setupSeed}:${team}|${decisions}`,
          { playouts: games * GAME_PLAYOUT_COST },
          0,
          candidates,
        ).best.action;
        ms += performance.now() - t0;
        decisions++;
        if (JSON.stringify(pick) !== JSON.stringify(normal)) departures++;
        return pick;
      });
      if (final.winner === team) won++;
      if (base.winner === team) baseWon++;
      if (final.winner === team && base.winner !== team) turned++;
      if (final.winner !== team && base.winner === team) spoiled++;
      line.push(`searcher ${team}: ${score(final)}`);
    }
    console.log(`${setupSeed}: ${line.join(', ')}`);
  }
  console.log(
    `games ${2 * setups}: the setup searcher won ${won} (normal in its seat ${baseWon}); turned ${turned}, lost where normal won ${spoiled}; ${decisions} setup decisions, ${departures} departures from normal, mean ${(ms / Math.max(1, decisions)).toFixed(0)} ms`,
  );
}

/** A game's points for `team`, as the studies count them: a win 1, a draw a half (R7.3). */
function pointsOf(final: GameState, team: TeamId): number {
  return final.winner === null ? 0.5 : final.winner === team ? 1 : 0;
}

/** A marker's place for the side `seat` (R7.1, the rule book's Game Setup): its own or the other side's 1-OP and 2-OP markers, or the centre. */
function markerClass(o: Objective, seat: TeamId): string {
  if (o.value === 3) return 'centre';
  return `${o.placedBy === seat ? 'own' : 'their'} ${o.value}`;
}

const MARKER_CLASSES = ['own 1', 'their 1', 'own 2', 'their 2', 'centre'];

function markersStudy(): void {
  const a = tournamentPlayer(arg('a', 'normal'));
  const b = tournamentPlayer(arg('b', 'normal-2026-11'));
  type Tally = {
    games: number;
    op: Record<string, [number, number]>;
    turns: [number, number][];
    hvt: [number, number];
  };
  const tally = (): Tally => ({ games: 0, op: {}, turns: [], hvt: [0, 0] });
  const byResult: Record<'won' | 'lost' | 'drawn', Tally> = { won: tally(), lost: tally(), drawn: tally() };
  // The tournament's own games (scripts/arena/games.ts): each setup twice, `a` on team 0 first.
  const results: number[] = [];
  for (const spec of tournamentSpecs([a, b], 2 * setups, { seed, points, budget })) {
    const { final } = playTournamentMatch(spec);
    const mine = teamOfPlayer(spec, 0);
    const theirs: TeamId = mine === 0 ? 1 : 0;
    const result = final.winner === null ? 'drawn' : final.winner === mine ? 'won' : 'lost';
    results.push(pointsOf(final, mine));
    const t = byResult[result];
    t.games++;
    t.hvt[0] += final.score.hvt[mine];
    t.hvt[1] += final.score.hvt[theirs];
    final.score.turns.forEach((turn, i) => {
      t.turns[i] ??= [0, 0];
      t.turns[i][0] += turn.points[mine];
      t.turns[i][1] += turn.points[theirs];
      for (const m of turn.markers) {
        if (m.team === null) continue;
        const o = final.objectives.find((x) => x.id === m.objective)!;
        const k = markerClass(o, mine);
        t.op[k] ??= [0, 0];
        t.op[k][m.team === mine ? 0 : 1] += o.value;
      }
    });
  }
  const pairs = new Map<string, number>();
  for (let i = 0; i < results.length; i += 2) {
    const key = `${results[i]}/${results[i + 1]}`;
    pairs.set(key, (pairs.get(key) ?? 0) + 1);
  }
  const per = (x: number, n: number) => (x / n).toFixed(2);
  console.log(`${a} against ${b}, ${setups} setups at ${points} points, seeds ${seed}-0 to ${seed}-${setups - 1}`);
  for (const [result, t] of Object.entries(byResult)) {
    if (t.games === 0) continue;
    const markers = MARKER_CLASSES.map((k) => {
      const [mine, theirs] = t.op[k] ?? [0, 0];
      return `${k} ${per(mine, t.games)}-${per(theirs, t.games)}`;
    });
    const turns = t.turns.map(([mine, theirs], i) => `t${i + 1} ${per(mine, t.games)}-${per(theirs, t.games)}`);
    console.log(
      `${a} ${result} ${t.games}: OP a game by marker (${a}-${b}) ${markers.join(', ')}; High Value Targets ${per(t.hvt[0], t.games)}-${per(t.hvt[1], t.games)}; by turn ${turns.join(', ')}`,
    );
  }
  const pairLine = [...pairs.entries()].sort((x, y) => y[1] - x[1]).map(([k, n]) => `${k} ${n}`);
  console.log(`setups by ${a}'s results (on team 0 / on team 1, a draw 0.5): ${pairLine.join(', ')}`);
}

function seatsStudy(): void {
  const a = tournamentPlayer(arg('a', 'hard'));
  const b = tournamentPlayer(arg('b', 'normal'));
  // Each setup's first game of normal against itself (the second is the same game).
  const strong = tournamentSpecs(['normal', 'normal'], 2 * setups, { seed, points, budget: {} })
    .filter((spec) => spec.index % 2 === 0)
    .map((spec) => playTournamentMatch(spec).final.winner);
  const seats = { strong: [0, 0], weak: [0, 0], 'drawn setup': [0, 0] };
  for (const spec of tournamentSpecs([a, b], 2 * setups, { seed, points, budget })) {
    const { final } = playTournamentMatch(spec);
    const mine = teamOfPlayer(spec, 0);
    const favoured = strong[Math.floor(spec.index / 2)];
    const t = seats[favoured === null ? 'drawn setup' : favoured === mine ? 'strong' : 'weak'];
    t[0] += pointsOf(final, mine);
    t[1]++;
  }
  const total = Object.values(seats).reduce((x, t) => x + t[0], 0);
  console.log(
    `${a} against ${b}, ${setups} setups at ${points} points, seeds ${seed}-0 to ${seed}-${setups - 1}${Object.keys(budget).length > 0 ? `, budget ${JSON.stringify(budget)}` : ''}`,
  );
  console.log(
    `${a}'s points (a win 1, a draw 0.5) by its seat, strong where normal against itself wins: ${Object.entries(seats)
      .filter(([, t]) => t[1] > 0)
      .map(([k, t]) => `${k} ${t[0]} of ${t[1]}`)
      .join(', ')}; all ${total} of ${2 * setups}`,
  );
}

if (study === 'dice') diceStudy();
else if (study === 'variants') variantsStudy();
else if (study === 'setup') setupStudy();
else if (study === 'markers') markersStudy();
else if (study === 'seats') seatsStudy();
else throw new Error(`unknown study ${study}: dice, variants, setup, markers or seats`);
