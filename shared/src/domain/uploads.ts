// Uploaded files (spec 3 §5 "Validation rules", §7 "HTTP uploads", §8, §9 "Upload limit under 250000 bytes").
// The type is decided by the file's first bytes (its magic number), never by its name or declared type.
// The server decides with these rules; the page uses them for instant feedback before sending.
// Messages are ids of the domain catalogue (./i18n), which holds the spec's English and the Arabic.
import type { DomainMessageId } from './catalogue';

/** A file must be smaller than this many bytes (spec 3 §9: "under 250000 bytes"). */
export const UPLOAD_SIZE_LIMIT = 250_000;
/** The largest accepted file. */
export const UPLOAD_MAX_BYTES = UPLOAD_SIZE_LIMIT - 1;

export const UPLOAD_MESSAGES = {
  wrongType: 'upload.wrongType',
  tooBig: 'upload.tooBig',
  uploaded: 'upload.uploaded',
} as const satisfies Record<string, DomainMessageId>;

export type ImageType = 'image/png' | 'image/jpeg';

/** Progress photos: png or jpeg (spec 3 §5). */
export const PROGRESS_IMAGE_TYPES: readonly ImageType[] = ['image/png', 'image/jpeg'];

/** Which photo of the before/after pair (the form's `thetype`). */
export type ProgressPhotoSide = 'before' | 'after';
export const PROGRESS_PHOTO_SIDES: readonly ProgressPhotoSide[] = ['before', 'after'];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/** How many leading bytes detectImageType needs. */
export const SIGNATURE_BYTES = PNG_SIGNATURE.length;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** The image type the bytes really hold (png or jpeg), or null for anything else. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

/** The §5 message refusing a file of this size and detected type, or null when it may be uploaded. */
export function progressImageProblem(size: number, type: ImageType | null): DomainMessageId | null {
  if (type === null || !PROGRESS_IMAGE_TYPES.includes(type)) return UPLOAD_MESSAGES.wrongType;
  if (size >= UPLOAD_SIZE_LIMIT) return UPLOAD_MESSAGES.tooBig;
  return null;
}

/** What a file is uploaded for: a progress photo, the avatar (spec 3 §4 "Avatar") or a medical document (§2 "Other dialogs"). */
export type UploadKind = 'progressImage' | 'avatar' | 'document';

export const PDF_TYPE = 'application/pdf';
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const DOC_TYPE = 'application/msword';

/**
 * The types each kind accepts (spec 3 §5): progress photos png or jpeg; the avatar "only image/jpeg or image/jpg";
 * medical documents "pdf, docx, doc, jpeg".
 */
export const UPLOAD_TYPES: Readonly<Record<UploadKind, readonly string[]>> = {
  progressImage: PROGRESS_IMAGE_TYPES,
  avatar: ['image/jpeg'],
  document: [PDF_TYPE, DOCX_TYPE, DOC_TYPE, 'image/jpeg'],
};

/** What a file input offers to pick for each kind (a hint only: the rule below decides). */
export const UPLOAD_ACCEPT: Readonly<Record<UploadKind, string>> = {
  progressImage: 'image/png,image/jpeg',
  avatar: 'image/jpeg,.jpg,.jpeg',
  document: `.pdf,.doc,.docx,.jpg,.jpeg,${PDF_TYPE},${DOC_TYPE},${DOCX_TYPE},image/jpeg`,
};

/** 'image/jpg' (spec 3 §5 names both) is 'image/jpeg'; other types as they are, lower case. */
export function normaliseUploadType(type: string | null | undefined): string | null {
  const clean = (type ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (!clean) return null;
  return clean === 'image/jpg' || clean === 'image/pjpeg' ? 'image/jpeg' : clean;
}

/**
 * The §5 message refusing a file of this kind, size and type, or null when it may be uploaded. The page passes the
 * type the browser reports (instant feedback, and again on save); the server passes the type found in the bytes.
 */
export function uploadProblem(kind: UploadKind, size: number, type: string | null | undefined): DomainMessageId | null {
  const normalised = normaliseUploadType(type);
  if (normalised === null || !UPLOAD_TYPES[kind].includes(normalised)) return UPLOAD_MESSAGES.wrongType;
  if (size >= UPLOAD_SIZE_LIMIT) return UPLOAD_MESSAGES.tooBig;
  return null;
}

/** The avatar's first crop, in pixels (spec 3 §2 "Avatar", §9). */
export const AVATAR_CROP_SIZE = 210;
