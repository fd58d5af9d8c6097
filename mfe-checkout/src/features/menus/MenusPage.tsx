// Step 4 'Menu', /checkout/menus (doc 2 §2.3, §4.5, §5.7, §5.8): the two notes, the date strip, the plan summary,
// the day view or its edit view, and 'View Menu in PDF', 'Save for later', 'Delete & Startover' and 'Continue to
// Checkout'. The store makes the calls; this page asks the customer's Yes and shows the answers.
import { useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from '@mealplan/shared/router';
import { DayTabs } from '@mealplan/shared/dayEditor';
import { prefsOfUser } from '@mealplan/shared/domain';
import { localName, useLocaleFormat } from '@mealplan/shared/i18n';
import type { ReferenceListName } from '@mealplan/shared/protocol';
import { referenceStore } from '@mealplan/shared/session';
import { ServerDishReviews, usePageStore } from '@mealplan/shared/stores';
import { Button, modalStore, Page, PageHeader, useMessageText, useShowRefusal, usePlanTitle, useText } from '@mealplan/shared/ui';
import { CheckoutGuard, useCheckoutVisit } from '../../common/CheckoutVisit';
import { planLoadState } from '../../common/PlanLoadState';
import { StepTabs } from '../../common/StepTabs';
import { DayView, EditDay } from './DayView';
import type { MenusTextId } from './i18n';
import { MenusStore, type MenusCatalog } from './menusStore';
import './menus.css';

const LISTS: ReferenceListName[] = ['products', 'typeList', 'dietList', 'ingredientList'];

function menusCatalog(): MenusCatalog {
  return {
    dishes: referenceStore.get('products') ?? [],
    mealTypes: referenceStore.get('typeList') ?? [],
    diets: referenceStore.get('dietList') ?? [],
    ingredients: referenceStore.get('ingredientList') ?? [],
  };
}

export function MenusPage() {
  return (
    <CheckoutGuard step={4}>
      <MenusContent />
    </CheckoutGuard>
  );
}

const MenusContent = observer(function MenusContent() {
  const t = useText<MenusTextId>();
  const text = useMessageText();
  const format = useLocaleFormat();
  const navigate = useNavigate();
  const visit = useCheckoutVisit();
  const planTitle = usePlanTitle();
  const store = usePageStore(
    ({ client, session, now }) => new MenusStore({ client, catalog: menusCatalog, prefs: () => prefsOfUser(session.user), now }),
  );
  const [leaving, setLeaving] = useState(false);
  const showError = useShowRefusal();

  const load = useCallback(() => {
    void referenceStore.ensure(LISTS).then(store.load, (error: unknown) => {
      console.error('checkout menus lists failed', error);
      void store.load();
    });
  }, [store]);
  useEffect(load, [load]);

  const waiting = planLoadState(store, { loading: t('menus.loading'), failed: t('menus.loadFailed'), retry: t('menus.retry') }, load);
  if (waiting) return waiting;
  const params = store.planParams!;

  const onChangeItems = () => {
    const locked = store.editor.startEditing();
    if (locked) modalStore.showMessage(text(locked));
  };

  const onSkip = (day: number) => {
    modalStore.set({
      headline: text('skip.confirmHeadline'),
      content: <p>{text('skip.confirmMessage')}</p>,
      actions: [
        {
          label: t('menus.skip.yes'),
          onClick: () => {
            modalStore.clear();
            store.skip(day).then((refused) => {
              if (refused) modalStore.showMessage(text(refused));
              else void visit.refreshPending();
            }, showError);
          },
        },
        { label: t('menus.skip.no'), variant: 'secondary', onClick: modalStore.clear },
      ],
    });
  };

  const onPdf = () => {
    // Opened now, while the click still counts as the customer's, and pointed at the document when it is ready.
    const tab = window.open('', '_blank');
    store.menuPdfUrl().then(
      (url) => {
        if (!url) {
          tab?.close();
          return;
        }
        if (tab) {
          tab.opener = null;
          tab.location.href = url;
        } else {
          modalStore.showMessage(
            <p>
              {t('menus.pdfBlocked')}
              <a href={url} target="_blank" rel="noreferrer">
                {url}
              </a>
            </p>,
          );
        }
      },
      (error: unknown) => {
        tab?.close();
        showError(error);
      },
    );
  };

  const onSaveForLater = async () => {
    if (store.editor.editing) await store.saveAndExit();
    modalStore.set({
      content: <p>{t('menus.savedForLater')}</p>,
      actions: [{ label: t('menus.ok'), onClick: modalStore.clear }],
      onClose: () => void navigate('/'),
    });
  };

  const onRemove = () => {
    setLeaving(true);
    store.remove().then(
      (removed) => {
        if (!removed) return setLeaving(false);
        visit.forgetPending();
        void navigate('/checkout');
      },
      (error: unknown) => {
        setLeaving(false);
        showError(error);
      },
    );
  };

  const onContinue = () => {
    const blocked = store.continueBlock;
    if (blocked) {
      modalStore.showMessage(text(blocked));
      return;
    }
    void navigate('/checkout/summary');
  };

  const diet = store.diet;
  const dietName = diet ? localName(diet, format.locale) : '';

  return (
    <ServerDishReviews>
      <Page className="menus">
        <StepTabs step={4} />
        <PageHeader title={t('menus.title')} />
        <div className="menus__notes" role="note">
          <p>{t('menus.note.notPaid')}</p>
          <p>{t('menus.note.startAdjusted')}</p>
        </div>
        <p className="menus__plan">
          <span className="menus__plan-label">{t('menus.plan.label')}</span>
          <span className="menus__plan-diet">{dietName}</span>
          <span className="menus__plan-days">{planTitle(params.days_count, params.exclude_week_day)}</span>
        </p>
        <DayTabs editor={store.editor} label={t('menus.days.label')} />
        {store.editor.editing ? <EditDay store={store} /> : <DayView store={store} onChangeItems={onChangeItems} onSkip={onSkip} onPdf={onPdf} />}
        <div className="menus__actions" role="group" aria-label={t('menus.actions.label')}>
          <Button variant="ghost" loading={store.busy === 'pdf'} onClick={onPdf}>
            {t('menus.actions.pdf')}
          </Button>
          <Button variant="secondary" onClick={() => void onSaveForLater()}>
            {t('menus.actions.saveForLater')}
          </Button>
          <Button variant="secondary" loading={leaving} onClick={onRemove}>
            {t('menus.actions.remove')}
          </Button>
          <Button size="lg" className="menus__continue" disabled={store.editor.editing !== null} onClick={onContinue}>
            {t('menus.actions.continue')}
          </Button>
        </div>
      </Page>
    </ServerDishReviews>
  );
});
