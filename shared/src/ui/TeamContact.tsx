import { useEffect, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { contactDetails, telHref, whatsAppHref, type ContactSettings } from './teamContact';
import { useKitIntl } from './useKitIntl';
import './teamContact.css';

export interface TeamContactProps {
  /** The site settings holding the contact details (the session's settingsStore). */
  settings: ContactSettings;
  className?: string;
}

/**
 * 'Questions? Talk to our team': the WhatsApp line, the phone numbers and the team email, each a link (doc 2 §1
 * "Staff are contacted through a WhatsApp line shown on the edit page", doc 3 §1). Shown in the checkout's steps and
 * on /modify; nothing while the settings hold no contact.
 */
export const TeamContact = observer(function TeamContact({ settings, className }: TeamContactProps) {
  const intl = useKitIntl();
  const titleId = useId();
  useEffect(() => {
    if (!settings.loaded) settings.load().catch(() => undefined);
  }, [settings]);
  const { whatsapp, phones, email } = contactDetails(settings);
  if (!whatsapp && phones.length === 0 && !email) return null;
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <section className={['ui-team-contact', className].filter(Boolean).join(' ')} aria-labelledby={titleId} data-testid="team-contact">
      <h2 id={titleId} className="ui-team-contact__title">
        {text('kit.contact.title')}
      </h2>
      <p className="ui-team-contact__text">{text('kit.contact.text')}</p>
      <ul className="ui-team-contact__list">
        {whatsapp && (
          <li>
            <a
              className="ui-team-contact__link ui-team-contact__link--whatsapp"
              href={whatsAppHref(whatsapp)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {text('kit.contact.whatsApp')} <bdi dir="ltr">{whatsapp}</bdi>
            </a>
          </li>
        )}
        {phones.map((phone) => (
          <li key={phone}>
            <a className="ui-team-contact__link" href={telHref(phone)}>
              {text('kit.contact.call')} <bdi dir="ltr">{phone}</bdi>
            </a>
          </li>
        ))}
        {email && (
          <li>
            <a className="ui-team-contact__link" href={`mailto:${email}`}>
              {text('kit.contact.email')} <bdi dir="ltr">{email}</bdi>
            </a>
          </li>
        )}
      </ul>
    </section>
  );
});
