// The browser answers Intl's first supportedLocalesOf call by listing every locale it has: 12-17 ms on a desktop
// CPU, four times that on a mid-range phone. react-intl makes that call (for NumberFormat, then DateTimeFormat) when
// it creates its formatter and each message format, which on the first page falls in the start-up's longest task.
// Made here, each in a task of its own while the shared libraries download (the main thread is idle then), it is
// answered from the browser's list when react-intl asks. Runs before the async boundary: it imports nothing.

/** Schedules the first supportedLocalesOf calls, one task each, after the current one. */
export function warmIntl(schedule: (task: () => void) => void = (task) => window.setTimeout(task, 0)): void {
  if (typeof Intl === 'undefined') return;
  schedule(() => Intl.NumberFormat.supportedLocalesOf('en'));
  schedule(() => Intl.DateTimeFormat.supportedLocalesOf('en'));
}
