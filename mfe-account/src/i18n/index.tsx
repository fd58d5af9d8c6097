// The account area's texts (issue 8): en.json holds the spec's English verbatim, ar.json the Arabic.
// They ship inside this remote's bundle, so the area deployed alone brings its own texts.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { AreaIntl, LazyCatalogues } from '@mealplan/shared/i18n';
import { kitMessages, ruleCatalogues, useFieldErrorTexts, type TextId } from '@mealplan/shared/ui';
import en from './en.json';

/** The area's text ids: the kit's `useText<AccountMessageId>()` takes them. */
export type AccountMessageId = TextId<typeof en>;

/** Arabic is its own chunk, loaded when the page is or becomes Arabic (before a prerendered Arabic page hydrates). */
export const accountCatalogues = new LazyCatalogues(en, { ar: () => import('./ar.json') });

/**
 * The area's react-intl provider, with the shared kit's texts (the kit's components render inside it) and the shared
 * rules' messages (the account pages show them by id). Also wraps what the area puts into the shell's modal (the modal is
 * rendered by the shell, outside the area's tree), so those forms find the area's texts too.
 */
export function AccountIntl({ children }: { children: ReactNode }) {
  return <AreaIntl catalogues={[kitMessages, ...ruleCatalogues, accountCatalogues]}>{children}</AreaIntl>;
}

type RichValues = Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** A text with markup (<link>…</link>) or elements in it. */
export function Text({ id, values }: { id: AccountMessageId; values?: RichValues }) {
  return <FormattedMessage id={id} values={values} />;
}

/**
 * A rule's field errors (ids of the shared account catalogue) or the server's, each in the customer's language: the
 * kit's one way of showing messages by id.
 */
export const useRuleErrors = useFieldErrorTexts;
