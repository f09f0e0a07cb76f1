// Edits of an army list in the builder, as pure functions: each returns a new list and keeps
// the Commander (R1.3) on the model he was, or clears him when that model is gone.
import type { ArmyList, ArmyUnit, CommanderGrade } from '../engine';

export function emptyList(name: string, pointLimit = 200): ArmyList {
  return { name, pointLimit, units: [], commander: null };
}

export function addUnit(list: ArmyList, unit: ArmyUnit): ArmyList {
  return { ...list, units: [...list.units, unit] };
}

export function removeUnit(list: ArmyList, index: number): ArmyList {
  const units = list.units.filter((_, i) => i !== index);
  const c = list.commander;
  let commander = c;
  if (c && c.unit === index) commander = null;
  else if (c && c.unit > index) commander = { ...c, unit: c.unit - 1 };
  return { ...list, units, commander };
}

/**
 * Puts `unit` in the place of unit `index`. When the Commander was in it, he stays on the same
 * model: the same stat card, its same occurrence if it is still there (swaps move models).
 */
export function replaceUnit(list: ArmyList, index: number, unit: ArmyUnit): ArmyList {
  const units = list.units.map((u, i) => (i === index ? unit : u));
  const c = list.commander;
  if (!c || c.unit !== index) return { ...list, units };
  const old = list.units[index].models;
  const id = old[c.model];
  const occurrence = old.slice(0, c.model).filter((m) => m === id).length;
  const places = unit.models.flatMap((m, k) => (m === id ? [k] : []));
  const model = places[occurrence] ?? places[0];
  return { ...list, units, commander: model === undefined ? null : { ...c, model } };
}

/** Removes one model; a unit left without models goes. */
export function removeModel(list: ArmyList, unitIndex: number, modelIndex: number): ArmyList {
  const models = list.units[unitIndex].models.filter((_, k) => k !== modelIndex);
  if (models.length === 0) return removeUnit(list, unitIndex);
  return replaceUnit(list, unitIndex, { models });
}

export function setCommander(list: ArmyList, unit: number, model: number, grade: CommanderGrade): ArmyList {
  return { ...list, commander: { unit, model, grade } };
}

export function clearCommander(list: ArmyList): ArmyList {
  return { ...list, commander: null };
}
