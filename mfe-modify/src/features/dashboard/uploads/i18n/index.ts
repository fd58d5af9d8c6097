import type { Catalogues } from '@mealplan/shared/i18n';
import type { TextId } from '@mealplan/shared/ui';
import en from './en.json';
import ar from './ar.json';

/** The avatar editor's and the medical documents' texts. */
export const uploadsCatalogues: Catalogues = { en, ar };
export type UploadsTextId = TextId<typeof en>;
