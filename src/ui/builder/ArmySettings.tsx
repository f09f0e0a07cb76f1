// The list's name, its point limit (R1.2: presets 100, 200 and 300, or any whole number), and
// the side it fights for (R1.1; a casual game may mix sides).
import { useId, useState } from 'react';
import { POINT_PRESETS, type ArmyList, type ArmyReport, type Side } from '../../engine';
import { pointLimitProblem } from '../../data/armyList';
import { LIMITS } from '../../store/files/armyFormat';
import { cleanName } from '../../engine';
import { useAppStoreApi, useBuilder } from '../../store/context';
import { useListEdits } from './edits';

const PRESET_NAME: Record<number, string> = { 100: 'short', 200: 'medium', 300: 'long' };

function NameField({ list }: { list: ArmyList }) {
  const { change } = useListEdits();
  const [draft, setDraft] = useState(list.name);
  const [problem, setProblem] = useState('');
  const problemId = useId();
  const commit = () => {
    // Control and bidirectional-override characters are dropped (docs/architecture.md, "The built site: Content Security Policy").
    const name = cleanName(draft);
    if (name === '') {
      setProblem('A list needs a name; the old one is kept.');
      setDraft(list.name);
    } else if (name !== list.name) {
      setProblem('');
      change((l) => ({ ...l, name }), `Renamed the list ${name}.`);
    }
  };
  return (
    <div className="field name-field">
      <label>
        List name
        <input
          value={draft}
          maxLength={LIMITS.name}
          aria-describedby={problem ? problemId : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
        />
      </label>
      {problem && (
        <span className="why" id={problemId} role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}

function PointLimit({ list }: { list: ArmyList }) {
  const { change } = useListEdits();
  const preset = POINT_PRESETS.includes(list.pointLimit);
  const [custom, setCustom] = useState(preset ? '' : String(list.pointLimit));
  const [customOn, setCustomOn] = useState(!preset);
  const problem = customOn && custom !== '' ? pointLimitProblem(Number(custom)) : null;
  const problemId = useId();
  const setLimit = (pointLimit: number) => change((l) => ({ ...l, pointLimit }), `Point limit ${pointLimit}.`);
  return (
    <fieldset className="field point-limit">
      <legend>Point limit (R1.2)</legend>
      {POINT_PRESETS.map((p) => (
        <label key={p}>
          <input
            type="radio"
            name="point-limit"
            checked={!customOn && list.pointLimit === p}
            onChange={() => {
              setCustomOn(false);
              setLimit(p);
            }}
          />
          {p} <span className="muted">{PRESET_NAME[p]}</span>
        </label>
      ))}
      <label>
        <input type="radio" name="point-limit" checked={customOn} onChange={() => setCustomOn(true)} />
        Custom
      </label>
      <input
        type="number"
        className="custom-limit"
        aria-label="Custom point limit"
        min={1}
        max={LIMITS.pointLimit}
        step={1}
        value={customOn ? custom : ''}
        placeholder={String(list.pointLimit)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(e) => {
          setCustomOn(true);
          setCustom(e.target.value);
          if (pointLimitProblem(Number(e.target.value)) === null) setLimit(Number(e.target.value));
        }}
      />
      {problem && (
        <span className="why" id={problemId} role="alert">
          {problem[0].toUpperCase() + problem.slice(1)}
        </span>
      )}
    </fieldset>
  );
}

function SidePicker({ list, report }: { list: ArmyList; report: ArmyReport }) {
  const { change } = useListEdits();
  const appStore = useAppStoreApi();
  const chosen = useBuilder((s) => s.chosenSide);
  const fixed = list.units.length > 0 && !list.casual && report.side !== null;
  const shown: Side = fixed ? report.side! : chosen;
  return (
    <fieldset className="field side-picker">
      <legend>Side (R1.1)</legend>
      {(['Axis', 'Allies'] as Side[]).map((side) => (
        <label key={side}>
          <input
            type="radio"
            name="side"
            checked={!list.casual && shown === side}
            disabled={fixed || !!list.casual}
            onChange={() => appStore.getState().builder.chooseSide(side)}
          />
          {side}
        </label>
      ))}
      <label>
        <input
          type="checkbox"
          checked={!!list.casual}
          onChange={(e) => {
            const casual = e.target.checked;
            change(
              ({ casual: _, ...l }) => (casual ? { ...l, casual: true } : l),
              casual ? 'Casual: both sides may be mixed.' : 'One side only.',
            );
          }}
        />
        Casual: mix both sides
      </label>
      {fixed && <span className="muted">set by your units</span>}
    </fieldset>
  );
}

export function ArmySettings({ list, report }: { list: ArmyList; report: ArmyReport }) {
  return (
    <div className="army-settings">
      <NameField list={list} />
      <PointLimit list={list} />
      <SidePicker list={list} report={report} />
    </div>
  );
}
