// The uploads' own server texts (server/src/i18n en.json + ar.json); the §5/§8 file messages are the domain's
// (UPLOAD_MESSAGES in @mealplan/shared/domain).
import type { ServerMessageId } from '../i18n';

export const UPLOADS_MESSAGES = {
  invalid: 'upload.invalid',
  invalidProgressForm: 'upload.invalidProgressForm',
  invalidAvatarForm: 'upload.invalidAvatarForm',
  quotaReached: 'upload.quotaReached',
  tooManyPerMinute: 'upload.tooManyPerMinute',
  tooManyPerDay: 'upload.tooManyPerDay',
  fileNotFound: 'upload.fileNotFound',
} as const satisfies Record<string, ServerMessageId>;
