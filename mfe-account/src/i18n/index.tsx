// The account area's texts (issue 8): en.json holds the spec's English verbatim, ar.json the Arabic.
// They ship inside this remote's bundle, so the area deployed alone brings its own texts.
import { useCallback, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AreaIntl, type Catalogues } from '@mealplan/shared/i18n';
import { kitMessages, useFieldErrorTexts } from '@mealplan/shared/ui';
import en from './en.json';
import ar from './ar.json';

export type AccountMessageId = keyof typeof en;
type Values = Record<string, string | number>;

export const accountCatalogues: Catalogues = { en, ar };

/**
 * The area's react-intl provider, with the shared kit's texts (the kit's components render inside it). Also wraps what the area puts into the shell's modal (the modal is
 * rendered by the shell, outside the area's tree), so those forms find the area's texts too.
 */
export function AccountIntl({ children }: { children: ReactNode }) {
  return <AreaIntl catalogues={[kitMessages, accountCatalogues]}>{children}</AreaIntl>;
}

/** `t(id, values)`: one of the area's texts in the current locale, for props that take a string. */
export function useText(): (id: AccountMessageId, values?: Values) => string {
  const intl = useIntl();
  return useCallback((id: AccountMessageId, values?: Values) => intl.formatMessage({ id }, values), [intl]);
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
