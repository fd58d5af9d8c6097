// /menu/plan, wizard step 3 (spec 2 §2.2 item 3): calendar, per-day menu with meal-type tabs and a dish carousel,
// dish description, order list, Replicate, 'Save for Later' and 'Place my order'. Mobile: Back, Dishes and Order tabs.
import { useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from '@mealplan/shared/router';
import {
  Button,
  EmptyState,
  LinkButton,
  modalStore,
  Page,
  PageHeader,
  Spinner,
  Tabs,
  useShowRefusal,
  useText,
  type TextId,
} from '@mealplan/shared/ui';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { referenceStore } from '@mealplan/shared/session';
import { prefsOfUser } from '@mealplan/shared/domain';
import { usePageStore } from '@mealplan/shared/stores';
import { useWizard } from '../../common/wizard/WizardContext';
import { PLAN_REFERENCE_LISTS, planCatalog } from './planCatalog';
import { CALENDAR_DAYS, hasPlan, nutritionProfileOf, PlanStore } from './planStore';
import { localName, usePlanTitle } from '../../common/catalogueNames';
import { PlanCalendar } from './PlanCalendar';
import { DayMenu } from './DayMenu';
import { OrderList } from './OrderList';
import type en from './i18n/en.json';
import './plan.css';

const MOBILE_QUERY = '(max-width: 768px)';

function useIsMobile(): boolean {
  const query = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_QUERY) : null;
  const [mobile, setMobile] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const onChange = () => setMobile(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [query]);
  return mobile;
}

type LoadState = 'loading' | 'ready' | 'failed';

export const PlanPage = observer(function PlanPage() {
  const wizard = useWizard();
  const t = useText<TextId<typeof en>>();
  const showRefusal = useShowRefusal();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const { locale } = useLocaleFormat();
  const planTitle = usePlanTitle();
  const store = usePageStore(
    ({ client, session, now }) =>
      new PlanStore({
        client,
        wizard,
        catalog: planCatalog,
        prefs: () => prefsOfUser(session.user),
        profile: () => nutritionProfileOf(session.user),
        now,
      }),
  );
  const [state, setState] = useState<LoadState>('loading');
  const [saving, setSaving] = useState(false);

  const load = useCallback(() => {
    setState('loading');
    Promise.all([referenceStore.ensure(PLAN_REFERENCE_LISTS), store.loadWizardPlan()]).then(
      () => setState('ready'),
      (error: unknown) => {
        console.error('plan page load failed', error);
        setState('failed');
      },
    );
  }, [store]);
  useEffect(load, [load]);

  if (state === 'loading') {
    return (
      <Page>
        <Spinner label={t('planner.plan.loading')} />
      </Page>
    );
  }
  if (state === 'failed') {
    return (
      <Page>
        <EmptyState title={t('planner.plan.loadFailed')} action={<Button onClick={load}>{t('planner.plan.retry')}</Button>} />
      </Page>
    );
  }
  if (!hasPlan(wizard) || store.days.length === 0) {
    return (
      <Page>
        <PageHeader title={t('planner.plan.title')} />
        <EmptyState title={t('planner.plan.noPlan.title')} action={<LinkButton to="/menu">{t('planner.plan.noPlan.action')}</LinkButton>}>
          {t('planner.plan.noPlan.text')}
        </EmptyState>
      </Page>
    );
  }

  const onSaveForLater = async () => {
    if (saving) return;
    setSaving(true);
    try {
      // Kept on the device and the server; the store shows the server's confirmation and goes to / (doc 2 §4.1).
      await wizard.saveForLater();
    } catch (error) {
      showRefusal(error);
    } finally {
      setSaving(false);
    }
  };

  const onPlaceOrder = () => {
    if (!store.isComplete) {
      modalStore.set({ headline: t('planner.plan.validationError'), content: t('planner.plan.fillMenu') });
      return;
    }
    wizard.reachStep('profile');
    void navigate('/menu/profile');
  };

  const subtitle = t('planner.plan.subtitle', {
    plan: store.plan ? planTitle(store.plan.count, store.plan.excludeWeekDay) : '',
    diet: store.diet ? localName(store.diet, locale) : '',
  });
  const filledDays = store.days.filter((day) => store.chosenCount(day) === store.mealTypeIds.length).length;
  const progress = t('planner.plan.progress', { filled: filledDays, total: store.days.length });
  const actions = (
    <>
      <Button variant="secondary" loading={saving} onClick={() => void onSaveForLater()}>
        {t('planner.plan.saveForLater')}
      </Button>
      <Button onClick={onPlaceOrder}>{t('planner.plan.placeOrder')}</Button>
    </>
  );

  const dishes = (
    <div className="plan-page__dishes">
      <PlanCalendar store={store} length={mobile ? CALENDAR_DAYS.mobile : CALENDAR_DAYS.desktop} />
      <DayMenu store={store} />
    </div>
  );
  const order = (
    <OrderList
      store={store}
      days={store.calendar(mobile ? CALENDAR_DAYS.mobile : CALENDAR_DAYS.desktop).days}
      onEdit={() => store.setMobileTab('dishes')}
    />
  );

  return (
    <Page className="plan-page">
      <PageHeader title={t('planner.plan.title')} subtitle={subtitle} actions={mobile ? undefined : actions} />
      <p className="plan-page__progress" aria-live="polite">
        {progress}
      </p>
      {mobile ? (
        <>
          <div className="plan-page__mobile-bar">
            <LinkButton to="/menu/preferences" variant="ghost" className="plan-page__back">
              {t('planner.plan.back')}
            </LinkButton>
            <Tabs
              label={t('planner.plan.mobileTabs')}
              items={[
                { key: 'dishes', label: t('planner.plan.dishesTab') },
                { key: 'order', label: t('planner.plan.orderTab') },
              ]}
              selected={store.mobileTab}
              onSelect={store.setMobileTab}
            >
              {store.mobileTab === 'dishes' ? dishes : order}
            </Tabs>
          </div>
          <div className="plan-page__mobile-actions">{actions}</div>
        </>
      ) : (
        <div className="plan-page__layout">
          {dishes}
          <aside className="plan-page__order">{order}</aside>
        </div>
      )}
    </Page>
  );
});
