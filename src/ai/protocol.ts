// The AI worker's message protocol (docs/ai.md, "For the UI"), plain postMessage data: the page sends
// the position and the agent's options, the worker answers with the agent's action and reason; or
// the page sends a game's record and the worker reviews it (review.ts), off the page's thread.
// `handleRequest` is the whole worker apart from the wiring (worker.ts), so Node tests it as is;
// `AiClient` is the page's side: one promise per request, matched by id.
import { isRecord, type Action, type GameState, type TeamId } from '../engine';
import { chooseAction } from './agent';
import { reviewGame, type GameReview } from './review';
import { LEVELS, type AgentAnswer, type AgentOptions } from './types';

type ChooseRequest = { id: number; type: 'choose'; state: GameState; options: AgentOptions };
/** A game's record to review: its initial state, its actions, the teams whose decisions are judged. */
type ReviewRequest = { id: number; type: 'review'; initial: GameState; actions: Action[]; reviewed: TeamId[] };
export type AiRequest = ChooseRequest | ReviewRequest;

export type AiResponse =
  | { id: number; ok: true; answer: AgentAnswer | null }
  | { id: number; ok: true; review: GameReview }
  | { id: number; ok: false; error: string };

function isChoose(msg: Record<string, unknown>): msg is ChooseRequest {
  const o = msg.options as Partial<AgentOptions> | undefined;
  return (
    msg.type === 'choose' &&
    isRecord(msg.state) &&
    isRecord(o) &&
    LEVELS.includes(o.level as AgentOptions['level']) &&
    typeof o.seed === 'string' &&
    (o.shard === undefined || Number.isInteger(o.shard))
  );
}

function isReview(msg: Record<string, unknown>): msg is ReviewRequest {
  return (
    msg.type === 'review' &&
    isRecord(msg.initial) &&
    Array.isArray(msg.actions) &&
    Array.isArray(msg.reviewed) &&
    msg.reviewed.every((t) => t === 0 || t === 1)
  );
}

function isRequest(msg: unknown): msg is AiRequest {
  return isRecord(msg) && typeof msg.id === 'number' && (isChoose(msg) || isReview(msg));
}

/** Answers one message: the agent's choice, or why the message was refused (never throws). */
export function handleRequest(msg: unknown): AiResponse {
  const id = isRecord(msg) && typeof msg.id === 'number' ? msg.id : -1;
  if (!isRequest(msg))
    return {
      id,
      ok: false,
      error:
        'not an AI request: { id, type: "choose", state, options: { level, seed, budget?, shard? } } or { id, type: "review", initial, actions, reviewed }',
    };
  try {
    if (msg.type === 'review') return { id, ok: true, review: reviewGame(msg.initial, msg.actions, msg.reviewed) };
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
  private waiting = new Map<number, { resolve: (r: AiResponse & { ok: true }) => void; reject: (e: Error) => void }>();

  constructor(private readonly port: MessagePort) {
    port.onmessage = (e) => {
      const w = this.waiting.get(e.data.id);
      if (!w) return;
      this.waiting.delete(e.data.id);
      if (e.data.ok) w.resolve(e.data);
      else w.reject(new Error(e.data.error));
    };
  }

  private ask(request: AiRequest): Promise<AiResponse & { ok: true }> {
    return new Promise((resolve, reject) => {
      this.waiting.set(request.id, { resolve, reject });
      this.port.postMessage(request);
    });
  }

  async choose(state: GameState, options: AgentOptions): Promise<AgentAnswer | null> {
    const r = await this.ask({ id: this.next++, type: 'choose', state, options });
    return 'answer' in r ? r.answer : null;
  }

  /** The review of a game's record (review.ts), worked out in the worker. */
  async review(initial: GameState, actions: Action[], reviewed: TeamId[]): Promise<GameReview> {
    const r = await this.ask({ id: this.next++, type: 'review', initial, actions, reviewed });
    if (!('review' in r)) throw new Error('the worker answered a review with something else');
    return r.review;
  }
}
