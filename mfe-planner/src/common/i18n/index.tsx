// The planner's texts (issue 8): the area's own catalogue (src/i18n) plus one per feature (features/<task>/i18n),
// all registered in PlannerIntl, so the remote deployed alone brings its texts.
import type { ReactNode } from 'react';
import { AreaIntl, type Catalogues } from '@mealplan/shared/i18n';
import { kitMessages, ruleCatalogues } from '@mealplan/shared/ui';

/** The area's react-intl provider with the kit's texts, the shared rules' messages and the given catalogues (also wraps what goes into the shell's modal). */
export function PlannerIntl({ catalogues, children }: { catalogues: readonly Catalogues[]; children: ReactNode }) {
  return <AreaIntl catalogues={[kitMessages, ...ruleCatalogues, ...catalogues]}>{children}</AreaIntl>;
}
