// The game log: one readable line per event, newest at the bottom. It folds down to its title
// (the button beside it) to leave the column to the unit card; the lines stay in the page.
import { useEffect, useRef, useState } from 'react';
import { useAiReasonLines, useLog, useViewedLogLength } from '../store/context';
import { reasonText } from './aiPhrases';
import './aiReasons.css';

export function LogPanel() {
  // In a replay, the log as it stood at the position shown.
  const all = useLog();
  const length = useViewedLogLength();
  const log = length === all.length ? all : all.slice(0, length);
  // The AI's decisions say why, on their first line (docs/ai.md, "Reasons").
  const reasons = useAiReasonLines();
  const [folded, setFolded] = useState(false);
  const lines = useRef<HTMLOListElement>(null);
  // The newest line in view: the list scrolls, never the column (scrollIntoView would scroll the
  // column too, and could take the decision panel above it out of view).
  useEffect(() => {
    if (lines.current) lines.current.scrollTop = lines.current.scrollHeight;
  }, [log.length, folded]);
  return (
    <section className={`panel log${folded ? ' folded' : ''}`} aria-label="Game log">
      <h2>
        Log
        <button
          type="button"
          className="log-fold link"
          aria-expanded={!folded}
          aria-controls="game-log-lines"
          onClick={() => setFolded(!folded)}
          title={folded ? 'Show the log' : 'Fold the log away, for a taller unit card'}
        >
          {folded ? `Show (${log.length} lines)` : 'Hide'}
        </button>
      </h2>
      <ol data-testid="log" id="game-log-lines" hidden={folded} ref={lines}>
        {/* Every line, from the game's first (a 5-turn game writes a few hundred). */}
        {log.map((line, i) => {
          const why = reasons.get(i);
          return (
            <li key={line.id} className={`log-${line.type}`}>
              {line.text}
              {why && <span className="log-why"> (AI: {reasonText(why)})</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
