// Standalone dev page: this remote alone, on the same paths the shell mounts it at.
import '@mealplan/shared/ui/tokens.css';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { socketClient } from '@mealplan/shared/session';
import { ModalHost } from '@mealplan/shared/ui';
import { AccountIntl } from './i18n';
import AccountRoutes from './Routes';

socketClient.connect(window.location.origin);
createRoot(document.getElementById('root') ?? document.body).render(
  <BrowserRouter>
    <AccountRoutes />
    <AccountIntl>
      <ModalHost />
    </AccountIntl>
  </BrowserRouter>,
);
