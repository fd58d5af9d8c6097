// One thread of a page visit, read by its page (spec 3 §2) and by its edit form (§5): a thread that cannot be read
// is gone, and its pages go back to the list (§4, §8).
import { makeAutoObservable, runInAction } from 'mobx';
import type { ForumThread } from '@mealplan/shared/protocol';
import type { CallClient } from '../../common/callClient';

export type ThreadState = { status: 'loading' } | { status: 'found'; thread: ForumThread } | { status: 'gone' };

/** The numeric id of the route, or null for anything else. */
export function routeThreadId(param: string | undefined): number | null {
  if (!param || !/^[1-9][0-9]{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}

export class ThreadStore {
  state: ThreadState = { status: 'loading' };
  /** The thread last opened (null before any). */
  threadId: number | null = null;
  private requested = 0;

  constructor(private readonly client: CallClient) {
    makeAutoObservable<ThreadStore, 'client' | 'requested'>(this, { client: false, requested: false }, { autoBind: true });
  }

  /** Reads thread `threadId` (null: the route named none, so it is gone); an answer for an earlier one is dropped. */
  async open(threadId: number | null): Promise<void> {
    const request = ++this.requested;
    this.threadId = threadId;
    if (threadId === null) {
      this.state = { status: 'gone' };
      return;
    }
    this.state = { status: 'loading' };
    try {
      const { threadData } = await this.client.call('forum', 'get', { threadId });
      runInAction(() => {
        if (request === this.requested) this.state = { status: 'found', thread: threadData };
      });
    } catch {
      runInAction(() => {
        if (request === this.requested) this.state = { status: 'gone' };
      });
    }
  }

  /** Deletes the open thread. */
  async remove(): Promise<void> {
    if (this.threadId !== null) await this.client.call('forum', 'del', { threadId: this.threadId });
  }
}
