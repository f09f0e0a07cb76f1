// The game log: one readable line per event, newest at the bottom.
import { useEffect, useRef } from 'react';
import { useLog, useViewedLogLength } from '../store/replay';

export function LogPanel() {
  // In a replay, the log as it stood at the position shown.
  const all = useLog();
  const length = useViewedLogLength();
  const log = length === all.length ? all : all.slice(0, length);
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [log.length]);
  return (
    <section className="panel log" aria-label="Game log">
      <h2>Log</h2>
      <ol data-testid="log">
        {/* Every line, from the game's first (a 5-turn game writes a few hundred). */}
        {log.map((line) => (
          <li key={line.id} className={`log-${line.type}`}>
            {line.text}
          </li>
        ))}
        <li ref={end} aria-hidden className="log-end" />
      </ol>
    </section>
  );
}
