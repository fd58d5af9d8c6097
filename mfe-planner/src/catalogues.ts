// Every catalogue of the planner: the area's own and one per feature (same ids in en and ar; shared/test/i18n checks).
import type { Catalogues } from '@mealplan/shared/i18n';
import areaEn from './i18n/en.json';
import areaAr from './i18n/ar.json';
import buildEn from './features/build/i18n/en.json';
import buildAr from './features/build/i18n/ar.json';
import preferencesEn from './features/preferences/i18n/en.json';
import preferencesAr from './features/preferences/i18n/ar.json';
import summaryEn from './features/summary/i18n/en.json';
import summaryAr from './features/summary/i18n/ar.json';
import thankEn from './features/thank/i18n/en.json';
import thankAr from './features/thank/i18n/ar.json';
import planEn from './features/plan/i18n/en.json';
import planAr from './features/plan/i18n/ar.json';
import profileEn from './features/profile/i18n/en.json';
import profileAr from './features/profile/i18n/ar.json';
import addressEn from './features/address/i18n/en.json';
import addressAr from './features/address/i18n/ar.json';

export const PLANNER_CATALOGUES: readonly Catalogues[] = [
  { en: areaEn, ar: areaAr },
  { en: buildEn, ar: buildAr },
  { en: preferencesEn, ar: preferencesAr },
  { en: summaryEn, ar: summaryAr },
  { en: thankEn, ar: thankAr },
  { en: planEn, ar: planAr },
  { en: profileEn, ar: profileAr },
  { en: addressEn, ar: addressAr },
];
