import type { Catalogues } from '@mealplan/shared/i18n';
import en from './en.json';
import ar from './ar.json';

export const photosMessages: Catalogues = { en, ar };
