import { Card, LinkButton, Page, PageHeader, useText } from '@mealplan/shared/ui';
import { ContactList } from '../../common/ContactList';
import { type AccountMessageId } from '../../i18n';

export function ContactPage() {
  const t = useText<AccountMessageId>();
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
