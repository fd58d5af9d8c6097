// Feedback: the general feedback and the dish ratings. en.json holds the spec's English verbatim, ar.json the
// Arabic (loaded when the page is or becomes Arabic); the area's AccountIntl joins them with the others.
import { LazyCatalogues } from '@mealplan/shared/i18n';
import type { TextId } from '@mealplan/shared/ui';
import en from './en.json';

export const feedbackCatalogues = new LazyCatalogues(en, { ar: () => import(/* webpackChunkName: "texts-ar" */ './ar.json') });
export type FeedbackTextId = TextId<typeof en>;
