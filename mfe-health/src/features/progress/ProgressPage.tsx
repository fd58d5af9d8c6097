// /progress (spec 3 §2 "My progress"): the charts, 'Track my progress', the missing-days modal, the next-delivery side
// panel (a tab of its own on a phone) and the monthly-average weight calendar. The progress-photo panel and the fitness
// tracker come from their own features: the page gives them their places (photoPanel, trackerButton, trackerSync).
import { useEffect, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { socketClient } from '@mealplan/shared/session';
import { currentUnixSeconds } from '@mealplan/shared/time';
import { Button, Card, Page, PageHeader, Tabs } from '@mealplan/shared/ui';
import { LoadingPage } from '../../common/LoadingPage';
import { EntryModal } from './EntryModal';
import { MissingDaysModal } from './MissingDaysModal';
import { NextDeliveryPanel } from './NextDeliveryPanel';
import { ProgressCharts } from './ProgressCharts';
import { ProgressStore } from './progressStore';
import { WeightCalendar } from './WeightCalendar';
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
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `health.progress.${id}` });
  const [store] = useState(() => new ProgressStore(socketClient, currentUnixSeconds));
  const [section, setSection] = useState<Section>('progress');
  useEffect(() => {
    void store.load();
  }, [store]);

  if (store.status === 'loading') return <LoadingPage title={t('title')} />;

  return (
    <Page className="progress-page">
      <PageHeader title={t('title')} />
      <div className="progress-sections">
        <Tabs
          label={t('sections')}
          items={[
            { key: 'progress', label: t('section.progress') },
            { key: 'delivery', label: t('section.delivery') },
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
                {t('track.title')}
              </h2>
              <p className="progress-muted">{t('track.text')}</p>
            </div>
            <div className="progress-track__actions">
              <Button onClick={() => store.openEntry()}>{t('track.button')}</Button>
              {trackerButton}
            </div>
          </Card>
          <ProgressCharts store={store} />
          {photoPanel}
          <WeightCalendar store={store} />
        </div>
        <aside className="progress-side" aria-label={t('section.delivery')}>
          <NextDeliveryPanel store={store} />
        </aside>
      </div>
      {store.missingDaysOpen && store.entryDay === null && <MissingDaysModal store={store} trackerSync={trackerSync} />}
      {store.entryDay !== null && <EntryModal key={store.entryDay} store={store} day={store.entryDay} />}
    </Page>
  );
});
