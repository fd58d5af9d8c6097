// Standalone dev page: this remote alone, on the same paths the shell mounts it at.
import '@mealplan/shared/ui/tokens.css';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { socketClient } from '@mealplan/shared/session';
import { AreaIntl, localeStore, localeSync, reflectLocaleOn } from '@mealplan/shared/i18n';
import { kitMessages, ModalHost } from '@mealplan/shared/ui';
import ModifyRoutes from './Routes';

// Alone, this page owns the locale like the shell does (issue 8).
localeSync.start();
reflectLocaleOn(document.documentElement, localeStore);
socketClient.connect(window.location.origin);
createRoot(document.getElementById('root') ?? document.body).render(
  <AreaIntl catalogues={[kitMessages]}>
    <BrowserRouter>
      <ModifyRoutes />
      <ModalHost />
    </BrowserRouter>
  </AreaIntl>,
);
