// The catalog: every stat card of the army's side, found by name as the player types, filtered by
// nation, type, year, cost and ability, sorted, and shown whole on hover or focus
// (docs/armies.md, "Finding a card"); each to open or to add as a new unit (a squad of 6 Basic
// Infantry, R1.4; 3 of a Cavalry, Motorcycle, MG Team or Specialist unit, or 1 artillery piece,
// R1.5; one vehicle or aircraft, R1.6).
import { memo, useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  startUnit,
  NATION_SIDE,
  type AbilityId,
  type ArmyList,
  type ArmyReport,
  type Nation,
  type UnitDef,
} from '../../engine';
import { ABILITY_TEXT } from '../../data/abilities';
import { CustomCardsBar } from './CustomCardsBar';
import { addUnit, addUnitProblem } from '../../store/builder/armyEdit';
import { useAppStoreApi, useBuilder, useFullCatalogList } from '../../store/context';
import {
  catalogSide,
  filterCatalog,
  filtersSet,
  NATIONS,
  TYPE_FAMILIES,
  typeFamily,
  type CatalogSort,
  type TypeFamily,
} from '../../store/builder/catalogFilter';
import { StatCard } from '../StatCard';
import { CardButton } from './CardButton';
import { useListEdits } from './edits';
import { useRovingList } from './useRovingList';

/** What the filters offer: the type lines (with their families), abilities and years the cards have. */
function filterChoices(catalog: readonly UnitDef[]) {
  return {
    typeLines: [...new Set(catalog.map((d) => d.typeLine))].sort(),
    lineFamily: new Map(catalog.map((d) => [d.typeLine, typeFamily(d)])),
    abilities: [...new Set(catalog.flatMap((d) => d.abilities.map((a) => a.id)))].sort((a, b) =>
      ABILITY_TEXT[a].name.localeCompare(ABILITY_TEXT[b].name),
    ),
    years: [...new Set(catalog.flatMap((d) => (d.year === undefined ? [] : [d.year])))].sort(),
  };
}
const SORTS: Record<CatalogSort, string> = {
  relevance: 'Best match',
  name: 'Name',
  cost: 'Cost',
  year: 'Year',
  type: 'Type',
};
/** The preview's width (styles.css, .card-preview) and its gaps. */
const PREVIEW_ROOM = 300 + 16;
/** A family in the type select, told apart from an exact type line. */
const FAMILY = 'family:';
const FAMILY_NAMES: Record<TypeFamily, string> = {
  Infantry: 'All infantry',
  Vehicle: 'All vehicles',
  Aircraft: 'All aircraft',
};

function addLabel(def: UnitDef, size: number): string {
  if (size === 6) return `Add a squad of 6 ${def.name}`;
  return size > 1 ? `Add a unit of ${size} ${def.name}` : `Add ${def.name}`;
}

