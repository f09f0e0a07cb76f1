// Chromium's flags for the end-to-end tests and the measure scripts, in a file of their own that
// imports nothing (tests/architecture/chromiumFlags.test.ts reads them without loading Playwright).

/**
 * The `--disable-features` list Playwright itself passes (@playwright/test 1.65, its
 * chromiumSwitches.ts): Chromium keeps only the last `--disable-features` of its command line, so
 * the one of CHROMIUM_ARGS, given after Playwright's, repeats it (tests/architecture/chromiumFlags.test.ts
 * fails when Playwright's own list changes).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The full Chromium (the system's, as here: not Playwright's headless shell) opens a hidden
 * browser window for every browser context, and with it the address bar's two popups as pages of
 * their own (chrome://omnibox-popup.top-chrome/ and its AI Mode variant), each in a renderer
 * process: about half of the CPU time of a test's page load (4 fresh contexts each loading
 * `/?seed=`: 6.1-7.8 s of CPU a load with them, 3.9-4.0 s without; docs/development.md "How long
 * the end-to-end tests take"). No test uses the address bar.
 */
const NO_ADDRESS_BAR_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * Chromium's flags for the tests and the measure scripts: no sandbox (containers), no GPU (none
 * here: software drawing, as the figures in docs/development.md assume), nothing of its own
 * that talks to the network or updates itself mid-run, and no address bar popups.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...NO_ADDRESS_BAR_POPUPS].join(',')}`,
];
