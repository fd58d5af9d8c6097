import type { Catalogues } from '@mealplan/shared/i18n';
import { useTextOf } from '../../../common/text';
import en from './en.json';
import ar from './ar.json';

export type LandingMessageId = keyof typeof en;
export const landingCatalogues: Catalogues = { en, ar };
export const useLandingText = () => useTextOf<LandingMessageId>();
