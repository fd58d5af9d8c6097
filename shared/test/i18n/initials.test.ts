import { initials } from '../../src/i18n/initials';

describe('initials', () => {
  it('takes the first letter of the first two words, upper-cased', () => {
    expect(initials('sara haddad')).toBe('SH');
    expect(initials('  Sara   Maria Haddad ')).toBe('SM');
    expect(initials('Sara Haddad', 1)).toBe('S');
  });

  it("does not take an Arabic family name's initial from its article 'ال'", () => {
    expect(initials('سارة الحداد')).toBe('سح');
    expect(initials('العنود الشامسي')).toBe('عش');
    expect(initials('محمد آل نهيان')).toBe('من');
    expect(initials('الحداد', 1)).toBe('ح');
  });

  it('keeps the first letter of a name without the article, and skips a lone article', () => {
    expect(initials('أحمد')).toBe('أ');
    expect(initials('ال')).toBe('');
    expect(initials('')).toBe('');
  });
});
