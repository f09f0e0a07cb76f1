// How big a client message is, measured before anything reads it (docs/online.md "Limits"):
// how deeply it nests, then its size as JSON. The depth comes first and is measured without
// recursion: JSON.stringify recurses, so a small message nested 100,000 deep overflows the stack,
// and such a message must be refused as too deep, not mistaken for a large one.
import { MAX_MESSAGE_BYTES, MAX_MESSAGE_DEPTH, type ProtocolError } from '../src/net/protocol';

/** Whether a value is a list or a plain object (what JSON.parse makes); anything else is a leaf. */
function container(v: unknown): v is Record<string, unknown> | unknown[] {
  if (typeof v !== 'object' || v === null) return false;
  if (Array.isArray(v)) return true;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Whether `value` nests lists and objects more than `max` levels deep (a plain object or list is
 * one level; `{a: [1]}` is two). An explicit stack, so no depth overflows the call stack; it stops
 * at the first container too deep.
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (!container(v)) continue;
    if (depth > max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v))
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
  }
  return false;
}

/** The size of a message as JSON, as socket.io carried it (Infinity for what JSON cannot write). */
function jsonBytes(payload: unknown): number {
  try {
    return Buffer.byteLength(JSON.stringify(payload) ?? '');
  } catch {
    return Infinity;
  }
}

/** Why a message is refused for its shape as a whole (too deep, then too large), or null. */
export function boundsRefusal(payload: unknown): ProtocolError | null {
  if (nestsDeeperThan(payload, MAX_MESSAGE_DEPTH))
    return {
      code: 'TOO_DEEP',
      message: `A message may nest lists and objects at most ${MAX_MESSAGE_DEPTH} levels deep.`,
    };
  if (jsonBytes(payload) > MAX_MESSAGE_BYTES)
    return { code: 'TOO_LARGE', message: `A message may hold at most ${MAX_MESSAGE_BYTES} bytes.` };
  return null;
}
