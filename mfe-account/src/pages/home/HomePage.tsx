import { observer } from 'mobx-react-lite';
import { sessionStore } from '@mealplan/shared/session';
import { Card, LinkButton, Page, PageHeader } from '@mealplan/shared/ui';
import { GuestLanding } from './GuestLanding';
import { HomeActions } from './HomeActions';

/** Home (/): the landing page for guests, the four actions for signed-in customers. */
export const HomePage = observer(function HomePage() {
  if (!sessionStore.isSignedIn) return <GuestLanding />;
  const greeting = sessionStore.firstName ? `Welcome, ${sessionStore.firstName}` : 'Welcome';
  return (
    <Page>
      <PageHeader title={greeting} subtitle="What would you like to do today?" />
      <HomeActions />
      <div className="home-more">
        <Card>
          <h2 className="home-more__title">How are we doing?</h2>
          <p>Rate the dishes you received and tell us about our food, service and delivery.</p>
          <LinkButton to="/feedback" variant="secondary">Leave feedback</LinkButton>
        </Card>
        <Card>
          <h2 className="home-more__title">Visit or call us</h2>
          <p>Our branch address, phone numbers and opening hours.</p>
          <LinkButton to="/contact" variant="secondary">Contact details</LinkButton>
        </Card>
      </div>
    </Page>
  );
});
