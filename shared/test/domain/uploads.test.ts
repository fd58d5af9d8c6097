// spec 3 §5 progress photo: png or jpeg by its bytes, under 250,000 bytes, with the §8 messages.
import { detectImageType, progressImageProblem, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../src/domain/uploads';
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
});
