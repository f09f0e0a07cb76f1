// npm run scenario -- <scenario.json> [<actions.json>]
// Loads a scenario (docs/scenarios.md), applies the actions in order, and prints the resulting
// state and the events (with their log lines) as JSON. Errors come out as JSON too, with a
// non-zero exit code: 2 for a file that cannot be read or a scenario that does not load, 1 for
// an action the rules refuse (the state before it is printed).
import { readFileSync } from 'node:fs';
import { applyAction, describeEvent, isAction, legalActions, readScenarioText, type GameEvent } from '../src/engine';
import { CATALOG_BY_ID } from '../src/data/catalog';
import { TILES } from '../src/data/tiles';

function fail(code: number, body: object): never {
  process.stdout.write(`${JSON.stringify({ ok: false, ...body }, null, 2)}\n`);
  process.exit(code);
}

function readJson(path: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    return fail(2, { error: `cannot read the ${what} file ${path}: ${(e as Error).message}` });
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    return fail(2, { error: `the ${what} file ${path} is not JSON: ${(e as Error).message}` });
  }
}

const [scenarioPath, actionsPath] = process.argv.slice(2);
if (!scenarioPath) fail(2, { error: 'usage: npm run scenario -- <scenario.json> [<actions.json>]' });
// Read as the game reads scenario files: size, byte-order mark, JSON, the scenario, then the full
// check of the state it sets up (validateState).
let scenarioText = '';
try {
  scenarioText = readFileSync(scenarioPath, 'utf8');
} catch (e) {
  fail(2, { error: `cannot read the scenario file ${scenarioPath}: ${(e as Error).message}` });
}
const loaded = readScenarioText(scenarioText, { catalog: CATALOG_BY_ID, tiles: TILES });
if (!loaded.ok) fail(2, { error: 'the scenario does not load', problems: loaded.error });
const actions = actionsPath ? readJson(actionsPath, 'actions') : [];
if (!Array.isArray(actions)) fail(2, { error: 'the actions file must hold a JSON list of actions' });

let state = loaded.state;
const log: { action: unknown; events: (GameEvent & { text: string })[] }[] = [
  { action: null, events: loaded.events.map((e) => ({ ...e, text: describeEvent(state, e) })) },
];
actions.forEach((action, index) => {
  if (!isAction(action)) fail(1, { error: `action ${index + 1} is not an action this game knows`, action, state, log });
  const r = applyAction(state, action);
  if (!r.ok) fail(1, { error: `action ${index + 1} is refused: ${r.error.message} (${r.error.rule})`, ruleError: r.error, action, state, log });
  state = r.state;
  log.push({ action, events: r.events.map((e) => ({ ...e, text: describeEvent(state, e) })) });
});
process.stdout.write(`${JSON.stringify({ ok: true, state, log, legalActions: legalActions(state) }, null, 2)}\n`);
