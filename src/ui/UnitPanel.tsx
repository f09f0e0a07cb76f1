// The selected unit's card: where it is, what it has done this phase, its models left, its
// current values beside the printed ones, damage, what is cast on it, and its stat cards with
// every ability explained.
import {
  COMMANDER_GRADES,
  commandsOn,
  defOf,
  hexLabel,
  hvtPoints,
  heavyArmorLeft,
  modelDefense,
  passengersOf,
  squadAbilities,
  totalDamage,
  unitHasFacing,
  unitName,
  unitSpeed,
  type GameState,
  type Unit,
} from '../engine';
import { ABILITY_TEXT } from '../data/abilities';
import { TEAM_CSS } from '../render/viewModel';
import { useAppStoreApi, useBoardTurn, useReplaying, useUi, useViewedGame } from '../store/context';
import { facingName } from '../store/view/facingNames';
import { highValueTargetWords } from '../store/view/highValueTargets';
import { StatCard } from './StatCard';

function status(game: GameState, unit: Unit): string {
  if (unit.status === 'destroyed') return 'Destroyed';
  if (game.activation?.unit === unit.id) return 'Moving now';
  if (unit.activated) return 'Already activated this phase';
  if (unit.team !== game.active) return 'Waiting: the other team acts';
  return 'Ready to activate';
}

function where(game: GameState, unit: Unit): string {
  switch (unit.status) {
    case 'map':
      return unit.at ? hexLabel(unit.at) : '';
    case 'reserve':
      return 'in Reserve';
    case 'embarked': {
      const carrier = unit.carrier ? game.units[unit.carrier] : undefined;
      return carrier ? `aboard ${unitName(game, carrier)}${carrier.at ? ` at ${hexLabel(carrier.at)}` : ''}` : 'aboard';
    }
    case 'undeployed':
      return 'not yet placed';
    case 'destroyed':
      return 'destroyed';
  }
}

/** The lowest Speed printed on the cards of the unit's living models (R4.7), to show beside the current one. */
function printedSpeed(game: GameState, unit: Unit): number | 'A' {
  const cards = unit.models.length > 0 ? unit.models.map((m) => m.def) : unit.cards;
  const speeds = cards.map((c) => game.defs[c].speed);
  if (speeds.includes('A')) return 'A';
  return Math.min(...(speeds as number[]));
}

