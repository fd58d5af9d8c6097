// The progress channel's own texts, as ids of the server catalogue (English in server/src/i18n/en.json, Arabic in ar.json).
import type { ServerMessageId } from '../i18n';

export const PROGRESS_MESSAGES = {
  dayNotOpen: 'progress.dayNotOpen',
  weekNotOpen: 'progress.weekNotOpen',
  bodyWeeksOnly: 'progress.bodyWeeksOnly',
  monthNotOpen: 'progress.monthNotOpen',
  dayTwice: 'progress.dayTwice',
  missingValue: 'progress.missingValue',
} as const satisfies Record<string, ServerMessageId>;
