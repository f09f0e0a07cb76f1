// The card editor (docs/armies.md, "Your own cards"): a player's own stat card, typed in and checked
// as it is typed by the engine's own card parser (parseUnitDef), every problem next to its input.
// It saves only a card that parses; the id comes from the name (custom-<slug>) and stays when
// the card is edited, so the lists that use it keep it.
import { useId, useMemo, useState, type ReactNode } from 'react';
import { ABILITY_TEXT } from '../../data/abilities';
import { ABILITY_IDS, NATION_SIDE, NATIONS, TYPE_LINES, type AbilityId, type Nation } from '../../engine';
import type { AppStore } from '../../store/appStore';
import { fullCatalogById, useAppStoreApi, useCustomCards } from '../../store/context';
import {
  checkForm,
  emptyForm,
  formOf,
  isVehicleLine,
  newAbility,
  withTypeLine,
  type CardForm,
  type FormField,
} from '../../store/builder/cardForm';
import { customCardId } from '../../store/files/customCards';
import { currentArmy } from '../../store/slices/builder';
import type { CardEditing } from '../../store/slices/customCards';
import { Dialog } from '../Dialog';
import { AbilityRow, BandsInput, FieldProblems } from './CardEditorFields';

const ABILITY_CHOICES = [...ABILITY_IDS].sort((a, b) => ABILITY_TEXT[a].name.localeCompare(ABILITY_TEXT[b].name));

/** A new card's nation: the first of the side the builder shows (the list's, else the side chosen), so the card shows in the catalog. */
function sideNation(appStore: AppStore): Nation {
  const s = appStore.getState();
  const model = currentArmy(s.builder)?.list.units[0]?.models[0];
  const side = (model && fullCatalogById(s)[model]?.side) ?? s.builder.chosenSide;
  return NATIONS.find((n) => NATION_SIDE[n] === side) ?? 'USA';
}

function startForm(appStore: AppStore, editing: CardEditing): { form: CardForm; fixedId: string | null } {
  if (editing.mode === 'new') return { form: { ...emptyForm(), nation: sideNation(appStore) }, fixedId: null };
  if (editing.mode === 'copy')
    return { form: { ...formOf(editing.from), name: `${editing.from.name} (copy)` }, fixedId: null };
  const card = appStore.getState().customCards.cards.find((c) => c.id === editing.id);
  return card ? { form: formOf(card), fixedId: card.id } : { form: emptyForm(), fixedId: null };
}

