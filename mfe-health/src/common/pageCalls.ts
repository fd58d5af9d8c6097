// What the stores of this area's pages share (progress, body analysis): the socket client they are given, the page's
// load state and one save at a time. spec 3 §8: the progress calls' errors are only logged, never shown.
import { makeAutoObservable, runInAction } from 'mobx';
import type { SocketClient } from '@mealplan/shared/session';

/** The part of the socket client a store calls (a test passes a fake). */
export type HealthClient = Pick<SocketClient, 'call'>;

type PageStatus = 'loading' | 'ready' | 'failed';

/** A page store's calls: `status` of its first load and `saving` while a save runs; a second save meanwhile is refused. */
export class PageCalls {
  status: PageStatus = 'loading';
  saving = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Runs the page's load; `apply` (run in an action) takes its result; a failure is logged as `<what> failed`. */
  async load<Result>(fetch: () => Promise<Result>, apply: (result: Result) => void, what: string): Promise<void> {
    try {
      const result = await fetch();
      runInAction(() => {
        apply(result);
        this.status = 'ready';
      });
    } catch (error) {
      console.error(`${what} failed`, error);
      runInAction(() => {
        this.status = 'failed';
      });
    }
  }

  /** Runs one save and `apply` on its result; false when another save is running or this one failed (logged). */
  async save<Result>(write: () => Promise<Result>, apply: (result: Result) => void, what: string): Promise<boolean> {
    if (this.saving) return false;
    this.saving = true;
    try {
      const result = await write();
      runInAction(() => apply(result));
      return true;
    } catch (error) {
      console.error(`${what} failed`, error);
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}
