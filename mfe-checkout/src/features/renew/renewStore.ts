// /renewplan/:action (doc 2 §2.3 "Renewal page", §4.5 "Renewal", decision 4): 'Yes, continue' asks the server to
// prepare the renewed plan as the customer's pending checkout (mobile_checkout renew); the page then opens its menus.
import { makeAutoObservable, runInAction } from 'mobx';
import type { SocketClient } from '@mealplan/shared/session';
import type { ShownMessage } from '@mealplan/shared/ui';

export type RenewClient = Pick<SocketClient, 'call'>;
export type RenewAction = 'samemenu' | 'defaultmenu';
export const RENEW_ACTIONS: readonly RenewAction[] = ['samemenu', 'defaultmenu'];

/** The action of the path when it is one of the two renewals; null otherwise. */
export function renewActionOf(value: string | undefined): RenewAction | null {
  return RENEW_ACTIONS.find((action) => action === value) ?? null;
}

export class RenewStore {
  busy = false;
  /** The server's refusal of the last attempt (e.g. the plan cannot be renewed), shown on the page. */
  error: ShownMessage | null = null;

  constructor(private readonly client: RenewClient) {
    makeAutoObservable<RenewStore, 'client'>(this, { client: false }, { autoBind: true });
  }

  /** Prepares the renewal; resolves with its checkoutId, or null when the server refused (see `error`). */
  async renew(action: RenewAction): Promise<number | null> {
    if (this.busy) return null;
    this.busy = true;
    this.error = null;
    try {
      const { checkoutId } = await this.client.call('mobile_checkout', 'renew', { action });
      return checkoutId;
    } catch (error) {
      console.error('[checkout renew]', error);
      runInAction(() => {
        this.error = error instanceof Error ? error : String(error);
      });
      return null;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
