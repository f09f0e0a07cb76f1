// The AI's reasons in words (docs/ai.md, "Reasons"): the normal player scores each action and says
// why as data (src/ai/reasons.ts, kept by the store as AiReason); these sentences show it in
// Suggest, the AI's log lines and the end screen's review. A chance is the engine's exact odds,
// worded by percentOf (never "100 %" short of certain, never "0 %" above impossible).
import { percentOf } from '../engine';
import type { AiReason } from '../store/game/aiReason';

const pct = (p: number) => `${percentOf(p)} %`;
const op = (v: number) => `${v.toFixed(1)} OP`;
const hexes = (n: number) => `${n} hex${n === 1 ? '' : 'es'}`;

/** The figures gained or lost by more than this (OP) are worth a word (as the scoring's own NOTEWORTHY). */
const NOTEWORTHY = 0.05;

type Move = Extract<AiReason, { kind: 'move' }>;

function moveText(m: Move): string {
  if (m.takes)
    return `${m.unit} to the ${m.takes.value} OP marker at ${m.to} (${m.takes.value * m.takes.turns} OP over ${m.takes.turns} turns)`;
  if (m.contests) return `${m.unit} to contest the ${m.contests.value} OP marker at ${m.to}`;
  const heads = `${m.unit} heads for ${m.to}${m.cover ? ', in cover' : ''}`;
  const why: string[] = [];
  const nearGain = m.nears ? `+${op(m.nears.op)}` : null;
  // On a marker it cannot claim (a Vehicle, R7.1), it still guards it.
  if (m.nears && m.nears.hexes === 0)
    why.push(`onto the ${m.nears.value} OP marker, to guard it (only Infantry claims it, R7.1): ${nearGain}`);
  else if (m.nears)
    why.push(`${hexes(m.nears.hexes)} from the ${m.nears.value} OP marker at ${m.nears.at} (${nearGain})`);
  if (m.shot) why.push(`sets up a shot at the ${m.shot.target} (${op(m.shot.op)})`);
  if (m.threat)
    why.push(`less exposed to the ${m.threat.from} (threat ${op(m.threat.before)} down to ${op(m.threat.after)})`);
  const worth =
    Math.abs(m.gain) < NOTEWORTHY
      ? 'as good as holding'
      : m.gain > 0
        ? `+${op(m.gain)} over holding`
        : `${op(-m.gain)} short of holding`;
  // The marker's gain alone, and the whole gain: one figure said once.
  const same = why.length === 1 && nearGain === `+${op(m.gain)}`;
  return `${heads}${why.length > 0 ? `: ${why.join(', ')}` : ''}${same ? '' : `; ${worth}`}`;
}

/** R7.1: a marker held is scored at the end of the turn. */
const heldText = (h: { at: string; value: number }) => `holds ${h.at} for ${h.value} OP at the turn's end`;

/** One sentence saying why the AI would play (or played) an action, with its figures. */
export function reasonText(r: AiReason): string {
  switch (r.kind) {
    case 'attack': {
      const verb = r.effect === 'destroy' ? 'destroy' : r.effect === 'killModel' ? 'kill a model of' : 'damage';
      const parts = [`${pct(r.p)} to ${verb} the ${r.target}`, `${op(r.op)} expected`];
      if (r.frees) parts.push(`${pct(r.frees.p)} to free the ${r.frees.value} OP marker at ${r.frees.at}`);
      if (r.denies !== undefined) parts.push(`it has yet to attack (${op(r.denies)} of its shot)`);
      if (r.exposed !== undefined) parts.push(`shooting first: ${pct(r.exposed)} of the attacker under fire`);
      if (r.holds) parts.push(heldText(r.holds));
      return parts.join('; ');
    }
    case 'defensiveFire':
      return `Defensive Fire at the ${r.target} in ${r.at}: ${pct(r.p)} to hit hard, ${op(r.op)} expected`;
    case 'move':
      return moveText(r);
    case 'hold':
      if (r.at === null) return `${r.unit} stays in Reserve`;
      return r.holds ? `${r.unit} ${heldText(r.holds)}` : `${r.unit} holds ${r.at}`;
    case 'step':
      return `${r.unit} steps to ${r.to}`;
    case 'placeMarker':
      return `marker at ${r.at}: ${hexes(r.ownZone)} from our zone, ${r.theirZone} from theirs${r.cover ? ', in cover' : ''}`;
    case 'deploy':
      return `${r.unit} to ${r.at}${r.cover ? ' in cover' : ''}, near the markers`;
    case 'stranded':
      return `${r.unit} could never leave ${r.at}`;
    case 'ride':
      return `${r.unit} rides in the ${r.carrier}`;
    case 'reserve':
      return `${r.unit} waits in Reserve`;
    case 'done':
      return `${r.unit} is done`;
    case 'pivot':
      return `${r.unit} turns its front to the threat`;
    case 'demolish':
      return `${r.unit} blows the Bridge`;
    case 'embark':
      return `${r.unit} boards for the ride`;
    case 'toReserve':
      return `${r.unit} goes back to Reserve`;
    case 'disembark':
      return `${r.unit} gets out at ${r.at}`;
    case 'arrive':
      return `${r.unit} arrives at ${r.at}`;
    case 'passFire':
      if (r.later !== undefined) return `hold Defensive Fire for the mover's next step: ${op(r.later)} expected there`;
      return r.another
        ? 'hold Defensive Fire for another enemy still to move'
        : 'hold Defensive Fire for a better target';
    case 'nameModel':
      return `name the ${r.model}: cheapest to lose`;
    case 'reroll':
      return r.face === null ? 'keep the dice' : `reroll the ${r.face}`;
    case 'survivors':
      return `survivors to ${r.at}`;
    case 'survivorOrder':
      return `the ${r.unit} placed first of the survivors`;
    case 'command':
      return `command ${r.units} unit${r.units === 1 ? '' : 's'}`;
    case 'vote':
      return r.end ? `end it: ahead ${r.ours} to ${r.theirs}` : 'play on: not ahead yet';
  }
}
