// The shell's start-up, after the async boundary (index.ts), in several tasks rather than one: evaluating the shared
// libraries and the shell's modules is the longest piece of work of a first visit, and a phone cannot answer a tap
// while it runs (issue 23). The stages are in this chunk ("eager": no request of their own); each module runs when
// its stage imports it, and the browser gets the main thread back in between.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function boot(): Promise<void> {
  const { startSession } = await import(/* webpackMode: "eager" */ './startSession');
  // Evaluating the session's modules (mobx, the stores, the socket's client) and starting it are two tasks.
  await nextTask();
  startSession();
  await nextTask();
  // React DOM's evaluation is the largest single piece of it: a task of its own, not one with the shell's start.
  await import('react-dom/client');
  await nextTask();
  const { startShell } = await import(/* webpackMode: "eager" */ './startShell');
  startShell();
}

void boot();

// A module, imported by index.ts, though it exports nothing.
export {};
