// The local comment service of one thread (spec 3 §2 "an embedded third-party comment widget", served by our server
// when no provider is configured): the comments, and posting one.
import { makeAutoObservable, runInAction } from 'mobx';
import type { ForumComment } from '@mealplan/shared/protocol';
import type { ShownMessage } from '@mealplan/shared/ui';
import type { CallClient } from '../../common/callClient';
import { saveFailure } from './saveFailure';

export type CommentsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; comments: ForumComment[] };

export class CommentsStore {
  state: CommentsState = { status: 'loading' };

  constructor(
    private readonly client: CallClient,
    private readonly threadId: number,
  ) {
    makeAutoObservable<CommentsStore, 'client' | 'threadId'>(this, { client: false, threadId: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    try {
      const { comments } = await this.client.call('forum', 'comments', { threadId: this.threadId });
      runInAction(() => (this.state = { status: 'ready', comments }));
    } catch (error) {
      console.error('forum comments failed', error);
      runInAction(() => (this.state = { status: 'failed' }));
    }
  }

  /** Posts `text` and adds it to the list; answers what the server refused (undefined once posted). */
  async post(text: string): Promise<ShownMessage | undefined> {
    try {
      const { comment } = await this.client.call('forum', 'comment', { threadId: this.threadId, text });
      runInAction(() => (this.state = { status: 'ready', comments: [...(this.state.status === 'ready' ? this.state.comments : []), comment] }));
      return undefined;
    } catch (error) {
      const { fields, message } = saveFailure(error, ['text']);
      return fields.text ?? message ?? String(error);
    }
  }
}
