// The plan card (issue 39): from the first purchase on, the dashboard names the plan bought (diet and plan title),
// its start, its first (or next) delivery and the deliveries left (order remainingDeliveries, doc 1 §7), and its end.
import { observer } from 'mobx-react-lite';
import { useLocaleFormat, useLocalName } from '@mealplan/shared/i18n';
import { referenceStore } from '@mealplan/shared/session';
import { Card, usePlanTitle, useText } from '@mealplan/shared/ui';
import type { PlanSummary } from './dashboard';
import type { DashboardTextId } from './i18n';

const DAY_FORMAT = 'cccc, d LLLL yyyy';

export const PlanCard = observer(function PlanCard({ summary }: { summary: PlanSummary }) {
  const t = useText<DashboardTextId>();
  const format = useLocaleFormat();
  const localName = useLocalName();
  const planTitle = usePlanTitle();
  const diet = (referenceStore.get('dietList') ?? []).find((candidate) => candidate.id === summary.dietId);
  // "20 Days - Full Week" or "20 Days - No Fri & Sat" in the page's language (doc 3 §2 plan title, the kit's).
  const title = summary.daysCount === null ? null : planTitle(summary.daysCount, summary.excludedWeekdays);
  const day = (value: number) => format.day(value, DAY_FORMAT);
  const rows: { label: string; value: string }[] = [];
  if (summary.start !== null)
    rows.push({ label: summary.upcoming ? t('dashboard.plan.starts') : t('dashboard.plan.started'), value: day(summary.start) });
  if (summary.nextDelivery !== null)
    rows.push({
      label: summary.upcoming ? t('dashboard.plan.firstDelivery') : t('dashboard.plan.nextDelivery'),
      value: day(summary.nextDelivery),
    });
  if (summary.deliveriesLeft !== null) rows.push({ label: t('dashboard.plan.deliveriesLeft'), value: format.number(summary.deliveriesLeft) });
  if (summary.end !== null) rows.push({ label: t('dashboard.plan.ends'), value: day(summary.end) });
  return (
    <Card className="dash-card dash-plan" aria-labelledby="dash-plan-title" data-testid="plan-card">
      <h2 id="dash-plan-title" className="dash-card__title">
        {t('dashboard.plan.title')}
      </h2>
      {/* The plan's name, whole: the page draws the card once the diet list it names the diet from has answered
          (DashboardStore.load); a list that failed leaves the title alone. */}
      {(diet || title) && (
        <p className="dash-plan__name" data-testid="plan-name">
          {diet && <strong data-content>{localName(diet)}</strong>}
          {diet && title && ' · '}
          {title}
        </p>
      )}
      {!summary.paid && <p className="dash-muted">{t('dashboard.plan.unpaid')}</p>}
      <dl className="dash-plan__facts">
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
});
