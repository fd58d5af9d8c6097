// The dashboard (spec 3 §2 Dashboard; / and /dashboard for a signed-in customer; element id dashboard): the renewal
// banner, the /modify button, the profile card, the weight chart, today's meals, the team and the settings. The home
// page's four actions stay reachable here: building or renewing the plan (the /modify button, Renew Now), the menu
// (the /modify button), the delivery address (Address) and the team's contact numbers (Your team).
import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@mealplan/shared/router';
import { initials, useLocaleFormat } from '@mealplan/shared/i18n';
import { referenceStore, remainingDeliveries, sessionStore, visitKey } from '@mealplan/shared/session';
import { usePageStore, useReferenceLists, useStartWizard } from '@mealplan/shared/stores';
import { Button, Card, LinkButton, modalStore, Page, PageHeader, Spinner, useMessageText, useText } from '@mealplan/shared/ui';
import { PayNow } from '../../common/pay-now/PayNow';
import { usePlanActions } from '../../common/plan-actions';
import { MedicalDocuments } from './uploads';
import { HEADER_RENEW_DAYS } from '@mealplan/shared/domain';
import { modifyButtonTarget, type ModifyButton as ModifyButtonKind } from './dashboard';
import { DashboardStore, type DashboardPart } from './dashboardStore';
import type { DashboardTextId } from './i18n';
import { PlanCard } from './PlanCard';
import { ProfileCard } from './ProfileCard';
import { openRenewalModal } from './RenewalModal';
import { SettingsPanel } from './SettingsPanel';
import { TeamCard } from './TeamCard';
import { TodaysMeals } from './TodaysMeals';
import { useTodaysMeals } from './useTodaysMeals';
import { useAfterFirstCommit } from './useAfterFirstCommit';
import { WeightChart } from './WeightChart';
import './dashboard.css';

/** Today's meals name their meal types; the settings dialogs' lists load with them (SETTINGS_LISTS). */
const LISTS = ['typeList'] as const;

const PartFailed = observer(function PartFailed({ store, part }: { store: DashboardStore; part: DashboardPart }) {
  const t = useText<DashboardTextId>();
  const messageText = useMessageText();
  const failure = store.failures.get(part);
  if (!failure) return null;
  return (
    <p className="dash-error" role="alert">
      {t('dashboard.partFailed', { message: messageText(failure) })}
    </p>
  );
});

function Initials({ name }: { name: string }) {
  const t = useText<DashboardTextId>();
  return (
    <span className="dash-initials" role="img" aria-label={t('dashboard.profile.photo')}>
      {initials(name)}
    </span>
  );
}

const PauseNotice = observer(function PauseNotice({ store, phone }: { store: DashboardStore; phone: string | undefined }) {
  const t = useText<DashboardTextId>();
  const format = useLocaleFormat();
  if (!store.paused || !store.pause) return null;
  const from = format.day(store.pause.startDate, 'd LLL yyyy');
  return (
    <Card className="dash-card dash-pause" role="status">
      <p>
        {store.pause.endDate === null
          ? t('dashboard.pause.pausedOpen', { from })
          : t('dashboard.pause.paused', { from, to: format.day(store.pause.endDate, 'd LLL yyyy') })}
      </p>
      <p>{phone ? t('dashboard.pause.unpause', { phone }) : t('dashboard.pause.unpauseNoPhone')}</p>
    </Card>
  );
});

/** The header's plan button: a customer without a plan or pending checkout starts the wizard, the others follow a link. */
function ModifyButton({ button, label }: { button: ModifyButtonKind; label: string }) {
  const { start, starting } = useStartWizard();
  if (button === 'build') {
    return (
      <Button onClick={() => void start('new')} loading={starting} data-testid="modify-button">
        {label}
      </Button>
    );
  }
  return (
    <LinkButton to={modifyButtonTarget(button)} data-testid="modify-button">
      {label}
    </LinkButton>
  );
}

