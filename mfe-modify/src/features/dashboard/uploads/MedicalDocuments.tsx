import { useEffect, useId, useState, type ChangeEvent, type MouseEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { UPLOAD_ACCEPT } from '@mealplan/shared/domain';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { modalStore } from '@mealplan/shared/modal';
import { usePageStore } from '@mealplan/shared/stores';
import { Button, Spinner, useMessageText, useText, type ShownMessage } from '@mealplan/shared/ui';
import { DocumentsStore, type MedicalDocument } from './documentsStore';
import type { UploadsTextId } from './i18n';
import './uploads.css';

/**
 * The medical documents (spec 3 §2 "Other dialogs"): the privacy note, the list with 'Remove' per file, and 'Upload a
 * document' (pdf, docx, doc or jpeg under 250,000 bytes; refusals in a 'File Warning' modal, success 'File Uploaded'
 * under 'Medical Documents'). For tests: the file input is labelled 'Upload a document'; each remove button is named
 * 'Remove <file name>' and asks 'Are you sure?' (Yes / No) before the document goes. Each document's name is its
 * short-lived signed link, opened in a new tab (signed again first when the page outlived it).
 */
export const MedicalDocuments = observer(function MedicalDocuments() {
  const t = useText<UploadsTextId>();
  const shown = useMessageText();
  const format = useLocaleFormat();
  const store = usePageStore(({ client, session, now }) => new DocumentsStore(client, session, undefined, now));
  const [status, setStatus] = useState('');
  const id = useId();

  useEffect(() => {
    void store.load();
  }, [store]);

  const warn = (message: ShownMessage) => modalStore.set({ headline: t('uploads.fileWarning'), content: shown(message) });

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setStatus('');
    const problem = store.check(file);
    if (problem) return warn(problem);
    const result = await store.upload(file, format.locale);
    if (!result.ok) return warn(result.error);
    modalStore.set({ headline: t('uploads.documents.title'), content: result.message || t('uploads.documents.uploaded') });
  }

  /** A link the page outlived is signed again first (the click's activation still lets the new tab open). */
  async function open(event: MouseEvent<HTMLAnchorElement>, file: MedicalDocument) {
    setStatus('');
    if (store.linkFresh(file)) return;
    event.preventDefault();
    const result = await store.openLink(file.hash);
    if (!result.ok) return modalStore.set({ headline: t('uploads.documents.title'), content: shown(result.error) });
    window.open(result.link, '_blank', 'noopener');
  }

  /** 'Are you sure?' with Yes and No (the spec's confirmation), then the removal. */
  function askRemove(file: MedicalDocument) {
    setStatus('');
    store.askRemove(file.hash);
    const confirm = async () => {
      // The removal takes the confirmed document before the modal's close (which keeps it) runs.
      const removal = store.confirmRemove();
      modalStore.clear();
      const error = await removal;
      if (error) return modalStore.set({ headline: t('uploads.documents.title'), content: shown(error) });
      setStatus(t('uploads.documents.removed', { name: file.name }));
    };
    modalStore.set({
      headline: t('uploads.documents.confirmTitle'),
      content: t('uploads.documents.confirmRemove', { name: file.name }),
      actions: [
        { label: t('uploads.documents.confirmYes'), onClick: () => void confirm() },
        { label: t('uploads.documents.confirmNo'), onClick: () => modalStore.clear(), variant: 'secondary' },
      ],
      onClose: store.keep,
    });
  }

  return (
    <section className="medical-documents" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="uploads__title">
        {t('uploads.documents.title')}
      </h3>
      <p className="medical-documents__privacy">{t('uploads.documents.privacy')}</p>
      {!store.loaded ? (
        <Spinner size="sm" />
      ) : store.loadError ? (
        <p className="uploads__error" role="alert">
          {shown(store.loadError)}{' '}
          <Button variant="link" onClick={() => void store.load()}>
            {t('uploads.retry')}
          </Button>
        </p>
      ) : store.files.length === 0 ? (
        <p className="uploads__hint">{t('uploads.documents.empty')}</p>
      ) : (
        <ul className="medical-documents__list" aria-labelledby={`${id}-title`}>
          {store.files.map((file) => (
            <li key={file.hash} className="medical-documents__item">
              <a
                className="medical-documents__name"
                href={file.link}
                target="_blank"
                rel="noopener"
                aria-busy={store.opening === file.hash}
                onClick={(event) => void open(event, file)}
              >
                {file.name} <span className="medical-documents__new-tab">{t('uploads.documents.newTab')}</span>
              </a>
              <span className="medical-documents__size">
                {t('uploads.documents.size', { size: format.number(Math.max(1, Math.round(file.size / 1000))) })}
              </span>
              <Button
                variant="ghost"
                aria-label={t('uploads.documents.removeNamed', { name: file.name })}
                loading={store.removing === file.hash}
                disabled={store.removing !== null}
                onClick={() => askRemove(file)}
              >
                {t('uploads.documents.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="medical-documents__upload">
        <label htmlFor={`${id}-file`} className="ui-button ui-button--primary ui-button--md uploads__picker" aria-disabled={store.uploading}>
          {store.uploading ? t('uploads.documents.uploading') : t('uploads.documents.choose')}
        </label>
        <input
          id={`${id}-file`}
          className="uploads__input"
          type="file"
          accept={UPLOAD_ACCEPT.document}
          disabled={store.uploading}
          onChange={(event) => void onFile(event)}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="uploads__hint">
          {t('uploads.documents.hint')}
        </p>
      </div>
      <p className="uploads__status" role="status">
        {status}
      </p>
    </section>
  );
});