/** One labelled input with its problems below it, read out with it. */
function Field({
  label,
  field,
  problems,
  children,
  wide,
}: {
  label: string;
  field: FormField;
  problems: Partial<Record<FormField, string[]>>;
  children: (props: {
    id: string;
    'aria-invalid'?: true | undefined;
    'aria-describedby'?: string | undefined;
  }) => ReactNode;
  wide?: boolean;
}) {
  const id = useId();
  const mine = problems[field];
  const problemsId = mine?.length ? `${id}-problems` : undefined;
  return (
    <div className={wide ? 'card-field wide' : 'card-field'} data-field={field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': problemsId ? true : undefined, 'aria-describedby': problemsId })}
      {problemsId && <FieldProblems id={problemsId} problems={mine} />}
    </div>
  );
}

function EditorForm({ editing }: { editing: CardEditing }) {
  const appStore = useAppStoreApi();
  const cards = useCustomCards((s) => s.cards);
  const [{ form: initial, fixedId }] = useState(() => startForm(appStore, editing));
  const [form, setForm] = useState(initial);
  const [toAdd, setToAdd] = useState<AbilityId>('closeAssault');
  const set = (patch: Partial<CardForm>) => setForm((f) => ({ ...f, ...patch }));
  const id = fixedId ?? customCardId(form.name, new Set(cards.map((c) => c.id)));
  const checked = useMemo(() => checkForm(form, id), [form, id]);
  const problems = checked.ok ? {} : checked.error;
  const count = Object.values(problems).reduce((n, list) => n + (list?.length ?? 0), 0);
  const vehicle = isVehicleLine(form.typeLine);
  const aircraft = form.typeLine === 'Aircraft';
  const close = () => appStore.getState().customCards.edit(null);
  const ids = useId();
  const attack = (kind: 'infantry' | 'vehicle', label: string) => (
    <Field label={label} field={kind} problems={problems} wide>
      {(p) => {
        const bands = form[kind];
        return (
          <span className="attack-input">
            <label>
              <input
                id={p.id}
                type="checkbox"
                checked={bands !== null}
                onChange={(e) => set({ [kind]: e.target.checked ? ['', '', '-'] : null })}
              />{' '}
              has dice
            </label>
            {bands && (
              <BandsInput
                label={label}
                value={bands}
                onChange={(b) => set({ [kind]: b })}
                problemsId={p['aria-describedby']}
                invalid={p['aria-invalid']}
              />
            )}
            {!bands && <span className="muted">— (no attack)</span>}
          </span>
        );
      }}
    </Field>
  );
  return (
    <form
      className="card-editor"
      aria-label="Card editor"
      onSubmit={(e) => {
        e.preventDefault();
        if (!checked.ok) return;
        if (appStore.getState().customCards.save(checked.value)) {
          appStore.getState().builder.announce(`${checked.value.name} saved as a custom card.`);
          close();
        }
      }}
    >
      <div className="card-grid">
        <Field label="Name" field="name" problems={problems} wide>
          {(p) => (
            // The dialog opens (showModal) on the input with the autofocus attribute: the name first.
            <input
              {...p}
              ref={(el) => el?.setAttribute('autofocus', '')}
              type="text"
              maxLength={60}
              value={form.name}
              onChange={(e) => set({ name: e.target.value })}
            />
          )}
        </Field>
        <Field label={`Nation (side: ${NATION_SIDE[form.nation]}, R1.1)`} field="nation" problems={problems}>
          {(p) => (
            <select {...p} value={form.nation} onChange={(e) => set({ nation: e.target.value as Nation })}>
              {NATIONS.map((n) => (
                <option key={n}>{n}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Type line" field="typeLine" problems={problems}>
          {(p) => (
            <select {...p} value={form.typeLine} onChange={(e) => setForm((f) => withTypeLine(f, e.target.value))}>
              {TYPE_LINES.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Cost" field="cost" problems={problems}>
          {(p) => (
            <input
              {...p}
              type="text"
              inputMode="numeric"
              size={4}
              value={form.cost}
              onChange={(e) => set({ cost: e.target.value })}
            />
          )}
        </Field>
        <Field label="Speed" field="speed" problems={problems}>
          {(p) =>
            aircraft ? (
              <input {...p} type="text" size={4} value="A" readOnly title="Aircraft have Speed A" />
            ) : (
              <input
                {...p}
                type="text"
                inputMode="numeric"
                size={4}
                value={form.speed}
                onChange={(e) => set({ speed: e.target.value })}
              />
            )
          }
        </Field>
        <Field label={vehicle ? 'Defense front / rear' : 'Defense'} field="defense" problems={problems}>
          {(p) => (
            <span className="defense-input">
              <input
                {...p}
                type="text"
                inputMode="numeric"
                size={3}
                aria-label={vehicle ? 'Defense, front' : undefined}
                value={form.defense}
                onChange={(e) => set({ defense: e.target.value })}
              />
              {vehicle && (
                <>
                  {' / '}
                  <input
                    type="text"
                    inputMode="numeric"
                    size={3}
                    aria-label="Defense, rear"
                    aria-invalid={p['aria-invalid']}
                    aria-describedby={p['aria-describedby']}
                    value={form.rear}
                    onChange={(e) => set({ rear: e.target.value })}
                  />
                </>
              )}
            </span>
          )}
        </Field>
        <Field label="Year (optional)" field="year" problems={problems}>
          {(p) => (
            <input
              {...p}
              type="text"
              inputMode="numeric"
              size={5}
              value={form.year}
              onChange={(e) => set({ year: e.target.value })}
            />
          )}
        </Field>
        {attack('infantry', 'Attack vs Infantry')}
        {attack('vehicle', 'Attack vs Vehicle')}
      </div>
      <fieldset className="card-abilities">
        <legend>Abilities (the rule book's index, R8.13)</legend>
        {form.abilities.length > 0 && (
          <ul>
            {form.abilities.map((a, k) => (
              <AbilityRow
                key={`${a.id}-${k}`}
                ability={a}
                problems={problems[`abilities.${k}`]}
                onChange={(next) => set({ abilities: form.abilities.map((b, j) => (j === k ? next : b)) })}
                onRemove={() => set({ abilities: form.abilities.filter((_b, j) => j !== k) })}
              />
            ))}
          </ul>
        )}
        <FieldProblems id={`${ids}-abilities`} problems={problems.abilities} />
        <div className="add-ability">
          <label htmlFor={`${ids}-add`}>Ability</label>
          <select id={`${ids}-add`} value={toAdd} onChange={(e) => setToAdd(e.target.value as AbilityId)}>
            {ABILITY_CHOICES.map((a) => (
              <option key={a} value={a}>
                {ABILITY_TEXT[a].name.replace(/ \+?#$/, ' #')}
              </option>
            ))}
          </select>
          <button type="button" onClick={() => set({ abilities: [...form.abilities, newAbility(toAdd)] })}>
            Add ability
          </button>
        </div>
      </fieldset>
      <p className="muted card-id">
        Id: <code>{id}</code>
      </p>
      <div className="buttons">
        <p className={count > 0 ? 'why' : 'ok'} role="status" data-testid="card-status">
          {count > 0 ? `${count} problem${count === 1 ? '' : 's'} to fix before saving.` : 'The card is ready to save.'}
        </p>
        <button type="submit" className="primary" disabled={count > 0}>
          Save card
        </button>
        <button type="button" onClick={close}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export function CardEditor() {
  const appStore = useAppStoreApi();
  const editing = useCustomCards((s) => s.editing);
  if (!editing) return null;
  const title =
    editing.mode === 'edit'
      ? 'Edit custom card'
      : editing.mode === 'copy'
        ? `New card from ${editing.from.name}`
        : 'New card';
  return (
    <Dialog title={title} onClose={() => appStore.getState().customCards.edit(null)} wide>
      <EditorForm editing={editing} />
    </Dialog>
  );
}
