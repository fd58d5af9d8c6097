// Medical documents (spec 3 §2 "Other dialogs": the medical-files list and upload form, viewable only by the
// nutritionist per the privacy note; §5 pdf, docx, doc or jpeg under 250,000 bytes; §7 getFiles {files, openmodal},
// removeFile {hash}). A document is its uploaded_files row; its `hash` on the wire is the file's random id. Each listed
// document carries its own short-lived signed link (signed-urls.ts): the page opens it in a new tab, no session token
// travels with it, and the link is good for that file of that customer until linkExpires only.
import { ClientError } from '../errors';
import type { UploadDeps } from './deps';
import { listOwnFiles, removeOwnFile } from './files';
import { UPLOADS_MESSAGES } from './messages';
import { FILE_LINK_LIFETIME_SECONDS, signedFileUrl } from './signed-urls';

export interface DocumentEntry {
  name: string;
  size: number;
  hash: string;
  /** GET this to read the document (site-relative, signed for its owner). */
  link: string;
  /** When the link stops working (unix seconds). */
  linkExpires: number;
}

/** The customer's documents, oldest first, each with a link signed from now. */
export async function listDocuments({ db, now }: UploadDeps, userId: number): Promise<DocumentEntry[]> {
  const files = await listOwnFiles(db, userId, 'document');
  const at = now();
  return Promise.all(
    files.map(async (file) => ({
      name: file.name,
      size: file.size,
      hash: file.id,
      link: await signedFileUrl(db, file.id, userId, at),
      linkExpires: at + FILE_LINK_LIFETIME_SECONDS,
    })),
  );
}

/** Removes one of the customer's documents; another customer's hash, or an unknown one, is "not found". */
export async function removeDocument({ db }: Pick<UploadDeps, 'db'>, userId: number, hash: string): Promise<{ hash: string }> {
  if (!(await removeOwnFile(db, userId, hash, 'document'))) throw new ClientError(UPLOADS_MESSAGES.fileNotFound);
  return { hash };
}
