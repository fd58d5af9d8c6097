import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type { ProgressPhotoSide } from '@mealplan/shared/domain';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { usePageStore } from '@mealplan/shared/stores';
import { Button, Card, modalStore, useText, type TextId } from '@mealplan/shared/ui';
import type en from './i18n/en.json';
import { checkPhoto, PhotosStore } from './photosStore';
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
export const ProgressPhotos = observer(function ProgressPhotos({ headingLevel = 2 }: ProgressPhotosProps) {
  const format = useLocaleFormat();
  const t = useText<TextId<typeof en>>();
  const store = usePageStore(({ client, session }) => new PhotosStore(client, session));
  const [status, setStatus] = useState('');
  const historyId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { images, history, historyShown, uploading: busy } = store;

  useEffect(() => {
    void store.load();
  }, [store]);

  const warn = (message: string) => modalStore.set({ headline: t('health.photos.fileWarning'), content: message });

  async function onFile(side: ProgressPhotoSide, event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = await checkPhoto(file);
    if (problem) return warn(t(problem === 'wrongType' ? 'health.photos.wrongType' : 'health.photos.tooBig'));
    setStatus('');
    try {
      const result = await store.upload(file, side, format.locale);
      if (!result.ok) return warn(result.message || t('health.photos.uploadFailed'));
      setStatus(result.message || t('health.photos.uploaded'));
    } catch (error) {
      console.error('[progress photo upload]', error);
      warn(t('health.photos.uploadFailed'));
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
      <Button variant="ghost" aria-expanded={historyShown} aria-controls={`${historyId}-history`} onClick={() => void store.toggleHistory()}>
        {t(historyShown ? 'health.photos.hideHistory' : 'health.photos.viewHistory')}
      </Button>
      <div id={`${historyId}-history`} hidden={!historyShown}>
        {historyShown && history && <PhotoCarousel entries={history} />}
      </div>
    </Card>
  );
});
