// The account area's texts (issue 8; issue 39: per feature). Each feature (and common/) holds its own catalogue in its
// i18n/ folder, en.json the spec's English verbatim, ar.json the Arabic; this folder holds the area's own ('area.*').
// AccountIntl joins them all, so every page finds its texts; they ship inside this remote's bundle, so the area
// deployed alone brings its own texts.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { AreaIntl, LazyCatalogues } from '@mealplan/shared/i18n';
import { kitMessages, ruleCatalogues, useFieldErrorTexts, type TextId } from '@mealplan/shared/ui';
import { commonCatalogues, type CommonTextId } from '../common/i18n';
import { emailLinksCatalogues, type EmailLinksTextId } from '../features/emailLinks/i18n';
import { feedbackCatalogues, type FeedbackTextId } from '../features/feedback/i18n';
import { homeCatalogues, type HomeTextId } from '../features/home/i18n';
import { signInCatalogues, type SignInTextId } from '../features/signIn/i18n';
import { signUpCatalogues, type SignUpTextId } from '../features/signUp/i18n';
import en from './en.json';

/** The area's text ids and those of its features and common parts: the kit's `useText<AccountMessageId>()` takes them. */
export type AccountMessageId = TextId<typeof en> | CommonTextId | HomeTextId | FeedbackTextId | SignInTextId | SignUpTextId | EmailLinksTextId;

/** Arabic is its own chunk, loaded when the page is or becomes Arabic (before a prerendered Arabic page hydrates). */
export const accountCatalogues = new LazyCatalogues(en, { ar: () => import(/* webpackChunkName: "texts-ar" */ './ar.json') });

/** Every catalogue of the area: its own, common/'s and each feature's. */
export const ACCOUNT_AREA_CATALOGUES = [
  accountCatalogues,
  commonCatalogues,
  homeCatalogues,
  feedbackCatalogues,
  signInCatalogues,
  signUpCatalogues,
  emailLinksCatalogues,
];

/**
 * The area's react-intl provider, with the shared kit's texts (the kit's components render inside it) and the shared
 * rules' messages (the account pages show them by id). Also wraps what the area puts into the shell's modal (the modal is
 * rendered by the shell, outside the area's tree), so those forms find the area's texts too.
 */
export function AccountIntl({ children }: { children: ReactNode }) {
  return <AreaIntl catalogues={[kitMessages, ...ruleCatalogues, ...ACCOUNT_AREA_CATALOGUES]}>{children}</AreaIntl>;
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
