// npm run icons: the installed app's icons (public/icons/*.png, named in the web app manifest,
// vite.config.ts) drawn from their SVG sources beside them by headless Chromium, the same
// browser the end-to-end tests drive (e2e/browser.ts). Run it after changing an SVG; the PNGs are
// committed, so a build needs no browser. Home screens want PNGs: an SVG icon is not taken by all.
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../e2e/browser';
import { CHROMIUM_ARGS } from '../e2e/chromiumFlags';

const DIR = 'public/icons';
/** Each PNG: its source, its side in pixels. */
const ICONS: { png: string; svg: string; size: number }[] = [
  { png: 'icon-192.png', svg: 'icon.svg', size: 192 },
  { png: 'icon-512.png', svg: 'icon.svg', size: 512 },
  { png: 'maskable-512.png', svg: 'maskable.svg', size: 512 },
  { png: 'apple-touch-icon.png', svg: 'maskable.svg', size: 180 },
];

const browser = await chromium.launch({ ...chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = readFileSync(`${DIR}/${icon.svg}`, 'utf8');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${icon.size}px;height:${icon.size}px}</style>${svg}`,
    );
    writeFileSync(`${DIR}/${icon.png}`, await page.screenshot({ omitBackground: true }));
    await page.close();
    console.log(`${DIR}/${icon.png}: ${icon.size} px from ${icon.svg}`);
  }
} finally {
  await browser.close();
}
