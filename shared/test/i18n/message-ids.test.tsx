/** @jest-environment jsdom */
// issue 18: a page shows a rule's message by its id, so changing the English text cannot break the Arabic (nothing
// is looked up by its English). The shared account catalogue's English is replaced by a changed copy in memory.
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '../../src/i18n/locale';

// jest.mock is hoisted above the imports, so its factory holds the changed text itself.
jest.mock('../../src/account/i18n/en.json', () => ({
  ...jest.requireActual<Record<string, string>>('../../src/account/i18n/en.json'),
  'feedback.food': 'Rate the food, please (changed wording)',
}));
const CHANGED = 'Rate the food, please (changed wording)';
jest.mock('../../src/domain/i18n/en.json', () => ({
  ...jest.requireActual<Record<string, string>>('../../src/domain/i18n/en.json'),
  'profileStep.blank': 'Please fill in {label} (changed wording)',
}));

import { accountCatalogues, validateGeneralFeedback } from '../../src/account';
import { domainCatalogues, validateProfileMain, withLabel } from '../../src/domain';
import { mergeCatalogues } from '../../src/i18n/message';
import { kitCatalogues } from '../ui/intl';
import { useFieldErrorTexts, useMessageText } from '../../src/ui/useMessageText';

const messages = mergeCatalogues([kitCatalogues, accountCatalogues, domainCatalogues]);

function FoodError() {
  const texts = useFieldErrorTexts();
  return <p>{texts(validateGeneralFeedback({ feedback: 'Fine', rating: 5, rating3: 5, rating4: 5 })).rating2}</p>;
}

const inLocale = (ui: ReactElement, locale: Locale) =>
  render(
    <IntlProvider locale={locale} messages={messages[locale]} defaultLocale="en">
      {ui}
    </IntlProvider>,
  );

it('shows the changed English text of a rule message, found by its id', () => {
  inLocale(<FoodError />, 'en');
  expect(screen.getByText(CHANGED)).toBeTruthy();
});

it('still shows the Arabic of a rule message whose English changed', () => {
  inLocale(<FoodError />, 'ar');
  expect(screen.getByText('يرجى تقييم الطعام')).toBeTruthy();
});

it("shows a server error by its id in the page's language, and the server's text for an id the page does not have", () => {
  function ServerErrors() {
    const text = useMessageText();
    return (
      <>
        <p>{text({ message: 'Your session has expired. Please sign in again.', messageId: 'account.sessionExpired' })}</p>
        <p>{text({ message: 'رسالة من الخادم', messageId: 'server.somethingOnlyTheServerKnows' })}</p>
      </>
    );
  }
  inLocale(<ServerErrors />, 'ar');
  expect(screen.getByText('انتهت صلاحية جلستك. يُرجى تسجيل الدخول مرة أخرى.')).toBeTruthy();
  expect(screen.getByText('رسالة من الخادم')).toBeTruthy();
});

describe('a domain rule message with a value (the field label), by id', () => {
  function BlankFirstName({ label }: { label?: string }) {
    const text = useMessageText();
    const { firstName } = validateProfileMain({ firstName: ' ', lastName: 'Haddad' }, 1_790_000_000).errors;
    return <p>{firstName && text(label ? withLabel(firstName, label) : firstName)}</p>;
  }

  it('shows the changed English text with the label put in', () => {
    inLocale(<BlankFirstName />, 'en');
    expect(screen.getByText('Please fill in First name (changed wording)')).toBeTruthy();
  });

  it("still shows the Arabic, with the page's own label, when the English changed", () => {
    inLocale(<BlankFirstName label="الاسم الأول" />, 'ar');
    expect(screen.getByText('لا يمكن ترك حقل الاسم الأول فارغًا')).toBeTruthy();
  });
});
