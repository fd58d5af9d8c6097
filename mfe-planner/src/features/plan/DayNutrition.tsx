// A day's calories, protein, carbs and fat (beyond the spec).
import { observer } from 'mobx-react-lite';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { fromThousandths } from '@mealplan/shared/units';
import { usePlanText } from './i18n';
import type { PlanStore } from './planStore';

export const DayNutrition = observer(function DayNutrition({ store, day }: { store: PlanStore; day: number }) {
  const t = usePlanText();
  const format = useLocaleFormat();
  const totals = store.dayTotals(day);
  const grams = (value: number) => format.number(fromThousandths(value), 1);
  return (
    <p className="plan-day__nutrition">
      {t('planner.description.nutrition', {
        calories: format.number(fromThousandths(totals.calories)),
        protein: grams(totals.protein),
        carbs: grams(totals.carb),
        fat: grams(totals.fat),
      })}
    </p>
  );
});
