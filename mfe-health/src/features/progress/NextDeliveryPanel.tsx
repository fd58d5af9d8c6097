// The side panel: 'Today`s delivery' or 'Next delivery: date', with the dishes and their nutrition.
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { Card, localTitle } from '@mealplan/shared/ui';
import { fromThousandths } from '@mealplan/shared/units';
import type { ProgressStore } from './progressStore';

export const NextDeliveryPanel = observer(function NextDeliveryPanel({ store }: { store: ProgressStore }) {
  const intl = useIntl();
  const format = useLocaleFormat();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `health.progress.delivery.${id}` }, values);
  const delivery = store.nextDelivery;
  const title = !delivery ? t('title') : delivery.date === store.today ? t('today') : t('next', { date: format.day(delivery.date, 'cccc, d LLLL') });
  return (
    <Card className="progress-delivery" aria-labelledby="progress-delivery-title">
      <h2 id="progress-delivery-title" className="progress-delivery__title">
        {title}
      </h2>
      {!delivery && <p className="progress-muted">{t('none')}</p>}
      {delivery && (
        <ul className="progress-delivery__dishes">
          {delivery.dishes.map((dish) => {
            const name = localTitle(dish, format.locale);
            return (
              <li key={`${dish.mealType_id}-${dish.dish_id}`} className="progress-dish">
                <img className="progress-dish__image" src={dish.image} alt="" width={64} height={64} loading="lazy" />
                <div>
                  <p className="progress-dish__title">{name}</p>
                  <p className="progress-dish__nutrition">
                    {t('nutrition', {
                      calories: format.number(fromThousandths(dish.calories)),
                      protein: format.number(fromThousandths(dish.protein)),
                      carb: format.number(fromThousandths(dish.carb)),
                      fat: format.number(fromThousandths(dish.fat)),
                    })}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
});
