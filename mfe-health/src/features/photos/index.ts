// The progress-photo panel for /progress (spec 3 §2 "My progress"): <ProgressPhotos /> with its texts.
import type { Catalogues } from '@mealplan/shared/i18n';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

export { ProgressPhotos, type ProgressPhotosProps } from './ProgressPhotos';
export { PhotoCarousel, PHOTOS_PER_PAGE } from './PhotoCarousel';
/** Register in the area's AreaIntl catalogues. */
export const photosCatalogues: Catalogues = { en, ar };
