import type { Catalogues } from '@mealplan/shared/i18n';
import type { TextId } from '@mealplan/shared/ui';
import en from './en.json';
import ar from './ar.json';

/** The /profile page's texts. */
export const profileCatalogues: Catalogues = { en, ar };
export type ProfileTextId = TextId<typeof en>;
