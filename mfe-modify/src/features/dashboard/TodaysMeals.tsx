// Today's meals (spec 3 §2 Dashboard, §9): image, meal type, the title cut at 55 characters, kcal, PRO, CHO and F,
// 'More Details', and sharing a picture of the meals on twitter, facebook or instagram.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { localDishImage, localName, useLocaleFormat } from '@mealplan/shared/i18n';
import { fromThousandths } from '@mealplan/shared/units';
import { Button, Card, DishCard, localTitle, modalStore, useText } from '@mealplan/shared/ui';
import { shortTitle, type TodaysMeal } from './dashboard';
import { DashboardIntl } from './DashboardIntl';
import type { DashboardTextId } from './i18n';
import { mealsImage, shareMeals, type ShareNetwork } from './mealsImage';

const NETWORKS: readonly ShareNetwork[] = ['twitter', 'facebook', 'instagram'];

function MealDetails({ meal }: { meal: TodaysMeal }) {
  const { locale } = useLocaleFormat();
  return (
    <div className="dash-meal-details">
      <DishCard dish={{ ...meal.dish, title: localTitle(meal.dish, locale), image: localDishImage(meal.dish.image, locale) }} />
    </div>
  );
}

export const TodaysMeals = observer(function TodaysMeals({ meals }: { meals: readonly TodaysMeal[] }) {
  const t = useText<DashboardTextId>();
  const format = useLocaleFormat();
  const [shareError, setShareError] = useState(false);
  const grams = (value: number) => format.number(fromThousandths(value), 1);
  const kcal = (value: number) => t('dashboard.meals.kcal', { value: format.number(fromThousandths(value)) });

  const share = async (network: ShareNetwork) => {
    setShareError(false);
    const lines = meals.map((meal) => ({
      mealType: localName(meal.mealType, format.locale),
      title: shortTitle(localTitle(meal.dish, format.locale)),
      kcal: kcal(meal.dish.calories),
    }));
    const text = t('dashboard.meals.shareText', { meals: lines.map((line) => line.title).join(', ') });
    try {
      const image = await mealsImage(t('dashboard.meals.title'), lines, format.locale === 'ar');
      await shareMeals(network, image, text, window.location.origin);
    } catch (error) {
      // The customer closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setShareError(true);
    }
  };

  return (
    <Card className="dash-card dash-meals" aria-labelledby="dash-meals-title">
      <div className="dash-card__head">
        <h2 id="dash-meals-title" className="dash-card__title">
          {t('dashboard.meals.title')}
        </h2>
        {meals.length > 0 && (
          <div className="dash-share" role="group" aria-label={t('dashboard.meals.share')}>
            {NETWORKS.map((network) => (
              <button key={network} type="button" className={`dash-share__button dash-share__button--${network}`} onClick={() => void share(network)}>
                <span className="dash-visually-hidden">{t(`dashboard.meals.${network}`)}</span>
                <ShareIcon network={network} />
              </button>
            ))}
          </div>
        )}
      </div>
      {shareError && (
        <p className="dash-error" role="alert">
          {t('dashboard.meals.shareFailed')}
        </p>
      )}
      {meals.length === 0 ? (
        <p className="dash-muted">{t('dashboard.meals.none')}</p>
      ) : (
        <ul className="dash-meals__list">
          {meals.map((meal) => {
            const title = localTitle(meal.dish, format.locale);
            return (
              <li key={`${meal.mealType.id}-${meal.dish.dish_id}`} className="dash-meal">
                <img className="dash-meal__image" src={localDishImage(meal.dish.image, format.locale)} alt="" loading="lazy" />
                <div className="dash-meal__body">
                  <p className="dash-meal__type">{localName(meal.mealType, format.locale)}</p>
                  <h3 className="dash-meal__title" title={title}>
                    {shortTitle(title)}
                  </h3>
                  <p className="dash-meal__macros">
                    <span>{kcal(meal.dish.calories)}</span>
                    <span>{t('dashboard.meals.pro', { value: grams(meal.dish.protein) })}</span>
                    <span>{t('dashboard.meals.cho', { value: grams(meal.dish.carb) })}</span>
                    <span>{t('dashboard.meals.fat', { value: grams(meal.dish.fat) })}</span>
                  </p>
                </div>
                <Button
                  variant="secondary"
                  aria-label={`${t('dashboard.meals.more')}: ${title}`}
                  onClick={() =>
                    modalStore.set({
                      headline: localName(meal.mealType, format.locale),
                      content: (
                        <DashboardIntl>
                          <MealDetails meal={meal} />
                        </DashboardIntl>
                      ),
                    })
                  }
                >
                  {t('dashboard.meals.more')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
});

function ShareIcon({ network }: { network: ShareNetwork }) {
  const paths: Record<ShareNetwork, string> = {
    twitter: 'M18.2 3h3.3l-7.2 8.2L22.8 21h-6.6l-5.2-6.8L5 21H1.7l7.7-8.8L1.3 3H8l4.7 6.2L18.2 3Zm-1.2 16h1.8L7.1 4.9H5.1L17 19Z',
    facebook: 'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1Z',
    instagram:
      'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM12 4.6c2.4 0 2.7 0 3.6.1 2.4.1 3.6 1.3 3.7 3.7v7.2c-.1 2.4-1.3 3.6-3.7 3.7H8.4c-2.4-.1-3.6-1.3-3.7-3.7V8.4c.1-2.4 1.3-3.6 3.7-3.7h3.6ZM12 3H8.3C5 3.2 3.2 5 3 8.3v7.4C3.2 19 5 20.8 8.3 21h7.4c3.3-.2 5.1-2 5.3-5.3V8.3C20.8 5 19 3.2 15.7 3H12Z',
  };
  return (
    <svg className="dash-icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d={paths[network]} fill="currentColor" />
    </svg>
  );
}
