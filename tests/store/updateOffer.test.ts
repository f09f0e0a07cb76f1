// The offer of a new version (src/ui/UpdateOffer.tsx, docs/playing.md "Touch, installing and
// playing offline"): nothing shows until the service worker has a new version waiting; then the
// offer says so, says that the game in progress and the saved games are kept, and reloads only
// when the player presses Reload.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { offerUpdate, UpdateOffer } from '../../src/ui/UpdateOffer';

describe('the update offer', () => {
  it('shows nothing until a new version waits, then offers it without applying it', () => {
    expect(renderToStaticMarkup(createElement(UpdateOffer))).toBe('');
    let reloads = 0;
    offerUpdate(() => reloads++);
    const html = renderToStaticMarkup(createElement(UpdateOffer));
    expect(html).toContain('Update available');
    expect(html).toContain('Your game in progress and your saved games are kept.');
    expect(html).toContain('>Reload</button>');
    expect(html).toContain('>Later</button>');
    // Offered, not applied: the page reloads only when the player presses Reload.
    expect(reloads).toBe(0);
  });
});
