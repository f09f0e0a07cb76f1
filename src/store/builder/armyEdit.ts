// Edits of an army list in the builder, as pure functions: each returns a new list and keeps
// the Commander (R1.3) on the model he was, or clears him when that model is gone.
import { cleanName, type ArmyList, type ArmyUnit, type CommanderGrade } from '../../engine';
import { MAX_LIST_CARDS, MAX_LIST_UNITS, MAX_POINT_LIMIT, MAX_UNIT_MODELS } from '../../data/listBounds';

export function emptyList(name: string, pointLimit = 200): ArmyList {
  return { name, pointLimit, units: [], commander: null };
}

const TOO_MANY_UNITS = `The list has ${MAX_LIST_UNITS} units, the most a list may hold: more than any legal list of ${MAX_POINT_LIMIT} points (R1.2).`;

/**
 * Why the list takes no more units, or null. The list readers hold a list to MAX_LIST_UNITS units
 * (more than any legal list of the largest point limit, R1.2); the builder makes none larger, so
 * every list it saves reads back.
 */
export function addUnitProblem(list: ArmyList): string | null {
  return list.units.length < MAX_LIST_UNITS ? null : TOO_MANY_UNITS;
}

/**
 * Why the list is beyond what the list readers hold, or null: more units than MAX_LIST_UNITS, or a
 * unit of more than MAX_UNIT_MODELS models (a hand-edited squad of 12 that "Swap back" would grow
 * to 13). The builder saves no such list, so every list it saves reads back.
 */
export function listBoundsProblem(list: ArmyList): string | null {
  if (list.units.length > MAX_LIST_UNITS) return TOO_MANY_UNITS;
  if ((list.cards?.length ?? 0) > MAX_LIST_CARDS)
    return `The list would use ${list.cards!.length} custom cards: a list carries at most ${MAX_LIST_CARDS}.`;
  const i = list.units.findIndex((u) => u.models.length > MAX_UNIT_MODELS);
  if (i < 0) return null;
  return `Unit ${i + 1} would have ${list.units[i].models.length} models: a list holds units of at most ${MAX_UNIT_MODELS} (a legal unit has at most 6, R1.4).`;
}

/**
 * A name cut to at most `max` characters (UTF-16 units, as the readers count them) without
 * splitting an emoji, and cleaned as the readers clean it (no trailing space left by the cut).
 */
export function fitName(text: string, max: number): string {
  let out = '';
  for (const ch of text) {
    if (out.length + ch.length > max) break;
    out += ch;
  }
  return cleanName(out);
}

/** Adds a unit; a list already at its most units (addUnitProblem) is returned unchanged. */
export function addUnit(list: ArmyList, unit: ArmyUnit): ArmyList {
  if (addUnitProblem(list)) return list;
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
