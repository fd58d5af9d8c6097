import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { FormApi } from 'final-form';
import { DishCard, EmptyState, Page, PageHeader, Spinner, Tabs, modalStore } from '@mealplan/shared/ui';
import { dishFeedbackApi, typeTitle } from '../../services/ratingApi';
import { showServerError } from '../../services/serverErrors';
import { DishFeedbackForm } from './DishFeedbackForm';
import { DishFeedbackStore, type DishFeedbackDraft } from './dishFeedbackStore';
import { HorizontalScroller } from './HorizontalScroller';

/** spec 1 §9: the dish fetch starts 50 ms after entry (the page animation waits 300 ms, in CSS). */
export const DISH_FETCH_DELAY_MS = 50;
export const UNSAVED_CHANGES_MESSAGE = 'Are you sure? Changes will not be saved.';
export const NO_DISHES_MESSAGE = 'You will be able to leave a review about the dishes after they are delivered to you.';
const LOAD_FAILED_MESSAGE = 'We could not load your dishes. Please try again later.';
const ALL_TYPES = 'all';

/** /feedback/dish: delivered dishes by type, and the feedback form of the selected one. */
export const DishFeedbackPage = observer(function DishFeedbackPage({ api = dishFeedbackApi }: { api?: typeof dishFeedbackApi }) {
  const [store] = useState(() => new DishFeedbackStore(api));
  const formRef = useRef<FormApi<Partial<DishFeedbackDraft>> | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [entered, setEntered] = useState(false);

  useEffect(() => {
    const timer = setTimeout(
      () =>
        void store.load().catch((error: unknown) => {
          setLoadFailed(true);
          showServerError(error);
        }),
      DISH_FETCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [store]);

  const save = async () => {
    try {
      const result = await store.save();
      if (result.kind === 'invalid') {
        modalStore.clear();
        return { ...store.errors };
      }
      if (result.kind === 'saved') modalStore.showMessage(result.message);
    } catch (error) {
      showServerError(error);
    }
    return undefined;
  };

  const select = (dishId: number) => {
    if (!store.select(dishId)) return;
    modalStore.set({
      content: UNSAVED_CHANGES_MESSAGE,
      actions: [
        { label: 'Save changes', onClick: () => void formRef.current?.submit() },
        { label: 'Discard changes', variant: 'secondary', onClick: () => { store.discard(); modalStore.clear(); } },
      ],
      onClose: store.cancelSwitch,
    });
  };

  const tabs = [{ key: ALL_TYPES, label: 'All' }, ...store.types.map((type) => ({ key: String(type), label: typeTitle(type) || `Type ${type}` }))];

  return (
    <Page>
      <div className="page-enter" data-entered={entered || undefined} onAnimationEnd={() => setEntered(true)}>
        <PageHeader title="About dishes" subtitle="Please leave your feedback" />
        {!store.loaded && (loadFailed ? <EmptyState>{LOAD_FAILED_MESSAGE}</EmptyState> : <Spinner label="Loading your dishes" />)}
        {store.loaded && store.dishes.length === 0 && <EmptyState>{NO_DISHES_MESSAGE}</EmptyState>}
        {store.loaded && store.dishes.length > 0 && (
          <>
            <Tabs
              label="Dish types"
              items={tabs}
              selected={store.activeType === null ? ALL_TYPES : String(store.activeType)}
              onSelect={(key) => store.setActiveType(key === ALL_TYPES ? null : Number(key))}
            />
            <HorizontalScroller label="Delivered dishes">
              {store.visibleDishes.map((dish) => (
                <div role="listitem" key={dish.id} className="dish-scroller__item">
                  <DishCard dish={dish} selected={dish.id === store.selectedId} onSelect={() => select(dish.id)} />
                </div>
              ))}
            </HorizontalScroller>
            {store.selected ? (
              <DishFeedbackForm store={store} onSubmit={save} formRef={formRef} />
            ) : (
              <p className="dish-feedback__hint">Choose a dish above to rate it and tell us what you think.</p>
            )}
          </>
        )}
      </div>
    </Page>
  );
});
