import { useIntl } from 'react-intl';
import { AreaIntl, type Catalogues } from '@mealplan/shared/i18n';
import { upcomingPages, type RouteDeclaration } from '../federation/routes';
import { AreaRoutes } from './AreaRoutes';

export interface UpcomingAreaProps {
  area: string;
  /** The remote's own build id (its process.env.BUILD_ID). */
  buildId: string | undefined;
  /** The remote's routes.json (English texts, published in the manifest). */
  routes: readonly RouteDeclaration[];
  /** The area's catalogue: `area.label`, and `upcoming.<path>.title` / `upcoming.<path>.description` per upcoming route. */
  catalogues: Catalogues;
}

/** The area of a remote that publishes routes before their pages (routes.json `upcoming`): those announced pages in the page's language, from its own catalogue. */
export function UpcomingArea({ catalogues, ...props }: UpcomingAreaProps) {
  return (
    <AreaIntl catalogues={[catalogues]}>
      <TranslatedRoutes {...props} />
    </AreaIntl>
  );
}

function TranslatedRoutes({ area, buildId, routes }: Omit<UpcomingAreaProps, 'catalogues'>) {
  const intl = useIntl();
  const text = (id: string, english: string) => intl.formatMessage({ id, defaultMessage: english });
  const pages = upcomingPages(routes).map((page) => ({
    ...page,
    title: text(`upcoming.${page.path}.title`, page.title),
    description: text(`upcoming.${page.path}.description`, page.description),
  }));
  return <AreaRoutes area={area} label={intl.formatMessage({ id: 'area.label' })} buildId={buildId} upcoming={pages} />;
}
