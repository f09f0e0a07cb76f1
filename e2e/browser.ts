// Which Chromium the end-to-end tests drive: Playwright's own when it is installed, else the
// system's (CHROMIUM_PATH, or /usr/bin/chromium and friends; for the tests, Debian's headless
// shell first). Nothing is ever downloaded. Its flags are in chromiumFlags.ts.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Debian's `chromium-headless-shell` (the same Chromium version as its `chromium`, built as the
 * old headless mode Playwright's own headless browser is): no hidden browser window and no browser
 * UI per context. The end-to-end tests spent about a sixth less of Chromium's CPU time with it
 * (`informed` and `log`, 7 tests, twice each way back to back: 38-41 s then 32-34 s;
 * docs/development.md "How long the end-to-end tests take"). The measure scripts keep the full
 * browser, as players have it.
 */
const SHELL_CANDIDATES = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/snap/bin/chromium',
];

interface BrowserChoice {
  /** Absent: Playwright's own browser. */
  executablePath?: string;
  source: string;
}

/**
 * The launch option that picks the chosen Chromium (none for Playwright's own); `headlessShell`
 * (the end-to-end tests) prefers the system's headless shell to its full browser when both are installed.
 */
export function chromiumPath(options: { headlessShell?: boolean } = {}): { executablePath?: string } {
  const { executablePath } = chooseChromium(options.headlessShell ?? false);
  return executablePath ? { executablePath } : {};
}

function chooseChromium(headlessShell: boolean): BrowserChoice {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but there is no file there.`);
    return { executablePath: fromEnv, source: 'CHROMIUM_PATH' };
  }
  let bundled: string | undefined;
  try {
    bundled = chromium.executablePath();
  } catch {
    bundled = undefined;
  }
  if (bundled && existsSync(bundled)) return { source: "Playwright's Chromium" };
  const system = [...(headlessShell ? SHELL_CANDIDATES : []), ...SYSTEM_CANDIDATES].find((p) => existsSync(p));
  if (system) return { executablePath: system, source: system };
  throw new Error(
    [
      'No Chromium found for the end-to-end tests.',
      'Install one of:',
      '  - Debian/Ubuntu: sudo apt-get install -y chromium chromium-headless-shell',
      "  - Playwright's own: npx playwright install chromium",
      '  - or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    ].join('\n'),
  );
}
