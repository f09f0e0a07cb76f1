// Rule book "Assault Phase" ranges; RULINGS R6.1: Short 0-1, Medium 2-4, Long 5-8, changed by
// Extended Range # (Long 5-#) and Limited Range # (Medium 2-#, nothing beyond #).
import type { Profile } from '../army/units';

/** 0 short, 1 medium, 2 long. */
export type Band = 0 | 1 | 2;

export const BAND_NAMES = ['short', 'medium', 'long'] as const;

export interface RangeAbilities {
  extendedRange: number;
  limitedRange: number;
}

/** The band a range falls in for a model with these abilities, or null when out of range. */
export function rangeBand(range: number, r: RangeAbilities): Band | null {
  if (range <= 1) return 0;
  if (r.limitedRange > 0) return range <= r.limitedRange ? 1 : null;
  if (range <= 4) return 1;
  const longest = r.extendedRange > 0 ? r.extendedRange : 8;
  return range <= longest ? 2 : null;
}

/** The dice of a profile at a range, or null: out of range, or a "-" band. */
export function diceAtRange(profile: Profile | null, range: number, r: RangeAbilities): number | null {
  if (!profile) return null;
  const band = rangeBand(range, r);
  return band === null ? null : profile[band];
}

/**
 * R6.1: the longest range at which a profile rolls dice for a model with these abilities (-1:
 * none): short reaches 1, medium 4 (Limited Range #: #), long 8 (Extended Range #: #; none with
 * Limited Range).
 */
export function profileReach(profile: Profile | null, r: RangeAbilities): number {
  if (!profile) return -1;
  let reach = -1;
  if (profile[0] !== null) reach = 1;
  if (profile[1] !== null) reach = Math.max(reach, r.limitedRange > 0 ? r.limitedRange : 4);
  if (profile[2] !== null && r.limitedRange === 0) reach = Math.max(reach, r.extendedRange > 0 ? r.extendedRange : 8);
  return reach;
}
