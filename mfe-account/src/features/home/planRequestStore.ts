// The plan-request popup's call (spec 1 §5): profile guestplanRequest, sent only with an email. Made when the popup
// opens, with the page services' client.
import type { RequestData } from '@mealplan/shared/protocol';
import type { SocketClient } from '@mealplan/shared/session';

export type GuestPlanRequest = RequestData<'profile', 'guestplanRequest'>;

export class PlanRequestStore {
  constructor(private readonly client: Pick<SocketClient, 'call'>) {}

  /** Sends the request if the email is non-empty; false when nothing was sent. */
  async send(request: GuestPlanRequest): Promise<boolean> {
    if (request.email.trim() === '') return false;
    await this.client.call('profile', 'guestplanRequest', request);
    return true;
  }
}
