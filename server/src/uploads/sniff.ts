// The type a file's bytes really hold, found by the file-type package (its magic numbers and, for Office files, the
// zip or compound-file structure), never by the file's name or the type the browser declared.
// file-type 16.5.4 is used: the last release published as CommonJS, so the same `require` works in the compiled
// server (tsc to CommonJS in server/dist), under tsx in development and under jest; releases from 17 on are ES
// modules only, which jest's CommonJS runtime cannot load without an experimental flag.
import { fromBuffer } from 'file-type';
import { DOC_TYPE, normaliseUploadType } from '@mealplan/shared/domain';

/** file-type names a .doc by its container (an OLE compound file); Word 97-2003 documents are the one we accept. */
const CONTAINER_TYPES: Readonly<Record<string, string>> = { 'application/x-cfb': DOC_TYPE };

/** The MIME type found in the bytes (image/jpeg, image/png, application/pdf, the docx type, application/msword…), or null. */
export async function sniffType(bytes: Uint8Array): Promise<string | null> {
  const found = await fromBuffer(bytes);
  if (!found) return null;
  return CONTAINER_TYPES[found.mime] ?? normaliseUploadType(found.mime);
}

/** The file name extension served for a stored type. */
export function extensionOf(contentType: string): string {
  const extensions: Record<string, string> = {
    'image/png': 'png',
    'image/jpeg': 'jpg',
    'application/pdf': 'pdf',
    'application/msword': 'doc',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  };
  return extensions[contentType] ?? 'bin';
}

/**
 * The name a customer's own file downloads under: the name it was uploaded with, its extension made the one of the
 * type its bytes hold (a 'scan' holding a JPEG downloads as 'scan.jpg'), never a path; 'document' when nothing is left.
 */
export function downloadName(name: string, contentType: string): string {
  const extension = extensionOf(contentType);
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  const stem = base.replace(/\.[^.]*$/, '') || 'document';
  return `${stem}.${extension}`;
}

/**
 * Content-Disposition for a download under the file's own name (RFC 6266): an ASCII `filename` for old clients and the
 * exact UTF-8 name in `filename*` (an Arabic name stays Arabic).
 */
export function attachmentDisposition(name: string, contentType: string): string {
  const exact = downloadName(name, contentType);
  const ascii = exact.replace(/[^\x20-\x7e]/g, '_').replace(/[%\\]/g, '_');
  const encoded = encodeURIComponent(exact).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
