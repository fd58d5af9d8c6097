// Medical documents (spec 3 §2 "Other dialogs": the medical-files list and upload form, viewable only by the
// nutritionist per the privacy note; §5 pdf, docx, doc or jpeg under 250,000 bytes; §7 getFiles {files, openmodal},
// removeFile {hash}). A document is its uploaded_files row; its `hash` on the wire is the file's random id.
import { ClientError } from '../errors';
import type { UploadDeps } from './deps';
import { listOwnFiles, removeOwnFile } from './files';
import { UPLOADS_MESSAGES } from './messages';

export interface DocumentEntry {
  name: string;
  size: number;
  hash: string;
}

/** The customer's documents, oldest first. */
export async function listDocuments({ db }: Pick<UploadDeps, 'db'>, userId: number): Promise<DocumentEntry[]> {
  const files = await listOwnFiles(db, userId, 'document');
  return files.map((file) => ({ name: file.name, size: file.size, hash: file.id }));
}

/** Removes one of the customer's documents; another customer's hash, or an unknown one, is "not found". */
export async function removeDocument({ db }: Pick<UploadDeps, 'db'>, userId: number, hash: string): Promise<{ hash: string }> {
  if (!(await removeOwnFile(db, userId, hash, 'document'))) throw new ClientError(UPLOADS_MESSAGES.fileNotFound);
  return { hash };
}
