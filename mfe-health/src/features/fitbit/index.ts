// The fitness tracker for /progress and /fitbit (spec 3 §2): <FitbitButton /> ('Connect Fitbit' / 'Sync Weight
// progress with Fitbit') and the /fitbit return page, with their texts.
import type { Catalogues } from '@mealplan/shared/i18n';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

export { FitbitButton, type FitbitButtonProps } from './FitbitButton';
export { FitbitPage } from './FitbitPage';
export type { ImportedProgress } from './fitbitApi';
/** Register in the area's AreaIntl catalogues. */
export const fitbitCatalogues: Catalogues = { en, ar };
