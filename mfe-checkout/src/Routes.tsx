import { AreaRoutes } from '@mealplan/shared/ui';
import { CHECKOUT_PAGES } from './pages/checkoutPages';

/** Every route the shell mounts in the checkout remote (full paths: the shell mounts each remote at "/"). */
export default function CheckoutRoutes() {
  return <AreaRoutes area="checkout" label="Checkout" buildId={process.env.BUILD_ID} upcoming={CHECKOUT_PAGES} />;
}
