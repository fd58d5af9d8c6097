import { Card, LinkButton, Page, PageHeader } from '@mealplan/shared/ui';
import { ContactList } from '../components/ContactList';
import { useText } from '../i18n';

export function ContactPage() {
  const t = useText();
  return (
    <Page>
      <PageHeader
        title={t('contact.title')}
        subtitle={t('contact.subtitle')}
        actions={
          <LinkButton to="/" variant="secondary">
            {t('contact.back')}
          </LinkButton>
        }
      />
      <Card className="contact-card">
        <ContactList showHours />
      </Card>
    </Page>
  );
}
