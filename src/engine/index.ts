// The engine's public API. Pure TypeScript: no DOM, React, Pixi or Zustand, and nothing of
// ours from outside src/engine.
export type { Action, ActionType } from './actions';
export { isAction, isDirShape, isHexShape } from './actionShape';
export { applyAction, type ApplyResult } from './apply';
export * from './army';
export * from './armyUnits';
export type { ErrorCode, RuleError } from './errors';
export type { AttackEvent, EventType, GameEvent, MovementRollReason, Reroll, StrikeReport } from './events';
export { MOVEMENT_ROLL_NAMES } from './events';
export type { AttackInProgress, AttackSpec, PendingDecision, PendingKind, ProfileChoice, Strike, Volley, WeaponChoice } from './pending';
export { isInFrontArc } from './arcs';
export { attackDiceFor, countSuccesses, SUCCESS_TARGET, type AttackDice, type DiceSource } from './attackDice';
export {
  previewAttack,
  type AttackPreview,
  type AttackPreviewRequest,
  type OutcomeChance,
  type OutcomeResult,
  type PreviewContext,
  type RandomStrikesPreview,
  type StrikeNumbers,
  type StrikeOdds,
  type StrikePreview,
  type StruckModelPreview,
  type UnitRisk,
} from './attackPreview';
export { defenseDiceFor, type DefenseDice } from './defenseDice';
export { commandsOn, COMMAND_SCOPE, JUNIOR_REACH, type CommandAbility } from './commandAbilities';
export { BAND_NAMES, rangeBand, type Band } from './range';
export { attackerHex, planAttack, profileOptions, type AttackRequest } from './targeting';
export { canSee, describeBlocker, sightBetween } from './sight';
export { defensiveFireCandidates } from './defensiveFire';
export { objectiveHexes, objectiveError, OBJECTIVE_ORDER } from './objectives';
export { scoreTurn, totalPoints } from './scoring';
export { passengersOf } from './transport';
export { deployError, defaultFacing } from './setupActions';
export { arrivalError } from './reserveActions';
export { namingChoices } from './combat';
export * from './hex';
export { initiativeBonus } from './initiative';
export { actionsOfUnit, activationHasOptions, decisionActionsOf, legalActions } from './legal';
export {
  hasLineOfSight,
  sightLine,
  traceSight,
  type Occupied,
  type Sight,
  type SightBlocker,
  type SightSide,
} from './lineOfSight';
export * from './map';
export { validateMap } from './mapValidation';
export {
  aggressionNumber,
  checkStep,
  freshBudget,
  moveBudget,
  reachableHexes,
  roadStepsPerPhase,
  terrainCost,
  type MoveBudget,
  type Reach,
  type RouteRoll,
  type Step,
} from './movement';
export { actingUnit, attackTimingError, budgetOf, moveKindError, pivotError } from './activation';
export { boardingRoutes, type BoardingRoute } from './moveActions';
export { populationError } from './population';
export { makeDice, rollDice, seedRng, type Dice, type RngState } from './rng';
export { createGame, newUnit, DEFAULT_SETTINGS, type CreateResult, type GameSetup, type TeamSetup, type UnitSetup } from './setup';
export * from './state';
export { canBeActivated, hasUnitsToActivate } from './flow';
export {
  anyModelHas,
  defOf,
  isAircraftUnit,
  isArtilleryUnit,
  isInfantryUnit,
  isInPlay,
  isLargeUnit,
  isMountedUnit,
  isVehicleUnit,
  leadDef,
  modelAbilityNumber,
  modelById,
  modelDefense,
  modelHasAbility,
  modelSpeed,
  takesDamage,
  totalDamage,
  unitAbilityNumber,
  unitHasAbility,
  unitHasFacing,
  unitName,
  unitSpeed,
} from './unitRules';
export * from './units';
export {
  assembleBattlefield,
  battlefieldGrid,
  roadExits,
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
export { loadScenario, readHex, SCENARIO_FORMAT, SCENARIO_VERSION, type HexRef, type Scenario, type ScenarioContext, type ScenarioResult, type ScenarioUnit } from './scenario';
export { pickByKind, randomAction } from './playout';
