// What the account pages share: the sign-in and sign-up forms' field and refusal texts, the team's contact details. en.json holds the spec's English verbatim, ar.json the
// Arabic (loaded when the page is or becomes Arabic); the area's AccountIntl joins them with the others.
import { LazyCatalogues } from '@mealplan/shared/i18n';
import type { TextId } from '@mealplan/shared/ui';
import en from './en.json';

export const commonCatalogues = new LazyCatalogues(en, { ar: () => import(/* webpackChunkName: "texts-ar" */ './ar.json') });
export type CommonTextId = TextId<typeof en>;
