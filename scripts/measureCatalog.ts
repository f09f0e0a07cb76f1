// npm run measure:catalog: how long the builder's catalog takes to filter, search and sort the
// whole card pool (docs/armies.md, "Finding a card"), measured and printed, never asserted. The
// catalog re-filters on every keystroke, so one filtering should stay well under a 16 ms frame.
// The pool: the real catalog when it holds 400 cards or more, else its cards repeated under new
// ids, names and nations up to 400 (as many cards as the whole game has).
// MEASURE_RUNS sets the runs per case (default 300). The machine's load average is printed too:
// on a shared machine the slowest runs are the process waiting for a core, not the filtering.
import { loadavg } from 'node:os';
import { CATALOG } from '../src/data/catalog';
import { NATION_SIDE, NATIONS, type UnitDef } from '../src/engine';
import { filterCatalog, NO_FILTERS, type CatalogFilter } from '../src/store/builder/catalogFilter';

const SIZE = 400;
const runs = Number(process.env.MEASURE_RUNS ?? 300);

function pool(): UnitDef[] {
  if (CATALOG.length >= SIZE) return [...CATALOG];
  return Array.from({ length: SIZE }, (_, i) => {
    const def = CATALOG[i % CATALOG.length];
    if (i < CATALOG.length) return def;
    const nation = NATIONS[i % NATIONS.length];
    return {
      ...def,
      id: `${def.id}-${i}`,
      name: `${def.name} ${i}`,
      nation,
      side: NATION_SIDE[nation],
      year: 1939 + (i % 7),
    };
  });
}

const cases: [string, Partial<CatalogFilter>][] = [
  ['no filter (catalog order)', {}],
  ['one side', { side: 'Axis' }],
  ['typing "p"', { side: 'Axis', query: 'p' }],
  ['typing "pz iv"', { side: 'Axis', query: 'pz iv' }],
  ['typing "t34 76"', { side: 'Allies', query: 't34 76' }],
  ['typing "jagdpanther"', { query: 'jagdpanther' }],
  ['a word of the type line: "tank destroyer"', { query: 'tank destroyer' }],
  ['no match: "zzzz"', { query: 'zzzz' }],
  [
    'nation + cost range, sorted by cost down',
    { nation: 'Germany', minCost: 10, maxCost: 40, sort: 'cost', descending: true },
  ],
  ['vehicles by 1942, sorted by name', { family: 'Vehicle', byYear: 1942, sort: 'name' }],
  ['"a" on both sides, sorted by year', { query: 'a', sort: 'year' }],
];

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))];
}

const ms = (x: number, width: number) => x.toFixed(3).padStart(width);

/**
 * Times `run` on fresh copies of the cards when `fresh`, so every run folds every name again:
 * the wall-clock times, and the slowest run's worth of processor time (the process's own work,
 * without the waits for a core that a loaded machine adds to the wall clock).
 */
function time(
  run: (cards: UnitDef[]) => unknown,
  cards: UnitDef[],
  fresh: boolean,
): { wall: number[]; cpuMax: number } {
  const wall: number[] = [];
  let cpuMax = 0;
  for (let i = 0; i < runs; i++) {
    const input = fresh ? cards.map((d) => ({ ...d })) : cards;
    const cpu = process.cpuUsage();
    const t = performance.now();
    run(input);
    wall.push(performance.now() - t);
    const used = process.cpuUsage(cpu);
    cpuMax = Math.max(cpuMax, (used.user + used.system) / 1000);
  }
  return { wall, cpuMax };
}

function report(name: string, shown: string, { wall, cpuMax }: { wall: number[]; cpuMax: number }): void {
  console.log(
    name.padEnd(46),
    shown.padStart(5),
    ms(percentile(wall, 0.5), 9),
    ms(percentile(wall, 0.95), 6),
    ms(Math.max(...wall), 7),
    ms(cpuMax, 11),
  );
}

const cards = pool();
console.log(
  `catalog: ${CATALOG.length} cards; measured on ${cards.length} cards, ${runs} runs per case; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}\n`,
);
console.log('case'.padEnd(46), 'shown', 'median ms', '95% ms', ' max ms', 'max CPU ms');
// The first search after the page loads folds every card's name once (catalogSearch.ts).
report(
  'first search: folds 400 names, "pz iv"',
  '',
  time((c) => filterCatalog(c, { side: null, ...NO_FILTERS, query: 'pz iv' }), cards, true),
);
for (const [name, f] of cases) {
  const filter: CatalogFilter = { side: null, ...NO_FILTERS, ...f };
  report(
    name,
    String(filterCatalog(cards, filter).length),
    time((c) => filterCatalog(c, filter), cards, false),
  );
}
