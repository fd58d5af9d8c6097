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
 * 'Remove <file name>'. Each document's name is a link to the customer's own copy (GET /api/user/files/<hash>, which
 * needs the session token, so the page fetches it and the browser saves it under the document's name).
 */
export const MedicalDocuments = observer(function MedicalDocuments() {
  const t = useText<UploadsTextId>();
  const shown = useMessageText();
  const format = useLocaleFormat();
  const store = usePageStore(({ client, session }) => new DocumentsStore(client, session));
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

  /** The document's link: fetched with the session token, then handed to the browser as a download under its own name. */
  async function open(event: MouseEvent<HTMLAnchorElement>, file: MedicalDocument) {
    event.preventDefault();
    setStatus('');
    const result = await store.fetchFile(file.hash);
    if (!result.ok) return modalStore.set({ headline: t('uploads.documents.title'), content: shown(result.error) });
    const url = URL.createObjectURL(result.blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = file.name;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    // The browser has taken the bytes once the click's task ends; the object URL is let go after it.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  async function remove(hash: string, name: string) {
    setStatus('');
    const error = await store.remove(hash);
    if (error) return modalStore.set({ headline: t('uploads.documents.title'), content: shown(error) });
    setStatus(t('uploads.documents.removed', { name }));
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
                href={DocumentsStore.fileUrl(file.hash)}
                download={file.name}
                aria-busy={store.opening === file.hash}
                onClick={(event) => void open(event, file)}
              >
                {file.name}
              </a>
              <span className="medical-documents__size">
                {t('uploads.documents.size', { size: format.number(Math.max(1, Math.round(file.size / 1000))) })}
              </span>
              <Button
                variant="ghost"
                aria-label={t('uploads.documents.removeNamed', { name: file.name })}
                loading={store.removing === file.hash}
                disabled={store.removing !== null}
                onClick={() => void remove(file.hash, file.name)}
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
