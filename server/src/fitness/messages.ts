// The fitness tracker's server texts, as ids of the server catalogue (English in server/src/i18n/en.json, Arabic in ar.json).
import type { ServerMessageId } from '../i18n';

export const FITNESS_MESSAGES = {
  connected: 'fitness.connected',
  stateInvalid: 'fitness.stateInvalid',
  refused: 'fitness.refused',
  off: 'fitness.off',
  notConnected: 'fitness.notConnected',
  unreachable: 'fitness.unreachable',
} as const satisfies Record<string, ServerMessageId>;
