// One article of /nutrition-support/blog/article/:id (spec 3 §2): the post with its decoded body and its neighbours.
import { makeAutoObservable, runInAction } from 'mobx';
import { decodeContent } from '@mealplan/shared/html';
import type { BlogPost } from '@mealplan/shared/protocol';
import type { CallClient } from '../../common/callClient';

export type ArticleState = { status: 'loading' } | { status: 'found'; post: BlogPost; html: string } | { status: 'missing' };

export class ArticleStore {
  state: ArticleState = { status: 'loading' };
  private requested = 0;

  constructor(private readonly client: CallClient) {
    makeAutoObservable<ArticleStore, 'client' | 'requested'>(this, { client: false, requested: false }, { autoBind: true });
  }

  /** Loads article `postId`; an answer for an article asked for earlier is dropped. */
  async open(postId: number): Promise<void> {
    const request = ++this.requested;
    this.state = { status: 'loading' };
    try {
      const { post } = await this.client.call('blog', 'get', { postId, getNeighbours: true });
      runInAction(() => {
        if (request === this.requested) this.state = { status: 'found', post, html: decodeContent(post.text ?? '') };
      });
    } catch (error) {
      console.error('blog get failed', error);
      runInAction(() => {
        if (request === this.requested) this.state = { status: 'missing' };
      });
    }
  }
}
