// The menu document's texts without printing (issue 22): the plan title is the shared rule's in English and the
// same parts in Arabic, numbers and dates in the document's language, and a customer's own text is escaped.
import { planTitle } from '@mealplan/shared/domain';
import { localPlanTitle, menuHtml, type MenuDocument } from '../../src/menu-pdf/document';

const DAY = 1_795_550_400; // 25 November 2026, 00:00 in Dubai

const doc = (overrides: Partial<MenuDocument> = {}): MenuDocument => ({
  customerName: 'Sara <b>Haddad</b>',
  diet: { en: 'Balanced', ar: 'متوازن' },
  plan: { daysCount: 20, excludeWeekDay: [6, 5] },
  period: { from: DAY, to: DAY + 27 * 86_400 },
  slot: { en: '5:00 AM - 8:00 AM', ar: '5:00 ص - 8:00 ص' },
  status: 'active',
  days: [
    {
      day: DAY,
      skippedTo: null,
      paused: false,
      meals: [
        {
          mealType: { en: 'Lunch', ar: 'الغداء' },
          dish: {
            title: { en: 'Chicken Machboos', ar: 'مجبوس دجاج' },
            description: { en: 'Spiced chicken.', ar: '' },
            calories: 560_000,
            protein: 42_000,
            carb: 62_000,
            fat: 14_500,
          },
          sides: [],
        },
      ],
    },
  ],
  contacts: {
    phones: ['+971 4 388 6620'],
    email: 'team@mealplan.ae',
    whatsapp: '',
    branchHours: '8:00 AM to 11:00 PM',
    kitchenHours: '',
    address: '',
  },
  printedAt: DAY,
  ...overrides,
});

describe('the menu document', () => {
  it('titles the plan with the shared rule in English and the same parts in Arabic', () => {
    expect(localPlanTitle({ daysCount: 20, excludeWeekDay: [6, 5] }, 'en')).toBe(planTitle(20, [5, 6]));
    expect(localPlanTitle({ daysCount: 20, excludeWeekDay: [6, 5] }, 'ar')).toBe('20 يومًا - بدون الجمعة والسبت');
    expect(localPlanTitle({ daysCount: 30, excludeWeekDay: [] }, 'ar')).toBe('30 يومًا - الأسبوع كاملًا');
  });

  it('is English left to right, or wholly Arabic right to left with the Arabic titles (English where none)', () => {
    const english = menuHtml(doc(), 'en');
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain('Chicken Machboos');
    expect(english).toContain('Branch open');
    const arabic = menuHtml(doc(), 'ar');
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('مجبوس دجاج');
    expect(arabic).not.toContain('Chicken Machboos');
    // No Arabic description in the catalogue: the English one is shown rather than nothing.
    expect(arabic).toContain('Spiced chicken.');
    expect(arabic).toContain('الأربعاء، 25 نوفمبر 2026');
    // Settings texts written in English stay out of the Arabic document.
    expect(arabic).not.toContain('8:00 AM to 11:00 PM');
  });

  it('escapes what a customer typed and prints no script', () => {
    const html = menuHtml(doc(), 'en');
    expect(html).toContain('Sara &#60;b&#62;Haddad&#60;/b&#62;');
    expect(html).not.toMatch(/<script/i);
  });
});
