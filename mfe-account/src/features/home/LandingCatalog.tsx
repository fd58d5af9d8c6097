// The landing's sections drawn from the reference lists (diets, featured dishes, plans with their prices). Each is
// its own observer: a list that arrives after the page is on screen draws its section only, not the whole landing
// again (issue 23: less start-up work on a phone).
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { ServerDishReviews } from '@mealplan/shared/stores';
import { FILS_PER_AED, filsToAed } from '@mealplan/shared/units';
import { Button, DishCard, usePlanTitle, useText } from '@mealplan/shared/ui';
import { useCatalogText } from '../../common/catalogText';
import { Text, type AccountMessageId } from '../../i18n';
import { LandingSection } from './LandingSection';
import { useOpenPlanRequest } from './PlanRequestDialog';
import { planHighlights, type PlanHighlight } from './planHighlights';
import { useLandingList } from './useCatalog';

const FEATURED_DISHES = 4;

export const LandingDiets = observer(function LandingDiets() {
  const diets = useLandingList('dietList');
  const t = useText<AccountMessageId>();
  const catalog = useCatalogText();
  if (diets.length === 0) return null;
  return (
    <LandingSection name="diets" title={t('landing.diets')}>
      <ul className="landing__diets">
        {diets.map((diet) => (
          <li key={diet.id} className="landing__diet">
            {catalog.dietName(diet)}
          </li>
        ))}
      </ul>
    </LandingSection>
  );
});

export const LandingDishes = observer(function LandingDishes() {
  const dishes = useLandingList('products');
  const t = useText<AccountMessageId>();
  const catalog = useCatalogText();
  const featured = dishes.filter((dish) => dish.preview || dish.image).slice(0, FEATURED_DISHES);
  if (featured.length === 0) return null;
  return (
    <LandingSection name="menu" title={t('landing.menu')}>
      <ServerDishReviews>
        <div className="landing__dishes">
          {featured.map((dish) => (
            <DishCard key={dish.id} dish={{ ...dish, title: catalog.dishTitle(dish.id, dish.title) }} />
          ))}
        </div>
      </ServerDishReviews>
    </LandingSection>
  );
});

export const LandingPlans = observer(function LandingPlans() {
  const highlights = planHighlights(useLandingList('planList'), useLandingList('priceList'), useLandingList('dietList'));
  const format = useLocaleFormat();
  const t = useText<AccountMessageId>();
  const planTitle = useLandingPlanTitle();
  const openRequest = useOpenPlanRequest();
  if (highlights.length === 0) return null;
  const amount = (fils: number) => format.number(filsToAed(fils), fils % FILS_PER_AED === 0 ? 0 : 2);
  return (
    <LandingSection name="plans" title={t('landing.plans')}>
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
    </LandingSection>
  );
});

/** The plan's title: the catalog's own in English, the kit's plan title (its days and weekly pattern) in Arabic. */
function useLandingPlanTitle(): (plan: PlanHighlight) => string {
  const kitTitle = usePlanTitle();
  const { locale } = useLocaleFormat();
  return (plan) => (locale === 'en' ? plan.title : kitTitle(plan.days, plan.excludeWeekDay));
}
