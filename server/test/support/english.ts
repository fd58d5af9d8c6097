// The English text of a server message (id or id with values), as an English socket receives it.
import { formatServerText, type ServerMessageId, type ServerText } from '../../src/i18n';

export function english(message: ServerMessageId | ServerText): string {
  return formatServerText(typeof message === 'string' ? { id: message } : message, 'en');
}
