// The saved game a page's tab plays, read from its storage (one entry per game;
// the tab's sessionStorage names its own, else the one saved last).
import type { Page } from '@playwright/test';
import { LAST_KEY, SAVE_PREFIX, TAB_KEY } from '../src/store/files/persistence';

export const SAVE_KEYS = { prefix: SAVE_PREFIX, tab: TAB_KEY, last: LAST_KEY } as const;

/** Runs in the page (no closure): the text of the entry this tab saves into, or null. */
export function pageSaveText(keys: typeof SAVE_KEYS): string | null {
  const id = sessionStorage.getItem(keys.tab) ?? localStorage.getItem(keys.last);
  return id ? localStorage.getItem(keys.prefix + id) : null;
}

/** The entry this page's tab saves into, parsed (it throws when there is none). */
export async function currentSave<T>(page: Page): Promise<T> {
  const text = await page.evaluate(pageSaveText, SAVE_KEYS);
  if (!text) throw new Error('no saved game in the page');
  return JSON.parse(text) as T;
}
