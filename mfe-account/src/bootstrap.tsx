// Standalone dev page: this remote alone, on the same paths the shell mounts it at; the modal shows this area's texts.
import '@mealplan/shared/ui/tokens.css';
import { socketClient } from '@mealplan/shared/session';
import { renderStandalone } from '@mealplan/shared/ui';
import { AccountIntl } from './i18n';
import AccountRoutes from './Routes';

renderStandalone(<AccountRoutes />, { socket: socketClient, modalIntl: AccountIntl });
