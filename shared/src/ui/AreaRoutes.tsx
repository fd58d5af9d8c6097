import type { ReactNode } from 'react';
import { Route, Routes } from '@mealplan/shared/router';
import { LinkButton } from './Button';
import { EmptyState, NotFound, Page, PageHeader } from './layout';
import { useKitIntl } from './useKitIntl';
import { KitIntl } from './KitIntl';

/** A route of an area whose screen is not open to customers yet: it still gets a titled, helpful page. */
export interface UpcomingPage {
  path: string;
  title: string;
  description: string;
}

export interface AreaRoutesProps {
  /** Area name, written on the root element as data-remote. */
  area: string;
  /** What customers call this part of the site, shown above the upcoming pages' titles. */
  label?: string;
  className?: string;
  /** The remote's own build id (its process.env.BUILD_ID), written as data-build. */
  buildId: string | undefined;
  upcoming?: readonly UpcomingPage[];
  /** Routes with real screens; they come before the upcoming ones. */
  children?: ReactNode;
  /** What unmatched paths show; the 404 page by default. */
  fallback?: ReactNode;
}

function UpcomingScreen({ page, label }: { page: UpcomingPage; label: string }) {
  const intl = useKitIntl();
  return (
    <Page>
      <PageHeader title={page.title} subtitle={label} />
      <EmptyState
        title={intl.formatMessage({ id: 'kit.upcoming.title' })}
        action={
          <>
            <LinkButton to="/">{intl.formatMessage({ id: 'kit.backToHome' })}</LinkButton>
            <LinkButton to="/contact" variant="secondary">
              {intl.formatMessage({ id: 'kit.upcoming.contactTeam' })}
            </LinkButton>
          </>
        }
      >
        {page.description} {intl.formatMessage({ id: 'kit.upcoming.help' })}
      </EmptyState>
    </Page>
  );
}

/** The root of a remote: its routes (full paths, the shell mounts each remote at "/") inside a marked element. */
export function AreaRoutes({ area, label = '', buildId, upcoming = [], children, fallback, className }: AreaRoutesProps) {
  return (
    <div data-remote={area} data-build={buildId} className={className}>
      <KitIntl>
        <Routes>
          {children}
          {upcoming.map((page) => (
            <Route key={page.path} path={page.path} element={<UpcomingScreen page={page} label={label} />} />
          ))}
          <Route path="*" element={fallback ?? <NotFound />} />
        </Routes>
      </KitIntl>
    </div>
  );
}
