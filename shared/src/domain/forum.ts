// Forum threads (spec 3 §5 "Thread form", §9): the server answers field errors for title, category_id and text;
// the form shows them beside the fields. The limits are ours (the spec does not show them).
// Messages are ids of the domain catalogue (./i18n), which holds their English and Arabic.
import type { DomainMessageId } from './catalogue';

export const FORUM_PAGE_SIZE = 20;
export const THREAD_TITLE_MIN = 3;
export const THREAD_TITLE_MAX = 150;
export const THREAD_TEXT_MAX = 20_000;

export const FORUM_MESSAGES = {
  title: 'forum.title',
  category: 'forum.category',
  textRequired: 'forum.textRequired',
  textTooLong: 'forum.textTooLong',
  invalid: 'forum.invalid',
  notFound: 'forum.notFound',
  notAuthor: 'forum.notAuthor',
} as const satisfies Record<string, DomainMessageId>;

export interface ThreadInput {
  title?: string | null;
  category_id?: number | null;
  /** The HTML body as sent. */
  text?: string | null;
  /** The body's visible text (the HTML without tags), to refuse a body that says nothing. */
  visibleText?: string | null;
}

export type ThreadField = 'title' | 'category_id' | 'text';

/** Field -> message; empty when the thread may be saved. */
export function validateThread(input: ThreadInput): Partial<Record<ThreadField, DomainMessageId>> {
  const errors: Partial<Record<ThreadField, DomainMessageId>> = {};
  const title = (input.title ?? '').trim();
  if (title.length < THREAD_TITLE_MIN || title.length > THREAD_TITLE_MAX) errors.title = FORUM_MESSAGES.title;
  if (!input.category_id) errors.category_id = FORUM_MESSAGES.category;
  const html = input.text ?? '';
  if (html.length > THREAD_TEXT_MAX) errors.text = FORUM_MESSAGES.textTooLong;
  else if ((input.visibleText ?? html).trim().length === 0) errors.text = FORUM_MESSAGES.textRequired;
  return errors;
}

// Comments of the local comment service (the thread page's widget while no third-party provider is configured).
export const COMMENT_TEXT_MAX = 2000;
export const COMMENT_MESSAGES = {
  text: 'forum.comment',
} as const satisfies Record<string, DomainMessageId>;

/** Field -> message for a comment; empty when it may be saved. */
export function validateComment(text: string): Partial<Record<'text', DomainMessageId>> {
  const trimmed = text.trim();
  return trimmed.length === 0 || trimmed.length > COMMENT_TEXT_MAX ? { text: COMMENT_MESSAGES.text } : {};
}
