import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from '@mealplan/shared/router';
import { useIntl } from 'react-intl';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { FILS_PER_AED, filsToAed } from '@mealplan/shared/units';
import { Button, Card, DishCard, LinkButton, modalStore, useText } from '@mealplan/shared/ui';
import { useCatalogText } from '../../common/catalogText';
import { ContactList } from '../../common/ContactList';
import { Icon } from '../../common/Icon';
import { AccountIntl, Text, type AccountMessageId } from '../../i18n';
import { HomeActions } from './HomeActions';
import { PlanRequestDialog } from './PlanRequestDialog';
import { planHighlights, type PlanHighlight } from './planHighlights';
import { useLandingCatalog } from './useCatalog';

const STEPS = ['diet', 'days', 'dishes', 'delivery'] as const;
const FEATURED_DISHES = 4;
const PROMISES: AccountMessageId[] = [
  'landing.promise.nutritionists',
  'landing.promise.macros',
  'landing.promise.flexible',
  'landing.promise.delivery',
];

/** A weekday's short name in the page's language (0 = Sunday; 4 January 1970 was a Sunday). */
function weekdayName(locale: string, weekday: number): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(1970, 0, 4 + weekday));
}

/** The plan's title: the catalog's own in English, built from its days and weekly pattern in Arabic. */
function usePlanTitle(): (plan: PlanHighlight) => string {
  const intl = useIntl();
  const t = useText<AccountMessageId>();
  const { locale } = useLocaleFormat();
  return (plan) => {
    if (locale === 'en') return plan.title;
    const excluded = [...new Set(plan.excludeWeekDay)].sort((a, b) => a - b).map((day) => weekdayName(intl.locale, day));
    const pattern = excluded.length ? t('landing.plan.without', { days: excluded.join(t('landing.plan.dayJoiner')) }) : t('landing.plan.fullWeek');
    return t('landing.plan.title', { count: plan.days, pattern });
  };
}

/** Home (/) for visitors who are not signed in (the route is signedOut; a signed-in customer gets the dashboard): what MealPlan is and how to start. */
export const GuestLanding = observer(function GuestLanding() {
  const { diets, plans, prices, dishes } = useLandingCatalog();
  const format = useLocaleFormat();
  const t = useText<AccountMessageId>();
  const catalog = useCatalogText();
  const planTitle = usePlanTitle();
  const highlights = planHighlights(plans, prices, diets);
  const featured = dishes.filter((dish) => dish.preview || dish.image).slice(0, FEATURED_DISHES);
  const openRequest = () =>
    modalStore.set({
      headline: t('actions.build'),
      content: (
        <AccountIntl>
          <PlanRequestDialog />
        </AccountIntl>
      ),
    });
  const amount = (fils: number) => {
    const decimals = fils % FILS_PER_AED === 0 ? 0 : 2;
    return format.number(filsToAed(fils), decimals);
  };

  return (
    <main className="landing">
      <section className="landing__hero">
        <div className="landing__hero-text">
          <p className="landing__eyebrow">{t('landing.eyebrow')}</p>
          <h1 className="landing__title">{t('landing.title')}</h1>
          <p className="landing__lead">{t('landing.lead')}</p>
          <div className="landing__cta">
            <Button size="lg" onClick={openRequest}>
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

      <section className="landing__section" aria-labelledby="start-title">
        <h2 id="start-title">{t('landing.start')}</h2>
        <HomeActions />
      </section>

      <section className="landing__section" aria-labelledby="how-title">
        <h2 id="how-title">{t('landing.how')}</h2>
        <ol className="landing__steps">
          {STEPS.map((step, index) => (
            <li key={step} className="landing__step">
              <span className="landing__step-number">{format.number(index + 1)}</span>
              <h3>{t(`landing.step.${step}.title`)}</h3>
              <p>{t(`landing.step.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      {diets.length > 0 && (
        <section className="landing__section" aria-labelledby="diets-title">
          <h2 id="diets-title">{t('landing.diets')}</h2>
          <ul className="landing__diets">
            {diets.map((diet) => (
              <li key={diet.id} className="landing__diet">
                {catalog.dietName(diet)}
              </li>
            ))}
          </ul>
        </section>
      )}

      {featured.length > 0 && (
        <section className="landing__section" aria-labelledby="menu-title">
          <h2 id="menu-title">{t('landing.menu')}</h2>
          <div className="landing__dishes">
            {featured.map((dish) => (
              <DishCard key={dish.id} dish={{ ...dish, title: catalog.dishTitle(dish.id, dish.title) }} />
            ))}
          </div>
        </section>
      )}

      {highlights.length > 0 && (
        <section className="landing__section" aria-labelledby="plans-title">
          <h2 id="plans-title">{t('landing.plans')}</h2>
          <ul className="landing__plans">
            {highlights.map((plan) => (
              <li key={plan.id} className="landing__plan">
                <h3>{planTitle(plan)}</h3>
                <p className="landing__plan-days">{t('landing.plan.days', { days: plan.days })}</p>
                <p className="landing__plan-price">
                  <Text
                    id="landing.plan.price"
                    values={{ amount: amount(plan.fromFilsPerDay), strong: (chunks: ReactNode[]) => <strong>{chunks}</strong> }}
                  />
                </p>
                <Button variant="secondary" block onClick={openRequest}>
                  {t('landing.plan.choose')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="landing__section landing__contact" aria-labelledby="contact-title">
        <h2 id="contact-title">{t('landing.talk')}</h2>
        <Card className="landing__contact-card">
          <ContactList showHours />
        </Card>
      </section>
    </main>
  );
});
