// npm run scenario -- <scenario.json> [<actions.json>]
// Loads a scenario (docs/scenarios.md), applies the actions in order, and prints the resulting
// state and the events (with their log lines) as JSON. Errors come out as JSON too, with a
// non-zero exit code: 2 for a file that cannot be read or a scenario that does not load, 1 for
// an action the rules refuse (the state before it is printed). Whatever the files hold, the
// command never prints a stack trace: a failure nothing below foresaw is still told as JSON,
// with the file it was reading, and exit code 2 (docs/scenarios.md).
import { readFileSync } from 'node:fs';
import {
  applyAction,
  describeEvent,
  isAction,
  legalActions,
  readScenarioText,
  type GameEvent,
  type GameState,
} from '../src/engine';
import { CATALOG_BY_ID } from '../src/data/catalog';
import { TILES } from '../src/data/tiles';

function fail(code: number, body: object): never {
  process.stdout.write(`${JSON.stringify({ ok: false, ...body }, null, 2)}\n`);
  process.exit(code);
}

/** The error's own words, never its stack. */
function reason(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** A file's text, or exit 2 saying why it cannot be read (missing, a directory, no permission). */
function readText(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    return fail(2, { error: `cannot read the ${what} file ${path}: ${reason(e)}`, file: path });
  }
}

function readJson(path: string, what: string): unknown {
  const text = readText(path, what);
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    return fail(2, { error: `the ${what} file ${path} is not JSON: ${reason(e)}`, file: path });
  }
}

function main(
  scenarioPath: string | undefined,
  actionsPath: string | undefined,
  reading: { file: string | null },
): void {
  if (!scenarioPath) fail(2, { error: 'usage: npm run scenario -- <scenario.json> [<actions.json>]' });
  // Read as the game reads scenario files: size, byte-order mark, JSON, the scenario, then the full
  // check of the state it sets up (validateState).
  reading.file = scenarioPath;
  const loaded = readScenarioText(readText(scenarioPath, 'scenario'), { catalog: CATALOG_BY_ID, tiles: TILES });
  if (!loaded.ok)
    fail(2, { error: `the scenario ${scenarioPath} does not load`, file: scenarioPath, problems: loaded.error });
  reading.file = actionsPath ?? null;
  const actions = actionsPath ? readJson(actionsPath, 'actions') : [];
  if (!Array.isArray(actions))
    fail(2, { error: `the actions file ${actionsPath} must hold a JSON list of actions`, file: actionsPath });

  let state: GameState = loaded.state;
  const log: { action: unknown; events: (GameEvent & { text: string })[] }[] = [
    { action: null, events: loaded.events.map((e) => ({ ...e, text: describeEvent(state, e) })) },
  ];
  actions.forEach((action, index) => {
    if (!isAction(action))
      fail(1, { error: `action ${index + 1} is not an action this game knows`, action, state, log });
    const r = applyAction(state, action);
    if (!r.ok)
      fail(1, {
        error: `action ${index + 1} is refused: ${r.error.message} (${r.error.rule})`,
        ruleError: r.error,
        action,
        state,
        log,
      });
    state = r.state;
    log.push({ action, events: r.events.map((e) => ({ ...e, text: describeEvent(state, e) })) });
  });
  reading.file = null;
  process.stdout.write(`${JSON.stringify({ ok: true, state, log, legalActions: legalActions(state) }, null, 2)}\n`);
}

const [scenarioPath, actionsPath] = process.argv.slice(2);
const reading: { file: string | null } = { file: null };
try {
  main(scenarioPath, actionsPath, reading);
} catch (e) {
  // The last resort: a file no check above foresaw. Its problem, in words, and the file.
  const file = reading.file;
  fail(2, { error: `${file ? `${file}: ` : ''}the scenario command failed: ${reason(e)}`, ...(file ? { file } : {}) });
}
