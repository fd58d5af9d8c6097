import { upcomingPages, type RouteDeclaration } from '../federation/routes';
import type { UpcomingPage } from './AreaRoutes';
import { useKitIntl } from './useKitIntl';

/**
 * The routes a remote announces before their pages (routes.json `upcoming`), in the page's language, for AreaRoutes'
 * `upcoming`: texts under `upcoming.<path>.title` and `.description` in the area's catalogue (routes.json keeps the
 * English, which the manifest publishes).
 */
export function useUpcomingPages(routes: readonly RouteDeclaration[]): UpcomingPage[] {
  const intl = useKitIntl();
  return upcomingPages(routes).map((page) => ({
    ...page,
    title: intl.formatMessage({ id: `upcoming.${page.path}.title`, defaultMessage: page.title }),
    description: intl.formatMessage({ id: `upcoming.${page.path}.description`, defaultMessage: page.description }),
  }));
}
