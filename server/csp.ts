// The Content Security Policy of the site (issue 9 point 8), shared by vite.config.ts (a <meta> in
// the built index.html, a header from vite preview) and the game server (a header, main.ts).
// Scripts, styles, workers and
// everything else only from the site itself; no eval (PixiJS runs on its CSP-safe polyfills,
// src/render/pixiParts.ts), no inline script, no inline style attribute (React's style props are
// set through the CSSOM, which the policy allows), no plugins, no base or form targets.
// Names typed by players are text, never markup (tests/ui/playerText.test.tsx), so an army
// named `<img src=x onerror=...>` has nothing to run even without this policy.
export const CSP_META = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  // The game server's socket (issue 11): same origin; 'self' covers ws: and wss: to it (CSP 3).
  "connect-src 'self'",
  // The AI's Web Worker is a module from the site itself (src/main.tsx).
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
];
// frame-ancestors works only as a header (a <meta> policy ignores it, with a console warning).
export const CONTENT_SECURITY_POLICY = [...CSP_META, "frame-ancestors 'none'"].join('; ');

