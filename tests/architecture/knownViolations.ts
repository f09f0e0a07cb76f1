// Today's import-convention violations, recorded so the checks in imports.test.ts can run in
// `npm test` from the day they were written (issue 12 point 9) while the engine is untangled
// (issue 12 point 5). THIS LIST MUST ONLY SHRINK: never add to it. imports.test.ts fails on a
// violation not listed here and on a listed one that no longer exists, so when you remove a
// cycle or a layer break, delete its lines here in the same commit.

/**
 * Edges a -> b inside src/engine where b also reaches a (type-only imports count). Three knots:
 * the resolution loop (attackActions, combat, defensiveFire, flowControl, legal, moveActions,
 * reserveActions, setupActions), army/armyUnits, and the types around state, pending and
 * attackDice (events, pending, state, attackDice, targeting, commandAbilities, occupancy,
 * roster, sight, unitRules).
 */
export const KNOWN_CYCLE_EDGES: readonly string[] = [
  'src/engine/actions/attackActions.ts -> src/engine/actions/moveActions.ts',
  'src/engine/actions/attackActions.ts -> src/engine/resolve/combat.ts',
  'src/engine/actions/attackActions.ts -> src/engine/resolve/flowControl.ts',
  'src/engine/actions/moveActions.ts -> src/engine/resolve/defensiveFire.ts',
  'src/engine/actions/moveActions.ts -> src/engine/resolve/flowControl.ts',
  'src/engine/actions/reserveActions.ts -> src/engine/actions/moveActions.ts',
  'src/engine/actions/reserveActions.ts -> src/engine/resolve/defensiveFire.ts',
  'src/engine/actions/reserveActions.ts -> src/engine/resolve/flowControl.ts',
  'src/engine/actions/setupActions.ts -> src/engine/actions/moveActions.ts',
  'src/engine/actions/setupActions.ts -> src/engine/actions/reserveActions.ts',
  'src/engine/actions/setupActions.ts -> src/engine/resolve/flowControl.ts',
  'src/engine/army/army.ts -> src/engine/army/armyUnits.ts',
  'src/engine/army/armyUnits.ts -> src/engine/army/army.ts',
  'src/engine/core/events.ts -> src/engine/core/pending.ts',
  'src/engine/core/events.ts -> src/engine/core/state.ts',
  'src/engine/core/events.ts -> src/engine/rules/attackDice.ts',
  'src/engine/core/pending.ts -> src/engine/core/events.ts',
  'src/engine/core/pending.ts -> src/engine/core/state.ts',
  'src/engine/core/pending.ts -> src/engine/rules/attackDice.ts',
  'src/engine/core/state.ts -> src/engine/core/events.ts',
  'src/engine/core/state.ts -> src/engine/core/pending.ts',
  'src/engine/derived/commandAbilities.ts -> src/engine/core/state.ts',
  'src/engine/derived/commandAbilities.ts -> src/engine/derived/roster.ts',
  'src/engine/derived/commandAbilities.ts -> src/engine/derived/unitRules.ts',
  'src/engine/derived/occupancy.ts -> src/engine/core/state.ts',
  'src/engine/derived/occupancy.ts -> src/engine/derived/unitRules.ts',
  'src/engine/derived/roster.ts -> src/engine/core/state.ts',
  'src/engine/derived/sight.ts -> src/engine/core/state.ts',
  'src/engine/derived/sight.ts -> src/engine/derived/occupancy.ts',
  'src/engine/derived/unitRules.ts -> src/engine/core/state.ts',
  'src/engine/legal/legal.ts -> src/engine/actions/attackActions.ts',
  'src/engine/legal/legal.ts -> src/engine/actions/moveActions.ts',
  'src/engine/legal/legal.ts -> src/engine/actions/reserveActions.ts',
  'src/engine/legal/legal.ts -> src/engine/actions/setupActions.ts',
  'src/engine/legal/legal.ts -> src/engine/resolve/combat.ts',
  'src/engine/legal/legal.ts -> src/engine/resolve/defensiveFire.ts',
  'src/engine/resolve/combat.ts -> src/engine/resolve/flowControl.ts',
  'src/engine/resolve/defensiveFire.ts -> src/engine/resolve/combat.ts',
  'src/engine/resolve/defensiveFire.ts -> src/engine/resolve/flowControl.ts',
  'src/engine/resolve/flowControl.ts -> src/engine/actions/moveActions.ts',
  'src/engine/resolve/flowControl.ts -> src/engine/legal/legal.ts',
  'src/engine/resolve/flowControl.ts -> src/engine/resolve/defensiveFire.ts',
  'src/engine/rules/attackDice.ts -> src/engine/core/pending.ts',
  'src/engine/rules/attackDice.ts -> src/engine/core/state.ts',
  'src/engine/rules/attackDice.ts -> src/engine/derived/commandAbilities.ts',
  'src/engine/rules/attackDice.ts -> src/engine/derived/unitRules.ts',
  'src/engine/rules/attackDice.ts -> src/engine/rules/targeting.ts',
  'src/engine/rules/targeting.ts -> src/engine/core/pending.ts',
  'src/engine/rules/targeting.ts -> src/engine/core/state.ts',
  'src/engine/rules/targeting.ts -> src/engine/derived/roster.ts',
  'src/engine/rules/targeting.ts -> src/engine/derived/sight.ts',
  'src/engine/rules/targeting.ts -> src/engine/derived/unitRules.ts',
];

/** Imports that break the folder layers (tests/architecture/layers.ts), 'a -> b'. */
export const KNOWN_LAYER_BREAKS: readonly string[] = [
  'src/engine/core/events.ts -> src/engine/rules/attackDice.ts',
  'src/engine/core/pending.ts -> src/engine/rules/attackDice.ts',
  'src/engine/core/state.ts -> src/engine/army/units.ts',
  'src/engine/core/state.ts -> src/engine/board/map.ts',
  'src/engine/legal/legal.ts -> src/engine/actions/attackActions.ts',
  'src/engine/legal/legal.ts -> src/engine/actions/moveActions.ts',
  'src/engine/legal/legal.ts -> src/engine/actions/reserveActions.ts',
  'src/engine/legal/legal.ts -> src/engine/actions/setupActions.ts',
  'src/engine/legal/legal.ts -> src/engine/resolve/combat.ts',
  'src/engine/legal/legal.ts -> src/engine/resolve/defensiveFire.ts',
  'src/engine/legal/legal.ts -> src/engine/resolve/flow.ts',
  'src/engine/resolve/flowControl.ts -> src/engine/actions/moveActions.ts',
  'src/engine/rules/activation.ts -> src/engine/resolve/flow.ts',
];
