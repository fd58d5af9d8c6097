// Outgoing SMS: an HTTP SMS provider when SMS_API_URL is set, otherwise the local outbox.
import { ClientError } from '../errors';
import type { Outbox } from './outbox';
import type { ServerMessageId } from '../i18n';

export interface SmsSender {
  /** `to` in international format, e.g. +971501234567. */
  send(to: string, text: string): Promise<void>;
}

export interface SmsProviderOptions {
  apiUrl: string;
  apiKey: string;
  sender: string;
}

/** A typical JSON SMS gateway: POST {from, to, text} with a bearer key; any non-2xx answer is a failure. */
export function createHttpSmsSender({ apiUrl, apiKey, sender }: SmsProviderOptions): SmsSender {
  return {
    async send(to, text) {
      const response = await fetch(apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({ from: sender, to, text }),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}

export function createOutboxSmsSender(outbox: Outbox): SmsSender {
  return {
    async send(to, text) {
      await outbox.write({ kind: 'sms', to, text });
    },
  };
}

export const SMS_OFF_MESSAGE: ServerMessageId = 'server.smsOff';

/** Production without SMS credentials: nothing is sent and the customer is told so. */
export function createDisabledSmsSender(): SmsSender {
  return {
    send() {
      return Promise.reject(new ClientError(SMS_OFF_MESSAGE));
    },
  };
}

export interface SmsSenderOptions {
  provider?: SmsProviderOptions;
  outbox: Outbox;
  /** No provider and no outbox (production without credentials). */
  off?: boolean;
}

export function createSmsSender({ provider, outbox, off }: SmsSenderOptions): SmsSender {
  if (provider) return createHttpSmsSender(provider);
  return off ? createDisabledSmsSender() : createOutboxSmsSender(outbox);
}
