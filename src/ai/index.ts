// The AI layer's public API (docs/ai.md). It imports only src/engine (through its index); the
// store, the renderer and the UI use it, never the reverse.
export { chooseAction } from './agent';
export { blindfold } from './blindfold';
export { deciderOf, type Decider, type DecisionKind } from './decider';
export { AiPool, mergeAnswers, poolSize } from './pool';
export { AiClient, handleRequest, type AiRequest, type AiResponse, type MessagePort } from './protocol';
export { LEVELS, type AgentAnswer, type AgentOptions, type Budget, type Level } from './types';
export { playMatch, TOURNAMENT_ONLY, type FrozenLevel, type Match, type MatchOptions, type Player } from './match';
