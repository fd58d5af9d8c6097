// /modify/summary: the plan at a glance (see modifySummaryStore.ts) with its actions: change dishes (/modify), the
// delivery address, 'View My Menu', pause or resume, 'Renew My Plan' within the last 5 days, cancel (then /), and a
// skip per day that can still be skipped.
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from '@mealplan/shared/router';
import { isResumable } from '@mealplan/shared/domain';
import { useLocaleFormat, useLocalName } from '@mealplan/shared/i18n';
import { referenceStore } from '@mealplan/shared/session';
import { usePageStore, useReferenceLists } from '@mealplan/shared/stores';
import { Button, Card, EmptyState, LinkButton, Page, PageHeader, Spinner, useMessageText, useText } from '@mealplan/shared/ui';
import { usePlanActions, type PlanActions } from '../../common/plan-actions';
import type { ModifySummaryTextId } from './i18n';
import { ModifySummaryStore } from './modifySummaryStore';
import './modifySummary.css';

const DATE = 'cccc, d LLLL yyyy';
const SHORT_DATE = 'EEE, d LLL';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="modify-summary__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const PlanFacts = observer(function PlanFacts({ store }: { store: ModifySummaryStore }) {
  const t = useText<ModifySummaryTextId>();
  const format = useLocaleFormat();
  const localName = useLocalName();
  const params = store.planParams!;
  const diet = referenceStore.get('dietList')?.find((item) => item.id === params.diet);
  const plan = referenceStore.get('planList')?.find((item) => item.id === params.mealPlan);
  const types = referenceStore.get('typeList') ?? [];
  const meals = (params.mealType ?? [])
    .map((id) => types.find((type) => type.id === id))
    .filter((type) => type !== undefined)
    .map((type) => localName(type))
    .join(' + ');
  const slotId = params.deliverySlot ?? params.slot_id;
  const slot = referenceStore.get('slotsList')?.find((item) => item.id === slotId);
  const pause = store.pause;
  return (
    <Card className="modify-summary__card">
      <h2 className="modify-summary__heading">{t('modifySummary.plan')}</h2>
      <dl className="modify-summary__facts">
        {diet && <Row label={t('modifySummary.diet')}>{localName(diet)}</Row>}
        {plan && <Row label={t('modifySummary.planTitle')}>{localName(plan)}</Row>}
        {meals && <Row label={t('modifySummary.meals')}>{meals}</Row>}
        {store.firstDay !== null && store.lastDay !== null && (
          <Row label={t('modifySummary.period')}>
            {t('modifySummary.periodValue', { start: format.day(store.firstDay, DATE), end: format.day(store.lastDay, DATE) })}
          </Row>
        )}
        {store.daysLeft !== null && <Row label={t('modifySummary.daysLeft')}>{t('modifySummary.daysLeftValue', { count: store.daysLeft })}</Row>}
        {slot && <Row label={t('modifySummary.slot')}>{slot.display_name || slot.name}</Row>}
        <Row label={t('modifySummary.cutlery')}>{t(params.cutlery === 1 ? 'modifySummary.cutlery.1' : 'modifySummary.cutlery.0')}</Row>
        <Row label={t('modifySummary.payment')}>{t(store.paid ? 'modifySummary.payment.paid' : 'modifySummary.payment.pending')}</Row>
        <Row label={t('modifySummary.pause')}>
          {pause === null
            ? t('modifySummary.pause.none')
            : pause.endDate === null
              ? t('modifySummary.pause.open', { start: format.day(pause.startDate, DATE) })
              : t('modifySummary.pause.until', { start: format.day(pause.startDate, DATE), end: format.day(pause.endDate, DATE) })}
        </Row>
        {store.skipped.length > 0 && (
          <Row label={t('modifySummary.skipped')}>
            <ul className="modify-summary__skipped">
              {store.skipped.map(({ day, newDay }) => (
                <li key={day}>{t('modifySummary.skippedValue', { day: format.day(day, SHORT_DATE), newDay: format.day(newDay, SHORT_DATE) })}</li>
              ))}
            </ul>
          </Row>
        )}
      </dl>
    </Card>
  );
});

