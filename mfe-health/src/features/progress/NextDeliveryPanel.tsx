// The side panel: 'Today`s delivery' or 'Next delivery: date', with the dishes and their nutrition.
import { observer } from 'mobx-react-lite';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { Card, localTitle, useText, type TextId } from '@mealplan/shared/ui';
import { fromThousandths } from '@mealplan/shared/units';
import type { ProgressStore } from './progressStore';
import type en from './i18n/en.json';

export const NextDeliveryPanel = observer(function NextDeliveryPanel({ store }: { store: ProgressStore }) {
  const t = useText<TextId<typeof en>>();
  const format = useLocaleFormat();
  const delivery = store.nextDelivery;
  const title = !delivery
    ? t('health.progress.delivery.title')
    : delivery.date === store.today
      ? t('health.progress.delivery.today')
      : t('health.progress.delivery.next', { date: format.day(delivery.date, 'cccc, d LLLL') });
  return (
    <Card className="progress-delivery" aria-labelledby="progress-delivery-title">
      <h2 id="progress-delivery-title" className="progress-delivery__title">
        {title}
      </h2>
      {!delivery && <p className="progress-muted">{t('health.progress.delivery.none')}</p>}
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
                    {t('health.progress.delivery.nutrition', {
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
