// A break in the start-up's work: the browser gets the main thread back (input, rendering) before what follows runs.

/** The Prioritized Task Scheduling API's postTask, where the browser has it. */
type PostTask = (run: () => void) => Promise<unknown>;

/**
 * Resolves in a later task: scheduler.postTask where there is one, setTimeout otherwise. The start-up's breaks follow
 * one another, and setTimeout's delay grows to 4 ms once timers nest five deep: each break after the fifth would leave
 * the main thread idle for that long.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { postTask?: PostTask } };
  return new Promise((resolve) => {
    if (typeof scheduler?.postTask === 'function') void scheduler.postTask(() => resolve());
    else setTimeout(resolve, 0);
  });
}
