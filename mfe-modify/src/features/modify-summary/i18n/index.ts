import type { Catalogues } from '@mealplan/shared/i18n';
import type { TextId } from '@mealplan/shared/ui';
import en from './en.json';
import ar from './ar.json';

export const modifySummaryCatalogues: Catalogues = { en, ar };
export type ModifySummaryTextId = TextId<typeof en>;
