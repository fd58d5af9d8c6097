// Renders shell components inside the shell's own provider (kit + shell catalogues), as startShell.tsx does.
import type { ReactElement, ReactNode } from 'react';
import { render as baseRender, type RenderOptions } from '@testing-library/react';
import { AreaIntl } from '@mealplan/shared/i18n';
import { kitMessages } from '@mealplan/shared/ui';
import { shellMessages } from '../src/i18n';

export * from '@testing-library/react';

export const ShellIntl = ({ children }: { children: ReactNode }) => <AreaIntl catalogues={[kitMessages, shellMessages]}>{children}</AreaIntl>;

export function render(ui: ReactElement, options: RenderOptions = {}) {
  return baseRender(ui, { wrapper: ShellIntl, ...options });
}
