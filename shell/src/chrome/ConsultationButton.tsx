import { settingsStore } from '@mealplan/shared/session';
import { modalStore } from '@mealplan/shared/ui';
import { CONSULTATION_URL_SETTING } from './paths';

export const CONSULTATION_TITLE = 'Book A Consultation';
export const CONSULTATION_UNAVAILABLE = 'Booking is not available right now. Please call or email our team.';

/** Opens the scheduling widget (URL from settings) in an iframe inside the generic modal. */
export async function openConsultation(): Promise<void> {
  if (!settingsStore.loaded) await settingsStore.load().catch(() => undefined);
  const url = settingsStore.text(CONSULTATION_URL_SETTING);
  modalStore.set({
    headline: CONSULTATION_TITLE,
    size: 'wide',
    content: url ? <iframe className="chrome-consultation" src={url} title={CONSULTATION_TITLE} /> : <p>{CONSULTATION_UNAVAILABLE}</p>,
  });
}

/** The mobile-only "Book A Consultation" entry of the header. */
export function ConsultationButton({ onOpen }: { onOpen?: () => void }) {
  return (
    <button
      type="button"
      className="chrome-link chrome-link--button chrome-only-narrow"
      onClick={() => {
        onOpen?.();
        void openConsultation();
      }}
    >
      {CONSULTATION_TITLE}
    </button>
  );
}
