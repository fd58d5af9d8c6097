import type { Catalogues } from '@mealplan/shared/i18n';
import type { TextId } from '@mealplan/shared/ui';
import en from './en.json';
import ar from './ar.json';

/** The dashboard's texts. */
export const dashboardCatalogues: Catalogues = { en, ar };
export type DashboardTextId = TextId<typeof en>;
