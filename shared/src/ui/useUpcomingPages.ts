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
  // Without the id in the catalogue, routes.json's English shows as written: it is plain text, and the browser build
  // has no ICU parser for a message that is not in a catalogue (shared/build/icu-catalogue-loader.js).
  const text = (id: string, english: string) => (Object.hasOwn(intl.messages, id) ? intl.formatMessage({ id }) : english);
  return upcomingPages(routes).map((page) => ({
    ...page,
    title: text(`upcoming.${page.path}.title`, page.title),
    description: text(`upcoming.${page.path}.description`, page.description),
  }));
}
