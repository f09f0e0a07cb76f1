// The engine's public API. Pure TypeScript: no DOM, React, Pixi or Zustand, and nothing of
// ours from outside src/engine.
export type { Action, ActionType } from './actions';
export { isAction } from './actionShape';
export { applyAction, type ApplyResult } from './apply';
export * from './army';
export * from './armyUnits';
export type { ErrorCode, RuleError } from './errors';
export type { EventType, GameEvent, MovementRollReason } from './events';
export * from './hex';
export { initiativeBonus } from './initiative';
export { legalActions } from './legal';
export * from './map';
export { validateMap } from './mapValidation';
export {
  checkStep,
  freshBudget,
  reachableHexes,
  roadStepsPerPhase,
  terrainCost,
  type MoveBudget,
  type Reach,
  type RouteRoll,
  type Step,
} from './movement';
export { actingUnit as actingUnitCheck, budgetOf, pivotError } from './activation';
export { populationError } from './population';
export { makeDice, rollDice, seedRng, type Dice, type RngState } from './rng';
export { createGame, DEFAULT_SETTINGS, type CreateResult, type GameSetup, type TeamSetup, type UnitPlacement } from './setup';
export * from './state';
export { canBeActivated, hasUnitsToActivate } from './turn';
export * from './unitRules';
export * from './units';
export {
  assembleBattlefield,
  battlefieldGrid,
  tilesForPoints,
  TERRAIN_CHARS,
  TILE_COLS,
  TILE_ROWS,
  validateTileSpec,
  type OffsetPair,
  type SideSpec,
  type TilePlacement,
  type TileSpec,
} from './battlefield';
export { describeEvent } from './log';
