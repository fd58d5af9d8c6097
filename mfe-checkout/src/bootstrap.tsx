// Standalone dev page: this remote alone, on the same paths the shell mounts it at.
import '@mealplan/shared/ui/tokens.css';
import { socketClient } from '@mealplan/shared/session';
import { renderStandalone } from '@mealplan/shared/ui';
import CheckoutRoutes from './Routes';

renderStandalone(<CheckoutRoutes />, { socket: socketClient });
