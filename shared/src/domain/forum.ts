// Forum threads (spec 3 §5 "Thread form", §9): the server answers field errors for title, category_id and text;
// the form shows them beside the fields. The limits are ours (the spec does not show them).

export const FORUM_PAGE_SIZE = 20;
export const THREAD_TITLE_MIN = 3;
export const THREAD_TITLE_MAX = 150;
export const THREAD_TEXT_MAX = 20_000;

export const FORUM_MESSAGES = {
  title: 'The title must be 3 to 150 characters long',
  category: 'Please choose a category',
  textRequired: 'Please write the text of your discussion',
  textTooLong: 'The text must be at most 20,000 characters long',
  invalid: 'Please correct the marked fields',
  notFound: 'Discussion not found',
  notAuthor: 'Only the author can change or delete this discussion',
} as const;

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
export function validateThread(input: ThreadInput): Partial<Record<ThreadField, string>> {
  const errors: Partial<Record<ThreadField, string>> = {};
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
  text: 'Please write a comment of at most 2,000 characters',
} as const;

/** Field -> message for a comment; empty when it may be saved. */
export function validateComment(text: string): Partial<Record<'text', string>> {
  const trimmed = text.trim();
  return trimmed.length === 0 || trimmed.length > COMMENT_TEXT_MAX ? { text: COMMENT_MESSAGES.text } : {};
}
