// The sentence a reason reads as on the page (src/ui/aiPhrases.ts), for the tests that check its words.
import type { Reason } from '../../src/ai/reasons';
import { reasonText } from '../../src/ui/aiPhrases';

export function said(x: { why?: Reason }): string {
  return x.why ? reasonText(x.why) : '';
}
