// /modify, 'Modify plan page' (doc 3 §2): the calendar (delivery time, disabled; cutlery), diet name, plan title and
// period, 'Jump to date' on phones, the active/renewed switcher, the side panel (consultation, 'View My Menu',
// Profile, 'Renew My Plan', the day list, Back) with the cart of the test user, the day shown or in edit, the dish
// details and Save. The store makes the calls and follows the order's live changes; this page shows them and asks the
// customer.
import { useCallback, useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from '@mealplan/shared/router';
import { nutritionProfileOf, prefsOfUser } from '@mealplan/shared/domain';
import { localName, useLocaleFormat } from '@mealplan/shared/i18n';
import { offlineMenuStore } from '@mealplan/shared/offline';
import type { ReferenceListName } from '@mealplan/shared/protocol';
import { referenceStore, settingsStore } from '@mealplan/shared/session';
import { ServerDishReviews, usePageStore } from '@mealplan/shared/stores';
import { DishPanel, useEditorText } from '@mealplan/shared/dayEditor';
import {
  Button,
  EmptyState,
  LinkButton,
  localTitle,
  modalStore,
  Page,
  SelectField,
  Spinner,
  TeamContact,
  useShowRefusal,
  usePlanTitle,
  useText,
} from '@mealplan/shared/ui';
import { CartPanel, usePlanActions, type PlanActions } from '../../common/plan-actions';
import { PayNow } from '../../common/pay-now/PayNow';
import { DayPanel, useDayTitle } from './DayPanel';
import type { ModifyPageTextId } from './i18n';
import { ModifyStore, type ModifyCatalog } from './modifyStore';
import { keepOfflineCopy } from './offlineCopy';
import './modify.css';

const LISTS: ReferenceListName[] = ['products', 'typeList', 'dietList', 'ingredientList', 'slotsList'];
/** The settings entry holding the scheduling widget's address (as the header's consultation entry reads it). */
const CONSULTATION_URL_SETTING = 'scheduling_widget_url';

function modifyCatalog(): ModifyCatalog {
  return {
    dishes: referenceStore.get('products') ?? [],
    mealTypes: referenceStore.get('typeList') ?? [],
    diets: referenceStore.get('dietList') ?? [],
    ingredients: referenceStore.get('ingredientList') ?? [],
    slots: referenceStore.get('slotsList') ?? [],
  };
}

/** A text of the data kept in its own direction (times such as "5:00 AM - 8:00 AM" read right in an Arabic page). */
const isolated = (text: string) => `\u2068${text}\u2069`;

export const ModifyPage = observer(function ModifyPage() {
  const t = useText<ModifyPageTextId>();
  const store = usePageStore(
    ({ client, session, now }) =>
      new ModifyStore({
        client,
        catalog: modifyCatalog,
        prefs: () => prefsOfUser(session.user),
        profile: () => nutritionProfileOf(session.user),
        renewal: () => ({ canRenew: session.canRenew, alreadyRenewed: session.user.alreadyRenewed === true }),
        userId: () => session.user_id,
        now,
      }),
  );
  const load = useCallback(() => {
    const start = () => store.load().catch(() => undefined);
    void referenceStore.ensure(LISTS).then(start, start);
  }, [store]);
  useEffect(load, [load]);
  useEffect(() => store.watch(), [store]);
  const actions = usePlanActions();
  // The menu read here is kept for the offline view (issue 23).
  const offline = usePageStore(({ session, now }) => ({ token: () => session.token, now }));
  useEffect(() => keepOfflineCopy(store, offlineMenuStore(), offline.token, offline.now), [store, offline]);

  if (store.state === 'loading') return <Spinner label={t('modify.loading')} />;
  if (store.state === 'failed') {
    return (
      <Page>
        <EmptyState title={t('modify.loadFailed')} action={<Button onClick={load}>{t('modify.retry')}</Button>} />
      </Page>
    );
  }
  if (store.state === 'none') {
    return (
      <Page>
        <EmptyState title={t('modify.none')} action={<LinkButton to="/menu">{t('modify.none.build')}</LinkButton>} />
      </Page>
    );
  }
  return <ModifyContent store={store} actions={actions} />;
});

interface ContentProps {
  store: ModifyStore;
  /** What the plan-action dialogs are given (the page services). */
  actions: PlanActions;
}

const ModifyContent = observer(function ModifyContent({ store, actions }: ContentProps) {
  const t = useText<ModifyPageTextId>();
  const format = useLocaleFormat();
  const navigate = useNavigate();
  const planTitle = usePlanTitle();
  const params = store.planParams!;
  const diet = store.diet;

  const onSave = () => void navigate('/');
  const orderId = store.orderId!;
  // After a plan action the order is loaded again (the push does it too; this covers a lost connection).
  const reloadIf = (changed: boolean) => {
    if (changed) void store.load(true);
  };
  const onSkip = (day: number) => void actions.skipDay({ orderId, date: day, plan: store.skipPlan }).then(reloadIf);
  const onPause = () => void actions.pause({ orderId }).then(reloadIf);
  const onCancel = () =>
    void actions.cancel({ orderId, paid: !store.awaitingPayment }).then((cancelled) => {
      if (cancelled) void navigate('/');
    });

  return (
    <ServerDishReviews>
      <Page className="modify">
        <header className="modify__head">
          <div className="modify__title">
            <h1 className="modify__diet">{diet ? localName(diet, format.locale) : t('modify.title')}</h1>
            <p className="modify__plan">
              {planTitle(params.days_count ?? store.days.length, params.exclude_week_day ?? [])}
              {params.date && params.end_date ? (
                <span className="modify__period">
                  {t('modify.period', { from: format.day(params.date, 'd LLL yyyy'), to: format.day(params.end_date, 'd LLL yyyy') })}
                </span>
              ) : null}
            </p>
            {store.awaitingPayment && (
              <p className="modify__pending" role="note">
                <span className="modify-badge modify-badge--warning">{t('modify.awaitingPayment')}</span> {t('modify.awaitingPayment.note')}
                {/* Issue 37: the unpaid plan can be paid from here. */}
                {params.payed === false && <PayNow orderId={orderId} variant="inline" />}
              </p>
            )}
          </div>
          <div className="modify__actions" role="group" aria-label={t('modify.actions.label')}>
            {/* 'Pause My Plan' is not offered while a pause is set; an open pause offers 'Resume My Plan' (doc 3 §4 "Pause"). */}
            {(store.pauseOpen || !store.pauseSet) && (
              <Button variant="secondary" disabled={store.editor.editing !== null} onClick={onPause}>
                {store.pauseOpen ? t('modify.actions.resume') : t('modify.actions.pause')}
              </Button>
            )}
            <Button variant="secondary" disabled={store.editor.editing !== null} onClick={onCancel}>
              {t('modify.actions.cancel')}
            </Button>
          </div>
          {store.canSwitchView && (
            <Button variant="secondary" disabled={store.editor.editing !== null} onClick={() => void store.switchView().catch(() => undefined)}>
              {store.orderType === 'active' ? t('modify.viewRenewed') : t('modify.viewActive')}
            </Button>
          )}
        </header>
        <Calendar store={store} />
        {store.editor.editing && (
          <p className="modify__warning" role="status">
            {t('modify.warning')}
          </p>
        )}
        <div className="modify__layout">
          <div className="modify__side">
            <SidePanel store={store} actions={actions} />
            {/* Shown only to the test user the settings name (spec 3 §6); renders nothing for anyone else. */}
            <CartPanel />
          </div>
          <div className="modify__day">
            <DayPanel store={store} onSkip={onSkip} />
          </div>
          <aside className="modify__details" aria-label={t('modify.details.label')}>
            <DishDetails store={store} actions={actions} />
            <Button size="lg" block disabled={!store.canSave} onClick={onSave}>
              {t('modify.save')}
            </Button>
          </aside>
        </div>
      </Page>
    </ServerDishReviews>
  );
});

const Calendar = observer(function Calendar({ store }: { store: ModifyStore }) {
  const t = useText<ModifyPageTextId>();
  const showRefusal = useShowRefusal();
  const format = useLocaleFormat();
  const dayTitle = useDayTitle(store);
  const params = store.planParams!;
  const slot = store.slot;
  const active = store.editor.activeDay;

  const onCutlery = (value: string) => {
    store.setCutlery(value === '1' ? 1 : 0).then((message) => {
      if (message) modalStore.showMessage(message);
    }, showRefusal);
  };

  return (
    <section className="modify-calendar" aria-label={t('modify.calendar')}>
      <SelectField
        label={t('modify.deliveryTime')}
        disabled
        value={slot ? String(slot.id) : ''}
        options={
          slot ? [{ value: String(slot.id), label: isolated(slot.display_name || slot.name) }] : [{ value: '', label: t('modify.deliveryTime.none') }]
        }
        onChange={() => undefined}
      />
      <SelectField
        label={t('modify.cutlery')}
        value={params.cutlery === 1 ? '1' : '0'}
        disabled={store.busy === 'cutlery'}
        options={[
          { value: '0', label: t('modify.cutlery.no') },
          { value: '1', label: t('modify.cutlery.yes') },
        ]}
        onChange={(event) => onCutlery(event.target.value)}
      />
      {active !== null && (
        <SelectField
          className="modify-calendar__jump"
          label={t('modify.jumpTo', { date: format.day(active, 'cccc, d LLLL') })}
          value={String(active)}
          disabled={store.editor.editing !== null}
          options={store.listedDays.map((day) => ({ value: String(day), label: dayTitle(day) }))}
          onChange={(event) => store.editor.selectDay(Number(event.target.value))}
        />
      )}
    </section>
  );
});

async function openConsultation(title: string, unavailable: string): Promise<void> {
  if (!settingsStore.loaded) await settingsStore.load().catch(() => undefined);
  const url = settingsStore.text(CONSULTATION_URL_SETTING);
  modalStore.set({
    headline: title,
    size: 'wide',
    content: url ? <iframe className="modify-consultation" src={url} title={title} /> : <p>{unavailable}</p>,
  });
}

const SidePanel = observer(function SidePanel({ store, actions }: ContentProps) {
  const t = useText<ModifyPageTextId>();
  const editorText = useEditorText().t;
  const showRefusal = useShowRefusal();
  const format = useLocaleFormat();
  const dayTitle = useDayTitle(store);
  const [pdfUrl, setPdfUrl] = useState<string | null>(null);
  const languages = format.locale === 'ar' ? (['ar', 'en'] as const) : (['en', 'ar'] as const);
  const [language, setLanguage] = useState<'en' | 'ar'>(languages[0]);

  const onMenu = () => {
    // Opened at the click (a tab opened after the reply counts as a pop-up), then pointed at the PDF.
    const tab = window.open('', '_blank');
    store.menuPdfUrl(language === 'ar').then(
      (url) => {
        if (tab) {
          tab.opener = null;
          tab.location.href = url;
        } else setPdfUrl(url);
      },
      (error: unknown) => {
        tab?.close();
        showRefusal(error);
      },
    );
  };

  const onDay = (day: number) => {
    if (!store.editor.selectDay(day)) modalStore.showMessage(t('modify.warning'));
  };

  // The day shown stays in view in the list's own scroll box (the page itself does not move).
  const daysRef = useRef<HTMLOListElement>(null);
  const activeDay = store.editor.activeDay;
  useEffect(() => {
    const list = daysRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="date"]');
    if (!list || !current) return;
    const top = current.offsetTop;
    if (top < list.scrollTop || top + current.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = top - (list.clientHeight - current.offsetHeight) / 2;
  }, [activeDay]);

  return (
    <nav className="modify-side-panel" aria-label={t('modify.side.label')}>
      <Button
        variant="secondary"
        block
        onClick={() => void openConsultation(t('modify.side.consultation'), t('modify.side.consultationUnavailable'))}
      >
        {t('modify.side.consultation')}
      </Button>
      <fieldset className="modify-side-panel__menu">
        <legend>{t('modify.side.menuLanguage')}</legend>
        {languages.map((option) => (
          <label key={option} className="modify-side-panel__language">
            <input type="radio" name="modify-menu-language" value={option} checked={language === option} onChange={() => setLanguage(option)} />
            {option === 'en' ? t('modify.side.menuEnglish') : t('modify.side.menuArabic')}
          </label>
        ))}
        <Button variant="secondary" block loading={store.busy === 'pdf'} onClick={onMenu}>
          {t('modify.side.viewMenu')}
        </Button>
        {pdfUrl && (
          <p className="modify-side-panel__note" role="status">
            {t('modify.side.menuBlocked')}
            <a href={pdfUrl} target="_blank" rel="noopener noreferrer">
              {t('modify.side.menuOpen')}
            </a>
          </p>
        )}
      </fieldset>
      <LinkButton to="/modify/profile" variant="secondary" block>
        {t('modify.side.profile')}
      </LinkButton>
      {store.showRenew && (
        <Button block onClick={() => void actions.renewRequest()}>
          <span className="modify-only-wide">{t('modify.side.renew')}</span>
          <span className="modify-only-narrow">{t('modify.side.renewMobile', { count: store.daysLeft ?? 0 })}</span>
        </Button>
      )}
      <TeamContact settings={settingsStore} />
      <h2 className="modify-side-panel__heading">{t('modify.side.days')}</h2>
      <ol className="modify-side-panel__days" ref={daysRef}>
        {store.listedDays.map((day) => {
          const state = store.editor.stateOf(day);
          return (
            <li key={day}>
              <button
                type="button"
                className="modify-side-panel__day"
                aria-current={day === activeDay ? 'date' : undefined}
                onClick={() => onDay(day)}
              >
                <span>{dayTitle(day)}</span>
                {state !== 'editable' && <span className="modify-side-panel__state">{editorText(`state.${state}`)}</span>}
              </button>
            </li>
          );
        })}
      </ol>
      <Link className="modify-side-panel__back" to="/">
        {t('modify.side.back')}
      </Link>
    </nav>
  );
});

const DishDetails = observer(function DishDetails({ store, actions }: ContentProps) {
  const t = useText<ModifyPageTextId>();
  const showRefusal = useShowRefusal();
  const format = useLocaleFormat();
  const editor = store.editor;
  const dish = editor.detailsDish;
  if (!dish) return <p className="day-editor-details__empty">{t('modify.details.empty')}</p>;
  const opinion = store.dishOpinion(dish.id);
  const mealType = dish.type.find((type) => store.mainTypes.some((main) => main.id === type)) ?? dish.type[0];
  const rate = () => {
    if (mealType !== undefined) void actions.rateDish({ dishId: dish.id, title: localTitle(dish, format.locale), mealType });
  };
  const send = (action: 'like' | 'dislike') => void store.setDishOpinion(dish.id, action).catch(showRefusal);
  return (
    <DishPanel dish={dish} ingredients={store.catalog.ingredients} onClose={() => editor.showDetails(null)}>
      <div className="modify-details__opinion" role="group" aria-label={localTitle(dish, format.locale)}>
        <Button
          variant={opinion === 'like' ? 'primary' : 'secondary'}
          aria-pressed={opinion === 'like'}
          disabled={store.busy === 'like'}
          onClick={() => send('like')}
        >
          {t('modify.details.like')}
        </Button>
        <Button
          variant={opinion === 'dislike' ? 'primary' : 'secondary'}
          aria-pressed={opinion === 'dislike'}
          disabled={store.busy === 'like'}
          onClick={() => send('dislike')}
        >
          {t('modify.details.dislike')}
        </Button>
        {mealType !== undefined && (
          <Button variant="ghost" onClick={rate}>
            {t('modify.details.rate')}
          </Button>
        )}
      </div>
    </DishPanel>
  );
});
