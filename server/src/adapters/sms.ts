// Outgoing SMS: an HTTP SMS provider when SMS_API_URL is set, otherwise the local outbox.
import type { Outbox } from './outbox';

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

export interface SmsSenderOptions {
  provider?: SmsProviderOptions;
  outbox: Outbox;
}

export function createSmsSender({ provider, outbox }: SmsSenderOptions): SmsSender {
  return provider ? createHttpSmsSender(provider) : createOutboxSmsSender(outbox);
}
