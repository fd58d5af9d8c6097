import type { ComponentType, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@mealplan/shared/router';
import { AreaIntl, localeStore, localeSync, reflectLocaleOn } from '@mealplan/shared/i18n';
import { kitMessages } from './i18n';
import { ModalHost } from './ModalHost';

/** The kit's own texts around the modal, for an area whose modals show only kit texts. */
function KitModalIntl({ children }: { children: ReactNode }) {
  return <AreaIntl catalogues={[kitMessages]}>{children}</AreaIntl>;
}

export interface StandaloneOptions {
  /** The page's socket client (the session's): connected to this page's origin. The kit holds no session of its own. */
  socket: { connect(origin: string): unknown };
  /** The provider around the modal, which shows the area's texts (default: the kit's texts only). */
  modalIntl?: ComponentType<{ children: ReactNode }>;
}

/**
 * A remote's standalone dev page (its src/bootstrap.tsx): the remote's routes alone, on the same paths the shell mounts
 * them at, with the modal. Alone, the page owns the locale like the shell does (issue 8).
 */
export function renderStandalone(routes: ReactNode, { socket, modalIntl: ModalIntl = KitModalIntl }: StandaloneOptions): void {
  localeSync.start();
  reflectLocaleOn(document.documentElement, localeStore);
  socket.connect(window.location.origin);
  createRoot(document.getElementById('root') ?? document.body).render(
    <BrowserRouter>
      {routes}
      <ModalIntl>
        <ModalHost />
      </ModalIntl>
    </BrowserRouter>,
  );
}
