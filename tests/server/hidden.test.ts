// Dice nobody can foresee (docs/online.md, "Provably fair dice"). The state a client may see (hideDice) has no seed,
// no generator state (Alea's numbers, the keyed generator's key) and no scripted dice; and nothing
// a client receives during a whole game (players and a spectator, every message: states, steps,
// events, seats, replies) holds the seed, the dice key, any of the generator's states along the
// game, or the scripted dice, until game:over reveals them.
import Database from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, test } from 'vitest';
import { applyAction, keyedRng, seedRng, type GameState } from '../../src/engine';
import { gameKeyOf, keyOfSeed } from '../../src/net/fairDice';
import { hideDice } from '../../src/net/hidden';
import { PROTOCOL_VERSION } from '../../src/net/protocol';
import { hashToken } from '../../server/referee';
import { CONTRIBUTIONS, Client, play, seatedGame, startServer, tempDir, type TestServer } from './harness';
import { sampleSetupGame } from '../store/fixtures';

let server: TestServer | null = null;
let tmp: ReturnType<typeof tempDir> | null = null;
const clients: Client[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await server?.close();
  server = null;
  tmp?.cleanup();
  tmp = null;
});

/** The generator's secret as JSON writes it: Alea's numbers (s0..s2 are fractions with many digits), or the key. */
function generatorSecrets(state: GameState): string[] {
  const rng = state.rng;
  if ('keyed' in rng) return [rng.keyed.key];
  const { s0, s1, s2 } = rng.alea;
  return [s0, s1, s2].map((n) => JSON.stringify(n));
}

const HIDDEN_KEYED = { keyed: { key: '0'.repeat(64), n: 0 } };

describe('hideDice', () => {
  test('blanks the seed, zeroes the generator and drops scripted dice, leaving the rest and its input untouched', () => {
    const state = { ...sampleSetupGame(0, 1, 'secret seed'), rng: seedRng('secret seed', [6, 6, 1, 1]) };
    const copy = structuredClone(state);
    const hidden = hideDice(state);
    expect(hidden.seed).toBe('');
    expect(hidden.rng).toEqual({ alea: { c: 0, s0: 0, s1: 0, s2: 0 } });
    expect(JSON.stringify(hidden)).not.toContain('secret seed');
    expect(JSON.stringify(hidden)).not.toContain('script');
    expect({ ...hidden, seed: state.seed, rng: state.rng, hidden: undefined }).toEqual({ ...state, hidden: undefined });
    expect(state).toEqual(copy);
  });

  test("blanks the keyed generator's key and counter, keeping its kind", () => {
    const key = '5a'.repeat(32);
    const state = {
      ...sampleSetupGame(0, 1, 'keyed'),
      seed: `keyed:${key}`,
      rng: { ...keyedRng(key, [3]), keyed: { key, n: 12 } },
    };
    const copy = structuredClone(state);
    const hidden = hideDice(state);
    expect(hidden.rng).toEqual(HIDDEN_KEYED);
    expect(hidden.seed).toBe('');
    expect(JSON.stringify(hidden)).not.toContain(key);
    expect(JSON.stringify(hidden)).not.toContain('script');
    expect(state).toEqual(copy);
  });
});

describe('what a client receives: no seed, no generator state', () => {
  test('in a scripted game played to the end, no message to a player or a spectator holds the seed, the dice key, a generator state or the script before game:over', async () => {
    tmp = tempDir();
    // Distinctive scripted dice: initiative 6+5 against 2+3, then a run no game would roll by chance.
    const script = [6, 5, 2, 3, 4, 4, 4, 4, 4, 4, 4, 4, 1, 2, 3, 4, 5, 6, 6, 5, 4, 3, 2, 1];
    server = await startServer({ file: `${tmp.dir}/games.db`, script });
    const table = await seatedGame(server.url);
    clients.push(...table.players);
    const watcher = await new Client(server.url).connected();
    clients.push(watcher);
    const watching = await watcher.call('game:join', { version: PROTOCOL_VERSION, gameId: table.gameId });
    expect(watching.ok && watching.value.role).toEqual({ kind: 'spectator' });
    await play(table);
    const over = await table.players[0].next('game:over', 0);
    await watcher.next('game:over', 0);

    // The game's true states, replayed from what was revealed: every generator state it went through.
    const initial = over.revealed.initial;
    expect(initial.rng.script).toEqual(script.slice(4)); // the setup's initiative roll took 4 (R3.1)
    const states: GameState[] = [initial];
    for (const r of table.players[0].received.filter((m) => m.event === 'game:step')) {
      const next = applyAction(states[states.length - 1]!, (r.payload as { step: { action: never } }).step.action);
      if (!next.ok) throw new Error(next.error.message);
      states.push(next.state);
    }
    const serverKey = keyOfSeed(over.revealed.seed)!;
    const secrets = new Set([over.revealed.seed, serverKey, ...states.flatMap(generatorSecrets)]);
    // The seed (`keyed:` and the server's key), that key, and the game's key (the server's mixed
    // with both players' contributions), which every state of the game holds.
    expect(secrets.size).toBe(3);
    expect(initial.rng).toMatchObject({ keyed: { key: gameKeyOf(serverKey, CONTRIBUTIONS) } });

    for (const client of [...table.players, watcher]) {
      const before = client.received.slice(
        0,
        client.received.findIndex((m) => m.event === 'game:over'),
      );
      expect(before.length).toBeGreaterThan(10);
      for (const text of [
        ...before.map((m) => JSON.stringify(m.payload)),
        ...client.replies.map((r) => JSON.stringify(r)),
      ]) {
        for (const secret of secrets) expect(text.includes(secret), `a message holds ${secret}`).toBe(false);
        expect(text).not.toMatch(/"script"/);
      }
      // Every state a client was sent has the generator blanked, even the final one.
      for (const m of client.received) {
        const state = (m.payload as { state?: GameState }).state;
        if (state) expect(state.rng).toEqual(HIDDEN_KEYED);
      }
    }
  });

  test('seat tokens are stored hashed: the database holds the SHA-256 of each token, never the token', async () => {
    tmp = tempDir();
    const file = `${tmp.dir}/games.db`;
    server = await startServer({ file });
    const table = await seatedGame(server.url);
    clients.push(...table.players);
    await play(table, 3);
    for (const c of table.players) c.close();
    await server.close();
    server = null;
    const db = new Database(file, { readonly: true });
    const row = db.prepare('SELECT hash0, hash1 FROM games WHERE id = ?').get(table.gameId) as {
      hash0: string;
      hash1: string;
    };
    db.close();
    expect([row.hash0, row.hash1]).toEqual(table.tokens.map(hashToken));
    // Not in any file of the store (the database, its write-ahead log), in any form.
    for (const name of readdirSync(tmp.dir)) {
      const bytes = readFileSync(`${tmp.dir}/${name}`).toString('latin1');
      for (const token of table.tokens) expect(bytes.includes(token)).toBe(false);
    }
  });
});
