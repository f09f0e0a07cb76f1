// Facing arcs: rule book "Assault Phase" (Defense #/#), RULINGS R6.8. A hex is in front when
// its centre lies strictly on the facing side of the line through the unit's centre
// perpendicular to its facing; hexes cut by that line (centre on it), behind it, and the unit's
// own hex are rear. The same arcs decide No Turret and Hull weapons (R8.10).
import type { Dir, Hex } from '../core/hex';

// Pixel-space direction vectors of the six facings (pointy-topped, y down), unit length.
const FX = [1, 0.5, -0.5, -1, -0.5, 0.5];
const FY = [0, Math.sqrt(3) / 2, Math.sqrt(3) / 2, 0, -Math.sqrt(3) / 2, -Math.sqrt(3) / 2];

export function isInFrontArc(at: Hex, facing: Dir, target: Hex): boolean {
  const dr = target.r - at.r;
  const dx = Math.sqrt(3) * (target.q - at.q + dr / 2);
  const dy = 1.5 * dr;
  return dx * FX[facing] + dy * FY[facing] > 1e-9;
}
