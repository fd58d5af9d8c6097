// Online payment's server texts, as ids of the server catalogue (English in server/src/i18n/en.json, Arabic in ar.json).
import type { ServerMessageId } from '../i18n';

export const PAYMENT_MESSAGES = {
  off: 'payments.off',
  unreachable: 'payments.unreachable',
  refused: 'payments.refused',
  alreadyPaid: 'payments.alreadyPaid',
  busy: 'payments.busy',
  notFound: 'payments.notFound',
} as const satisfies Record<string, ServerMessageId>;
