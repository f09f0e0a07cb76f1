// The card editor's inputs that come more than once: three range bands, the problems of an input,
// and one ability (with its number, or a Hull or Auxiliary weapon, R8.10).
import { useId } from 'react';
import { ABILITY_TEXT } from '../../data/abilities';
import { NUMBERED_ABILITIES } from '../../engine';
import type { AbilityForm, BandsForm } from '../../store/builder/cardForm';

const BAND_NAMES = ['short', 'medium', 'long'] as const;

/** The problems of one input, read out with it (aria-describedby on the input). */
export function FieldProblems({ id, problems }: { id: string; problems: string[] | undefined }) {
  if (!problems || problems.length === 0) return null;
  return (
    <ul className="field-problems" id={id} data-testid="field-problems">
      {problems.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  );
}

/** Three bands: a number of dice or "-" each (R6.1). */
export function BandsInput({
  label,
  value,
  onChange,
  problemsId,
  invalid,
}: {
  label: string;
  value: BandsForm;
  onChange(b: BandsForm): void;
  problemsId?: string | undefined;
  invalid?: boolean | undefined;
}) {
  return (
    <span className="bands">
      {value.map((b, k) => (
        <input
          key={k}
          type="text"
          inputMode="numeric"
          size={3}
          aria-label={`${label}, ${BAND_NAMES[k]} range`}
          aria-invalid={invalid || undefined}
          aria-describedby={problemsId}
          value={b}
          onChange={(e) => {
            const next: BandsForm = [...value];
            next[k] = e.target.value;
            onChange(next);
          }}
        />
      ))}
    </span>
  );
}

export function AbilityRow({
  ability,
  problems,
  onChange,
  onRemove,
}: {
  ability: AbilityForm;
  problems: string[] | undefined;
  onChange(a: AbilityForm): void;
  onRemove(): void;
}) {
  const id = useId();
  const name = ABILITY_TEXT[ability.id].name.replace(/ \+?#$/, '').replace(' (weapon)', '');
  const weapon = ability.id === 'hull' || ability.id === 'auxiliary';
  const problemsId = problems?.length ? `${id}-problems` : undefined;
  const invalid = !!problemsId || undefined;
  return (
    <li className="ability-row">
      <span className="ability-name">{name}</span>
      {NUMBERED_ABILITIES.has(ability.id) && (
        <input
          type="text"
          inputMode="numeric"
          size={3}
          aria-label={`${name}: number`}
          aria-invalid={invalid}
          aria-describedby={problemsId}
          value={ability.n}
          onChange={(e) => onChange({ ...ability, n: e.target.value })}
        />
      )}
      {weapon && (
        <>
          <input
            type="text"
            size={12}
            aria-label={`${name}: weapon name`}
            placeholder="weapon"
            aria-invalid={invalid}
            aria-describedby={problemsId}
            value={ability.weaponName}
            onChange={(e) => onChange({ ...ability, weaponName: e.target.value })}
          />
          <label>
            <input
              type="checkbox"
              checked={ability.weaponDice !== null}
              onChange={(e) => onChange({ ...ability, weaponDice: e.target.checked ? ['', '', '-'] : null })}
            />{' '}
            own dice
          </label>
          {ability.weaponDice && (
            <>
              <BandsInput
                label={`${name} weapon`}
                value={ability.weaponDice}
                onChange={(weaponDice) => onChange({ ...ability, weaponDice })}
                problemsId={problemsId}
                invalid={invalid}
              />
              <select
                aria-label={`${name} weapon: against`}
                value={ability.weaponVs}
                onChange={(e) => onChange({ ...ability, weaponVs: e.target.value as AbilityForm['weaponVs'] })}
              >
                <option value="infantry">vs Infantry</option>
                <option value="vehicle">vs Vehicle</option>
              </select>
            </>
          )}
        </>
      )}
      <button type="button" aria-label={`Remove ${name}`} onClick={onRemove}>
        Remove
      </button>
      {problemsId && <FieldProblems id={problemsId} problems={problems} />}
    </li>
  );
}
