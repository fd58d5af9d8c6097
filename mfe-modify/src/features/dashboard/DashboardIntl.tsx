import type { ReactNode } from 'react';
import { AreaIntl } from '@mealplan/shared/i18n';
import { ruleCatalogues } from '@mealplan/shared/ui';
import { dashboardCatalogues } from './i18n';

/** The dashboard's texts around what the shell's one modal shows (it renders outside the area's own texts). */
export function DashboardIntl({ children }: { children: ReactNode }) {
  return <AreaIntl catalogues={[...ruleCatalogues, dashboardCatalogues]}>{children}</AreaIntl>;
}
