// The shell's start-up, after the async boundary (index.ts), in several tasks rather than one: evaluating the shared
// libraries and the shell's modules is the longest piece of work of a first visit, and a phone cannot answer a tap
// while it runs (issue 23). Each stage evaluates its modules (their chunks are on the page already: the prerendered
// pages' loader and index.html preload them; the shell's own are in this chunk, "eager") or starts something, and the
// browser gets the main thread back in between.
import { nextTask } from './nextTask';

async function boot(): Promise<void> {
  // The session's modules, a library per task: mobx, the shared session (its store, the device's records, the socket's
  // client) and the i18n runtime were one task of 11 to 15 ms of this machine's time as the last start-up chunk
  // arrived, a long task of a phone's start-up at a 4x and an 8x slowdown (issue 38). This module runs in that task
  // itself, so the first library waits for the next one.
  await nextTask();
  await import('mobx');
  await nextTask();
  await import('@mealplan/shared/session');
  await nextTask();
  await import('@mealplan/shared/i18n');
  await nextTask();
  // Starting the session: the socket connects now, so the session is on its way while React and the shell's
  // components load.
  const { startSession } = await import(/* webpackMode: "eager" */ './startSession');
  startSession();
  await nextTask();
  // React DOM's evaluation is the largest single piece of it: a task of its own, not one with the shell's start.
  await import('react-dom/client');
  await nextTask();
  // The shell's components, then the page: evaluating them and starting the page were one task of up to 20 ms
  // (issue 38).
  const { startShell } = await import(/* webpackMode: "eager" */ './startShell');
  await nextTask();
  startShell();
}

void boot();

// A module, imported by index.ts, though it exports nothing.
export {};
