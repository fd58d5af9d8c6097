import { settingsStore } from '@mealplan/shared/session';
import { modalStore } from '@mealplan/shared/ui';
import { CONSULTATION_URL_SETTING } from './paths';
import { useIntl, type IntlShape } from 'react-intl';

/** Opens the scheduling widget (URL from settings) in an iframe inside the generic modal; texts in the page's language. */
async function openConsultation(intl: IntlShape): Promise<void> {
  if (!settingsStore.loaded) await settingsStore.load().catch(() => undefined);
  const url = settingsStore.text(CONSULTATION_URL_SETTING);
  const title = intl.formatMessage({ id: 'shell.consultation.title' });
  modalStore.set({
    headline: title,
    size: 'wide',
    content: url ? (
      <iframe className="chrome-consultation" src={url} title={title} />
    ) : (
      <p>{intl.formatMessage({ id: 'shell.consultation.unavailable' })}</p>
    ),
  });
}

/** The mobile-only "Book A Consultation" entry of the header. */
export function ConsultationButton({ onOpen }: { onOpen?: () => void }) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className="chrome-link chrome-link--button chrome-only-narrow"
      onClick={() => {
        onOpen?.();
        void openConsultation(intl);
      }}
    >
      {intl.formatMessage({ id: 'shell.consultation.title' })}
    </button>
  );
}
