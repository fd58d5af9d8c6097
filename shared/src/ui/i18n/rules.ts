import { LazyCatalogues } from '@mealplan/shared/i18n';
import accountEn from '../../account/i18n/en.json';
import domainEn from '../../domain/i18n/en.json';

/**
 * The shared rules' messages, which travel as ids (from a rule run in the page or in a server reply). An area whose
 * pages show them passes these to its AreaIntl, so they ride in that area's bundle; the shell's chrome shows none,
 * which keeps them out of the runtime-shared i18n module and so off the guest's first page when no area needs them.
 * The browser's copies of accountCatalogues and domainCatalogues (the server and the tests use those, both languages
 * at once): English bundled, Arabic its own chunk (issue 23).
 */
export const ruleCatalogues: readonly LazyCatalogues[] = [
  new LazyCatalogues(accountEn, { ar: () => import(/* webpackChunkName: "texts-ar" */ '../../account/i18n/ar.json') }),
  new LazyCatalogues(domainEn, { ar: () => import(/* webpackChunkName: "texts-ar" */ '../../domain/i18n/ar.json') }),
];
