/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Field, Form } from 'react-final-form';
import { FollowPageLanguage, FormSelectField } from '../../src/ui/formFields';
import type { Locale } from '../../src/i18n/locale';
import { IntlWrapper } from './intl';

const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'ar', label: 'العربية' },
];

function ProfileForm({ locale, saved }: { locale: Locale; saved: string }) {
  return (
    <IntlWrapper locale={locale}>
      <Form
        onSubmit={() => undefined}
        initialValues={{ language: saved }}
        render={() => (
          <form>
            <FollowPageLanguage />
            <Field name="language" component={FormSelectField} label="Language" options={LANGUAGES} />
          </form>
        )}
      />
    </IntlWrapper>
  );
}

describe('FollowPageLanguage', () => {
  it('keeps the loaded value until the page language switches, then takes the new language', () => {
    const { rerender } = render(<ProfileForm locale="en" saved="ar" />);
    const select = () => screen.getByLabelText('Language') as HTMLSelectElement;
    expect(select().value).toBe('ar');
    rerender(<ProfileForm locale="ar" saved="ar" />);
    expect(select().value).toBe('ar');
    rerender(<ProfileForm locale="en" saved="ar" />);
    expect(select().value).toBe('en');
  });
});
