// The choices shared by the new game dialog and the online game's (ui/online/OnlineSetup.tsx):
// an army from the sample armies or the player's own saved lists, and the battlefield's size
// (R1.7 from the points, or chosen: R2.4).
import { useMemo } from 'react';
import type { ArmyList } from '../engine';
import { SAMPLE_ARMIES } from '../data/sampleArmies';
import { useBuilder } from '../store/appStore';
import type { FieldChoice } from '../store/gameOptions';

/** A choice of army: `sample:<id>` or `saved:<id>`. */
export type ArmyKey = string;

export interface ArmyChoice {
  key: ArmyKey;
  group: string;
  list: ArmyList;
}

/** The armies a player may pick: the sample armies, then their own saved lists. */
export function useArmyChoices(): ArmyChoice[] {
  const armies = useBuilder((s) => s.armies);
  return useMemo(
    () => [
      ...SAMPLE_ARMIES.map((s) => ({ key: `sample:${s.id}`, group: 'Sample armies', list: s.list })),
      ...armies.map((a) => ({ key: `saved:${a.id}`, group: 'Saved lists', list: a.list })),
    ],
    [armies],
  );
}

/** One army to pick, grouped: sample armies, saved lists. */
export function ArmySelect({ id, choices, value, onChange }: { id: string; choices: ArmyChoice[]; value: ArmyKey; onChange(key: ArmyKey): void }) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
      {['Sample armies', 'Saved lists'].map((group) => {
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

export const FIELDS: { value: string; label: string; field: FieldChoice }[] = [
  { value: '2', label: '2 tiles (10 x 16)', field: { tiles: 2 } },
  { value: '4', label: '4 tiles (20 x 16)', field: { tiles: 4 } },
  { value: '6', label: '6 tiles wide (30 x 16)', field: { tiles: 6 } },
  { value: '6tall', label: '6 tiles tall (20 x 24)', field: { tiles: 6, tall: true } },
];

export function fieldValue(field: FieldChoice): string {
  if (field === 'points') return 'points';
  return field.tall ? '6tall' : String(field.tiles);
}
