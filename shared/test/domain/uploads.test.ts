// spec 3 §5 progress photo: png or jpeg by its bytes, under 250,000 bytes, with the §8 messages.
import {
  detectImageType,
  DOC_TYPE,
  DOCX_TYPE,
  normaliseUploadType,
  PDF_TYPE,
  progressImageProblem,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  uploadProblem,
} from '../../src/domain/uploads';
import { english } from './english';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const PDF = new TextEncoder().encode('%PDF-1.4');

describe('upload rules', () => {
  it('detects png and jpeg by their magic bytes and nothing else', () => {
    expect(detectImageType(PNG)).toBe('image/png');
    expect(detectImageType(JPEG)).toBe('image/jpeg');
    expect(detectImageType(PDF)).toBeNull();
    expect(detectImageType(PNG.slice(0, 7))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
    expect(detectImageType(Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))).toBeNull();
  });

  it('refuses a wrong type and a file of 250,000 bytes or more with the spec messages', () => {
    expect(progressImageProblem(10, 'image/png')).toBeNull();
    expect(progressImageProblem(UPLOAD_MAX_BYTES, 'image/jpeg')).toBeNull();
    expect(UPLOAD_MAX_BYTES).toBe(249_999);
    expect(english(progressImageProblem(250_000, 'image/png'))).toBe('A big File Size, please use 250 kb maximum');
    expect(progressImageProblem(300_000, 'image/png')).toBe(UPLOAD_MESSAGES.tooBig);
    expect(english(progressImageProblem(10, null))).toBe('Not Allowed File Type, Use Image Please');
    expect(progressImageProblem(300_000, null)).toBe(UPLOAD_MESSAGES.wrongType);
  });

  it('takes only a jpeg (image/jpeg or image/jpg) under 250,000 bytes as the avatar', () => {
    expect(uploadProblem('avatar', 1000, 'image/jpeg')).toBeNull();
    expect(uploadProblem('avatar', UPLOAD_MAX_BYTES, 'image/jpg')).toBeNull();
    expect(english(uploadProblem('avatar', 1000, 'image/png'))).toBe('Not Allowed File Type, Use Image Please');
    expect(uploadProblem('avatar', 1000, '')).toBe(UPLOAD_MESSAGES.wrongType);
    expect(uploadProblem('avatar', 1000, PDF_TYPE)).toBe(UPLOAD_MESSAGES.wrongType);
    expect(english(uploadProblem('avatar', 300_000, 'image/jpeg'))).toBe('A big File Size, please use 250 kb maximum');
    expect(uploadProblem('avatar', 250_000, 'image/jpeg')).toBe(UPLOAD_MESSAGES.tooBig);
  });

  it('takes pdf, docx, doc and jpeg under 250,000 bytes as a medical document', () => {
    for (const type of [PDF_TYPE, DOCX_TYPE, DOC_TYPE, 'image/jpeg', 'IMAGE/JPG']) expect(uploadProblem('document', 1000, type)).toBeNull();
    for (const type of ['image/png', 'text/plain', 'application/zip', null])
      expect(uploadProblem('document', 1000, type)).toBe(UPLOAD_MESSAGES.wrongType);
    expect(uploadProblem('document', 250_000, PDF_TYPE)).toBe(UPLOAD_MESSAGES.tooBig);
  });

  it('reads image/jpg as image/jpeg and ignores parameters and case', () => {
    expect(normaliseUploadType('image/jpg')).toBe('image/jpeg');
    expect(normaliseUploadType('Application/PDF; charset=binary')).toBe(PDF_TYPE);
    expect(normaliseUploadType('')).toBeNull();
    expect(normaliseUploadType(undefined)).toBeNull();
  });
});
