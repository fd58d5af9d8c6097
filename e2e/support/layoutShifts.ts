// The page's layout shifts, as the browser reports them (the Layout Instability API), to check that nothing on a page
// moves as its parts arrive (CLS 0, issue 38).
import type { Page } from '@playwright/test';

/** One layout shift as recorded in the page: when, its score, and what moved, each with the landmark it is in. */
interface RecordedShift {
  at: number;
  score: string;
  moved: { what: string; landmark: string }[];
}

/** Records each layout shift of the page from its start (window.layoutShifts): when, its score and what moved. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // Each layout shift: when, its score and the elements that moved (tag, class, from and to), to read in a failure.
    const shifts: RecordedShift[] = [];
    Object.assign(window, { layoutShifts: shifts });
    type Shift = PerformanceEntry & { value: number; sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const rect = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}x${height}`;
        const moved = entry.sources.map(({ node, previousRect, currentRect }) => {
          const element = node instanceof Element ? node : (node?.parentElement ?? null);
          return {
            what: `${node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName)} ${rect(previousRect)} -> ${rect(currentRect)}`,
            landmark: element?.closest('header, main, footer')?.tagName.toLowerCase() ?? '',
          };
        });
        shifts.push({ at: entry.startTime, score: entry.value.toFixed(4), moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The layout shifts recorded since `since` (performance.now() of the page), one line each; with `within`, only what
 * moved inside that landmark (the page's `main`, say, apart from the header).
 */
export async function layoutShiftsSince(page: Page, since: number, within?: 'header' | 'main' | 'footer'): Promise<string[]> {
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: RecordedShift[] }).layoutShifts);
  return shifts
    .filter(({ at }) => at >= since)
    .map(({ score, moved }) => ({ score, moved: moved.filter(({ landmark }) => within === undefined || landmark === within) }))
    .filter(({ moved }) => moved.length > 0)
    .map(({ score, moved }) => `${score}: ${moved.map(({ what }) => what).join(', ')}`);
}
