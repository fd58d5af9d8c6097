// /progress (spec 3 §2 "My progress"): the charts, 'Track my progress', the missing-days modal, the next-delivery side
// panel (a tab of its own on a phone) and the monthly-average weight calendar. The progress-photo panel and the fitness
// tracker come from their own features: the page gives them their places (photoPanel, trackerButton, trackerSync).
import { useEffect, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { usePageStore } from '@mealplan/shared/stores';
import { Button, Card, Page, PageHeader, Tabs, useText, type TextId } from '@mealplan/shared/ui';
import { LoadingPage } from '../../common/LoadingPage';
import { EntryModal } from './EntryModal';
import { MissingDaysModal } from './MissingDaysModal';
import { NextDeliveryPanel } from './NextDeliveryPanel';
import { ProgressCharts } from './ProgressCharts';
import { ProgressStore } from './progressStore';
import { WeightCalendar } from './WeightCalendar';
import type en from './i18n/en.json';
import './progress.css';

export interface ProgressPageProps {
  /** The before/after progress-photo panel. */
  photoPanel?: ReactNode;
  /** 'Connect Fitbit' / 'Sync Weight progress with Fitbit'. */
  trackerButton?: ReactNode;
  /** The tracker's choice in the missing-days modal. */
  trackerSync?: ReactNode;
}

type Section = 'progress' | 'delivery';

export const ProgressPage = observer(function ProgressPage({ photoPanel, trackerButton, trackerSync }: ProgressPageProps) {
  const t = useText<TextId<typeof en>>();
  const store = usePageStore(({ client, now }) => new ProgressStore(client, now));
  const [section, setSection] = useState<Section>('progress');
  useEffect(() => {
    void store.load();
  }, [store]);

  if (store.calls.status === 'loading') return <LoadingPage title={t('health.progress.title')} />;

  return (
    <Page className="progress-page">
      <PageHeader title={t('health.progress.title')} />
      <div className="progress-sections">
        <Tabs
          label={t('health.progress.sections')}
          items={[
            { key: 'progress', label: t('health.progress.section.progress') },
            { key: 'delivery', label: t('health.progress.section.delivery') },
          ]}
          selected={section}
          onSelect={setSection}
        />
      </div>
      <div className={`progress-layout progress-layout--${section}`}>
        <div className="progress-main">
          <Card className="progress-track" aria-labelledby="progress-track-title">
            <div>
              <h2 id="progress-track-title" className="progress-track__title">
                {t('health.progress.track.title')}
              </h2>
              <p className="progress-muted">{t('health.progress.track.text')}</p>
            </div>
            <div className="progress-track__actions">
              <Button onClick={() => store.openEntry()}>{t('health.progress.track.button')}</Button>
              {trackerButton}
            </div>
          </Card>
          <ProgressCharts store={store} />
          {photoPanel}
          <WeightCalendar store={store} />
        </div>
        <aside className="progress-side" aria-label={t('health.progress.section.delivery')}>
          <NextDeliveryPanel store={store} />
        </aside>
      </div>
      {store.missingDaysOpen && store.entryDay === null && <MissingDaysModal store={store} trackerSync={trackerSync} />}
      {store.entryDay !== null && <EntryModal key={store.entryDay} store={store} day={store.entryDay} />}
    </Page>
  );
});
