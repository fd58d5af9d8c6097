// The calls behind the links the site emails (spec 1 §7): restore_password try/check/set for /restore and
// /restore/:token, confirmation <type> for /confirm. Made per page visit with the page services' client.
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import type { CallKey } from '@mealplan/shared/protocol';
import { RequestError, type SocketClient } from '@mealplan/shared/session';

/** The link types of the confirmation channel (the protocol's keys: a new one must be added here to compile). */
const CONFIRMATION_TYPES: Record<CallKey<'confirmation'>, true> = { email: true };
const isConfirmationType = (type: string): type is CallKey<'confirmation'> => Object.hasOwn(CONFIRMATION_TYPES, type);

export class EmailLinkStore {
  constructor(private readonly client: Pick<SocketClient, 'call'>) {}

  async sendLoginLink(email: string): Promise<string> {
    return (await this.client.call('restore_password', 'try', { email })).message;
  }

  async checkRestoreToken(token: string): Promise<void> {
    await this.client.call('restore_password', 'check', { token });
  }

  async setNewPassword(token: string, password: string): Promise<string> {
    return (await this.client.call('restore_password', 'set', { token, password })).message;
  }

  /** confirmation <type>: a status-style call; resolves with the server message, rejects with it. */
  async confirmLink(type: string, token: string): Promise<string> {
    if (!isConfirmationType(type))
      throw new RequestError(ACCOUNT_MESSAGES.linkNotValid, 'err', undefined, {}, { messageId: ACCOUNT_MESSAGES.linkNotValid });
    return (await this.client.call('confirmation', type, { token })).message;
  }
}
