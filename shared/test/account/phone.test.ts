import { DEFAULT_CALLING_CODE, isUaePhone, maskUaePhone, PHONE_MASK_DIGITS } from '../../src/account/phone';

describe('the profile phone mask +971 (99) 999 99 99 99 (spec 2 §5.4)', () => {
  it('groups a mobile number as the mask does, after the fixed calling code', () => {
    expect(DEFAULT_CALLING_CODE).toBe('+971');
    expect(maskUaePhone('501234567')).toBe('(50) 123 45 67');
    expect(maskUaePhone('5')).toBe('(5)');
    expect(maskUaePhone('50123')).toBe('(50) 123');
  });

  it('drops the trunk 0 and a typed +971 or 00971 prefix', () => {
    expect(maskUaePhone('050 123 4567')).toBe('(50) 123 45 67');
    expect(maskUaePhone('+971 50 123 4567')).toBe('(50) 123 45 67');
    expect(maskUaePhone('00971501234567')).toBe('(50) 123 45 67');
  });

  it('keeps at most the mask’s 11 digits and nothing but digits', () => {
    expect(PHONE_MASK_DIGITS).toBe(11);
    expect(maskUaePhone('5012345678912345')).toBe('(50) 123 45 67 89');
    expect(maskUaePhone('ab-')).toBe('');
  });

  it('tells a valid UAE number from anything else', () => {
    expect(isUaePhone('(50) 123 45 67')).toBe(true);
    expect(isUaePhone('050 123 4567')).toBe(true);
    expect(isUaePhone('123')).toBe(false);
    expect(isUaePhone('')).toBe(false);
  });
});
