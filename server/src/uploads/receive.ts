// Reading one uploaded file from a multipart form (@fastify/multipart over busboy), for every upload of the site.
// The file is read as it streams, at most maxFileBytes of it: one byte more and the upload is refused at once,
// without reading the rest of the body into memory or onto disk. Its type is decided later by its magic bytes.
import type { FastifyRequest } from 'fastify';
import type { ServerMessageId } from '../i18n';

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

/** How large a whole request of these limits may be: the file, the fields and generous room for part headers. */
export function maxRequestBytes(limits: UploadLimits): number {
  return limits.maxFileBytes + (limits.maxFields ?? DEFAULT_MAX_FIELDS) * ((limits.maxFieldBytes ?? DEFAULT_MAX_FIELD_BYTES) + 512) + 4096;
}

const INVALID_UPLOAD: ServerMessageId = 'upload.invalid';

interface MultipartError {
  code?: string;
}

/**
 * The form's text fields and its one file. `beforeFile` runs when the file part starts, with the fields sent before
 * it (the session token comes first in our forms), so an unauthorised upload is refused before its bytes are read.
 */
export async function receiveUpload(
  request: FastifyRequest,
  limits: UploadLimits,
  tooBigMessage: ServerMessageId,
  beforeFile?: (fields: Readonly<Record<string, string>>) => Promise<void>,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new UploadRefused(400, INVALID_UPLOAD);
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
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) throw new UploadRefused(400, INVALID_UPLOAD);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (file) throw new UploadRefused(400, INVALID_UPLOAD);
      if (beforeFile) await beforeFile(fields);
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
  } catch (error) {
    if (error instanceof UploadRefused) throw error;
    const code = (error as MultipartError).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new UploadRefused(413, tooBigMessage, true);
    if (code?.startsWith('FST_')) throw new UploadRefused(code.endsWith('_LIMIT') ? 413 : 400, INVALID_UPLOAD, true);
    if (error instanceof Error && /multipart|boundary|terminated/i.test(error.message)) throw new UploadRefused(400, INVALID_UPLOAD, true);
    throw error;
  }
  return { fields, file };
}
