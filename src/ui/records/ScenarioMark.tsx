// Loaded dice never in a game, in view (docs/records.md, "What loads as a scenario"): a game that
// loaded as a scenario (scripted dice, a changed opening, a prepared position) wears a badge in
// the top bar, its reasons shown on hover and on keyboard focus, and its end screen says it was no
// fair game. The guided lesson wears a quiet "Lesson" badge instead: its set dice are the lesson's
// own, chosen from the Help, not something a file slipped in.
import { useGame } from '../../store/context';
import { markDetails, markSummary } from '../../store/files/scenarioMark';
import './scenarioMark.css';

/** The top bar's badge; nothing for a fair game. */
export function ScenarioBadge() {
  const mark = useGame((s) => s.scenario);
  if (!mark) return null;
  return (
    <span
      className={`scenario-badge ${mark.kind}`}
      data-testid="scenario-badge"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the badge takes the keyboard's focus to show its tooltip (the reasons), as a hover does.
      tabIndex={0}
      aria-describedby="scenario-why"
    >
      {mark.kind === 'lesson' ? 'Lesson' : 'Scenario'}
      <span role="tooltip" id="scenario-why" className="scenario-why">
        <strong>{`${markSummary(mark)}.`}</strong>
        {markDetails(mark).map((line, i) => (
          <span key={i}>{line}</span>
        ))}
      </span>
    </span>
  );
}

/** The end screen's line: the result of a scenario or a lesson is not a fair game's. */
export function ScenarioEndNote() {
  const mark = useGame((s) => s.scenario);
  if (!mark) return null;
  return (
    <p className={`end-scenario ${mark.kind}`} data-testid="end-scenario">
      <strong>{`${markSummary(mark)}.`}</strong>
      {mark.kind === 'scenario' ? ` ${markDetails(mark).join(' ')}` : ''}
    </p>
  );
}
