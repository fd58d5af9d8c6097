// The shell's start-up, after the async boundary (index.ts), in several tasks rather than one: evaluating the shared
// libraries and the shell's modules is the longest piece of work of a first visit, and a phone cannot answer a tap
// while it runs (issue 23). The stages are in this chunk ("eager": no request of their own); each module runs when
// its stage imports it, and the browser gets the main thread back in between. The shared libraries are imported
// "eager" too: they arrive with this chunk, and an import of its own would be a request of its own.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Evaluates a shared library (with what it imports that has not run yet) in a task of its own, then gives the browser
 * the main thread back: the module a stage imports next finds it evaluated. Each one of them run inside its importer's
 * task made that one long on a phone (issue 38: the session's stage, with mobx, react-intl, the i18n and session
 * modules and socket.io's client, was one task).
 */
async function evaluateAlone(load: () => Promise<unknown>): Promise<void> {
  await load();
  await nextTask();
}

async function boot(): Promise<void> {
  await evaluateAlone(() => import(/* webpackMode: "eager" */ 'mobx'));
  await evaluateAlone(() => import(/* webpackMode: "eager" */ 'react-intl'));
  await evaluateAlone(() => import(/* webpackMode: "eager" */ '@mealplan/shared/i18n'));
  await evaluateAlone(() => import(/* webpackMode: "eager" */ '@mealplan/shared/session'));
  const { startSession } = await import(/* webpackMode: "eager" */ './startSession');
  // Evaluating the session's modules (the stores, the socket's client) and starting it are two tasks.
  await nextTask();
  startSession();
  await nextTask();
  // React DOM's evaluation is the largest single piece of it: a task of its own, not one with the shell's start.
  await import('react-dom/client');
  await nextTask();
  // The shell's own libraries: the observer bindings, the router, the kit and the federation helpers, one task each.
  await evaluateAlone(() => import(/* webpackMode: "eager" */ 'mobx-react-lite'));
  await evaluateAlone(() => import(/* webpackMode: "eager" */ '@mealplan/shared/router'));
  await evaluateAlone(() => import(/* webpackMode: "eager" */ '@mealplan/shared/ui'));
  await evaluateAlone(() => import(/* webpackMode: "eager" */ '@mealplan/shared/federation'));
  const { startShell } = await import(/* webpackMode: "eager" */ './startShell');
  startShell();
}

void boot();

// A module, imported by index.ts, though it exports nothing.
export {};
