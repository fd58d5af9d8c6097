import { useCallback } from 'react';
import type { Message, MessageValues } from '../i18n/message';
import { useKitIntl } from './useKitIntl';

/** A server error as the page holds it (RequestError's shape; the kit does not import the session). */
export interface ServerMessage {
  /** The server's text, in the socket's language. */
  message: string;
  messageId?: string;
  values?: MessageValues;
}

/**
 * What a page shows: a rule's message (an id of a shared catalogue, alone or with values) or a server error.
 * A plain string that is no id of the page's catalogues is a text the server already rendered.
 */
export type ShownMessage = string | Message | ServerMessage;

/**
 * The one way a page shows a rule's or the server's message: by id in the page's language (an area that shows them
 * passes the shared rules' catalogues, `ruleCatalogues`, to its AreaIntl), or the server's own text for an id the
 * page's catalogues do not have.
 */
export function useMessageText(): (shown: ShownMessage) => string {
  const intl = useKitIntl();
  return useCallback(
    (shown: ShownMessage) => {
      const known = (id: string | undefined): id is string => id !== undefined && Object.hasOwn(intl.messages, id);
      if (typeof shown === 'string') return known(shown) ? intl.formatMessage({ id: shown }) : shown;
      if ('id' in shown) return known(shown.id) ? intl.formatMessage({ id: shown.id }, shown.values) : shown.id;
      return known(shown.messageId) ? intl.formatMessage({ id: shown.messageId }, shown.values) : shown.message;
    },
    [intl],
  );
}

/** Field errors (rule message ids or server texts), each in the page's language. */
export function useFieldErrorTexts(): (errors: Readonly<Record<string, string>>) => Record<string, string> {
  const text = useMessageText();
  return useCallback(
    (errors: Readonly<Record<string, string>>) => Object.fromEntries(Object.entries(errors).map(([field, shown]) => [field, text(shown)])),
    [text],
  );
}
