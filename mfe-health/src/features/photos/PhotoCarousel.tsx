import { useState } from 'react';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { Button, useText, type TextId } from '@mealplan/shared/ui';
import type en from './i18n/en.json';
import type { PhotoHistoryEntry } from './photosStore';

/** spec 3 §9: the progress carousel shows 2 slides per page. */
export const PHOTOS_PER_PAGE = 2;

export interface PhotoCarouselProps {
  /** The history, newest first; empty shows the 'Coming soon...' demo slides. */
  entries: readonly PhotoHistoryEntry[];
}

/** The photo history, 2 days per page with Previous / Next; with no photos yet, the 'Coming soon...' demo mode. */
export function PhotoCarousel({ entries }: PhotoCarouselProps) {
  const t = useText<TextId<typeof en> | 'kit.carousel.role'>();
  const format = useLocaleFormat();
  const [page, setPage] = useState(0);
  const demo = entries.length === 0;
  const pages = Math.max(1, Math.ceil(entries.length / PHOTOS_PER_PAGE));
  const current = Math.min(page, pages - 1);
  const shown = entries.slice(current * PHOTOS_PER_PAGE, current * PHOTOS_PER_PAGE + PHOTOS_PER_PAGE);

  return (
    <section className="photo-carousel" role="region" aria-roledescription={t('kit.carousel.role')} aria-label={t('health.photos.historyLabel')}>
      <ul className="photo-carousel__slides">
        {demo
          ? [0, 1].map((slot) => (
              <li key={slot} className="photo-carousel__slide photo-carousel__slide--demo" aria-hidden={slot === 1}>
                <span className="photo-carousel__soon">{t('health.photos.comingSoon')}</span>
              </li>
            ))
          : shown.map((entry) => {
              const date = format.day(entry.date, 'd MMM yyyy');
              return (
                <li key={entry.date} className="photo-carousel__slide">
                  <h4 className="photo-carousel__date">{t('health.photos.historyDay', { date })}</h4>
                  <div className="photo-carousel__pair">
                    {(['before', 'after'] as const).map((side) => (
                      <figure key={side} className="photo-carousel__figure">
                        {entry[side] ? (
                          <img
                            src={entry[side] ?? ''}
                            alt={`${t(side === 'before' ? 'health.photos.beforeAlt' : 'health.photos.afterAlt')}, ${date}`}
                          />
                        ) : (
                          <span className="photo-carousel__none">{t('health.photos.none')}</span>
                        )}
                        <figcaption>{t(side === 'before' ? 'health.photos.before' : 'health.photos.after')}</figcaption>
                      </figure>
                    ))}
                  </div>
                </li>
              );
            })}
      </ul>
      {demo ? (
        <p className="photo-carousel__note">{t('health.photos.demoNote')}</p>
      ) : (
        <div className="photo-carousel__nav">
          <Button variant="secondary" onClick={() => setPage(current - 1)} disabled={current === 0}>
            {t('health.photos.previous')}
          </Button>
          <span aria-live="polite">{t('health.photos.page', { page: format.number(current + 1), pages: format.number(pages) })}</span>
          <Button variant="secondary" onClick={() => setPage(current + 1)} disabled={current >= pages - 1}>
            {t('health.photos.next')}
          </Button>
        </div>
      )}
    </section>
  );
}
