// The engine's public API. Pure TypeScript: no DOM, React, Pixi or Zustand, and nothing of
// ours from outside src/engine.
export type { Action, ActionType } from './core/actions';
export { cleanAction, describeAction, isAction, isDirShape, isHexShape } from './core/actionShape';
export { applyAction, type ApplyResult } from './actions/apply';
export * from './army/army';
export * from './army/armyUnits';
export { gameLists, listCatalog, readListCards } from './army/listCards';
export {
  fieldPath,
  parseCardList,
  parseCardRecord,
  parseUnitDef,
  TYPE_LINES,
  type CardResult,
  type CardsResult,
} from './army/cardParse';
export { idProblem, isReservedId, own } from './core/own';
export { cleanName } from './core/names';
export { GRADES, PHASES, SETUP_STEPS } from './core/terms';
export { fields, isRecord, readSchema, whole } from './core/schema';
export type { ErrorCode, RuleError } from './core/errors';
export {
  err,
  messagesOf,
  ok,
  problem,
  problems,
  shown,
  type Err,
  type Ok,
  type Problem,
  type ProblemCode,
  type Result,
  type StateResult,
} from './core/result';
export type { AttackEvent, EventType, GameEvent, MovementRollReason, Reroll, StrikeReport } from './core/events';
export { MOVEMENT_ROLL_NAMES } from './core/events';
export type {
  AttackInProgress,
  AttackSpec,
  Continuation,
  DefensiveFireOffer,
  PendingDecision,
  PendingKind,
  ProfileChoice,
  Strike,
  Volley,
  WeaponChoice,
} from './core/pending';
export { isInFrontArc } from './board/arcs';
export { attackDiceFor, countSuccesses, SUCCESS_TARGET, type AttackDice, type DiceSource } from './rules/attackDice';
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
} from './view/attackPreview';
export { defenseDiceFor, type DefenseDice } from './rules/defenseDice';
export { commandsOn, JUNIOR_REACH, juniorCannotName } from './derived/commandAbilities';
export { COMMAND_SCOPE, idleCommandAbilities, type CommandAbility } from './army/commandCards';
export { BAND_NAMES, diceAtRange, profileReach, rangeBand, type Band, type RangeAbilities } from './rules/range';
export {
  attackerHex,
  mayAttackAircraft,
  planAttack,
  profileOptions,
  rangeAbilities,
  type AttackRequest,
} from './rules/targeting';
export { canSee, describeBlocker, sightBetween } from './derived/sight';
export { closeVolleyAt, defensiveFireCandidates, inDefensiveFireReach, volleyWeapon } from './rules/defensiveFire';
export { hexCover, terrainCovers } from './rules/cover';
export { objectiveHexes, checkObjective, OBJECTIVE_ORDER } from './rules/objectives';
export { canClaim, canContest, infantryAt, scoreTurn, totalPoints } from './rules/scoring';
export { passengersOf, survivorWays, type SurvivorFates } from './rules/transport';
export { checkDeploy } from './rules/deployment';
export { checkArrival } from './rules/reserves';
export { namingChoices } from './rules/attacking';
export * from './core/hex';
export { initiativeBonus } from './rules/initiative';
export {
  actionsOfUnit,
  activatableUnits,
  activationHasOptions,
  canOnlyStay,
  decisionActionsOf,
  legalActions,
} from './legal/legal';
export { awaiting, isPendingAwaiting, type Awaiting, type AwaitingKind, type AwaitingPending } from './legal/awaiting';
export {
  hasLineOfSight,
  sightLine,
  traceSight,
  type Occupied,
  type Sight,
  type SightBlocker,
  type SightSide,
} from './board/lineOfSight';
export * from './board/map';
export { madeMapProblems, unbridgedRoadProblems, validateMap } from './board/mapValidation';
export {
  aggressionNumber,
  checkPath,
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
  type StepFilter,
} from './rules/movement';
export {
  actingUnit,
  checkAttackTiming,
  budgetOf,
  checkMoveKind,
  checkPivot,
  defaultMoveKind,
} from './rules/activation';
export { boardingRoutes, type BoardingRoute } from './view/boardingRoutes';
export { routesVia, waypointArrivals, type WaypointArrival } from './view/waypoints';
export { strandedAt, targetRefusals, whyNoAttack, whyNoMove, whyNotReach, type TargetRefusal } from './view/whyNot';
export { previewDefensiveFire, type DefensiveFireAction, type DefensiveFirePreview } from './view/defensiveFirePreview';
export { routeThreats, stepThreat, type RouteThreat } from './view/routeThreats';
export { quietRoutes } from './view/quietRoutes';
export { percentOf } from './view/chance';
export { checkPopulation } from './rules/population';
export { checkStand } from './rules/standing';
export { keyedRng, makeDice, rollDice, seedRng, type Dice, type KeyedState, type RngState } from './core/rng';
export { KEY_PATTERN } from './core/keyedWords';
export { upgradeState } from './setup/upgrade';
export {
  createGame,
  newUnit,
  DEFAULT_SETTINGS,
  type CreateResult,
  type GameSetup,
  type TeamSetup,
  type UnitSetup,
} from './setup/setup';
export * from './core/state';
export { canBeActivated, hasUnitsToActivate } from './rules/turnOrder';
export {
  anyModelHas,
  defOf,
  heavyArmorLeft,
  hvtPoints,
  isAircraftUnit,
  isArtilleryUnit,
  isInfantryUnit,
  isInPlay,
  isLargeUnit,
  isMountedUnit,
  isVehicleUnit,
  leadDef,
  losesModels,
  modelAbilityNumber,
  modelById,
  modelDefense,
  modelHasAbility,
  modelSpeed,
  squadAbilities,
  takesDamage,
  totalDamage,
  unitAbilityNumber,
  unitHasAbility,
  unitHasFacing,
  unitName,
  unitSpeed,
} from './derived/unitRules';
export * from './army/units';
export {
  assembleBattlefield,
  battlefieldGrid,
  roadExits,
  sideSpecKey,
  tilesForPoints,
  TERRAIN_CHARS,
  TILE_COLS,
  TILE_ROWS,
  validateTileSpec,
  type OffsetPair,
  type SideSpec,
  type TilePlacement,
  type TileSpec,
} from './board/battlefield';
export type { DirNaming } from './view/log';
export { describeEvent } from './view/log';
export { scoreNow, turnScoredText, type MarkerHold, type ScoreNow } from './view/score';
export {
  loadScenario,
  readHex,
  readScenarioText,
  SCENARIO_MAX_CHARS,
  SCENARIO_FORMAT,
  SCENARIO_VERSION,
  type HexRef,
  type Scenario,
  type ScenarioContext,
  type ScenarioResult,
  type ScenarioUnit,
} from './setup/scenario';
export { pickByKind, randomAction } from './legal/playout';
export { validateState, type StateCheck } from './setup/validateState';
export { checkTile, walkedFrom, type TileProblem } from './setup/tileCheck';
