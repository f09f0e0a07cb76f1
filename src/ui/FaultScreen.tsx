// The page shown in place of a screen that failed (the page never goes blank): what went wrong in words a
// player understands, the error's own message for a bug report, and the ways out. It draws only
// what it is given, so the tests render it without a store.
import type { ReactNode } from 'react';

export interface FaultChoice {
  label: string;
  /** A sentence under the button: what it does, and what it keeps. */
  hint: string;
  testId: string;
  onClick(): void;
  primary?: boolean;
}

export interface FaultScreenProps {
  title: string;
  /** What happened, for the player. */
  summary: ReactNode;
  /** The error's own message, shown as it is, for a bug report. */
  detail: string;
  choices: FaultChoice[];
}

export function FaultScreen({ title, summary, detail, choices }: FaultScreenProps) {
  return (
    <section className="fault-screen" role="alert" aria-labelledby="fault-title" data-testid="fault-screen">
      <div className="fault-card">
        <h1 id="fault-title">{title}</h1>
        <p data-testid="fault-summary">{summary}</p>
        <p className="fault-detail">
          The error, for a bug report: <code data-testid="fault-detail">{detail}</code>
        </p>
        <ul className="fault-choices">
          {choices.map((c) => (
            <li key={c.testId}>
              <button
                type="button"
                className={c.primary ? 'primary' : undefined}
                data-testid={c.testId}
                onClick={c.onClick}
              >
                {c.label}
              </button>
              <span>{c.hint}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
