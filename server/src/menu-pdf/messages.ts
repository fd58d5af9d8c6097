// What the menu PDF calls answer with, as ids of the server catalogue (server/src/i18n en.json / ar.json). The
// specification shows no wording for these replies (doc 1 §7, doc 3 §7 "responses not shown"): the texts are ours.
import type { ServerMessageId } from '../i18n';

export const MENU_PDF_MESSAGES = {
  /** The PDF engine (Chromium) is missing or cannot start. */
  engineUnavailable: 'menuPdf.engineUnavailable',
  /** mailPdfOk. */
  mailed: 'menuPdf.mailed',
} as const satisfies Record<string, ServerMessageId>;
