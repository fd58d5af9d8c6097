import type { Catalogues } from '@mealplan/shared/i18n';
import type { TextId } from '@mealplan/shared/ui';
import en from './en.json';
import ar from './ar.json';

export const preferencesCatalogues: Catalogues = { en, ar };
export type PreferencesTextId = TextId<typeof en>;
