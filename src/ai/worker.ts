// The AI's Web Worker entry (docs/ai.md, "For the UI"): the page never thinks on its own thread.
// Start it with
//   new AiClient(new Worker(new URL('../ai/worker.ts', import.meta.url), { type: 'module' }))
// and ask `client.choose(state, { level, seed, budget })`. Plain postMessage, no library: one
// request and one answer per decision is all the protocol there is (protocol.ts).
import { handleRequest } from './protocol';

// The worker's global scope (globalThis is `self` in a worker; a Node test stands one in).
const scope = globalThis as unknown as {
  onmessage: ((e: { data: unknown }) => void) | null;
  postMessage(msg: unknown): void;
};

scope.onmessage = (e) => scope.postMessage(handleRequest(e.data));
