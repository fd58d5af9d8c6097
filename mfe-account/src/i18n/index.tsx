// The account area's texts (issue 8): en.json holds the spec's English verbatim, ar.json the Arabic.
// They ship inside this remote's bundle, so the area deployed alone brings its own texts.
import { useCallback, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { ACCOUNT_MESSAGES, FEEDBACK_MESSAGES, type FieldErrors } from '@mealplan/shared/account';
import { AreaIntl, type Catalogues } from '@mealplan/shared/i18n';
import { kitMessages, type TextId } from '@mealplan/shared/ui';
import en from './en.json';
import ar from './ar.json';

/** The area's text ids: the kit's `useText<AccountMessageId>()` takes them. */
export type AccountMessageId = TextId<typeof en>;

export const accountCatalogues: Catalogues = { en, ar };

/**
 * The area's react-intl provider, with the shared kit's texts (the kit's components render inside it). Also wraps what the area puts into the shell's modal (the modal is
 * rendered by the shell, outside the area's tree), so those forms find the area's texts too.
 */
export function AccountIntl({ children }: { children: ReactNode }) {
  return <AreaIntl catalogues={[kitMessages, accountCatalogues]}>{children}</AreaIntl>;
}

type RichValues = Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** A text with markup (<link>…</link>) or elements in it. */
export function Text({ id, values }: { id: AccountMessageId; values?: RichValues }) {
  return <FormattedMessage id={id} values={values} />;
}

/**
 * The shared account and feedback rules (shared/src/account) answer with the spec's English messages;
 * each has a `rule.<name>` text here, so the page shows it in the customer's language. Messages that
 * came from the server are already in the socket's language and pass through unchanged.
 */
const RULE_IDS: ReadonlyMap<string, AccountMessageId> = new Map<string, AccountMessageId>(
  Object.entries({ ...ACCOUNT_MESSAGES, ...FEEDBACK_MESSAGES }).flatMap(([name, message]): [string, AccountMessageId][] => {
    const id = `rule.${name}`;
    return id in en ? [[message, id as AccountMessageId]] : [];
  }),
);

export function ruleMessage(intl: IntlShape, message: string): string {
  const id = RULE_IDS.get(message);
  return id ? intl.formatMessage({ id }) : message;
}

/** A rule's field errors, each in the customer's language. */
export function useRuleErrors(): (errors: FieldErrors) => FieldErrors {
  const intl = useIntl();
  return useCallback(
    (errors: FieldErrors) => Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, ruleMessage(intl, message)])),
    [intl],
  );
}
