// Which unit-type symbol a counter shows, in the NATO style wargamers read at a
// glance: infantry a cross, armour an oval (the track), reconnaissance a single slash (cavalry),
// artillery a dot, anti-tank an inverted V, aircraft a propeller; a vehicle that does another
// arm's job carries both marks (a tank destroyer: the oval and the V). Pure: the card's type line
// and attack values in, a symbol out. It decides no rule (the engine's keywords do that).
import { hasKeyword, type Profile, type UnitDef } from '../engine';

/** The marks inside the symbol's frame; a counter draws each one listed. */
export type SymbolMark = 'infantry' | 'armour' | 'recon' | 'artillery' | 'antiTank' | 'wheels' | 'aircraft';

export interface UnitSymbol {
  marks: SymbolMark[];
  /** An Officer (R8 Command abilities come with it): the NATO headquarters staff on the frame. */
  hq: boolean;
  /** What the symbol says in words, for the legend and for tests. */
  name: string;
}

const best = (p: Profile | null): number => Math.max(0, ...(p ?? []).map((v) => v ?? 0));

/** A gun whose best attack on Vehicles beats its best attack on Soldiers is an anti-tank gun. */
function antiTankGun(def: UnitDef): boolean {
  return best(def.attack.vehicle) > best(def.attack.infantry);
}

export function unitSymbol(def: UnitDef): UnitSymbol {
  const hq = hasKeyword(def, 'Officer');
  const s = (marks: SymbolMark[], name: string): UnitSymbol => ({
    marks,
    hq,
    name: hq ? `${name} headquarters` : name,
  });
  if (hasKeyword(def, 'Aircraft')) return s(['aircraft'], 'aircraft');
  if (hasKeyword(def, 'Vehicle')) {
    if (hasKeyword(def, 'Tank Destroyer')) return s(['armour', 'antiTank'], 'armoured anti-tank');
    if (hasKeyword(def, 'Self-Propelled Artillery') || hasKeyword(def, 'Assault Gun'))
      return s(['armour', 'artillery'], 'self-propelled artillery');
    if (hasKeyword(def, 'Armored Car')) return s(['armour', 'recon'], 'armoured reconnaissance');
    if (hasKeyword(def, 'Half-Track')) return s(['armour', 'infantry'], 'mechanised infantry');
    if (hasKeyword(def, 'Truck')) return s(['wheels'], 'motor transport');
    return s(['armour'], 'armour');
  }
  if (hasKeyword(def, 'Infantry Artillery'))
    return antiTankGun(def) ? s(['antiTank'], 'anti-tank gun') : s(['artillery'], 'artillery');
  if (hasKeyword(def, 'Infantry Cavalry') || hasKeyword(def, 'Infantry Motorcycle'))
    return s(['recon'], 'reconnaissance');
  return s(['infantry'], 'infantry');
}