export function UnitPanel() {
  const appStore = useAppStoreApi();
  const game = useViewedGame();
  const selected = useUi((s) => s.selected);
  const inspected = useUi((s) => s.inspected);
  const showArcs = useUi((s) => s.showArcs);
  const turn = useBoardTurn();
  const intent = useUi((s) => s.intent);
  // A replay's map shows no selection marks (replay.ts), so the arcs are offered in the live game only.
  const replaying = useReplaying();
  // An enemy looked at while your unit stays selected (docs/playing.md, "Looking at the enemy").
  const looking = inspected && selected ? game.units[inspected] : undefined;
  const unit = looking ?? (selected ? game.units[selected] : undefined);
  if (!unit) {
    return (
      <section className="panel unit-panel" aria-label="Selected unit">
        <p className="hint">Click a unit on the map (or pick one from the list above) to see its card.</p>
      </section>
    );
  }
  const groups = new Map<string, number>();
  for (const m of unit.models) groups.set(m.def, (groups.get(m.def) ?? 0) + 1);
  const lost = [...new Set(unit.cards)].filter((c) => !groups.has(c));
  const damaged = unit.models.filter((m) => m.damage > 0 || (m.softDamage ?? 0) > 0 || (m.armorIgnored ?? 0) > 0);
  const commander = unit.models.find((m) => m.commander);
  const highValueTargets = highValueTargetWords(game, unit);
  const casts = [...commandsOn(game, unit)];
  const passengers = passengersOf(game, unit.id);
  const printed = printedSpeed(game, unit);
  const flags = [
    unit.suppressed ? 'Suppressed: Speed -1, no Defensive Fire this turn (R8.5)' : null,
    unit.defensiveFireUsed ? 'Defensive Fire used this phase (R5.7)' : null,
    unit.heldByPassengers ? 'Its passengers fired: it may not move this phase (R8.9)' : null,
  ].filter((f): f is string => f !== null);
  return (
    <section className="panel unit-panel" aria-label="Selected unit">
      <h2 style={{ borderColor: TEAM_CSS[unit.team] }}>
        <span className="team-chip" style={{ background: TEAM_CSS[unit.team] }} aria-hidden />
        {unitName(game, unit)}
        <span className="unit-id">
          {game.teams[unit.team].name}, unit {unit.id}
        </span>
      </h2>
      {looking && selected && game.units[selected] && (
        <p className="flag" data-testid="inspecting">
          Looking at the enemy; {unitName(game, game.units[selected])} stays selected.{' '}
          <button type="button" onClick={() => appStore.getState().ui.inspect(null)}>
            Back to {unitName(game, game.units[selected])}
          </button>
        </p>
      )}
      <dl className="unit-facts">
        <div>
          <dt>Position</dt>
          <dd data-testid="unit-position">{where(game, unit)}</dd>
        </div>
        {unitHasFacing(game, unit) && (
          <div>
            <dt>Facing</dt>
            {/* R3.3: a unit being placed takes the facing the facing control shows, not the one it was created with. */}
            <dd data-testid="unit-facing">
              {facingName(
                unit.status === 'undeployed' && !looking && intent.kind === 'place' ? intent.facing : unit.facing,
                turn,
              )}
            </dd>
          </div>
        )}
        <div>
          <dt>Models</dt>
          <dd data-testid="unit-models">
            {unit.models.length} of {unit.cards.length}
          </dd>
        </div>
        <div>
          <dt>Speed</dt>
          <dd data-testid="unit-speed">
            {printed === 'A' ? 'A' : unitSpeed(game, unit)}
            {printed !== 'A' && unitSpeed(game, unit) !== printed ? (
              <span className="printed"> (printed {printed})</span>
            ) : null}
          </dd>
        </div>
        <div className="wide">
          <dt>This phase</dt>
          <dd data-testid="unit-status">{status(game, unit)}</dd>
        </div>
      </dl>
      {damaged.length > 0 && (
        <ul className="damage" aria-label="Damage">
          {damaged.map((m) => {
            const def = defOf(game, m);
            const [front, rear] = modelDefense(game, m);
            const printedDef =
              typeof def.defense === 'number' ? String(def.defense) : `${def.defense[0]}/${def.defense[1]}`;
            const now = typeof def.defense === 'number' ? String(front) : `${front}/${rear}`;
            const armor = heavyArmorLeft(game, unit, m);
            return (
              <li key={m.id}>
                {/* R6.7, index "Unarmored": the damage the engine counts (totalDamage, as the counter's pips and Speed do); Defense is the printed profile's (modelDefense). */}
                {def.name}: {totalDamage(m)} damage{m.softDamage ? ` (${m.softDamage} on its Unarmored 3/3)` : ''},
                Defense {now} (printed {printedDef})
                {armor > 0 ? `, Heavy Armor ignores ${armor} more` : m.armorIgnored ? ', Heavy Armor spent' : ''}
              </li>
            );
          })}
        </ul>
      )}
      {lost.length > 0 && <p className="lost">Lost: {lost.map((c) => game.defs[c].name).join(', ')}</p>}
      {flags.map((f) => (
        <p key={f} className="flag">
          {f}
        </p>
      ))}
      {commander?.commander && (
        <p className="flag">
          Commander ({COMMANDER_GRADES[commander.commander].name}
          ): the enemy scores {hvtPoints(game, unit, commander)} OP if he falls (R7.2).
        </p>
      )}
      {highValueTargets && <p className="flag">High Value Target: {highValueTargets} (R7.2).</p>}
      {casts.length > 0 && (
        <p className="flag">Cast on it: {casts.map((c) => ABILITY_TEXT[c].name).join(', ')} (R8.4).</p>
      )}
      {passengers.length > 0 && (
        <p className="flag">Carrying: {passengers.map((p) => unitName(game, p)).join(', ')}.</p>
      )}
      {unitHasFacing(game, unit) && unit.status === 'map' && !replaying && (
        <button
          type="button"
          aria-pressed={showArcs}
          onClick={() => appStore.getState().ui.toggleArcs()}
          title="Show its front and rear arcs (R)"
        >
          {showArcs ? 'Hide arcs' : 'Show arcs'}
        </button>
      )}
      {[...groups].map(([defId, count]) => (
        <StatCard
          key={defId}
          def={game.defs[defId]}
          count={count}
          fromSquad={squadAbilities(game, unit, game.defs[defId])}
        />
      ))}
    </section>
  );
}
