import { observer } from 'mobx-react-lite';
import { sessionStore } from '@mealplan/shared/session';
import { Card, LinkButton, Page, PageHeader, useText } from '@mealplan/shared/ui';
import { GuestLanding } from './GuestLanding';
import { type AccountMessageId } from '../../i18n';
import { HomeActions } from './HomeActions';

/** Home (/): the landing page for guests, the four actions for signed-in customers. */
export const HomePage = observer(function HomePage() {
  const t = useText<AccountMessageId>();
  if (!sessionStore.isSignedIn) return <GuestLanding />;
  const greeting = sessionStore.firstName ? t('home.welcomeName', { name: sessionStore.firstName }) : t('home.welcome');
  return (
    <Page>
      <PageHeader title={greeting} subtitle={t('home.subtitle')} />
      <HomeActions />
      <div className="home-more">
        <Card>
          <h2 className="home-more__title">{t('home.feedback.title')}</h2>
          <p>{t('home.feedback.text')}</p>
          <LinkButton to="/feedback" variant="secondary">
            {t('home.feedback.link')}
          </LinkButton>
        </Card>
        <Card>
          <h2 className="home-more__title">{t('home.visit.title')}</h2>
          <p>{t('home.visit.text')}</p>
          <LinkButton to="/contact" variant="secondary">
            {t('home.visit.link')}
          </LinkButton>
        </Card>
      </div>
    </Page>
  );
});
