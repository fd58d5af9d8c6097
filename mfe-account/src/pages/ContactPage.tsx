import { Card, LinkButton, Page, PageHeader } from '@mealplan/shared/ui';
import { ContactList } from '../components/ContactList';

export function ContactPage() {
  return (
    <Page>
      <PageHeader
        title="Contact us"
        subtitle="We deliver fresh meals every day across the city."
        actions={<LinkButton to="/" variant="secondary">Back to home</LinkButton>}
      />
      <Card className="contact-card">
        <ContactList showHours />
      </Card>
    </Page>
  );
}
