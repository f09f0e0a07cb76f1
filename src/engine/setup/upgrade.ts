// Reading a state written by an earlier edition of the engine. Game files and the autosave keep
// the initial state (and the actions, replayed from it), so a saved game loads as long as its
// initial state can be read. Schema 2 kept the attack being resolved in `attack`, a Defensive
// Fire volley inside its offer and a step waiting on a movement reroll in `step`; schema 3 keeps
// the attack and the volley as the continuation (`resume`, resolve/resume.ts) and the step in its
// reroll decision.
import type { Continuation, PendingDecision } from '../core/pending';

type Obj = Record<string, unknown>;

/**
 * The state in the current schema, when `raw` is a schema 2 state; anything else is returned as
 * it is (the caller checks it). Never changes `raw`.
 */
export function upgradeState(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || (raw as Obj).schema !== 2) return raw;
  const { attack, step, pending, ...rest } = raw as Obj;
  if (!Array.isArray(pending)) return raw;
  const resume: Continuation[] = [];
  const decisions: PendingDecision[] = [];
  for (const p of pending as Obj[]) {
    if (p?.kind === 'defensiveFire') {
      const { volley, ...offer } = p;
      if (volley) resume.push({ kind: 'volley', offer, volley } as unknown as Continuation);
      else decisions.push(offer as PendingDecision);
    } else if (p?.kind === 'reroll' && p.roll === 'movement') {
      decisions.push({ ...p, step } as PendingDecision);
    } else {
      decisions.push(p as PendingDecision);
    }
  }
  if (attack) resume.push({ kind: 'attack', attack } as Continuation);
  return { ...rest, schema: 3, pending: decisions, resume };
}
