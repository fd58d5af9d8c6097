// Sending a file as the spec's upload form (spec 3 §7 "HTTP uploads": access_token ({token}) first, then name, size,
// filetype, modelName 'Files', attribute 'thefile', the form's own fields, the language, and the file last) and
// reading the server's {type: <name>Ok | <name>Err, data} answer.
import type { ShownMessage } from '@mealplan/shared/ui';

export type Post = (url: string, init: RequestInit) => Promise<Response>;

export type UploadAnswer<T> = { ok: true; message: string; data: T } | { ok: false; error: ShownMessage };

/** The refusal shown when the request failed on the way (no answer from the server). */
export const UPLOAD_FAILED = 'uploads.failed';

export async function sendUploadForm<T>(
  post: Post,
  url: string,
  name: string,
  opts: { token: string | null; file: Blob; fileName: string; fields?: Record<string, string>; language: string },
): Promise<UploadAnswer<T>> {
  const form = new FormData();
  form.append('access_token', JSON.stringify({ token: opts.token ?? '' }));
  form.append('name', opts.fileName);
  form.append('size', String(opts.file.size));
  form.append('filetype', opts.file.type);
  form.append('modelName', 'Files');
  form.append('attribute', 'thefile');
  for (const [key, value] of Object.entries(opts.fields ?? {})) form.append(key, value);
  form.append('language', opts.language);
  form.append('file', opts.file, opts.fileName);
  let response: Response;
  try {
    response = await post(url, { method: 'POST', body: form });
  } catch {
    return { ok: false, error: UPLOAD_FAILED };
  }
  const body = (await response.json().catch(() => undefined)) as { type?: string; data?: { message?: string; messageId?: string } & T } | undefined;
  if (response.ok && body?.type === `${name}Ok` && body.data) return { ok: true, message: body.data.message ?? '', data: body.data };
  const message = body?.data?.message;
  if (!message) return { ok: false, error: UPLOAD_FAILED };
  return { ok: false, error: body.data?.messageId ? { message, messageId: body.data.messageId } : message };
}
