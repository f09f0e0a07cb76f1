// The AI's reasons in words (src/ui/aiPhrases.ts): every kind reads as a sentence with its figures,
// no "undefined", no "NaN", a singular after 1; a chance is the engine's percentOf (docs/ai.md, "Reasons").
import { describe, expect, it } from 'vitest';
import type { AiReason } from '../../src/store/game/aiReason';
import { reasonText } from '../../src/ui/aiPhrases';

const SAMPLES: AiReason[] = [
  {
    kind: 'attack',
    target: 'Sherman',
    effect: 'destroy',
    p: 0.6854705810546873,
    op: 0.32,
    holds: { at: 'E7', value: 3 },
  },
  { kind: 'attack', target: 'Rifleman', effect: 'killModel', p: 0.999999, op: 1.26 },
  { kind: 'attack', target: 'Tiger', effect: 'damage', p: 0.0001, op: 0.02 },
  { kind: 'defensiveFire', target: 'Panzer IV', at: 'C4', p: 0.31, op: 0.4 },
  { kind: 'move', unit: 'Rifleman', to: 'D5', cover: false, takes: { value: 2, turns: 3 }, gain: 6 },
  { kind: 'move', unit: 'Paratrooper', to: 'D5', cover: false, contests: { value: 3 }, gain: 1 },
  {
    kind: 'move',
    unit: 'Medium Tank',
    to: 'F6',
    cover: true,
    nears: { value: 3, at: 'G6', hexes: 1, op: 0.4 },
    shot: { target: 'Rifleman', op: 0.7 },
    threat: { from: 'Bazooka Team', before: 0.9, after: 0.2 },
    gain: 1.3,
  },
  { kind: 'move', unit: 'Jeep', to: 'B2', cover: false, gain: -0.4 },
  { kind: 'hold', unit: 'Rifleman', at: 'E7', holds: { at: 'E7', value: 3 } },
  { kind: 'hold', unit: 'Rifleman', at: null },
  { kind: 'step', unit: 'Rifleman', to: 'A1' },
  { kind: 'placeMarker', at: 'C3', ownZone: 1, theirZone: 6, cover: true },
  { kind: 'deploy', unit: 'Rifleman', at: 'B2', cover: true },
  { kind: 'stranded', unit: 'Medium Tank', at: 'B2' },
  { kind: 'ride', unit: 'Rifleman', carrier: 'Halftrack' },
  { kind: 'reserve', unit: 'Rifleman' },
  { kind: 'done', unit: 'Rifleman' },
  { kind: 'pivot', unit: 'Medium Tank' },
  { kind: 'demolish', unit: 'Engineer' },
  { kind: 'embark', unit: 'Rifleman' },
  { kind: 'toReserve', unit: 'Stuka' },
  { kind: 'disembark', unit: 'Rifleman', at: 'C3' },
  { kind: 'arrive', unit: 'Rifleman', at: 'A2' },
  { kind: 'passFire' },
  { kind: 'nameModel', model: 'Rifleman' },
  { kind: 'reroll', face: 2 },
  { kind: 'reroll', face: null },
  { kind: 'survivors', at: 'C3' },
  { kind: 'survivorOrder', unit: 'Rifleman' },
  { kind: 'command', units: 1 },
  { kind: 'vote', end: true, ours: 12, theirs: 7 },
  { kind: 'vote', end: false, ours: 3, theirs: 7 },
  { kind: 'passFire', later: 0.42 },
  { kind: 'passFire', another: true },
];

describe('the AI’s reasons in words', () => {
  it('every kind reads as a sentence, with no undefined, NaN or plural after 1', () => {
    for (const r of SAMPLES) {
      const text = reasonText(r);
      expect(text.length, r.kind).toBeGreaterThan(5);
      expect(text, r.kind).not.toMatch(/undefined|NaN|\[object|\b1 (hexes|units)\b/);
    }
  });

  it('says the figures: the exact chance as percentOf words it, the OP, the marker held', () => {
    expect(reasonText(SAMPLES[0])).toBe(
      "69 % to destroy the Sherman; 0.3 OP expected; holds E7 for 3 OP at the turn's end",
    );
    // Never "100 %" short of certain, never "0 %" above impossible.
    expect(reasonText(SAMPLES[1])).toBe('>99.9 % to kill a model of the Rifleman; 1.3 OP expected');
    expect(reasonText(SAMPLES[2])).toBe('<0.1 % to damage the Tiger; 0.0 OP expected');
    expect(reasonText(SAMPLES[4])).toBe('Rifleman to the 2 OP marker at D5 (6 OP over 3 turns)');
    expect(reasonText(SAMPLES[6])).toBe(
      'Medium Tank heads for F6, in cover: 1 hex from the 3 OP marker at G6 (+0.4 OP), sets up a shot at the Rifleman (0.7 OP), less exposed to the Bazooka Team (threat 0.9 OP down to 0.2 OP); +1.3 OP over holding',
    );
    expect(reasonText(SAMPLES[7])).toBe('Jeep heads for B2; 0.4 OP short of holding');
    expect(reasonText(SAMPLES[11])).toBe('marker at C3: 1 hex from our zone, 6 from theirs, in cover');
    // R5.7: what passing a Defensive Fire keeps.
    expect(reasonText(SAMPLES[SAMPLES.length - 2])).toBe(
      "hold Defensive Fire for the mover's next step: 0.4 OP expected there",
    );
    expect(reasonText(SAMPLES[SAMPLES.length - 1])).toBe('hold Defensive Fire for another enemy still to move');
  });
});