const Actions = observer(function Actions({ store, actions }: { store: ModifySummaryStore; actions: PlanActions }) {
  const t = useText<ModifySummaryTextId>();
  const navigate = useNavigate();
  const orderId = store.orderId!;
  const reloadIf = (changed: boolean) => changed && void store.load();
  return (
    <Card className="modify-summary__card">
      <h2 className="modify-summary__heading">{t('modifySummary.actions')}</h2>
      <div className="modify-summary__actions">
        <LinkButton to="/modify">{t('modifySummary.changeDishes')}</LinkButton>
        <LinkButton to="/modify/address" variant="secondary">
          {t('modifySummary.address')}
        </LinkButton>
        <LinkButton to="/viewmenu" variant="secondary">
          {t('modifySummary.viewMenu')}
        </LinkButton>
        <Button variant="secondary" onClick={() => void actions.pause({ orderId }).then(reloadIf)}>
          {t(isResumable(store.pause) ? 'modifySummary.resumePlan' : 'modifySummary.pausePlan')}
        </Button>
        {store.renewable && (
          <Button variant="secondary" onClick={() => void actions.renewRequest()}>
            {t('modifySummary.renew')}
          </Button>
        )}
        <Button
          variant="ghost"
          onClick={() =>
            void actions.cancel({ orderId, paid: store.paid }).then((cancelled) => {
              if (cancelled) void navigate('/');
            })
          }
        >
          {t('modifySummary.cancel')}
        </Button>
      </div>
    </Card>
  );
});

const Days = observer(function Days({ store, actions }: { store: ModifySummaryStore; actions: PlanActions }) {
  const t = useText<ModifySummaryTextId>();
  const format = useLocaleFormat();
  const orderId = store.orderId!;
  return (
    <Card className="modify-summary__card">
      <h2 className="modify-summary__heading">{t('modifySummary.days')}</h2>
      <ol className="modify-summary__days">
        {store.summaryDays.map(({ day, status, skippable }) => (
          <li key={day} className={`modify-summary__day modify-summary__day--${status}`}>
            <span className="modify-summary__date">{format.day(day, SHORT_DATE)}</span>
            <span className="modify-summary__status">{t(`modifySummary.status.${status}`)}</span>
            {skippable && (
              <Button
                variant="ghost"
                aria-label={t('modifySummary.skipDay', { date: format.day(day, DATE) })}
                onClick={() => void actions.skipDay({ orderId, date: day, plan: store.skipPlan }).then((skipped) => skipped && void store.load())}
              >
                {t('modifySummary.skip')}
              </Button>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
});

export const ModifySummaryPage = observer(function ModifySummaryPage() {
  const t = useText<ModifySummaryTextId>();
  const messageText = useMessageText();
  const store = usePageStore(({ client, now }) => new ModifySummaryStore(client, now));
  const actions = usePlanActions();
  useReferenceLists(['dietList', 'planList', 'typeList', 'slotsList']);
  useEffect(() => void store.load(), [store]);

  let body: ReactNode;
  if (store.loading) {
    body = (
      <div className="modify-summary__loading">
        <Spinner label={t('modifySummary.loading')} />
      </div>
    );
  } else if (store.error) {
    body = (
      <Card className="modify-summary__card">
        <p role="alert">
          {t('modifySummary.failed')} {messageText(store.error)}
        </p>
        <Button onClick={() => void store.load()}>{t('modifySummary.retry')}</Button>
      </Card>
    );
  } else if (!store.hasPlan) {
    body = (
      <EmptyState title={t('modifySummary.noPlan.title')} action={<LinkButton to="/menu">{t('modifySummary.noPlan.action')}</LinkButton>}>
        {t('modifySummary.noPlan.text')}
      </EmptyState>
    );
  } else {
    body = (
      <div className="modify-summary__layout">
        <div className="modify-summary__column">
          <PlanFacts store={store} />
          <Actions store={store} actions={actions} />
        </div>
        <Days store={store} actions={actions} />
      </div>
    );
  }

  return (
    <Page className="modify-summary">
      <PageHeader
        title={t('modifySummary.title')}
        subtitle={t('modifySummary.subtitle')}
        actions={
          <LinkButton to="/modify" variant="secondary">
            {t('modifySummary.back')}
          </LinkButton>
        }
      />
      {body}
    </Page>
  );
});
