/** @jest-environment jsdom */
import { render as renderBare, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { render } from './intl';
import { DishCard } from '../../src/ui/DishCard';
import { NotFound } from '../../src/ui/layout';
import { Spinner } from '../../src/ui/Spinner';
import { localeFormat } from '../../src/i18n/format';

const dish = { title: 'سلمون مشوي', calories: 1_512_345, fat: 20_500, protein: 35_000, carb: 41_250, spicy: true, rating: 4 };

describe('the kit in Arabic', () => {
  it('labels a dish in Arabic with Latin digits', () => {
    render(<DishCard dish={dish} />, { locale: 'ar' });
    expect(screen.getByText('1,512 سعرة حرارية')).toBeTruthy();
    expect(screen.getByText('الدهون')).toBeTruthy();
    expect(screen.getByText('20.5 غ')).toBeTruthy();
    expect(screen.getByText('حار')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'التقييم: 4 من 5 نجوم' })).toBeTruthy();
  });

  it('the 404 page is Arabic', () => {
    render(
      <MemoryRouter>
        <NotFound />
      </MemoryRouter>,
      { locale: 'ar' },
    );
    expect(screen.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toBeTruthy();
  });

  it('kit components outside any provider speak English from the kit catalogue', () => {
    renderBare(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });
});

describe('localeFormat: one choice of digits (Latin) for numbers, AED and dates', () => {
  it('English keeps the existing formats', () => {
    const en = localeFormat('en');
    expect(en.number(1234.5, 2)).toBe('1,234.50');
    expect(en.aed(123_450)).toBe('AED 1,234.50');
  });

  it('Arabic uses Latin digits, the dirham sign and Arabic month names', () => {
    const ar = localeFormat('ar');
    expect(ar.number(1234.5, 2)).toBe('1,234.50');
    expect(ar.aed(123_450)).toMatch(/^[^0-9]*1,234\.50[^0-9]*د\.إ/u);
    // 2026-11-21 00:00 in Dubai
    const day = Date.UTC(2026, 10, 20, 20) / 1000;
    expect(ar.day(day, 'cccc d LLLL yyyy')).toBe('السبت 21 نوفمبر 2026');
    expect(localeFormat('en').day(day, 'cccc, d LLLL yyyy')).toBe('Saturday, 21 November 2026');
  });
});
