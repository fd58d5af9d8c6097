// The three charts of /progress (Calories intake, Weight progress, Waist progress), each with its range tabs (§9).
import { observer } from 'mobx-react-lite';
import { CHART_RANGES, pointsInRange, rangeStart, type ProgressSeriesName } from '@mealplan/shared/domain';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { Card, Tabs, useText, type TextId } from '@mealplan/shared/ui';
import { today } from '@mealplan/shared/time';
import { gramsToKg, tenthsToCm } from '@mealplan/shared/units';
import { TimeChart } from '../../common/TimeChart';
import type { ProgressStore } from './progressStore';
import type en from './i18n/en.json';
import type commonEn from '../../common/i18n/en.json';

const CHARTS: ReadonlyArray<{
  series: ProgressSeriesName;
  unit: 'kcal' | 'kg' | 'cm';
  decimals: number;
  toDisplay: (stored: number) => number;
  yMin?: number;
}> = [
  { series: 'calories', unit: 'kcal', decimals: 0, toDisplay: (stored) => stored },
  // §9: weight chart minimum axis 30.
  { series: 'weight', unit: 'kg', decimals: 1, toDisplay: gramsToKg, yMin: 30 },
  { series: 'waist', unit: 'cm', decimals: 1, toDisplay: tenthsToCm },
];

export const ProgressCharts = observer(function ProgressCharts({ store }: { store: ProgressStore }) {
  const t = useText<TextId<typeof en> | TextId<typeof commonEn>>();
  const format = useLocaleFormat();
  const now = store.now();
  return (
    <div className="progress-charts">
      {CHARTS.map(({ series, unit, decimals, toDisplay, yMin }) => {
        const title = t(`health.progress.chart.${series}`);
        const range = store.ranges[series];
        const from = rangeStart(range, now);
        const points = pointsInRange(store.progress[series], from, now).map(([day, value]): [number, number] => [day, toDisplay(value)]);
        const target = series === 'calories' && store.calorieTarget !== null ? store.calorieTarget : null;
        return (
          <Card key={series} className="progress-chart" aria-labelledby={`progress-chart-${series}`} data-chart={series}>
            <h2 id={`progress-chart-${series}`} className="progress-chart__title">
              {title}
            </h2>
            {target !== null && <p className="progress-chart__target">{t('health.progress.chart.target', { calories: format.number(target) })}</p>}
            <Tabs
              label={t('health.progress.chart.ranges', { chart: title })}
              items={CHART_RANGES.map((key) => ({ key, label: t(`health.progress.range.${key}`) }))}
              selected={range}
              onSelect={(key) => store.setRange(series, key)}
            >
              <TimeChart
                label={title}
                series={[{ name: title, points }]}
                from={from}
                to={today(now)}
                unit={t(`health.common.${unit}`)}
                decimals={decimals}
                {...(yMin === undefined ? {} : { yMin })}
                line={target === null ? undefined : { value: target, label: t('health.progress.chart.target', { calories: format.number(target) }) }}
              />
            </Tabs>
          </Card>
        );
      })}
    </div>
  );
});
