// Standalone dev page: this remote alone, on the same paths the shell mounts it at.
import '@mealplan/shared/ui/tokens.css';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { localeStore, localeSync, reflectLocaleOn } from '@mealplan/shared/i18n';
import { socketClient } from '@mealplan/shared/session';
import { ModalHost } from '@mealplan/shared/ui';
import { AccountIntl } from './i18n';
import AccountRoutes from './Routes';

// Alone, this page owns the locale like the shell does (issue 8); the modal shows this area's texts.
localeSync.start();
reflectLocaleOn(document.documentElement, localeStore);
socketClient.connect(window.location.origin);
createRoot(document.getElementById('root') ?? document.body).render(
  <BrowserRouter>
    <AccountRoutes />
    <AccountIntl>
      <ModalHost />
    </AccountIntl>
  </BrowserRouter>,
);
