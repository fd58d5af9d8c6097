import { lazy, Suspense, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { AVATAR_CROP_SIZE, UPLOAD_ACCEPT } from '@mealplan/shared/domain';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { modalStore } from '@mealplan/shared/modal';
import { userAvatar } from '@mealplan/shared/session';
import { Button, Spinner, useMessageText, useText, type ShownMessage } from '@mealplan/shared/ui';
import type { AvatarStore } from './avatarStore';
import type { UploadsTextId } from './i18n';
import './uploads.css';

/** The cropper's code loads when a photo is chosen, not with the dashboard (issue 38: the page's first load carries less). */
const loadCropper = () => import(/* webpackChunkName: "avatar-cropper" */ 'react-easy-crop');
const Cropper = lazy(loadCropper);

export interface AvatarEditorProps {
  /** The avatar's store (the profile card's, which shows the photo too). */
  store: AvatarStore;
  /** Runs after a new avatar was saved. */
  onSaved?(): void;
}

/** The saved photo (a signed link), `fallback` (the initials) without one, a spinner until it is known. */
export const AvatarPhoto = observer(function AvatarPhoto({ store, fallback }: { store: AvatarStore; fallback: ReactNode }) {
  const t = useText<UploadsTextId>();
  if (!store.loaded) return <Spinner size="sm" />;
  if (!store.avatar) return <>{fallback}</>;
  return <img className="avatar-photo" src={store.avatar} alt={t('uploads.avatar.alt')} width={AVATAR_CROP_SIZE} height={AVATAR_CROP_SIZE} />;
});

/**
 * Changing the avatar (spec 3 §2 "Avatar"): 'Change photo' to select a file, the §5 check (JPEG only, under 250,000
 * bytes; refusals in a 'File Warning' modal), the cropper starting at 210 by 210 px with a zoom slider, then Save or
 * Cancel; the photo itself is AvatarPhoto's. For tests: the file input is labelled 'Change photo', the buttons are
 * 'Save' and 'Cancel'.
 */
export const AvatarEditor = observer(function AvatarEditor({ store, onSaved }: AvatarEditorProps) {
  const t = useText<UploadsTextId>();
  const shown = useMessageText();
  const format = useLocaleFormat();
  const [status, setStatus] = useState('');
  const id = useId();

  const warn = (message: ShownMessage) => modalStore.set({ headline: t('uploads.fileWarning'), content: shown(message) });

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setStatus('');
    void loadCropper().catch(() => undefined);
    const problem = store.select(file);
    if (problem) warn(problem);
  }

  async function save() {
    const result = await store.save(format.locale);
    if (!result.ok) return warn(result.error);
    // The header shows the new photo at once.
    userAvatar.set(store.avatar);
    setStatus(t('uploads.avatar.saved'));
    onSaved?.();
  }

  return (
    <section className="avatar-editor" aria-label={t('uploads.avatar.title')}>
      {!store.cropping && (
        <div className="avatar-editor__choose">
          <label htmlFor={`${id}-file`} className="ui-button ui-button--secondary ui-button--md uploads__picker">
            {t('uploads.avatar.choose')}
          </label>
          <input
            id={`${id}-file`}
            className="uploads__input"
            type="file"
            accept={UPLOAD_ACCEPT.avatar}
            onChange={onFile}
            aria-describedby={`${id}-hint`}
          />
          <p id={`${id}-hint`} className="uploads__hint">
            {t('uploads.avatar.hint')}
          </p>
        </div>
      )}
      {store.loadError && (
        <p className="uploads__error" role="alert">
          {shown(store.loadError)}{' '}
          <Button variant="link" onClick={() => void store.load()}>
            {t('uploads.retry')}
          </Button>
        </p>
      )}
      {store.cropping && store.source && (
        // The crop, its zoom and Save show together once the cropper's code is here.
        <Suspense fallback={<Spinner />}>
          <div className="avatar-editor__crop">
            <div className="avatar-editor__cropper" role="group" aria-label={t('uploads.avatar.cropLabel')}>
              <Cropper
                image={store.source}
                crop={store.crop}
                zoom={store.zoom}
                aspect={1}
                cropSize={{ width: AVATAR_CROP_SIZE, height: AVATAR_CROP_SIZE }}
                onCropChange={store.setCrop}
                onZoomChange={store.setZoom}
                onCropComplete={(_area, pixels) => store.setArea(pixels)}
              />
            </div>
            <label className="avatar-editor__zoom" htmlFor={`${id}-zoom`}>
              {t('uploads.avatar.zoom')}
              <input
                id={`${id}-zoom`}
                type="range"
                min={1}
                max={3}
                step={0.05}
                value={store.zoom}
                onChange={(event) => store.setZoom(Number(event.currentTarget.value))}
              />
            </label>
            <div className="avatar-editor__actions">
              <Button onClick={() => void save()} loading={store.saving}>
                {t('uploads.avatar.save')}
              </Button>
              <Button variant="secondary" onClick={store.cancel} disabled={store.saving}>
                {t('uploads.avatar.cancel')}
              </Button>
            </div>
          </div>
        </Suspense>
      )}
      <p className="uploads__status" role="status">
        {status}
      </p>
    </section>
  );
});
