// Whether a player can reach every control of a part of the page without scrolling: each shown
// button, input, select and summary inside `root` has its whole box inside the window and inside
// every ancestor that clips or scrolls its content (a panel with overflow: auto shows only part).
import type { Locator } from '@playwright/test';

/** The controls of `root` that are cut off, each said with its label, box and what cuts it (empty: all in view). */
export async function controlsCutOff(root: Locator): Promise<string[]> {
  return root.evaluate((el) => {
    const SLACK = 0.5;
    const problems: string[] = [];
    const controls = el.querySelectorAll<HTMLElement>('button, input, select, textarea, summary, a[href]');
    const inside = (r: DOMRect, box: { left: number; top: number; right: number; bottom: number }) =>
      r.left >= box.left - SLACK &&
      r.top >= box.top - SLACK &&
      r.right <= box.right + SLACK &&
      r.bottom <= box.bottom + SLACK;
    const label = (c: HTMLElement) =>
      (c.getAttribute('aria-label') ?? c.textContent ?? c.tagName).trim().replace(/\s+/g, ' ').slice(0, 60);
    const box = (r: DOMRect) =>
      `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    for (const c of controls) {
      const r = c.getBoundingClientRect();
      const style = getComputedStyle(c);
      // Not drawn: an input kept hidden for a file picker, a part of a closed <details>.
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden' || style.display === 'none') continue;
      if (!inside(r, { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight })) {
        problems.push(`"${label(c)}" at ${box(r)} is outside the ${window.innerWidth}x${window.innerHeight} window`);
        continue;
      }
      for (let p = c.parentElement; p && p !== document.body; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const pr = p.getBoundingClientRect();
        const clip = {
          left: pr.left + p.clientLeft,
          top: pr.top + p.clientTop,
          right: pr.left + p.clientLeft + p.clientWidth,
          bottom: pr.top + p.clientTop + p.clientHeight,
        };
        if (!inside(r, clip)) {
          problems.push(
            `"${label(c)}" at ${box(r)} is cut off by ${p.tagName.toLowerCase()}.${[...p.classList].join('.')} (${box(pr)}, overflow ${s.overflowY})`,
          );
          break;
        }
      }
    }
    return problems;
  });
}
