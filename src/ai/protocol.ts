// The AI worker's message protocol (docs/ai.md, "For the UI"), plain postMessage data: the page sends
// the position and the agent's options, the worker answers with the agent's action and reason.
// `handleRequest` is the whole worker apart from the wiring (worker.ts), so Node tests it as is;
// `AiClient` is the page's side: one promise per request, matched by id.
import { isRecord, type GameState } from '../engine';
import { chooseAction } from './agent';
import { LEVELS, type AgentAnswer, type AgentOptions } from './types';

export interface AiRequest {
  id: number;
  type: 'choose';
  state: GameState;
  options: AgentOptions;
}

export type AiResponse =
  | { id: number; ok: true; answer: AgentAnswer | null }
  | { id: number; ok: false; error: string };

function isRequest(msg: unknown): msg is AiRequest {
  if (!isRecord(msg)) return false;
  const m = msg as Partial<AiRequest>;
  const o = m.options as Partial<AgentOptions> | undefined;
  return (
    typeof m.id === 'number' &&
    m.type === 'choose' &&
    isRecord(m.state) &&
    isRecord(o) &&
    LEVELS.includes(o.level as AgentOptions['level']) &&
    typeof o.seed === 'string' &&
    (o.shard === undefined || Number.isInteger(o.shard))
  );
}

/** Answers one message: the agent's choice, or why the message was refused (never throws). */
export function handleRequest(msg: unknown): AiResponse {
  const id = isRecord(msg) && typeof msg.id === 'number' ? msg.id : -1;
  if (!isRequest(msg))
    return {
      id,
      ok: false,
      error: 'not an AI request: { id, type: "choose", state, options: { level, seed, budget?, shard? } }',
    };
  try {
    return { id, ok: true, answer: chooseAction(msg.state, msg.options) };
  } catch (e) {
    return { id, ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

/** What the client needs of a Worker (or of a stand-in in tests). */
export interface MessagePort {
  postMessage(msg: AiRequest): void;
  onmessage: ((e: { data: AiResponse }) => void) | null;
}

/** The page's side: `choose` posts a request and resolves with the worker's answer. */
export class AiClient {
  private next = 1;
  private waiting = new Map<number, { resolve: (a: AgentAnswer | null) => void; reject: (e: Error) => void }>();

  constructor(private readonly port: MessagePort) {
    port.onmessage = (e) => {
      const w = this.waiting.get(e.data.id);
      if (!w) return;
      this.waiting.delete(e.data.id);
      if (e.data.ok) w.resolve(e.data.answer);
      else w.reject(new Error(e.data.error));
    };
  }

  choose(state: GameState, options: AgentOptions): Promise<AgentAnswer | null> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.port.postMessage({ id, type: 'choose', state, options });
    });
  }
}
