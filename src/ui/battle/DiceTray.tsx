// The dice of the last action, on screen: each die visible, successes marked, briefly rolled in
// (skippable: a click, a key, or the setting). The log has the same roll in words.
// Issue 13 point 5: the tray sits over the map, so it never stays there for long: a few seconds
// after the dice settle it fades to a small "Dice" button in the corner, which brings it back
// (then it stays until closed or the next roll). A setting keeps it up instead.
import { useEffect, useState } from 'react';
import { MOVEMENT_ROLL_NAMES, SUCCESS_TARGET, unitName, type GameEvent, type GameState } from '../../engine';
import { useReplaying, useViewedEvents, useViewedGame } from '../../store/replay';
import { useUi } from '../../store/appStore';

/** How long settled dice stay in full view before the tray fades (long enough to read a few rows). */
const DICE_DWELL_MS = 4000;
/** The fade itself (CSS .dice-tray.fading). */
const DICE_FADE_MS = 600;
/** The rolling animation (CSS .dice-tray.rolling). */
const ROLL_MS = 550;
import { DieFace } from './DieFace';

interface DiceRow {
  label: string;
  /** What came of it, in words. */
  result?: string;
  dice: number[];
  /** Which dice count: a face at or above this (after the row's modifier). */
  target: number;
  modifier: number;
  rerolled?: number;
}

/** The rows of dice an action's events hold, in the order they were rolled. */
function diceRows(game: GameState, events: readonly GameEvent[]): DiceRow[] {
  const rows: DiceRow[] = [];
  const name = (id: string) => (game.units[id] ? unitName(game, game.units[id]) : id);
  for (const e of events) {
    switch (e.type) {
      case 'initiativeRolled': {
        const last = e.rolls[e.rolls.length - 1];
        last.forEach((r, t) => rows.push({ label: `${game.teams[t].name} initiative (+${r.bonus}) = ${r.total}`, dice: r.dice, target: 7, modifier: 0 }));
        break;
      }
      case 'movementRoll':
        rows.push({
          label: `${name(e.unit)}: ${MOVEMENT_ROLL_NAMES[e.reason]} roll${e.reroll ? `, rerolled from a ${e.reroll.from}` : ''}, 4+`,
          result: e.success ? 'passes' : 'fails: its movement ends',
          dice: [e.die],
          target: 4,
          modifier: 0,
          rerolled: e.reroll?.index,
        });
        break;
      case 'attack': {
        const who = e.modelName === name(e.unit) ? e.modelName : `${e.modelName} of ${name(e.unit)}`;
        for (const r of e.rolls) {
          // R8.2, R8.3: a profile with a "-" band at this range rolls nothing.
          if (r.dice.length === 0) continue;
          const modifier = r.modifierSources.reduce((s, m) => s + m.n, 0);
          const need = SUCCESS_TARGET - modifier;
          const successes = e.strikes.find((x) => x.profile === r.profile)?.successes;
          rows.push({
            label: `${who} attacks: ${r.dice.length} ${r.profile} dice, ${need <= 1 ? 'every die' : `${need}+`} succeeds`,
            result: successes === undefined ? undefined : `${successes} success${successes === 1 ? '' : 'es'}`,
            dice: r.dice,
            target: SUCCESS_TARGET,
            modifier,
            rerolled: r.reroll?.index,
          });
        }
        for (const s of e.strikes) {
          const outcome = { none: 'no effect', modelLost: s.damage > 1 ? `${s.damage} models lost` : 'a model lost', damaged: `${s.damage} damage`, destroyed: 'destroyed' }[s.result];
          rows.push({
            label: `${s.modelName === name(s.unit) ? s.modelName : `${s.modelName} of ${name(s.unit)}`}: ${s.defenseDice.length} defense dice, 4+ saves`,
            result: s.noAttackDice ? 'no attack dice at this range ("-"): no effect' : `${s.saved} saved, ${s.remaining} remain against ${s.defense}: ${outcome}`,
            dice: s.defenseDice,
            target: 4,
            modifier: 0,
            rerolled: s.defenseReroll?.index,
          });
        }
        break;
      }
      case 'bridgeDemolition':
        rows.push({ label: `${name(e.unit)}: Bridge Demolition, 3+`, dice: [e.die], target: 3, modifier: 0 });
        break;
      case 'passengerRoll':
        rows.push({ label: `${game.defs[e.def]?.name ?? e.def} of ${name(e.unit)} aboard ${name(e.carrier)}: dies on 4+`, dice: [e.die], target: 4, modifier: 0 });
        break;
      default:
        break;
    }
  }
  return rows;
}

export function DiceTray() {
  const game = useViewedGame();
  const events = useViewedEvents();
  // Stepping through a replay shows each step's dice at once, without rolling them again.
  const animate = useUi((s) => s.settings.animateDice) && !useReplaying();
  const fade = useUi((s) => s.settings.fadeDice);
  const [rolling, setRolling] = useState(false);
  const [hidden, setHidden] = useState(false);
  /** 'shown' in full, 'fading' out, or 'away': only the small Dice button is left. */
  const [stage, setStage] = useState<'shown' | 'fading' | 'away'>('shown');
  /** Brought back by the player: it stays until closed or the next roll. */
  const [pinned, setPinned] = useState(false);
  const rows = diceRows(game, events);
  useEffect(() => {
    setHidden(false);
    setStage('shown');
    setPinned(false);
    if (!animate || rows.length === 0) return;
    setRolling(true);
    const t = setTimeout(() => setRolling(false), ROLL_MS);
    return () => clearTimeout(t);
    // A new roll (new events) starts the animation again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [events]);
  useEffect(() => {
    if (!fade || pinned || rows.length === 0) return;
    const settled = (animate ? ROLL_MS : 0) + DICE_DWELL_MS;
    const timers = [setTimeout(() => setStage('fading'), settled), setTimeout(() => setStage('away'), settled + DICE_FADE_MS)];
    return () => timers.forEach(clearTimeout);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [events, fade, pinned]);
  if (rows.length === 0 || hidden) return null;
  if (stage === 'away' && fade && !pinned) {
    return (
      <button
        type="button"
        className="dice-chip"
        data-testid="dice-chip"
        title="Show the dice of the last roll again"
        onClick={() => {
          setPinned(true);
          setStage('shown');
        }}
      >
        Show the dice
      </button>
    );
  }
  return (
    <section className={`dice-tray${rolling ? ' rolling' : ''}${stage === 'fading' && fade && !pinned ? ' fading' : ''}`} aria-label="Dice rolled" data-testid="dice-tray">
      {rows.map((r, i) => (
        <div key={i} className="dice-row">
          <span className="dice-label">
            {r.label}
            {r.result && !rolling ? <strong className="dice-result"> → {r.result}</strong> : null}
          </span>
          <span className="dice">
            {r.dice.map((d, k) => (
              <DieFace key={k} face={rolling ? ((d + k + i) % 6) + 1 : d} success={!rolling && d + r.modifier >= r.target} rerolled={!rolling && r.rerolled === k} />
            ))}
          </span>
        </div>
      ))}
      <button type="button" className="close" aria-label="Hide the dice" onClick={(e) => { e.stopPropagation(); setHidden(true); }}>
        ×
      </button>
    </section>
  );
}
