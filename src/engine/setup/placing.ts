// Who stands where and who rides with whom while a game is being set up (createGame's placed
// start, a scenario's units): units are placed one by one, and asking the state after each one
// (derived/occupancy.ts, rules/transport.ts passengersOf) would work the whole table out again
// each time, which made loading a scenario of 8,000 units take half a minute (docs/records.md, "Scenario files").
// Kept here as each unit is placed, so loading grows linearly with the units. The checks are
// the rules' own: where a unit may stand (R5.1, R5.6, R2.3) and boarding (R4.6).
import { indexOf } from '../board/map';
import type { Hex } from '../core/hex';
import type { Result } from '../core/result';
import type { GameState, Unit } from '../core/state';
import { checkStandAmong } from '../rules/standing';
import { checkBoarding } from '../rules/transport';

export class Placing {
  private readonly byHex = new Map<number, Unit[]>();
  private readonly aboard = new Map<string, Unit[]>();

  constructor(private readonly state: GameState) {}

  /** R5.1, R8.1, R5.6, R2.3 (rules/standing.ts): whether `unit` may stand in `at` alongside the units placed there so far. */
  stand(unit: Unit, at: Hex): Result {
    return checkStandAmong(this.state, unit, at, this.byHex.get(indexOf(this.state.map, at)) ?? []);
  }

  /** R4.6: whether `unit` may ride in `carrier`, given who was put aboard so far. */
  boarding(unit: Unit, carrier: Unit): Result {
    return checkBoarding(this.state, unit, carrier, this.aboard.get(carrier.id) ?? []);
  }

  /** Records a unit placed (on the map, or aboard its carrier). */
  put(unit: Unit): void {
    if (unit.status === 'map' && unit.at) {
      const i = indexOf(this.state.map, unit.at);
      const here = this.byHex.get(i);
      if (here) here.push(unit);
      else this.byHex.set(i, [unit]);
    } else if (unit.status === 'embarked' && unit.carrier) {
      const list = this.aboard.get(unit.carrier);
      if (list) list.push(unit);
      else this.aboard.set(unit.carrier, [unit]);
    }
  }
}
