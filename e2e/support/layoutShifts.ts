// The page's layout shifts, as the browser reports them (the Layout Instability API), to check that nothing on a page
// moves as its parts arrive (CLS 0, issue 38).
import type { Page } from '@playwright/test';

/** Records each layout shift of the page from its start (window.layoutShifts): when, its score and what moved. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // Each layout shift: when, its score and the elements that moved (tag, class, from and to), to read in a failure.
    const shifts: { at: number; shift: string }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    type Shift = PerformanceEntry & { value: number; sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const rect = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}x${height}`;
        const moved = entry.sources.map(
          ({ node, previousRect, currentRect }) =>
            `${node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName)} ${rect(previousRect)} -> ${rect(currentRect)}`,
        );
        shifts.push({ at: entry.startTime, shift: `${entry.value.toFixed(4)}: ${moved.join(', ')}` });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded since `since` (performance.now() of the page), one line each. */
export async function layoutShiftsSince(page: Page, since: number): Promise<string[]> {
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: { at: number; shift: string }[] }).layoutShifts);
  return shifts.filter(({ at }) => at >= since).map(({ shift }) => shift);
}
