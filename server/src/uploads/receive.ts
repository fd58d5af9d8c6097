// Reading one uploaded file from a multipart form (@fastify/multipart over busboy), for every upload of the site.
// The whole request body is bounded, not only the file: every byte that arrives (preamble, part headers, fields, the
// file, the epilogue) is counted as it streams, and one byte past the limit refuses the upload at once without
// reading the rest into memory or onto disk. Nothing is read before the sender is known: the session token comes in
// an Authorization: Bearer header (checked before the body) or as the form's first part, access_token (checked as
// soon as it arrives; any other first part is refused). A body cut short is a 400 with one quiet log line. The
// file's type is decided later from its bytes.
import type { FastifyRequest } from 'fastify';
import { SIGN_IN_REQUIRED_MESSAGE } from '../errors';
import type { ServerMessageId } from '../i18n';
import type { MessageValues } from '@mealplan/shared/i18n/message';
import { log } from '../ops/log';

export interface UploadLimits {
  /** The largest accepted file in bytes. */
  maxFileBytes: number;
  /** At most this many text fields, each at most maxFieldBytes. */
  maxFields?: number;
  maxFieldBytes?: number;
}

/** An upload refused with an HTTP status and a message for the customer (a server text id, answered in their language). */
export class UploadRefused extends Error {
  constructor(
    readonly status: number,
    readonly messageId: ServerMessageId,
    /** The body was not read to its end: the connection is closed after the answer. */
    readonly cutOff = false,
    readonly values?: MessageValues,
  ) {
    super(messageId);
    this.name = 'UploadRefused';
  }
}

export interface ReceivedFile {
  bytes: Buffer;
  /** The name the browser sent (kept for display only). */
  filename: string;
  /** The type the browser declared (never trusted). */
  declaredType: string;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  file: ReceivedFile | undefined;
}

export const DEFAULT_MAX_FIELDS = 16;
export const DEFAULT_MAX_FIELD_BYTES = 2048;
/** Room for one part's boundary line and headers. */
const PART_OVERHEAD_BYTES = 512;

/** How large a whole request of these limits may be: the file, the fields and room for boundaries and part headers. */
export function maxRequestBytes(limits: UploadLimits): number {
  const fields = limits.maxFields ?? DEFAULT_MAX_FIELDS;
  return limits.maxFileBytes + fields * ((limits.maxFieldBytes ?? DEFAULT_MAX_FIELD_BYTES) + PART_OVERHEAD_BYTES) + 2 * PART_OVERHEAD_BYTES;
}

export const INVALID_UPLOAD: ServerMessageId = 'upload.invalid';
const TOKEN_FIELD = 'access_token';

/** The token of the form's access_token field: the token itself, or {"token": "..."} as the spec writes it. */
export function tokenOfField(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (!value.startsWith('{')) return value;
  try {
    const parsed = JSON.parse(value) as { token?: unknown };
    return typeof parsed.token === 'string' ? parsed.token : undefined;
  } catch {
    return undefined;
  }
}

/** The token of an Authorization: Bearer header, or undefined without one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() || undefined : undefined;
}

/** An error of the caller's own code (the token check), passed through the parser's error handling untouched. */
class CallbackFailed extends Error {
  constructor(readonly error: unknown) {
    super('upload callback failed');
    this.name = 'CallbackFailed';
  }
}

interface MultipartError {
  code?: string;
}

/**
 * The form's text fields and its one file. `authorise` gets the session token (the bearer header's before the body
 * is read, else the access_token field, which must come first) and throws to refuse; it runs once.
 */
export async function receiveUpload(
  request: FastifyRequest,
  limits: UploadLimits,
  tooBigMessage: ServerMessageId,
  authorise: (token: string | undefined) => Promise<void>,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new UploadRefused(400, INVALID_UPLOAD);
  const maxBody = maxRequestBytes(limits);
  if (Number(request.headers['content-length'] ?? 0) > maxBody) throw new UploadRefused(413, tooBigMessage, true);
  const header = bearerToken(request);
  if (header) await authorise(header);
  let authorised = Boolean(header);

  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  const parts = request.parts({
    limits: {
      files: 1,
      fields: limits.maxFields ?? DEFAULT_MAX_FIELDS,
      fieldSize: limits.maxFieldBytes ?? DEFAULT_MAX_FIELD_BYTES,
      parts: (limits.maxFields ?? DEFAULT_MAX_FIELDS) + 1,
      fileSize: limits.maxFileBytes,
      headerPairs: 20,
    },
  });

  // Every byte of the body counts; past the limit the parser gets no more and the upload is refused.
  let settled = false;
  let overflow!: (error: UploadRefused) => void;
  const overflowed = new Promise<never>((_resolve, reject) => {
    overflow = reject;
  });
  overflowed.catch(() => undefined);
  let seen = 0;
  const meter = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen <= maxBody) return;
    request.raw.off('data', meter);
    request.raw.unpipe();
    if (settled) request.raw.destroy();
    else overflow(new UploadRefused(413, tooBigMessage, true));
  };
  request.raw.on('data', meter);
  request.raw.once('end', () => request.raw.off('data', meter));

  const read = async () => {
    for await (const part of parts) {
      if (!authorised) {
        if (part.type !== 'field' || part.fieldname !== TOKEN_FIELD) throw new UploadRefused(401, SIGN_IN_REQUIRED_MESSAGE, true);
        try {
          await authorise(part.valueTruncated ? undefined : tokenOfField(String(part.value)));
        } catch (error) {
          throw new CallbackFailed(error);
        }
        authorised = true;
      }
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) throw new UploadRefused(400, INVALID_UPLOAD, true);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (file) throw new UploadRefused(400, INVALID_UPLOAD, true);
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > limits.maxFileBytes || part.file.truncated) throw new UploadRefused(413, tooBigMessage, true);
        chunks.push(chunk);
      }
      if (part.file.truncated) throw new UploadRefused(413, tooBigMessage, true);
      file = { bytes: Buffer.concat(chunks, size), filename: part.filename, declaredType: part.mimetype };
    }
  };

  const reading = read();
  reading.catch(() => undefined);
  try {
    await Promise.race([reading, overflowed]);
  } catch (error) {
    if (error instanceof CallbackFailed) {
      if (error.error instanceof UploadRefused) throw new UploadRefused(error.error.status, error.error.messageId, true, error.error.values);
      throw error.error;
    }
    if (error instanceof UploadRefused) throw error;
    const code = (error as MultipartError).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new UploadRefused(413, tooBigMessage, true);
    if (code?.startsWith('FST_') && code.endsWith('_LIMIT')) throw new UploadRefused(413, INVALID_UPLOAD, true);
    // A body cut short or malformed (busboy's "Unexpected end of form", a lost connection): the sender's fault, not
    // the server's. One line, no stack.
    log().warn(
      { path: request.url.split('?', 1)[0], received: seen, reason: error instanceof Error ? error.message.slice(0, 120) : String(error) },
      'upload refused: incomplete or malformed multipart body',
    );
    throw new UploadRefused(400, INVALID_UPLOAD, true);
  } finally {
    settled = true;
  }
  if (!authorised) await authorise(undefined);
  return { fields, file };
}
