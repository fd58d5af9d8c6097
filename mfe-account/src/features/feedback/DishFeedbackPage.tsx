import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { FormApi } from 'final-form';
import { referenceStore } from '@mealplan/shared/session';
import { usePageStore } from '@mealplan/shared/stores';
import { DishCard, EmptyState, Page, PageHeader, Spinner, Tabs, modalStore, useText } from '@mealplan/shared/ui';
import { useCatalogText } from '../../common/catalogText';
import { useRuleErrors, type AccountMessageId } from '../../i18n';
import { RatingStore } from './ratingStore';
import { showServerError } from '../../common/serverErrors';
import { DishFeedbackForm } from './DishFeedbackForm';
import { DishFeedbackStore, type DishFeedbackApi, type DishFeedbackDraft } from './dishFeedbackStore';
import { HorizontalScroller } from './HorizontalScroller';

/** spec 1 §9: the dish fetch starts 50 ms after entry (the page animation waits 300 ms, in CSS). */
export const DISH_FETCH_DELAY_MS = 50;
const ALL_TYPES = 'all';

/** /feedback/dish: delivered dishes by type, and the feedback form of the selected one. */
export const DishFeedbackPage = observer(function DishFeedbackPage({ api }: { api?: DishFeedbackApi }) {
  const store = usePageStore(({ client, session }) => new DishFeedbackStore(api ?? new RatingStore(client, session, referenceStore)));
  const formRef = useRef<FormApi<Partial<DishFeedbackDraft>> | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [entered, setEntered] = useState(false);
  const t = useText<AccountMessageId>();
  const inLanguage = useRuleErrors();
  const catalog = useCatalogText();

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
        return inLanguage(store.errors);
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
      content: t('dish.unsaved'),
      actions: [
        { label: t('dish.saveChanges'), onClick: () => void formRef.current?.submit() },
        {
          label: t('dish.discardChanges'),
          variant: 'secondary',
          onClick: () => {
            store.discard();
            modalStore.clear();
          },
        },
      ],
      onClose: store.cancelSwitch,
    });
  };

  const tabs = [
    { key: ALL_TYPES, label: t('dish.all') },
    ...store.types.map((type) => ({ key: String(type), label: catalog.typeTitle(type) || t('dish.type', { id: type }) })),
  ];

  return (
    <Page>
      <div className="page-enter" data-entered={entered || undefined} onAnimationEnd={() => setEntered(true)}>
        <PageHeader title={t('feedback.dishes')} subtitle={t('feedback.subtitle')} />
        {!store.loaded && (loadFailed ? <EmptyState>{t('dish.loadFailed')}</EmptyState> : <Spinner label={t('dish.loading')} />)}
        {store.loaded && store.dishes.length === 0 && <EmptyState>{t('dish.noDishes')}</EmptyState>}
        {store.loaded && store.dishes.length > 0 && (
          <>
            <Tabs
              label={t('dish.types')}
              items={tabs}
              selected={store.activeType === null ? ALL_TYPES : String(store.activeType)}
              onSelect={(key) => store.setActiveType(key === ALL_TYPES ? null : Number(key))}
            />
            <HorizontalScroller label={t('dish.delivered')}>
              {store.visibleDishes.map((dish) => (
                <div role="listitem" key={dish.id} className="dish-scroller__item">
                  <DishCard
                    dish={{ ...dish, title: catalog.dishTitle(dish.id, dish.title) }}
                    selected={dish.id === store.selectedId}
                    onSelect={() => select(dish.id)}
                  />
                </div>
              ))}
            </HorizontalScroller>
            {store.selected ? (
              <DishFeedbackForm store={store} onSubmit={save} formRef={formRef} />
            ) : (
              <p className="dish-feedback__hint">{t('dish.choose')}</p>
            )}
          </>
        )}
      </div>
    </Page>
  );
});
