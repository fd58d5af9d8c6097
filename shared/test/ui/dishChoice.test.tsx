/** @jest-environment jsdom */
// The kit's dish conflict modals (doc 2 §5.8): the allergy refusal, the dislike question, the same-dish question,
// each in the page's language from the domain catalogue; the dish is put on only after the last Yes.
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { act, render, renderHook } from '@testing-library/react';
import {
  ALLERGY_HEADLINE,
  ALLERGY_MESSAGE,
  DISLIKE_HEADLINE,
  DISLIKE_MESSAGE_CHECKOUT,
  domainCatalogues,
  sameDishMessage,
  type DomainMessage,
} from '../../src/domain';
import { intlLocale } from '../../src/i18n/format';
import { mergeCatalogues } from '../../src/i18n/message';
import type { Locale } from '../../src/i18n/locale';
import { useDishChoiceDialog, type DishChoiceQuestion } from '../../src/ui/dishChoice';
import { kitCatalogues } from './intl';
import { modalStore } from '../../src/ui/modalStore';

function dialog(locale: Locale = 'en') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={intlLocale(locale)} messages={mergeCatalogues([kitCatalogues, domainCatalogues])[locale]} defaultLocale="en">
      {children}
    </IntlProvider>
  );
  return renderHook(() => useDishChoiceDialog(), { wrapper }).result.current;
}

/** The modal's content (React nodes) as text. */
const contentText = () => render(<>{modalStore.content}</>).container.textContent;
const press = (label: string) => act(() => modalStore.actions.find((action) => action.label === label)!.onClick());

afterEach(() => act(() => modalStore.clear()));

function question(verdict: DishChoiceQuestion['verdict'], sameDish: DomainMessage | null = null) {
  const apply = jest.fn();
  return { apply, question: { verdict, allergenNames: 'Peanuts and Milk', sameDish: () => sameDish, apply } };
}

it('refuses a dish with an allergen, listing the allergens, with Ok only', () => {
  const ask = dialog();
  const { apply, question: q } = question({ kind: 'blocked', headline: ALLERGY_HEADLINE, message: ALLERGY_MESSAGE, allergens: [1, 2] });
  act(() => ask(q));
  expect(modalStore.headline).toBe('Ingredient as a allergy');
  expect(contentText()).toBe('Sorry, due to your allergy preference this dish is not available for selection.Allergens: Peanuts and Milk');
  expect(modalStore.actions.map((action) => action.label)).toEqual(['Ok']);
  press('Ok');
  expect(apply).not.toHaveBeenCalled();
});

it('asks about a disliked ingredient: No keeps the dish off, Yes puts it on', () => {
  const ask = dialog();
  const verdict = { kind: 'confirm', reason: 'dislike', headline: DISLIKE_HEADLINE, message: DISLIKE_MESSAGE_CHECKOUT } as const;
  const refused = question(verdict);
  act(() => ask(refused.question));
  expect(modalStore.headline).toBe('Ingredient as a Dislike');
  expect(contentText()).toBe(domainCatalogues.en[DISLIKE_MESSAGE_CHECKOUT]);
  press('No');
  expect(refused.apply).not.toHaveBeenCalled();
  const accepted = question(verdict);
  act(() => ask(accepted.question));
  press('Yes');
  expect(accepted.apply).toHaveBeenCalledTimes(1);
});

it('after Yes to the dislike, asks about the same dish on another meal type before putting it on', () => {
  const ask = dialog();
  const { apply, question: q } = question(
    { kind: 'confirm', reason: 'dislike', headline: DISLIKE_HEADLINE, message: DISLIKE_MESSAGE_CHECKOUT },
    sameDishMessage('Lunch'),
  );
  act(() => ask(q));
  press('Yes');
  expect(apply).not.toHaveBeenCalled();
  expect(contentText()).toBe('Please note you have selected same dish for Lunch. Do you want to select same Dish?');
  press('Yes');
  expect(apply).toHaveBeenCalledTimes(1);
});

it('asks the same-dish question in Arabic with the meal type the page names', () => {
  const ask = dialog('ar');
  const { apply, question: q } = question({ kind: 'confirm', reason: 'same-dish', message: sameDishMessage('Lunch') }, sameDishMessage('الغداء'));
  act(() => ask(q));
  expect(contentText()).toContain('الغداء');
  expect(modalStore.actions.map((action) => action.label)).toEqual(['نعم', 'لا']);
  press('نعم');
  expect(apply).toHaveBeenCalledTimes(1);
});
