// What a counter says when the pointer (or the keyboard cursor) rests on it, as Wesnoth's and
// VASSAL's tooltips do: the unit and its side, its models with the damage each carries, and its
// state: what it has done this phase (R4.3-R4.5), Suppressed (R8.5), Defensive Fire used (R5.7),
// its facing (R5.5), the Transport it rides or the units it carries (R4.6), the Objective Marker
// it stands on and who holds it (R7.1), a Commander's worth to the enemy (R7.2). Everything is
// read from the engine; the tooltip component only lays these lines out.
import {
  commandsOn,
  defOf,
  hexEquals,
  hexLabel,
  hvtPoints,
  modelDefense,
  passengersOf,
  scoreNow,
  totalDamage,
  unitHasFacing,
  unitName,
  unitSpeed,
  type GameState,
  type Hex,
  type Model,
  type Unit,
} from '../../engine';
import { facingName } from './facingNames';
import { highValueTargetWords } from './highValueTargets';
import { ABILITY_TEXT } from '../../data/abilities';
import { unitsAt } from './selectors';

export interface UnitTip {
  unit: string;
  team: 0 | 1;
  /** "M4A1 Sherman (US Army)". */
  title: string;
  /** One fact a line, in the order a player asks them. */
  lines: string[];
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : word.endsWith('s') ? 'es' : 's'}`;

/** R6.7: a damaged model's damage and the Defense it has left (front/rear for a faced model). */
function damageOf(game: GameState, m: Model): string | null {
  const dmg = totalDamage(m);
  if (dmg === 0) return null;
  const printed = defOf(game, m).defense;
  const [front, rear] = modelDefense(game, m);
  const now = typeof printed === 'number' ? String(front) : `${front}/${rear}`;
  return `${dmg} damage, Defense ${now}`;
}

/** The models: "3 of 4 models: Rifleman ×2, BAR Gunner (1 damage, Defense 3)" (each lost one counted), or the one model's damage. */
function modelsLine(game: GameState, unit: Unit): string | null {
  if (unit.cards.length === 1) {
    const d = unit.models[0] ? damageOf(game, unit.models[0]) : null;
    return d ? `Damaged: ${d}` : 'Undamaged';
  }
  // Alike models (same card, same damage) counted together, each damaged one with its damage.
  const groups: { name: string; damage: string | null; n: number }[] = [];
  for (const m of unit.models) {
    const name = defOf(game, m).name;
    const damage = damageOf(game, m);
    const same = groups.find((g) => g.name === name && g.damage === damage);
    if (same) same.n++;
    else groups.push({ name, damage, n: 1 });
  }
  // "×3" as the counters print it: a card's name is no noun to put in the plural.
  const parts = groups.map((g) => `${g.name}${g.n > 1 ? ` ×${g.n}` : ''}${g.damage ? ` (${g.damage})` : ''}`);
  const count =
    unit.models.length === unit.cards.length
      ? plural(unit.cards.length, 'model')
      : `${unit.models.length} of ${plural(unit.cards.length, 'model')}`;
  return `${count}: ${parts.join(', ')}`;
}

/** What the unit has done or may do in this phase (R4.3-R4.5). */
function phaseLine(game: GameState, unit: Unit): string | null {
  if (game.phase === 'setup' || game.phase === 'ended') return null;
  const a = game.activation;
  if (a && a.unit === unit.id) {
    const done = [
      a.moved ? 'moved' : null,
      a.attacked.length > 0 ? `fired (${plural(a.attacked.length, 'model')})` : null,
    ].filter(Boolean);
    return `Acting now${done.length > 0 ? `: ${done.join(', ')}` : ''}, ${a.speedLeft} Speed left`;
  }
  if (unit.activated) return `Activated this phase${unit.movedThisPhase ? ' (moved)' : ''}`;
  return unit.team === game.active ? 'Not yet activated this phase' : 'Not yet activated; the other side acts';
}

/** The tooltip of one unit; `quarterTurns`: how the screen turns the map, for naming its facing as seen there (facingNames.ts). */
export function unitTip(game: GameState, unit: Unit, quarterTurns: 0 | 1 = 0): UnitTip {
  const lines: string[] = [];
  const models = modelsLine(game, unit);
  if (models) lines.push(models);
  const phase = phaseLine(game, unit);
  if (phase) lines.push(phase);
  if (unit.suppressed) lines.push(`Suppressed: Speed ${unitSpeed(game, unit)}, no Defensive Fire this turn (R8.5)`);
  if (unit.defensiveFireUsed) lines.push('Defensive Fire used this phase (R5.7)');
  if (unit.heldByPassengers) lines.push('Its passengers fired: it may not move this phase (R8.9)');
  if (unitHasFacing(game, unit) && unit.status === 'map') lines.push(`Facing ${facingName(unit.facing, quarterTurns)}`);
  const carrier = unit.status === 'embarked' && unit.carrier ? game.units[unit.carrier] : undefined;
  if (carrier) lines.push(`Aboard the ${unitName(game, carrier)} (R4.6)`);
  const passengers = passengersOf(game, unit.id);
  if (passengers.length > 0) lines.push(`Carrying ${passengers.map((p) => unitName(game, p)).join(', ')} (R4.6)`);
  const at = unit.at;
  const marker = at ? scoreNow(game).markers.find((m) => hexEquals(m.at, at)) : undefined;
  if (marker) {
    const holder = marker.contested
      ? 'contested: nobody scores it'
      : marker.holder !== null
        ? `${game.teams[marker.holder].name} would score it`
        : 'nobody would score it';
    lines.push(`On the ${marker.value} OP marker at ${hexLabel(marker.at)}: ${holder} (R7.1)`);
  }
  // The same points the scoring gives (hvtPoints): a custom card's own High Value Target # may
  // be more than the grade's (index, R7.2).
  const commander = unit.models.find((m) => m.commander);
  if (commander) lines.push(`Commander: ${hvtPoints(game, unit, commander)} OP to the enemy if he falls (R7.2)`);
  const highValueTargets = highValueTargetWords(game, unit);
  if (highValueTargets) lines.push(`High Value Target: ${highValueTargets} (R7.2)`);
  const casts = [...commandsOn(game, unit)];
  if (casts.length > 0) lines.push(`Cast on it: ${casts.map((c) => ABILITY_TEXT[c].name).join(', ')} (R8.4)`);
  return { unit: unit.id, team: unit.team, title: `${unitName(game, unit)} (${game.teams[unit.team].name})`, lines };
}

/** The tooltips of the units in a hex (a stack: each, in the map's order), and of the units they carry. */
export function hexUnitTips(game: GameState, hex: Hex, quarterTurns: 0 | 1 = 0): UnitTip[] {
  const out: UnitTip[] = [];
  for (const u of unitsAt(game, hex)) {
    out.push(unitTip(game, u, quarterTurns));
    for (const p of passengersOf(game, u.id)) out.push(unitTip(game, p, quarterTurns));
  }
  return out;
}
