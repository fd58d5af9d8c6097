import '@mealplan/shared/ui/tokens.css';
import './shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { socketClient } from '@mealplan/shared/session';
import { App } from './App';

socketClient.connect(window.location.origin);

const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
