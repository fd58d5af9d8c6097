import { observer } from 'mobx-react-lite';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { settingsStore } from '@mealplan/shared/session';
import { contactDetails, telHref, useHydrated, whatsAppHref, type ContactDetails } from '@mealplan/shared/ui';
import { useSettings } from './useSettings';
import { Text, type AccountMessageId } from '../i18n';

const HOURS_LABELS: Record<ContactDetails['hours'][number]['kind'], AccountMessageId> = {
  branchHours: 'contact.branchHours',
  kitchenDelivery: 'contact.kitchenDelivery',
};

const NO_DETAILS_YET: ContactDetails = { phones: [], email: '', whatsapp: '', address: '', hours: [] };

/**
 * The team's phones, email and WhatsApp line from the settings. The address and hours are settings written
 * by the team in both languages (content: data-content, each in its own direction), shown in the page's; the labels
 * are interface.
 */
export const ContactList = observer(function ContactList({ showHours = false }: { showHours?: boolean }) {
  useSettings();
  // The prerendered landing page was rendered without the settings: they show once it is hydrated.
  const hydrated = useHydrated();
  const { locale } = useLocaleFormat();
  const details = hydrated ? contactDetails(settingsStore, locale) : NO_DETAILS_YET;
  return (
    <dl className="contact-list">
      {details.address && showHours && (
        <div className="contact-list__row">
          <dt>
            <Text id="contact.address" />
          </dt>
          <dd data-content dir="auto">
            {details.address}
          </dd>
        </div>
      )}
      {details.phones.map((phone, index) => (
        <div className="contact-list__row" key={phone}>
          <dt>
            <Text id={index === 0 ? 'contact.phone' : 'contact.phone2'} />
          </dt>
          <dd>
            <a href={telHref(phone)} dir="ltr">
              {phone}
            </a>
          </dd>
        </div>
      ))}
      {details.whatsapp && (
        <div className="contact-list__row">
          <dt>
            <Text id="contact.whatsApp" />
          </dt>
          <dd>
            <a href={whatsAppHref(details.whatsapp)} dir="ltr">
              {details.whatsapp}
            </a>
          </dd>
        </div>
      )}
      {details.email && (
        <div className="contact-list__row">
          <dt>
            <Text id="contact.email" />
          </dt>
          <dd>
            <a href={`mailto:${details.email}`} dir="ltr">
              {details.email}
            </a>
          </dd>
        </div>
      )}
      {showHours &&
        details.hours.map((line) => (
          <div className="contact-list__row" key={line.kind}>
            <dt>
              <Text id={HOURS_LABELS[line.kind]} />
            </dt>
            <dd data-content dir="auto">
              {line.text}
            </dd>
          </div>
        ))}
    </dl>
  );
});
