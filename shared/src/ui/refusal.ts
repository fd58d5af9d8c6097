// The one way a page turns a refused call (the server's Err reply, a timeout, a lost connection: the session's
// RequestError) or anything else a request threw into the message it shows, in the page's language. The kit does not
// import the session, so the refusal is read by its fields: message, messageId, values and replyType.
import { useCallback } from 'react';
import { modalStore } from '@mealplan/shared/modal';
import type { MessageValues } from '../i18n/message';
import { useMessageText, type ServerMessage } from './useMessageText';

/** The kit's ids for a request that got no usable answer (RequestError's replyType without a server message id). */
const NO_ANSWER_IDS: Readonly<Record<string, string>> = {
  timeout: 'kit.refusal.timeout',
  disconnected: 'kit.refusal.disconnected',
  unreadable: 'kit.refusal.unreadable',
};

function fieldOf(error: object, name: string): unknown {
  return (error as Record<string, unknown>)[name];
}

function valuesOf(value: unknown): MessageValues | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string | number] => ['string', 'number'].includes(typeof entry[1]));
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/**
 * A refusal as a page keeps it: the server's text with its catalogue id and values when it sent them (so the page shows
 * it in its own language), a kit id for a request that got no answer, or the thrown thing's text.
 */
export function refusalOf(error: unknown): ServerMessage {
  if (typeof error !== 'object' || error === null) return { message: String(error) };
  const given = fieldOf(error, 'message');
  const message = typeof given === 'string' ? given : JSON.stringify(error);
  const sentId = fieldOf(error, 'messageId');
  const replyType = fieldOf(error, 'replyType');
  const messageId = typeof sentId === 'string' && sentId !== '' ? sentId : typeof replyType === 'string' ? NO_ANSWER_IDS[replyType] : undefined;
  const values = valuesOf(fieldOf(error, 'values'));
  return { message, ...(messageId ? { messageId } : {}), ...(values ? { values } : {}) };
}

/** The text of a refusal in the page's language: `text(error)`. */
export function useRefusalText(): (error: unknown) => string {
  const text = useMessageText();
  return useCallback((error: unknown) => text(refusalOf(error)), [text]);
}

/** Shows a refusal in the generic modal's 'Error' headline, in the page's language: `showRefusal(error)`. */
export function useShowRefusal(store = modalStore): (error: unknown) => void {
  const text = useRefusalText();
  return useCallback((error: unknown) => store.showError(text(error)), [store, text]);
}

/**
 * The field messages of a refusal (RequestError's `fieldMessages` by id where the server sent them, else its `errors`
 * texts), each in the page's language; empty when the refusal names no field.
 */
export function useRefusalFieldTexts(): (error: unknown) => Record<string, string> {
  const text = useMessageText();
  return useCallback(
    (error: unknown) => {
      if (typeof error !== 'object' || error === null) return {};
      const errors = fieldOf(error, 'errors');
      if (typeof errors !== 'object' || errors === null) return {};
      const byId = (fieldOf(error, 'fieldMessages') ?? {}) as Record<string, { id: string; values?: MessageValues } | undefined>;
      return Object.fromEntries(
        Object.entries(errors as Record<string, unknown>)
          .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
          .map(([field, serverText]) => {
            const known = byId[field];
            return [
              field,
              text(known ? { message: serverText, messageId: known.id, ...(known.values ? { values: known.values } : {}) } : serverText),
            ];
          }),
      );
    },
    [text],
  );
}