/** A cost typed in a filter box: a whole number of points, or no bound. */
function costBound(text: string): number | null {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

interface RowProps {
  def: UnitDef;
  /** Why the list takes no more units (addUnitProblem), or null. */
  full: string | null;
  onPreview(def: UnitDef, row: HTMLElement): void;
  /** Which of the row's buttons is the list's one tab stop (0 the name, 1 Add), or null: none. */
  tabStop: number | null;
}

/** Memoized: a keystroke in the search re-renders only the rows that change (400 cards). */
const CatalogRow = memo(function CatalogRow({ def, full, onPreview, tabStop }: RowProps) {
  const reasonId = useId();
  const { change } = useListEdits();
  const start = startUnit(def);
  const size = start.ok ? start.value.models.length : 0;
  const why = start.ok ? full : "Joins a squad: use a squad's Officer swap (R1.6)";
  return (
    <li
      className="catalog-row"
      onMouseEnter={(e) => onPreview(def, e.currentTarget)}
      onFocus={(e) => onPreview(def, e.currentTarget)}
    >
      <div className="row-main">
        <CardButton def={def} tabIndex={tabStop === 0 ? 0 : -1} />
        <span className="row-meta">
          {def.typeLine} · {def.nation}
          {def.year ? ` · ${def.year}` : ''}
        </span>
        {why && (
          <span className="why" id={reasonId}>
            {why}
          </span>
        )}
      </div>
      {/* A span's aria-label is not read (it has no role): the words are hidden text beside the shown number. */}
      <span className="row-cost" aria-hidden="true">
        {def.cost}
      </span>
      <span className="visually-hidden">{`${def.cost} points a model`}</span>
      <button
        type="button"
        tabIndex={tabStop !== null && tabStop > 0 ? 0 : -1}
        aria-label={start.ok ? addLabel(def, size) : `Add ${def.name}`}
        aria-disabled={!!why || undefined}
        aria-describedby={why ? reasonId : undefined}
        onClick={() => {
          if (start.ok && !why)
            change((l: ArmyList) => addUnit(l, start.value), `${addLabel(def, size).replace(/^Add/, 'Added')}.`);
        }}
      >
        {size > 1 ? `Add ${size}` : 'Add'}
      </button>
    </li>
  );
});

/**
 * The stat card of the row under the pointer or the focus, beside the catalog: it covers the
 * list's neighbour, never the catalog's own rows and Add buttons. Screen readers have the same
 * card behind the row's name (the stat card dialog), so this copy is hidden from them, and inert:
 * its ability texts' <summary> would otherwise be where Tab goes from the list, and the focus
 * would be lost as the preview closes.
 */
function CardPreview({ def, top, left }: { def: UnitDef; top: number; left: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [y, setY] = useState(top);
  useLayoutEffect(() => {
    // Level with the row, but wholly on screen.
    const height = ref.current?.offsetHeight ?? 0;
    setY(Math.max(8, Math.min(top, window.innerHeight - height - 8)));
  }, [top, def]);
  return (
    <div
      ref={ref}
      className="card-preview"
      style={{ top: y, left }}
      aria-hidden="true"
      inert
      data-testid="card-preview"
    >
      <StatCard def={def} expanded />
    </div>
  );
}

/** One end of the cost range: a whole number of points, or empty for no bound. */
function CostInput({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: number | null;
  onChange(v: number | null): void;
}) {
  return (
    <input
      type="number"
      min={0}
      inputMode="numeric"
      aria-label={label}
      placeholder={placeholder}
      value={value ?? ''}
      onChange={(e) => onChange(costBound(e.target.value))}
    />
  );
}

export function CatalogBrowser({ list, report }: { list: ArmyList; report: ArmyReport }) {
  const appStore = useAppStoreApi();
  const ui = useBuilder((s) => s);
  const side = catalogSide(report.side, list.units.length > 0, !!list.casual, ui.chosenSide);
  // The catalog and the player's own cards (docs/armies.md, "Your own cards").
  const catalog = useFullCatalogList();
  const { typeLines, lineFamily, abilities, years } = useMemo(() => filterChoices(catalog), [catalog]);
  const onSideCards = side ? catalog.filter((d) => d.side === side) : catalog;
  const present = new Set(onSideCards.map((d) => d.nation));
  const nations = NATIONS.filter((n) => (!side || NATION_SIDE[n] === side) && present.has(n));
  // A nation chosen for the other side, before the army took its side, is no filter now.
  const nation: Nation | '' = ui.nation && nations.includes(ui.nation) ? ui.nation : '';
  const { query, hiddenNations, family, typeLine, ability, byYear, minCost, maxCost, sort, descending } = ui;
  const cards = useMemo(
    () =>
      filterCatalog(catalog, {
        side,
        nation,
        query,
        hiddenNations,
        family,
        typeLine,
        ability,
        byYear,
        minCost,
        maxCost,
        sort,
        descending,
      }),
    [
      catalog,
      side,
      nation,
      query,
      hiddenNations,
      family,
      typeLine,
      ability,
      byYear,
      minCost,
      maxCost,
      sort,
      descending,
    ],
  );
  const builder = appStore.getState().builder;
  const set = builder.setFilter;
  const full = addUnitProblem(list);
  const id = useId();
  const panel = useRef<HTMLElement>(null);
  const [preview, setPreview] = useState<{ def: UnitDef; top: number; left: number } | null>(null);
  const showPreview = useCallback((def: UnitDef, row: HTMLElement) => {
    const right = panel.current?.getBoundingClientRect().right ?? row.getBoundingClientRect().right;
    // No room beside the catalog (a narrow window): no preview rather than one over the rows;
    // the card's name still opens it.
    if (window.innerWidth - right < PREVIEW_ROOM) return;
    setPreview({ def, top: row.getBoundingClientRect().top, left: right + 8 });
  }, []);
  // One tab stop for the whole list; the arrow keys move within it.
  const roving = useRovingList<HTMLUListElement>(cards);
  const typeValue = ui.typeLine || (ui.family ? FAMILY + ui.family : '');
  return (
    <section className="panel catalog" aria-labelledby="catalog-title" ref={panel}>
      <h2 id="catalog-title">Catalog</h2>
      <CustomCardsBar />
      <input
        type="search"
        className="search"
        aria-label="Search the catalog"
        placeholder="Search names, types, abilities…"
        value={ui.query}
        onChange={(e) => set({ query: e.target.value })}
      />
      <div className="filters">
        <div className="field">
          <label htmlFor={`${id}-nation`}>Nation</label>
          <select id={`${id}-nation`} value={nation} onChange={(e) => set({ nation: e.target.value as Nation | '' })}>
            <option value="">{side ? `All nations (${side})` : 'All nations'}</option>
            {nations.map((n) => (
              <option key={n} value={n}>
                {n} ({onSideCards.filter((d) => d.nation === n).length})
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-type`}>Type</label>
          <select
            id={`${id}-type`}
            value={typeValue}
            onChange={(e) => {
              const v = e.target.value;
              set(
                v.startsWith(FAMILY)
                  ? { family: v.slice(FAMILY.length) as TypeFamily, typeLine: '' }
                  : { family: '', typeLine: v },
              );
            }}
          >
            <option value="">All types</option>
            {TYPE_FAMILIES.map((f) => (
              <option key={f} value={FAMILY + f}>
                {FAMILY_NAMES[f]}
              </option>
            ))}
            {[...TYPE_FAMILIES, null]
              .filter((f) => typeLines.some((t) => lineFamily.get(t) === f))
              .map((f) => (
                <optgroup key={f ?? 'other'} label={f ?? 'Other'}>
                  {typeLines
                    .filter((t) => lineFamily.get(t) === f)
                    .map((t) => (
                      <option key={t} value={t}>
                        {t}
                      </option>
                    ))}
                </optgroup>
              ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-ability`}>Ability</label>
          <select
            id={`${id}-ability`}
            value={ui.ability}
            onChange={(e) => set({ ability: e.target.value as AbilityId | '' })}
          >
            <option value="">Any ability</option>
            {abilities.map((a) => (
              <option key={a} value={a}>
                {ABILITY_TEXT[a].name.replace(/ [+]?#/, '')}
              </option>
            ))}
          </select>
        </div>
        {years.length > 0 && (
          <div className="field">
            <label htmlFor={`${id}-year`}>In service by</label>
            <select
              id={`${id}-year`}
              value={ui.byYear ?? ''}
              onChange={(e) => set({ byYear: e.target.value ? Number(e.target.value) : null })}
            >
              <option value="">Any year</option>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </div>
        )}
        <fieldset className="field cost-range">
          <legend>Cost</legend>
          <CostInput
            label="Lowest cost"
            placeholder="min"
            value={ui.minCost}
            onChange={(minCost) => set({ minCost })}
          />
          <span aria-hidden="true">–</span>
          <CostInput
            label="Highest cost"
            placeholder="max"
            value={ui.maxCost}
            onChange={(maxCost) => set({ maxCost })}
          />
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-sort`}>Sort</label>
          <span className="sort">
            <select id={`${id}-sort`} value={ui.sort} onChange={(e) => set({ sort: e.target.value as CatalogSort })}>
              {Object.entries(SORTS).map(([value, name]) => (
                <option key={value} value={value}>
                  {name}
                </option>
              ))}
            </select>
            <button
              type="button"
              aria-label="Descending order"
              aria-pressed={ui.descending}
              disabled={ui.sort === 'relevance'}
              title={
                ui.sort === 'relevance'
                  ? 'Best matches always come first'
                  : ui.descending
                    ? 'Highest first'
                    : 'Lowest first'
              }
              onClick={() => set({ descending: !ui.descending })}
            >
              {ui.descending ? '↓' : '↑'}
            </button>
          </span>
        </div>
      </div>
      {!nation && nations.length > 1 && (
        <fieldset className="nations">
          <legend>Nations shown{side ? ` (${side})` : ' (both sides)'}</legend>
          <div className="nation-chips">
            {nations.map((n) => (
              <label key={n} className="nation-chip">
                <input
                  type="checkbox"
                  checked={!ui.hiddenNations.includes(n)}
                  onChange={() => builder.toggleNation(n)}
                />
                {n}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="catalog-status">
        <p className="count" aria-live="polite" data-testid="catalog-count">
          {cards.length} of {onSideCards.length} cards
        </p>
        <button type="button" className="link" disabled={!filtersSet(ui)} onClick={() => builder.clearFilters()}>
          Clear filters
        </button>
      </div>
      <ul
        className="catalog-list"
        aria-label="Stat cards"
        ref={roving.listRef}
        onFocus={roving.onFocus}
        onMouseLeave={() => setPreview(null)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPreview(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setPreview(null);
          else roving.onKeyDown(e);
        }}
      >
        {cards.map((def, i) => (
          <CatalogRow
            key={def.id}
            def={def}
            full={full}
            onPreview={showPreview}
            tabStop={i === roving.active.row ? roving.active.col : null}
          />
        ))}
      </ul>
      {preview && !ui.card && cards.includes(preview.def) && (
        <CardPreview def={preview.def} top={preview.top} left={preview.left} />
      )}
    </section>
  );
}
