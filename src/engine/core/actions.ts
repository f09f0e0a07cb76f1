// Everything a player can do, as plain data. `applyAction` takes one; `legalActions` lists them.
import type { Dir, Hex } from './hex';
import type { ProfileChoice, WeaponChoice } from './pending';
import type { MoveKind } from './state';

export type Action =
  // Setup (R3)
  /** R3.2: place the next Objective Marker. */
  | { type: 'placeObjective'; at: Hex }
  /** R3.3: place a unit in the deployment zone (units with facing choose it). */
  | { type: 'deploy'; unit: string; at: Hex; facing?: Dir }
  /** R3.3: keep a Paratrooper unit in Reserve. */
  | { type: 'deployReserve'; unit: string }
  /** R3.3: place an Infantry unit embarked in a friendly Transport already on the map. */
  | { type: 'deployEmbarked'; unit: string; carrier: string }
  // Activations (R4, R5)
  /** R5: move along a path of adjacent hexes, resolved step by step. `kind` defaults to a normal move (a Scout move in the setup). */
  | { type: 'move'; unit: string; path: Hex[]; kind?: MoveKind }
  /** R5.5: turn in place while moving (free). */
  | { type: 'pivot'; unit: string; facing: Dir; kind?: MoveKind }
  /** R4.3: nominate a unit to stay where it is (in Reserve, for a Reserve unit). */
  | { type: 'hold'; unit: string }
  /** End the current unit's activation. */
  | { type: 'endActivation' }
  /**
   * R4.3, R4.5: one model attacks one target. `weapon` defaults to its normal attack; `profile`
   * picks Infantry or Vehicle dice where the rules allow a choice; `targetModel` is the model a
   * Crack Shot names.
   */
  | {
      type: 'attack';
      unit: string;
      model: number;
      target: string;
      weapon?: WeaponChoice;
      profile?: ProfileChoice;
      targetModel?: number;
    }
  /** R8.8: instead of attacking, a model tries to destroy a Bridge on a hexside of its hex. */
  | { type: 'demolish'; unit: string; model: number; dir: Dir }
  /**
   * R4.6: board a friendly Transport (ends the activation): in the unit's own hex, or at the end
   * of a normal move along `path` into the Transport's hex (the unit does not count for
   * population in that last hex).
   */
  | { type: 'embark'; unit: string; carrier: string; path?: Hex[] }
  /** R4.6: get out into the Transport's hex, then optionally move on along `path`. */
  | { type: 'disembark'; unit: string; path?: Hex[] }
  /** R4.4, R8.1: a Reserve unit arrives, or an Aircraft on the map redeploys, in a hex. */
  | { type: 'arrive'; unit: string; at: Hex; facing?: Dir }
  /** R8.1: an Aircraft on the map goes back to Reserve. */
  | { type: 'returnToReserve'; unit: string }
  // Decisions in the middle of a resolution (pending.ts)
  /** R5.7: fire at the mover with a unit, taking it to be in the hex it left ('from') or entered ('to'). */
  | { type: 'defensiveFire'; unit: string; at: 'from' | 'to'; weapon?: 'normal' | 'close'; profile?: ProfileChoice }
  /** R5.7: fire no more at this step. */
  | { type: 'passDefensiveFire' }
  /** R6.6: name the model attacked (or the extra casualty). */
  | { type: 'nameModel'; model: number }
  /** R8.6: reroll one die of the set (its index), or keep the set (null). */
  | { type: 'reroll'; die: number | null }
  /** R8.7: where the survivors of a destroyed Transport go. */
  | { type: 'placeSurvivors'; at: Hex }
  /** R8.19: which of a destroyed Transport's surviving units is placed next. */
  | { type: 'chooseSurvivorOrder'; unit: string }
  /** R8.4: the units a Junior Commander casts on this turn. */
  | { type: 'chooseCommandTargets'; units: string[] }
  /** R7.3: in an open-ended game, end it now (both players) or play another turn. */
  | { type: 'endGameVote'; end: boolean };

export type ActionType = Action['type'];
