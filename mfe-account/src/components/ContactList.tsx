import { observer } from 'mobx-react-lite';
import { contactDetails } from '../services/contactDetails';
import { useSettings } from '../hooks/useSettings';

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The team's phones, email and WhatsApp line from the settings. */
export const ContactList = observer(function ContactList({ showHours = false }: { showHours?: boolean }) {
  useSettings();
  const details = contactDetails();
  return (
    <dl className="contact-list">
      {details.address && showHours && (
        <div className="contact-list__row">
          <dt>Address</dt>
          <dd>{details.address}</dd>
        </div>
      )}
      {details.phones.map((phone, index) => (
        <div className="contact-list__row" key={phone}>
          <dt>{index === 0 ? 'Phone' : 'Phone 2'}</dt>
          <dd><a href={telHref(phone)}>{phone}</a></dd>
        </div>
      ))}
      {details.whatsapp && (
        <div className="contact-list__row">
          <dt>WhatsApp</dt>
          <dd><a href={`https://wa.me/${details.whatsapp.replace(/\D/g, '')}`}>{details.whatsapp}</a></dd>
        </div>
      )}
      {details.email && (
        <div className="contact-list__row">
          <dt>Email</dt>
          <dd><a href={`mailto:${details.email}`}>{details.email}</a></dd>
        </div>
      )}
      {showHours && details.hours.map((line) => (
        <div className="contact-list__row" key={line.label}>
          <dt>{line.label}</dt>
          <dd>{line.text}</dd>
        </div>
      ))}
    </dl>
  );
});