export const DashboardPage = observer(function DashboardPage() {
  const t = useText<DashboardTextId>();
  const navigate = useNavigate();
  const store = usePageStore(({ client, session, now }) => new DashboardStore(client, session, now, remainingDeliveries, referenceStore));
  const actions = usePlanActions();
  useReferenceLists(LISTS);
  // The visit the page opened on: the header reads the deliveries left for it too, and one request answers both.
  const { key: locationKey } = useLocation();
  const userId = sessionStore.user_id;
  const visit = userId === null ? undefined : visitKey(userId, locationKey);
  const [openedOn] = useState(visit);
  useEffect(() => {
    void store.load(openedOn);
  }, [store, openedOn]);

  const name = [sessionStore.firstName, sessionStore.lastName].filter(Boolean).join(' ');
  const contact = { phones: store.managers?.phones ?? [], whatsapp: store.managers?.whatsapp ?? '' };
  const orderId = store.orderId;
  const pause = orderId
    ? () =>
        void actions.pause({ orderId }).then((changed) => {
          if (changed) void store.refreshPause();
        })
    : null;
  const format = useLocaleFormat();
  // 'Renew my plan' and 'Renew Now': the renewal choice while renewal is open, else when (or why not) it opens.
  const renew = () => {
    const opening = store.renewalOpening;
    if (opening.kind === 'open') {
      openRenewalModal(t('dashboard.renewal.title'), (action) => void navigate(`/renewplan/${action}`));
      return;
    }
    const day = (value: number) => format.day(value, 'cccc, d LLLL yyyy');
    const text =
      opening.kind === 'opensOn'
        ? t('dashboard.renewal.opensOn', { day: day(opening.day), days: HEADER_RENEW_DAYS, end: day(opening.end) })
        : t(`dashboard.renewal.${opening.kind}`);
    modalStore.set({ headline: t('dashboard.renewal.title'), content: <p data-testid="renewal-opening">{text}</p> });
  };
  const meals = useTodaysMeals(store.meals);
  const daysLeft = store.renewalDaysLeft;
  const modifyLabel = t(`dashboard.modify.${store.modifyButton}`);
  // When the customer's data arrives, the plan's state, profile and today's meals draw first, then the other cards: two
  // background renders, each of which React does in slices and commits on its own (issue 23: drawn in the task that
  // brought the data, the dashboard was a signed-in start-up's longest task on a phone; issue 38: committed together,
  // their layout was). Until the first, the spinner stays.
  const loaded = useDeferredValue(!store.loading);
  const allCardsShown = useAfterFirstCommit(loaded);

  return (
    <Page>
      <div id="dashboard" className="dash">
        <PageHeader
          title={sessionStore.firstName ? t('dashboard.welcomeName', { name: sessionStore.firstName }) : t('dashboard.welcome')}
          subtitle={t('dashboard.subtitle')}
          actions={loaded ? <ModifyButton button={store.modifyButton} label={modifyLabel} /> : undefined}
        />
        {!loaded ? (
          <Spinner label={t('dashboard.loading')} />
        ) : (
          <>
            {daysLeft !== null && (
              <div className="dash-banner" role="region" aria-label={t('dashboard.renewal.title')}>
                <p>{t('dashboard.renewal.banner', { days: daysLeft })}</p>
                <Button onClick={renew}>{t('dashboard.renewal.now')}</Button>
              </div>
            )}
            <PauseNotice store={store} phone={contact.phones[0]} />
            {store.planSummary && <PlanCard summary={store.planSummary} />}
            {/* A plan placed and not paid (issue 37): 'Pay now' opens its payment page. */}
            {orderId !== null && store.planParams?.payed === false && <PayNow orderId={orderId} />}
            <PartFailed store={store} part="plan" />
            <PartFailed store={store} part="deliveries" />
            <div className="dash-grid">
              <div className="dash-column">
                <ProfileCard store={store} name={name} avatar={<Initials name={name || t('dashboard.welcome')} />} />
                {allCardsShown && (
                  <>
                    <TeamCard managers={store.managers} contact={contact} />
                    <PartFailed store={store} part="managers" />
                  </>
                )}
              </div>
              <div className="dash-column dash-column--wide">
                <TodaysMeals meals={meals} />
                <PartFailed store={store} part="meals" />
                {allCardsShown && (
                  <>
                    <WeightChart store={store} />
                    <PartFailed store={store} part="stats" />
                    <SettingsPanel store={store} onPause={pause} onRenew={renew} />
                    <PartFailed store={store} part="sms" />
                    <Card className="dash-card">
                      <MedicalDocuments />
                    </Card>
                  </>
                )}
              </div>
            </div>
          </>
        )}
      </div>
    </Page>
  );
});
