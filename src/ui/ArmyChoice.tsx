// The choices shared by the new game dialog and the online game's (ui/online/OnlineSetup.tsx):
// an army from the sample armies or the player's own saved lists, the battlefield's size (R1.7
// from the points, or chosen: R2.4), the game length (R7.3) and the optional rules (R2.3, R1.1).
import { useMemo } from 'react';
import type { ArmyList } from '../engine';
import { SAMPLE_ARMIES, sampleNation, type SampleArmy } from '../data/sampleArmies';
import { useBuilder } from '../store/context';
import type { FieldChoice } from '../store/game/gameOptions';

/** A choice of army: `sample:<id>` or `saved:<id>`. */
export type ArmyKey = string;

export interface ArmyChoice {
  key: ArmyKey;
  group: string;
  list: ArmyList;
}

/** A sample army's group in the choice: the quick game's and British Airborne first, then by nation. */
function sampleGroup(s: SampleArmy): string {
  const nation = sampleNation(s);
  return nation ? `Sample armies: ${nation}` : 'Sample armies';
}

/** The armies a player may pick: the sample armies, then their own saved lists. */
export function useArmyChoices(): ArmyChoice[] {
  const armies = useBuilder((s) => s.armies);
  return useMemo(
    () => [
      ...SAMPLE_ARMIES.map((s) => ({ key: `sample:${s.id}`, group: sampleGroup(s), list: s.list })),
      ...armies.map((a) => ({ key: `saved:${a.id}`, group: 'Saved lists', list: a.list })),
    ],
    [armies],
  );
}

/** One army to pick, grouped: sample armies, saved lists. */
export function ArmySelect({
  id,
  choices,
  value,
  onChange,
}: {
  id: string;
  choices: ArmyChoice[];
  value: ArmyKey;
  onChange(key: ArmyKey): void;
}) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
      {[...new Set(choices.map((c) => c.group))].map((group) => {
        const inGroup = choices.filter((c) => c.group === group);
        return inGroup.length === 0 ? null : (
          <optgroup key={group} label={group}>
            {inGroup.map((c) => (
              <option key={c.key} value={c.key}>
                {c.list.name}
              </option>
            ))}
          </optgroup>
        );
      })}
    </select>
  );
}

const FIELDS: { value: string; label: string; field: FieldChoice }[] = [
  { value: '2', label: '2 tiles (10 x 16)', field: { tiles: 2 } },
  { value: '4', label: '4 tiles (20 x 16)', field: { tiles: 4 } },
  { value: '6', label: '6 tiles wide (30 x 16)', field: { tiles: 6 } },
  { value: '6tall', label: '6 tiles tall (20 x 24)', field: { tiles: 6, tall: true } },
];

function fieldValue(field: FieldChoice): string {
  if (field === 'points') return 'points';
  return field.tall ? '6tall' : String(field.tiles);
}

/** R1.7 from the points (`fromPoints` says what that gives), or a size chosen (R2.4). */
export function FieldSelect({
  field,
  onChange,
  fromPoints,
}: {
  field: FieldChoice;
  onChange(field: FieldChoice): void;
  fromPoints: string;
}) {
  return (
    <label className="field">
      Battlefield
      <select
        value={fieldValue(field)}
        onChange={(e) =>
          onChange(e.target.value === 'points' ? 'points' : FIELDS.find((f) => f.value === e.target.value)!.field)
        }
      >
        <option value="points">From the points (R1.7): {fromPoints}</option>
        {FIELDS.map((f) => (
          <option key={f.value} value={f.value}>
            {f.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** R7.3: 1 to 20 turns (NaN while the field is empty), or open-ended (null). */
export function GameLength({
  id,
  turns,
  onChange,
}: {
  id: string;
  turns: number | null;
  onChange(turns: number | null): void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>Game length (R7.3)</label>
      <span className="inline">
        <input
          id={id}
          type="number"
          min={1}
          max={20}
          value={turns === null || Number.isNaN(turns) ? '' : turns}
          disabled={turns === null}
          onChange={(e) => onChange(e.target.value === '' ? NaN : Number(e.target.value))}
        />
        turns
        <label className="check">
          <input type="checkbox" checked={turns === null} onChange={(e) => onChange(e.target.checked ? null : 5)} />
          Open-ended
        </label>
      </span>
    </div>
  );
}

/** The optional rules: 2-inch hexes (R2.3) and casual lists (R1.1). */
export function OptionalRules({
  smallHexes,
  casual,
  onChange,
}: {
  smallHexes: boolean;
  casual: boolean;
  onChange(patch: { smallHexes?: boolean; casual?: boolean }): void;
}) {
  return (
    <fieldset className="optional">
      <legend>Optional rules</legend>
      <label className="check">
        <input type="checkbox" checked={smallHexes} onChange={(e) => onChange({ smallHexes: e.target.checked })} />
        2-inch hexes: one infantry unit per team and one Vehicle per hex (R2.3)
      </label>
      <label className="check">
        <input type="checkbox" checked={casual} onChange={(e) => onChange({ casual: e.target.checked })} />
        Casual: lists may mix Axis and Allies (R1.1)
      </label>
    </fieldset>
  );
}
