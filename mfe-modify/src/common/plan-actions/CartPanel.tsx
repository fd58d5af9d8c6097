// The cart panel of /modify (spec 3 §2 "cart panel", §6): the paid extra sides of the order with their prices (AED),
// each removable; shown only to the test user the settings name (anyone else gets nothing, and no getCart is made).
// The page places it; the day editor adds to it through the same store (`onStore`).
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { AreaIntl, useLocaleFormat, useLocalName } from '@mealplan/shared/i18n';
import { referenceStore, sessionStore, settingsStore } from '@mealplan/shared/session';
import { usePageStore } from '@mealplan/shared/stores';
import { Button, Card, kitMessages, ruleCatalogues, Spinner, useText } from '@mealplan/shared/ui';
import { CART_TEST_USER_SETTING, CartStore, isCartUser } from './cartStore';
import { planActionCatalogues, type PlanActionTextId } from './i18n';
import { Alert } from './DialogParts';

const CATALOGUES = [kitMessages, ...ruleCatalogues, planActionCatalogues];

export interface CartPanelProps {
  /** Receives the panel's store, so the day editor can add a side to the cart. */
  onStore?: (store: CartStore) => void;
}

const CartList = observer(function CartList({ store }: { store: CartStore }) {
  const t = useText<PlanActionTextId>();
  const format = useLocaleFormat();
  const localName = useLocalName();
  useEffect(() => void referenceStore.ensure(['products']), []);
  const products = referenceStore.get('products') ?? [];
  const dishName = (id: number) => {
    const dish = products.find((product) => product.id === id);
    return dish ? localName(dish) : t('planActions.cart.dish', { id });
  };

  return (
    <Card className="plan-cart">
      <h2 className="plan-cart__title">{t('planActions.cart.title')}</h2>
      {!store.loaded && store.busy && <Spinner size="sm" />}
      {store.loaded && store.items.length === 0 && <p className="plan-cart__empty">{t('planActions.cart.empty')}</p>}
      {store.items.length > 0 && (
        <ul className="plan-cart__items">
          {store.items.map((item) => (
            <li key={item.id} className="plan-cart__item">
              <div className="plan-cart__what">
                <span>{t('planActions.cart.item', { dish: dishName(item.dish_id), toDish: dishName(item.to_dish_id) })}</span>
                <span className="plan-cart__date">{t('planActions.cart.date', { date: format.day(item.date, 'cccc, d LLLL') })}</span>
              </div>
              <span className="plan-cart__price">{format.aed(item.price)}</span>
              <Button
                variant="ghost"
                aria-label={t('planActions.cart.remove', { dish: dishName(item.dish_id) })}
                loading={store.removing === item.id}
                disabled={store.busy}
                onClick={() => void store.remove(item.id)}
              >
                {t('planActions.cart.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {store.items.length > 0 && (
        <p className="plan-cart__total">
          <span>{t('planActions.cart.total')}</span>
          <span>{format.aed(store.total)}</span>
        </p>
      )}
      <Alert message={store.error} />
    </Card>
  );
});

export const CartPanel = observer(function CartPanel({ onStore }: CartPanelProps) {
  const store = usePageStore(({ client }) => new CartStore(client));
  useEffect(() => void settingsStore.load().catch(() => undefined), []);
  const shown = isCartUser(sessionStore.user_id, settingsStore.text(CART_TEST_USER_SETTING));
  useEffect(() => {
    if (!shown) return;
    onStore?.(store);
    void store.load();
  }, [shown, store, onStore]);
  if (!shown) return null;
  return (
    <AreaIntl catalogues={CATALOGUES}>
      <CartList store={store} />
    </AreaIntl>
  );
});
