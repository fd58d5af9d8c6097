import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from '@mealplan/shared/router';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { Button, Card, LinkButton, untilScript, useHydrated, useText } from '@mealplan/shared/ui';
import { ContactList } from '../../common/ContactList';
import { Icon } from '../../common/Icon';
import { Text, type AccountMessageId } from '../../i18n';
import { HomeActions } from './HomeActions';
import { LandingDiets, LandingDishes, LandingPlans } from './LandingCatalog';
import { LandingSection } from './LandingSection';
import { useOpenPlanRequest } from './PlanRequestDialog';
import { useLandingLists } from './useCatalog';

const STEPS = ['diet', 'days', 'dishes', 'delivery'] as const;
const PROMISES: AccountMessageId[] = [
  'landing.promise.nutritionists',
  'landing.promise.macros',
  'landing.promise.flexible',
  'landing.promise.delivery',
];

/** Home (/) for visitors who are not signed in (the route is signedOut; a signed-in customer gets the dashboard): what MealPlan is and how to start. */
export const GuestLanding = observer(function GuestLanding() {
  useLandingLists();
  const format = useLocaleFormat();
  const t = useText<AccountMessageId>();
  const openRequest = useOpenPlanRequest();
  // The landing arrives prerendered: a button that opens a dialog waits for the script (its loader keeps a tap on it
  // until the page is hydrated; links work as HTML).
  const hydrated = useHydrated();

  return (
    <main className="landing">
      <section className="landing__hero">
        <div className="landing__hero-text">
          <p className="landing__eyebrow">{t('landing.eyebrow')}</p>
          <h1 className="landing__title">{t('landing.title')}</h1>
          <p className="landing__lead">{t('landing.lead')}</p>
          <div className="landing__cta">
            <Button size="lg" onClick={openRequest} {...untilScript(hydrated)}>
              {t('actions.build')}
            </Button>
            <LinkButton to="/sign-in" size="lg" variant="secondary">
              {t('landing.signIn')}
            </LinkButton>
          </div>
          <p className="landing__signup">
            <Text id="landing.signUp" values={{ link: (chunks: ReactNode[]) => <Link to="/sign-up">{chunks}</Link> }} />
          </p>
        </div>
        <ul className="landing__promises">
          {PROMISES.map((promise) => (
            <li key={promise}>
              <span className="landing__promise-icon">
                <Icon name="check" size={20} />
              </span>
              {t(promise)}
            </li>
          ))}
        </ul>
      </section>

      <LandingSection name="start" title={t('landing.start')}>
        <HomeActions />
      </LandingSection>

      <LandingSection name="how" title={t('landing.how')}>
        <ol className="landing__steps">
          {STEPS.map((step, index) => (
            <li key={step} className="landing__step">
              <span className="landing__step-number">{format.number(index + 1)}</span>
              <h3>{t(`landing.step.${step}.title`)}</h3>
              <p>{t(`landing.step.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </LandingSection>

      <LandingDiets />
      <LandingDishes />
      <LandingPlans />

      <LandingSection name="contact" title={t('landing.talk')} className="landing__contact">
        <Card className="landing__contact-card">
          <ContactList showHours />
        </Card>
      </LandingSection>
    </main>
  );
});
