// Test support for uploads and the fitness tracker: a server with the account channels, the upload routes and the
// fitness-tracker sandbox, a clock tests move, and small image files built in memory.
import { request as httpRequest } from 'node:http';
import { deflateSync } from 'node:zlib';
import type { HttpRoute } from '../../src/http/route';
import type { UploadPolicy } from '../../src/uploads/files';
import { uploadsRoute } from '../../src/http/routes/uploads';
import type { ChannelDefinition } from '../../src/realtime/channel';
import { MANY_SIGN_UPS, startCustomerServer, type AccountsTestServer } from '../support/customers';

export interface UploadsServerOptions {
  channels?: ChannelDefinition[];
  routes?: (clock: { now: number }) => HttpRoute[];
  services?: Record<string, unknown>;
  /** The storage quota and upload rate of the upload routes (default: the site's). */
  policy?: UploadPolicy;
}

/** A migrated, unseeded server with the account channels, the upload routes and any extra ones. */
export function startUploadsServer(opts: UploadsServerOptions = {}): Promise<AccountsTestServer> {
  return startCustomerServer({
    channels: opts.channels ?? [],
    routes: ({ clock }) => [uploadsRoute({ now: () => clock.now, ...(opts.policy ? { policy: opts.policy } : {}) }), ...(opts.routes?.(clock) ?? [])],
    ...(opts.services ? { services: opts.services } : {}),
    callLimits: MANY_SIGN_UPS,
    seed: false,
  });
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour; `noise` adds stored-but-ignored bytes (a tEXt chunk) to reach a size. */
export function pngImage(width = 24, height = 24, rgb: [number, number, number] = [40, 140, 90], padding = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.concat(Array.from({ length: width }, () => Buffer.from(rgb)))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const extra = padding > 0 ? [chunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(padding, 0x61)]))] : [];
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...extra,
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of a JPEG (SOI + JFIF APP0), enough for the magic-byte check. */
export function jpegImage(size = 2000): Buffer {
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length - 2), 0x11), Buffer.from([0xff, 0xd9])]);
}

export const pdfBytes = (): Buffer => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export interface ProgressForm {
  token?: string;
  thetype?: string;
  type?: string;
  language?: string;
  file?: { bytes: Buffer; name: string; type: string };
}

/** The spec's progress-photo form (spec 3 §7 "HTTP uploads"), fields before the file. */
export function progressForm({ token, thetype = 'before', type = 'progressImage', language, file }: ProgressForm): FormData {
  const form = new FormData();
  if (token !== undefined) form.append('access_token', token);
  if (file) {
    form.append('name', file.name);
    form.append('size', String(file.bytes.length));
    form.append('filetype', file.type);
  }
  form.append('modelName', 'Files');
  form.append('attribute', 'thefile');
  form.append('type', type);
  form.append('thetype', thetype);
  if (language) form.append('language', language);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

export async function postProgressPhoto(
  baseUrl: string,
  form: FormData,
): Promise<{ status: number; body: { type: string; data: Record<string, unknown> } }> {
  const response = await fetch(`${baseUrl}/api/user/set-images`, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as { type: string; data: Record<string, unknown> } };
}

/** A minimal .docx as file-type sees one: a zip whose first entry is word/document.xml. */
export function docxBytes(size = 600): Buffer {
  const name = Buffer.from('word/document.xml');
  const body = Buffer.from('<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(body.length, 18);
  header.writeUInt32LE(body.length, 22);
  header.writeUInt16LE(name.length, 26);
  const bytes = Buffer.concat([header, name, body]);
  return Buffer.concat([bytes, Buffer.alloc(Math.max(0, size - bytes.length))]);
}

/** The start of a Word 97-2003 .doc: an OLE compound file header. */
export function docBytes(size = 1024): Buffer {
  const head = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);
}

export interface FileForm {
  token?: string;
  /** The spec's form fields besides the token and the file ('type' for the avatar). */
  fields?: Record<string, string>;
  language?: string;
  file?: { bytes: Buffer; name: string; type: string };
}

/** A medical-document or avatar form as the spec gives it (access_token first, the file last). */
export function fileForm({ token, fields = {}, language, file }: FileForm): FormData {
  const form = new FormData();
  if (token !== undefined) form.append('access_token', JSON.stringify({ token }));
  if (file) {
    form.append('name', file.name);
    form.append('size', String(file.bytes.length));
    form.append('filetype', file.type);
  }
  form.append('modelName', 'Files');
  form.append('attribute', 'thefile');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (language) form.append('language', language);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

export const avatarForm = (form: FileForm): FormData => fileForm({ ...form, fields: { type: 'avatar', ...form.fields } });

export async function postForm(
  baseUrl: string,
  path: string,
  form: FormData,
): Promise<{ status: number; body: { type: string; data: Record<string, unknown> } }> {
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as { type: string; data: Record<string, unknown> } };
}

export interface RawResult {
  status: number;
  body: string;
  /** How many bytes the client had written when the answer came (or when it stopped). */
  written: number;
}

/**
 * Sends `head`, then `piece` again and again (chunked, no declared length) until `total` bytes or an answer, then
 * `tail` and the end when `total` was reached. `abortAfterHead` ends the body right after the head instead.
 */
export function streamRaw(
  baseUrl: string,
  path: string,
  opts: { boundary: string; head: Buffer | string; piece?: Buffer; total?: number; tail?: Buffer | string; headers?: Record<string, string> },
): Promise<RawResult> {
  const url = new URL(`${baseUrl}${path}`);
  const piece = opts.piece ?? Buffer.alloc(0);
  const total = opts.total ?? 0;
  return new Promise<RawResult>((resolve, reject) => {
    let written = 0;
    let answered = false;
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${opts.boundary}`, 'transfer-encoding': 'chunked', ...opts.headers },
      },
      (response) => {
        answered = true;
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (text: string) => (body += text));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, written }));
      },
    );
    request.on('error', (error) => (answered ? undefined : reject(error)));
    request.write(opts.head);
    const pump = () => {
      while (!answered && piece.length > 0 && written < total) {
        written += piece.length;
        if (!request.write(piece)) return void request.once('drain', pump);
      }
      if (!answered) request.end(opts.tail ?? '');
    };
    pump();
  });
}
