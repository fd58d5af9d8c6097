import { useCallback, useEffect, useId, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ProgressPhotoSide } from '@mealplan/shared/domain';
import { Button, Card, modalStore } from '@mealplan/shared/ui';
import { checkPhoto, loadPhotoHistory, loadProgressImages, uploadPhoto, type PhotoHistoryEntry, type ProgressImages } from './photosApi';
import { PhotoCarousel } from './PhotoCarousel';
import './photos.css';

export interface ProgressPhotosProps {
  /** Heading level of the panel's title (default 2). */
  headingLevel?: 2 | 3;
}

/**
 * The before/after progress-photo panel of /progress (spec 3 §2 "My progress"): the newest photo of each side with its
 * upload control (png or jpeg under 250,000 bytes, §5 messages), and 'View History' opening the photo carousel.
 */
export function ProgressPhotos({ headingLevel = 2 }: ProgressPhotosProps) {
  const intl = useIntl();
  const t = useCallback((id: string) => intl.formatMessage({ id }), [intl]);
  const [images, setImages] = useState<ProgressImages>({ before: null, after: null });
  const [history, setHistory] = useState<PhotoHistoryEntry[] | null>(null);
  const [showHistory, setShowHistory] = useState(false);
  const [busy, setBusy] = useState<ProgressPhotoSide | null>(null);
  const [status, setStatus] = useState('');
  const historyId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  useEffect(() => {
    let live = true;
    loadProgressImages()
      .then((loaded) => live && setImages(loaded))
      .catch((error: unknown) => console.error('[progress photos]', error));
    return () => {
      live = false;
    };
  }, []);

  const refreshHistory = useCallback(() => {
    loadPhotoHistory()
      .then(setHistory)
      .catch((error: unknown) => console.error('[progress photos history]', error));
  }, []);

  useEffect(() => {
    if (showHistory) refreshHistory();
  }, [showHistory, refreshHistory]);

  const warn = (message: string) => modalStore.set({ headline: t('health.photos.fileWarning'), content: message });

  async function onFile(side: ProgressPhotoSide, event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = await checkPhoto(file);
    if (problem) return warn(t(problem === 'wrongType' ? 'health.photos.wrongType' : 'health.photos.tooBig'));
    setBusy(side);
    setStatus('');
    try {
      const result = await uploadPhoto(file, side, intl.locale.slice(0, 2));
      if (!result.ok) return warn(result.message || t('health.photos.uploadFailed'));
      setImages((current) => ({ ...current, [side]: result.image }));
      setStatus(result.message || t('health.photos.uploaded'));
      if (showHistory) refreshHistory();
    } catch (error) {
      console.error('[progress photo upload]', error);
      warn(t('health.photos.uploadFailed'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card className="progress-photos" aria-labelledby={`${historyId}-title`}>
      <Heading id={`${historyId}-title`} className="progress-photos__title">
        {t('health.photos.title')}
      </Heading>
      <div className="progress-photos__pair">
        {(['before', 'after'] as const).map((side) => {
          const inputId = `${historyId}-${side}`;
          return (
            <figure key={side} className="progress-photos__figure">
              <div className="progress-photos__frame">
                {images[side] ? (
                  <img src={images[side] ?? ''} alt={t(side === 'before' ? 'health.photos.beforeAlt' : 'health.photos.afterAlt')} />
                ) : (
                  <span className="progress-photos__none">{t('health.photos.none')}</span>
                )}
              </div>
              <figcaption className="progress-photos__caption">{t(side === 'before' ? 'health.photos.before' : 'health.photos.after')}</figcaption>
              <label htmlFor={inputId} className="ui-button ui-button--secondary ui-button--md progress-photos__upload" aria-disabled={busy !== null}>
                {busy === side ? t('health.photos.uploading') : t(side === 'before' ? 'health.photos.uploadBefore' : 'health.photos.uploadAfter')}
              </label>
              <input
                id={inputId}
                className="progress-photos__input"
                type="file"
                accept="image/png,image/jpeg"
                disabled={busy !== null}
                onChange={(event) => void onFile(side, event)}
              />
            </figure>
          );
        })}
      </div>
      <p className="progress-photos__hint">{t('health.photos.hint')}</p>
      <p className="progress-photos__status" role="status">
        {status}
      </p>
      <Button variant="ghost" aria-expanded={showHistory} aria-controls={`${historyId}-history`} onClick={() => setShowHistory((open) => !open)}>
        {t(showHistory ? 'health.photos.hideHistory' : 'health.photos.viewHistory')}
      </Button>
      <div id={`${historyId}-history`} hidden={!showHistory}>
        {showHistory && history && <PhotoCarousel entries={history} />}
      </div>
    </Card>
  );
}
