import type { Catalogues } from '@mealplan/shared/i18n';
import { useTextOf } from '../../../common/text';
import en from './en.json';
import ar from './ar.json';

export type StaticMessageId = keyof typeof en;
export const staticCatalogues: Catalogues = { en, ar };
export const useStaticText = () => useTextOf<StaticMessageId>();
