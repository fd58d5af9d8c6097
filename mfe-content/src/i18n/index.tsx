// The content area's texts (issue 8): each feature's en.json holds the spec's English verbatim, its ar.json the Arabic;
// this folder keeps the area's own (its label). Database content (articles, static pages) stays as written.
import type { ReactNode } from 'react';
import { AreaIntl, type AreaCatalogues, type Catalogues } from '@mealplan/shared/i18n';
import { kitMessages, ruleCatalogues, type TextId } from '@mealplan/shared/ui';
import { blogCatalogues } from '../features/blog/i18n';
import { landingCatalogues } from '../features/landing/i18n';
import { staticCatalogues } from '../features/static/i18n';
import { forumCatalogues } from '../features/forum/i18n';
import en from './en.json';
import ar from './ar.json';

export type ContentTextId = TextId<typeof en>;

export const contentCatalogues: Catalogues = { en, ar };

/** Every catalogue of the area: the kit's, the shared rules' messages, the area's own and each feature's. */
export const AREA_CATALOGUES: readonly AreaCatalogues[] = [
  kitMessages,
  ...ruleCatalogues,
  contentCatalogues,
  landingCatalogues,
  blogCatalogues,
  staticCatalogues,
  forumCatalogues,
];

/** The area's react-intl provider, at the root of the content remote. */
export function ContentIntl({ children }: { children: ReactNode }) {
  return <AreaIntl catalogues={AREA_CATALOGUES}>{children}</AreaIntl>;
}
