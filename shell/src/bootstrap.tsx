import '@mealplan/shared/ui/tokens.css';
import './shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@mealplan/shared/router';
import { sessionStore, socketClient } from '@mealplan/shared/session';
import { AreaIntl, localeStore, localeSync, reflectLocaleOn } from '@mealplan/shared/i18n';
import { kitMessages } from '@mealplan/shared/ui';
import { App } from './App';
import { reflectDescriptionOn } from './documentMeta';
import { shellMessages } from './i18n';
import { clearOfflineMenuOnSignOut, registerServiceWorker } from './serviceWorker';

// The shell owns the locale (issue 8): profile > guest cookie > browser, mirrored on <html lang dir> and told to the server.
localeSync.start();
reflectLocaleOn(document.documentElement, localeStore);
reflectDescriptionOn(document, localeStore);
socketClient.connect(window.location.origin);
clearOfflineMenuOnSignOut(sessionStore);
registerServiceWorker();

const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
createRoot(container).render(
  <StrictMode>
    <AreaIntl catalogues={[kitMessages, shellMessages]}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AreaIntl>
  </StrictMode>,
);
