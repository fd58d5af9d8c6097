import type { ReactNode } from 'react';
import { AreaIntl } from '@mealplan/shared/i18n';
import { kitMessages, ruleCatalogues } from '@mealplan/shared/ui';
import { dashboardCatalogues } from './i18n';

/** The dashboard's texts around what the shell's one modal shows (it renders outside the area's own texts). */
export function DashboardIntl({ children }: { children: ReactNode }) {
  return <AreaIntl catalogues={[kitMessages, ...ruleCatalogues, dashboardCatalogues]}>{children}</AreaIntl>;
}
