import { StrictMode, type ReactNode } from 'react';
import { AreaIntl } from '@mealplan/shared/i18n';
import { kitMessages } from '@mealplan/shared/ui';
import { shellMessages } from './i18n';

/**
 * What wraps the shell's router and App, in the browser (startShell.tsx) and in the prerender (scripts/prerender.tsx)
 * alike: the same tree on both sides, so hydration finds the HTML it would render.
 */
export function ShellRoot({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AreaIntl catalogues={[kitMessages, shellMessages]}>{children}</AreaIntl>
    </StrictMode>
  );
}
