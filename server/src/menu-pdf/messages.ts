// What the menu PDF calls answer with, as ids of the server catalogue (server/src/i18n en.json / ar.json). The
// specification shows no wording for these replies (doc 1 §7, doc 3 §7 "responses not shown"): the texts are ours.
import type { ServerMessageId } from '../i18n';

export const MENU_PDF_MESSAGES = {
  /** The PDF engine (Chromium) is missing or cannot start. */
  engineUnavailable: 'menuPdf.engineUnavailable',
  /** The engine's queue is full (HTTP 503 with Retry-After on the link; data.retryAfter seconds). */
  busy: 'menuPdf.busy',
  /** The customer has as many PDFs printing as allowed, or printed their share of the last minutes (HTTP 429). */
  tooMany: 'menuPdf.tooMany',
  /** The link's busy and limit pages: the link that opens the same PDF again. */
  tryAgain: 'menuPdf.tryAgain',
  /** mailPdfOk. */
  mailed: 'menuPdf.mailed',
} as const satisfies Record<string, ServerMessageId>;
