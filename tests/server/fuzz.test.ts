// The game server's fuzzer (tests/server/fuzzer.ts), a short run inside `npm test`: a site and
// game server on a loopback port, in this process (an exception anywhere in it fails the run),
// random and mutated HTTP requests and socket.io messages from 127.0.0.2. It must answer every
// one soundly and accept nothing it must refuse. The long run is `npm run fuzz:server`
// (docs/online.md "The fuzzer").
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createSiteServer } from '../../server/site';
import { attachGameServer } from '../../server/sockets';
import { SqliteStore } from '../../server/sqliteStore';
import { fuzzServer } from './fuzzer';
import { SITE, writeSite } from './http';
import { tempDir } from './harness';

let tmp: ReturnType<typeof tempDir>;
let url: string;
let close: () => Promise<void>;

beforeAll(async () => {
  tmp = tempDir();
  const root = join(tmp.dir, 'site');
  writeSite(root);
  // A file beside the site that no request may reach (the fuzzer looks for its text in every answer).
  writeFileSync(join(tmp.dir, 'package.json'), '{ "name": "aam-reloaded" }\n');
  let game: ReturnType<typeof attachGameServer> | null = null;
  const http = createSiteServer({
    root,
    contentSecurityPolicy: SITE.policy,
    health: () => game!.health(),
    stopping: () => false,
    log: () => undefined,
  });
  // The fuzzer sends far faster than a player: the rate limits are lifted so that what it sends
  // reaches the checks behind them (the limits are tested in limits.test.ts).
  game = attachGameServer(http, {
    store: new SqliteStore(join(tmp.dir, 'games.db')),
    limits: {
      perSocket: { burst: 1e6, perSecond: 1e6 },
      perAddress: { burst: 1e6, perSecond: 1e6 },
      connectionsPerAddress: 1000,
      gamesPerMinute: 1e6,
    },
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  close = () => game!.close();
});
afterAll(async () => {
  await close();
  tmp.cleanup();
});

test('random and mutated requests and messages: every one answered soundly, nothing wrongly accepted, the server still serving', async () => {
  const result = await fuzzServer(
    { url, alive: () => true, localAddress: '127.0.0.2' },
    { seed: 'npm-test', http: 800, socket: 800 },
  );
  if (!result.ok)
    expect.fail(
      `${result.failure.surface} case ${result.failure.index}: ${result.failure.kind}: ${result.failure.detail}\nsent: ${result.failure.input}`,
    );
  // The run reached every kind of answer it is there to check.
  expect(result.stats.http).toBe(800);
  expect(result.stats.socket).toBe(800);
  for (const status of ['200', '400', '404', '405', '414', '431'])
    expect(result.stats.statuses[status] ?? 0).toBeGreaterThan(0);
  // Most messages are near misses of valid ones, so the referee's own refusals are met, not only the readers'.
  expect(result.stats.codes.MALFORMED ?? 0).toBeGreaterThan(0);
  expect(
    Object.keys(result.stats.codes).filter((c) => !['MALFORMED', 'TOO_LARGE', 'TOO_DEEP', 'FLOOD'].includes(c)).length,
    JSON.stringify(result.stats.codes),
  ).toBeGreaterThanOrEqual(3);
  expect(result.stats.accepted).toBeGreaterThan(0);
}, 180_000);
