// The weight chart (spec 3 §2 Dashboard, §9): getWeightStats averaged per day (default), week or month; with no
// stats, a demo chart of 10 months labelled 'Coming soon'. react-apexcharts loads with the chart, not the page, and
// the chart is drawn when the reader nears it (below the fold on a phone, it is the dashboard's costliest part).
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useMemo } from 'react';
import type { ApexOptions } from 'apexcharts';
import { localeFormat, useLocaleFormat } from '@mealplan/shared/i18n';
import { baseChartOptions, Card, CHART_COLORS, LinkButton, niceAxis, Spinner, Tabs, useNearViewport, useText } from '@mealplan/shared/ui';
import { CHART_PERIODS, demoWeightPoints, type ChartPeriod, type WeightPoint } from './dashboard';
import type { DashboardStore } from './dashboardStore';
import type { DashboardTextId } from './i18n';

const ReactApexChart = lazy(() => import('react-apexcharts'));

/** §9: the weight chart's axis starts at 30 at the least. */
const WEIGHT_AXIS_MIN = 30;

const PERIOD_FORMAT: Record<ChartPeriod, string> = { days: 'd LLL', weeks: 'd LLL', months: 'LLL yyyy' };

function Chart({ points, period, demo, label }: { points: WeightPoint[]; period: ChartPeriod; demo: boolean; label: string }) {
  const t = useText<DashboardTextId>();
  const [nearRef, near] = useNearViewport();
  // useLocaleFormat answers a new object on every render: kept per language, so the options below change only with
  // the points, the period or the language (react-apexcharts redraws the whole chart whenever its options change).
  const { locale } = useLocaleFormat();
  const format = useMemo(() => localeFormat(locale), [locale]);
  const rtl = locale === 'ar';
  const dateFormat = demo ? PERIOD_FORMAT.months : PERIOD_FORMAT[period];
  const options = useMemo<ApexOptions>(() => {
    // Round steps from 30 (issue 39), every label a different number.
    const axis = niceAxis({ values: points.map((point) => point.kg), floor: WEIGHT_AXIS_MIN });
    const base = baseChartOptions('area', label, 'smooth');
    return {
      ...base,
      colors: [demo ? '#8a958c' : CHART_COLORS.primary],
      fill: { type: 'gradient', gradient: { opacityFrom: 0.35, opacityTo: 0.05 } },
      // Room at both ends for the first and last date, which the axis would otherwise cut (Arabic month names are wider).
      grid: { ...base.grid, padding: { left: 24, right: 24 } },
      xaxis: {
        categories: points.map((point) => format.day(point.day, dateFormat)),
        tooltip: { enabled: false },
        labels: { hideOverlappingLabels: true, rotate: 0 },
      },
      yaxis: {
        opposite: rtl,
        ...(axis ? { min: axis.min, max: axis.max, tickAmount: axis.intervals, forceNiceScale: false } : { min: WEIGHT_AXIS_MIN }),
        labels: { formatter: (value: number) => format.number(value, axis?.decimals ?? 0) },
      },
      tooltip: { y: { formatter: (value: number) => t('dashboard.profile.kg', { value: format.number(value, 1) }) } },
    };
  }, [points, demo, dateFormat, rtl, format, t, label]);
  const series = useMemo(() => [{ name: t('dashboard.chart.series'), data: points.map((point) => point.kg) }], [points, t]);
  return (
    <div className="dash-chart" role="img" aria-label={label} ref={nearRef}>
      {near && (
        <Suspense fallback={<Spinner label={t('dashboard.chart.loading')} />}>
          <ReactApexChart type="area" options={options} series={series} height={260} width="100%" />
        </Suspense>
      )}
    </div>
  );
}

export const WeightChart = observer(function WeightChart({ store }: { store: DashboardStore }) {
  const t = useText<DashboardTextId>();
  const format = useLocaleFormat();
  const points = store.weightPoints;
  const demo = points.length === 0;
  const demoPoints = useMemo(() => demoWeightPoints(store.now()), [store]);
  const shown = demo ? demoPoints : points;
  const last = points[points.length - 1];
  const label = last
    ? t('dashboard.chart.summary', { count: points.length, value: format.number(last.kg, 1), date: format.day(last.day, 'd LLL yyyy') })
    : t('dashboard.chart.demoSummary');
  return (
    <Card className="dash-card dash-weight" aria-labelledby="dash-weight-title">
      <div className="dash-card__head">
        <h2 id="dash-weight-title" className="dash-card__title">
          {t('dashboard.chart.title')}
        </h2>
        {demo && <span className="dash-badge">{t('dashboard.chart.comingSoon')}</span>}
      </div>
      <Tabs
        label={t('dashboard.chart.period')}
        items={CHART_PERIODS.map((period) => ({ key: period, label: t(`dashboard.chart.${period}`), disabled: demo }))}
        selected={store.period}
        onSelect={store.setPeriod}
      >
        <Chart points={shown} period={store.period} demo={demo} label={label} />
      </Tabs>
      {demo && (
        <p className="dash-muted">
          {t('dashboard.chart.demo')}{' '}
          <LinkButton to="/progress" variant="link">
            {t('dashboard.chart.progressLink')}
          </LinkButton>
        </p>
      )}
    </Card>
  );
});
