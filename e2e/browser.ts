// Which Chromium the end-to-end tests drive: Playwright's own when it is installed, else the
// system's (CHROMIUM_PATH, or /usr/bin/chromium and friends). Nothing is ever downloaded. Its
// flags are in chromiumFlags.ts.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

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

/** The launch option that picks the chosen Chromium (none for Playwright's own). */
export function chromiumPath(): { executablePath?: string } {
  const { executablePath } = chooseChromium();
  return executablePath ? { executablePath } : {};
}

function chooseChromium(): BrowserChoice {
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
  const system = SYSTEM_CANDIDATES.find((p) => existsSync(p));
  if (system) return { executablePath: system, source: system };
  throw new Error(
    [
      'No Chromium found for the end-to-end tests.',
      'Install one of:',
      '  - Debian/Ubuntu: sudo apt-get install -y chromium',
      "  - Playwright's own: npx playwright install chromium",
      '  - or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    ].join('\n'),
  );
}
