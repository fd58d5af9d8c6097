// A date-axis line chart (react-apexcharts, loaded with the first chart so the page's first bundle carries no chart
// library). Dates are Dubai days; labels follow the page's language.
import { lazy, Suspense, useMemo } from 'react';
import type { ApexOptions } from 'apexcharts';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { baseChartOptions, CHART_COLORS, niceAxis, Spinner, useText, type TextId } from '@mealplan/shared/ui';
import type en from './i18n/en.json';

const ReactApexChart = lazy(() => import('react-apexcharts'));

export interface ChartSeries {
  name: string;
  /** [day (unix seconds), value] in display units, oldest first. */
  points: ReadonlyArray<readonly [number, number]>;
}

export interface TimeChartProps {
  /** What the chart shows, for screen readers (the visible heading is outside). */
  label: string;
  series: readonly ChartSeries[];
  from: number;
  to: number;
  yMin?: number;
  decimals?: number;
  unit: string;
  /** A horizontal line (e.g. the daily calorie target) with its label. */
  line?: { value: number; label: string } | undefined;
  height?: number;
}

const DAY_MS = 86_400_000;

/**
 * The value axis: round steps holding every point, the chart's minimum (§9) and the target line (issue 39: apexcharts'
 * own scale from a fixed minimum gave steps such as 30, 42.8, 55.6, shown rounded, and a narrow series repeated one
 * label). Without points or line, apexcharts' empty axis under 'No data'.
 */
function valueAxis(series: readonly ChartSeries[], yMin: number | undefined, line: number | undefined) {
  const values = [...(line === undefined ? [] : [line]), ...series.flatMap((s) => s.points.map(([, value]) => value))];
  const axis = niceAxis({ values, floor: yMin });
  if (!axis) return { bounds: yMin === undefined ? {} : { min: yMin }, decimals: 0 };
  return { bounds: { min: axis.min, max: axis.max, tickAmount: axis.intervals, forceNiceScale: false }, decimals: axis.decimals };
}

export function TimeChart({ label, series, from, to, yMin, decimals = 1, unit, line, height = 260 }: TimeChartProps) {
  const t = useText<TextId<typeof en>>();
  const format = useLocaleFormat();
  const rtl = format.locale === 'ar';
  const options = useMemo<ApexOptions>(() => {
    const axis = valueAxis(series, yMin, line?.value);
    return {
      ...baseChartOptions('line', label, 'straight'),
      colors: [CHART_COLORS.primary, CHART_COLORS.accent],
      legend: { show: series.length > 1 },
      xaxis: {
        type: 'datetime',
        min: from * 1000,
        max: to * 1000 + DAY_MS / 2,
        labels: { formatter: (value: string) => format.day(Math.floor(Number(value) / 1000), 'd LLL'), hideOverlappingLabels: true },
        tooltip: { enabled: false },
      },
      yaxis: {
        opposite: rtl,
        ...axis.bounds,
        labels: { formatter: (value: number) => format.number(value, axis.decimals) },
      },
      tooltip: {
        x: { formatter: (value: number) => format.day(Math.floor(value / 1000), 'd LLL yyyy') },
        y: { formatter: (value: number) => `${format.number(value, decimals)} ${unit}` },
      },
      annotations: line
        ? {
            yaxis: [
              {
                y: line.value,
                borderColor: CHART_COLORS.accent,
                strokeDashArray: 6,
                label: {
                  text: line.label,
                  borderColor: CHART_COLORS.accent,
                  style: { color: CHART_COLORS.onAccent, background: CHART_COLORS.accent },
                },
              },
            ],
          }
        : {},
      noData: { text: t('health.common.noData') },
    };
  }, [from, to, yMin, decimals, unit, line, rtl, format, t, series, label]);
  const data = useMemo(() => series.map((s) => ({ name: s.name, data: s.points.map(([day, value]) => ({ x: day * 1000, y: value })) })), [series]);
  const last = series[0]?.points[series[0].points.length - 1];
  const summary = last
    ? t('health.common.chartSummary', { label, value: `${format.number(last[1], decimals)} ${unit}`, date: format.day(last[0], 'd LLL yyyy') })
    : t('health.common.chartEmpty', { label });
  return (
    <div className="health-chart" role="img" aria-label={summary} style={{ minHeight: height }}>
      <Suspense fallback={<Spinner label={t('health.common.loadingChart')} />}>
        <ReactApexChart type="line" options={options} series={data} height={height} width="100%" />
      </Suspense>
    </div>
  );
}
