import type { Catalogues } from '@mealplan/shared/i18n';
import { useTextOf } from '../../../common/text';
import en from './en.json';
import ar from './ar.json';

export type BlogMessageId = keyof typeof en;
export const blogCatalogues: Catalogues = { en, ar };
export const useBlogText = () => useTextOf<BlogMessageId>();
