// The catalog: every stat card of the army's side, found by name, nation, type or ability, to
// open or to add as a new unit (a squad of 6 Basic Infantry, R1.4; 3 of a Cavalry, Motorcycle,
// MG Team or Specialist unit, or 1 artillery piece, R1.5; one vehicle or aircraft, R1.6).
import { useId } from 'react';
import { startUnit, NATION_SIDE, type AbilityId, type ArmyList, type ArmyReport, type UnitDef } from '../../engine';
import { ABILITY_TEXT } from '../../data/abilities';
import { CATALOG } from '../../data/catalog';
import { CustomCardsBar } from './CustomCardsBar';
import { addUnit, addUnitProblem } from '../../store/armyEdit';
import { appStore, useBuilder, useFullCatalogList } from '../../store/appStore';
import { catalogSide, filterCatalog, NATIONS } from '../../store/catalogFilter';
import { CardButton } from './CardButton';
import { change } from './edits';

const TYPE_LINES = [...new Set(CATALOG.map((d) => d.typeLine))].sort();
const ABILITIES = [...new Set(CATALOG.flatMap((d) => d.abilities.map((a) => a.id)))].sort((a, b) =>
  ABILITY_TEXT[a].name.localeCompare(ABILITY_TEXT[b].name),
);

function addLabel(def: UnitDef, size: number): string {
  if (size === 6) return `Add a squad of 6 ${def.name}`;
  return size > 1 ? `Add a unit of ${size} ${def.name}` : `Add ${def.name}`;
}

/** `full`: why the list takes no more units (addUnitProblem), or null. */
function CatalogRow({ def, full }: { def: UnitDef; full: string | null }) {
  const reasonId = useId();
  const start = startUnit(def);
  const size = start.ok ? start.value.models.length : 0;
  const why = start.ok ? full : 'Joins a squad: use a squad\'s Officer swap (R1.6)';
  return (
    <li className="catalog-row">
      <div className="row-main">
        <CardButton def={def} />
        <span className="row-meta">
          {def.typeLine} · {def.nation}
        </span>
        {why && (
          <span className="why" id={reasonId}>
            {why}
          </span>
        )}
      </div>
      <span className="row-cost" aria-label={`${def.cost} points a model`}>
        {def.cost}
      </span>
      <button
        type="button"
        aria-label={start.ok ? addLabel(def, size) : `Add ${def.name}`}
        aria-disabled={!!why || undefined}
        aria-describedby={why ? reasonId : undefined}
        onClick={() => {
          if (start.ok && !why) change((l: ArmyList) => addUnit(l, start.value), `${addLabel(def, size).replace(/^Add/, 'Added')}.`);
        }}
      >
        {size > 1 ? `Add ${size}` : 'Add'}
      </button>
    </li>
  );
}

export function CatalogBrowser({ list, report }: { list: ArmyList; report: ArmyReport }) {
  const ui = useBuilder((s) => s);
  const side = catalogSide(report.side, list.units.length > 0, !!list.casual, ui.chosenSide);
  const nations = NATIONS.filter((n) => !side || NATION_SIDE[n] === side);
  // The catalog and the player's own cards (docs/armies.md, "Your own cards").
  const catalog = useFullCatalogList();
  const cards = filterCatalog(catalog, { ...ui, side });
  const onSide = side ? catalog.filter((d) => d.side === side).length : catalog.length;
  const set = appStore.getState().builder.setFilter;
  const full = addUnitProblem(list);
  const id = useId();
  return (
    <section className="panel catalog" aria-labelledby="catalog-title">
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
      <fieldset className="nations">
        <legend>Nations{side ? ` (${side})` : ' (both sides)'}</legend>
        {nations.map((n) => (
          <label key={n}>
            <input type="checkbox" checked={!ui.hiddenNations.includes(n)} onChange={() => appStore.getState().builder.toggleNation(n)} />
            {n}
          </label>
        ))}
      </fieldset>
      <div className="filters">
        <label htmlFor={`${id}-type`}>Type</label>
        <label htmlFor={`${id}-ability`}>Ability</label>
        <select id={`${id}-type`} value={ui.typeLine} onChange={(e) => set({ typeLine: e.target.value })}>
            <option value="">All types</option>
            {TYPE_LINES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
          <select id={`${id}-ability`} value={ui.ability} onChange={(e) => set({ ability: e.target.value as AbilityId | '' })}>
            <option value="">Any ability</option>
            {ABILITIES.map((a) => (
              <option key={a} value={a}>
                {ABILITY_TEXT[a].name.replace(/ [+]?#/, '')}
              </option>
            ))}
          </select>
      </div>
      <p className="count" aria-live="polite" data-testid="catalog-count">
        {cards.length} of {onSide} cards
      </p>
      <ul className="catalog-list" aria-label="Stat cards">
        {cards.map((def) => (
          <CatalogRow key={def.id} def={def} full={full} />
        ))}
      </ul>
    </section>
  );
}
