/** @jest-environment jsdom */
import { render } from './intl';
import { Ltr, localTitle, wheelScrollLeftDelta } from '../../src/ui/direction';

describe('right-to-left helpers', () => {
  it('Ltr isolates a phone number left to right', () => {
    const { container } = render(
      <p dir="rtl">
        اتصل بنا على <Ltr>+971 50 123 4567</Ltr>
      </p>,
    );
    const run = container.querySelector('bdi');
    expect(run?.getAttribute('dir')).toBe('ltr');
    expect(run?.textContent).toBe('+971 50 123 4567');
  });

  it('localTitle picks title_ar in Arabic when it exists, else the title', () => {
    expect(localTitle({ title: 'Keto', title_ar: 'كيتو' }, 'ar')).toBe('كيتو');
    expect(localTitle({ title: 'Keto', title_ar: 'كيتو' }, 'en')).toBe('Keto');
    expect(localTitle({ title: 'Keto', title_ar: '' }, 'ar')).toBe('Keto');
    expect(localTitle({ title: 'Keto' }, 'ar')).toBe('Keto');
  });

  it('a wheel turned down scrolls forward: right in English, left in Arabic; horizontal gestures stay physical', () => {
    expect(wheelScrollLeftDelta({ deltaX: 0, deltaY: 120 }, 'ltr')).toBe(60);
    expect(wheelScrollLeftDelta({ deltaX: 0, deltaY: 120 }, 'rtl')).toBe(-60);
    expect(wheelScrollLeftDelta({ deltaX: -80, deltaY: 10 }, 'rtl')).toBe(-40);
    expect(wheelScrollLeftDelta({ deltaX: -80, deltaY: 10 }, 'ltr')).toBe(-40);
  });
});
