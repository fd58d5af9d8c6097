// The generic page of one visit (spec 3 §2 "Static and legal pages", §4 "Static page"): looked up by alias, the
// content decoded (or kept raw when it does not decode), the not-found view on any error.
import { makeAutoObservable, runInAction } from 'mobx';
import { decodeContent } from '@mealplan/shared/html';
import type { StaticPage } from '@mealplan/shared/protocol';
import type { CallClient } from '../../common/callClient';

export type StaticPageState = { status: 'loading' } | { status: 'found'; page: StaticPage } | { status: 'missing' };

/** The key a path is looked up by: /page/:alias's alias, else the path itself without its slashes ('terms', 'no/such/page'). */
export function pageKey(alias: string | undefined, pathname: string): string {
  return alias ?? pathname.replace(/^\/+|\/+$/g, '');
}

export class StaticPageStore {
  state: StaticPageState = { status: 'loading' };
  private shownKey: string | null = null;
  private requested = 0;

  constructor(private readonly client: CallClient) {
    makeAutoObservable<StaticPageStore, 'client' | 'shownKey' | 'requested'>(
      this,
      { client: false, shownKey: false, requested: false },
      { autoBind: true },
    );
  }

  /**
   * Fetches the page `key`: a new key starts from the spinner, the same key fetched again (after the session check)
   * keeps what it shows until the answer comes; an answer for a request made before the last one is dropped.
   */
  async open(key: string): Promise<void> {
    const request = ++this.requested;
    if (key !== this.shownKey) this.state = { status: 'loading' };
    this.shownKey = key;
    if (!key) {
      this.state = { status: 'missing' };
      return;
    }
    try {
      const page = await this.client.call('static_pages', 'get', { id: key });
      runInAction(() => {
        if (request === this.requested) this.state = { status: 'found', page: { ...page, content: decodeContent(page.content) } };
      });
    } catch {
      runInAction(() => {
        if (request === this.requested) this.state = { status: 'missing' };
      });
    }
  }
}
