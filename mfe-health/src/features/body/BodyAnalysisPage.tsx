// /body-analysis (spec 3 §2 "Body Analysis"): the customer's header, current weight, BMI with its label, medical
// conditions, body fat with its grade, ideal body weight, the four charts and the two measurement modals.
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { bmiLabel, bodyChartWindow, idealBodyWeight, pointsInRange, type BodyChartRange } from '@mealplan/shared/domain';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { referenceStore, sessionStore } from '@mealplan/shared/session';
import { usePageStore } from '@mealplan/shared/stores';
import { Button, Card, Page, PageHeader, SelectField, Tabs, useText, type TextId } from '@mealplan/shared/ui';
import { fromHundredths, gramsToKg } from '@mealplan/shared/units';
import { LoadingPage } from '../../common/LoadingPage';
import { TimeChart } from '../../common/TimeChart';
import { AnalysisModal } from './AnalysisModal';
import { BodyStore } from './bodyStore';
import { MeasurementsModal } from './MeasurementsModal';
import type en from './i18n/en.json';
import type commonEn from '../../common/i18n/en.json';
import './body.css';

// §9: body charts' minimum axis 10.
const BODY_CHART_MIN = 10;

export const BodyAnalysisPage = observer(function BodyAnalysisPage() {
  const t = useText<TextId<typeof en> | TextId<typeof commonEn>>();
  const format = useLocaleFormat();
  const store = usePageStore(({ client, now }) => new BodyStore(client, now));
  useEffect(() => {
    void store.load();
    void referenceStore.ensure(['medicalConditions']);
  }, [store]);

  if (store.calls.status === 'loading') return <LoadingPage title={t('health.body.title')} />;

  const profile = store.profile;
  const name = [profile?.firstName || sessionStore.user?.firstName, profile?.lastName || sessionStore.user?.lastName].filter(Boolean).join(' ');
  const conditions = referenceStore.get('medicalConditions') ?? [];
  const conditionNames = (profile?.medicalConditions ?? []).map((id) => conditions.find((item) => Number(item.id) === id)?.name).filter(Boolean);
  const bmiValue = store.bmi;
  const fat = store.bodyFat;
  const ideal = profile?.heightCm && profile.gender ? idealBodyWeight(profile.heightCm, profile.gender) : null;
  const notSet = t('health.body.notSet');
  const now = store.now();
  const window = bodyChartWindow(store.chartRange, store.chartYear, now);
  const points = (history: Record<string, number>, toDisplay: (value: number) => number) =>
    pointsInRange(history, window.from, window.to + 1).map(([day, value]): [number, number] => [day, toDisplay(value)]);
  const charts = [
    { key: 'weight' as const, points: points(store.weightHistory, gramsToKg), unit: t('health.common.kg') },
    { key: 'bmi' as const, points: points(store.BMIHistory, (value) => value), unit: '' },
    { key: 'smm' as const, points: points(store.SMMHistory, fromHundredths), unit: t('health.common.kg') },
    { key: 'pbf' as const, points: points(store.fatPercentHistory, (value) => value), unit: '%' },
  ];

  return (
    <Page className="body-page">
      <PageHeader
        title={t('health.body.title')}
        actions={
          <>
            <Button variant="secondary" onClick={store.openMeasurements}>
              {t('health.body.measurements.open')}
            </Button>
            <Button onClick={store.openAnalysis}>{t('health.body.analysis.title')}</Button>
          </>
        }
      />
      <Card className="body-header" aria-labelledby="body-name">
        <h2 id="body-name" className="body-header__name">
          {name}
        </h2>
        <dl className="body-header__facts">
          <div>
            <dt>{t('health.body.height')}</dt>
            <dd>{profile?.heightCm ? t('health.body.heightValue', { height: format.number(profile.heightCm) }) : notSet}</dd>
          </div>
          <div>
            <dt>{t('health.body.age')}</dt>
            <dd>{store.age === null ? notSet : format.number(store.age)}</dd>
          </div>
          <div>
            <dt>{t('health.body.gender')}</dt>
            <dd>{profile?.gender ? t(`health.body.genderValue.${profile.gender}`) : notSet}</dd>
          </div>
        </dl>
      </Card>
      <div className="body-stats">
        <Card className="body-stat" data-stat="weight">
          <h2 className="body-stat__label">{t('health.body.currentWeight')}</h2>
          <p className="body-stat__value">
            {profile?.weight ? t('health.body.kgValue', { value: format.number(gramsToKg(profile.weight), 1) }) : notSet}
          </p>
          {profile?.weightDate !== null && profile?.weightDate !== undefined && (
            <p className="body-muted">{t('health.body.lastUpdate', { date: format.day(profile.weightDate, 'd LLLL yyyy') })}</p>
          )}
        </Card>
        <Card className="body-stat" data-stat="bmi">
          <h2 className="body-stat__label">{t('health.body.bmi')}</h2>
          <p className="body-stat__value">{bmiValue === null ? notSet : format.number(bmiValue, 1)}</p>
          {bmiValue !== null && (
            <p className={`body-badge body-badge--${bmiLabel(bmiValue) === 'Normal' ? 'good' : 'warn'}`}>
              {t(`health.body.bmiLabel.${bmiLabel(bmiValue)}`)}
            </p>
          )}
        </Card>
        <Card className="body-stat" data-stat="medical">
          <h2 className="body-stat__label">{t('health.body.medical')}</h2>
          <p className="body-stat__text">{conditionNames.length === 0 ? t('health.body.none') : conditionNames.join(', ')}</p>
        </Card>
        <Card className="body-stat" data-stat="fat">
          <div className="body-stat__row">
            <h2 className="body-stat__label">{t('health.body.bodyFatMass')}</h2>
            <Button variant="ghost" aria-label={t('health.body.editBodyFat')} onClick={store.openAnalysis}>
              <span aria-hidden="true">✎</span>
            </Button>
          </div>
          <p className="body-stat__value">
            {!fat
              ? notSet
              : fat.kind === 'measured' && fat.massKg !== null
                ? t('health.body.fatMeasured', { mass: format.number(fat.massKg, 1), percent: format.number(fat.percent, 1) })
                : t('health.body.fatEstimated', { percent: format.number(fat.percent) })}
          </p>
          {fat?.grade && (
            <p className={`body-badge body-badge--${fat.grade === 'Healthy' ? 'good' : 'warn'}`}>{t(`health.body.grade.${fat.grade}`)}</p>
          )}
          {fat?.kind === 'estimated' && <p className="body-muted">{t('health.body.fatEstimateNote')}</p>}
        </Card>
        <Card className="body-stat" data-stat="ideal">
          <h2 className="body-stat__label">{t('health.body.idealWeight')}</h2>
          <p className="body-stat__value">{ideal === null ? notSet : t('health.body.kgValue', { value: format.number(ideal) })}</p>
        </Card>
      </div>
      <Card className="body-charts" aria-labelledby="body-charts-title">
        <div className="body-charts__controls">
          <h2 id="body-charts-title" className="body-charts__title">
            {t('health.body.charts.title')}
          </h2>
          <Tabs<BodyChartRange>
            label={t('health.body.charts.range')}
            items={[
              { key: 'year', label: t('health.body.range.year') },
              { key: 'lastMonth', label: t('health.body.range.lastMonth') },
            ]}
            selected={store.chartRange}
            onSelect={store.setChartRange}
          />
          {store.chartRange === 'year' && (
            <SelectField
              className="body-charts__year"
              label={t('health.body.charts.year')}
              value={String(store.chartYear)}
              onChange={(event) => store.setChartYear(Number(event.target.value))}
              options={store.years.map((year) => ({ value: String(year), label: String(year) }))}
            />
          )}
        </div>
        <div className="body-charts__grid">
          {charts.map((chart) => (
            <section key={chart.key} className="body-chart" aria-labelledby={`body-chart-${chart.key}`} data-chart={chart.key}>
              <h3 id={`body-chart-${chart.key}`} className="body-chart__title">
                {t(`health.body.chart.${chart.key}`)}
              </h3>
              <TimeChart
                label={t(`health.body.chart.${chart.key}`)}
                series={[{ name: t(`health.body.chart.${chart.key}`), points: chart.points }]}
                from={window.from}
                to={window.to}
                yMin={BODY_CHART_MIN}
                unit={chart.unit}
                height={220}
              />
            </section>
          ))}
        </div>
      </Card>
      {store.measurementsOpen && <MeasurementsModal store={store} />}
      {store.analysisOpen && <AnalysisModal store={store} />}
    </Page>
  );
});
