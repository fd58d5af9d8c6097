// The price grid of step 1 (doc 2 §2.2): plans x diets, each cell the total per day of the chosen meal types and
// the plan's days per week; a cell picks the plan and the diet together. Other lengths (7 to 90 days) from a list.
import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { dayPrice, daysPerWeek, PLAN_DAY_PRESETS } from '@mealplan/shared/domain';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { referenceStore } from '@mealplan/shared/session';
import { SelectField } from '@mealplan/shared/ui';
import { useCatalogueText } from '../../common/i18n';
import type en from './i18n/en.json';

/** "20 Days - No Fri & Sat" / "30 Days - Full Week" in the page's language. */
export function usePlanTitle(): (count: number, excludeWeekDay: readonly number[]) => string {
  const t = useCatalogueText<typeof en>();
  return useCallback(
    (count: number, excludeWeekDay: readonly number[]) => {
      const excluded = [...new Set(excludeWeekDay)].sort((a, b) => a - b);
      if (excluded.length === 0) return t('build.plan.fullWeek', { count });
      const days = excluded.map((day) => t(`build.weekday.${day}` as keyof typeof en)).join(t('build.plan.and'));
      return t('build.plan.without', { count, days });
    },
    [t],
  );
}

export interface PriceGridProps {
  selectedPlan: number | null;
  selectedDiet: number | null;
  mealTypes: readonly number[];
  onPick(planId: number, dietId: number): void;
  onPickOtherPlan(planId: number | null): void;
}

export const PriceGrid = observer(function PriceGrid({ selectedPlan, selectedDiet, mealTypes, onPick, onPickOtherPlan }: PriceGridProps) {
  const t = useCatalogueText<typeof en>();
  const format = useLocaleFormat();
  const planTitle = usePlanTitle();
  const plans = referenceStore.get('planList') ?? [];
  const diets = referenceStore.get('dietList') ?? [];
  const rows = referenceStore.get('priceList') ?? [];
  const presets = plans.filter((plan) => PLAN_DAY_PRESETS.includes(plan.count));
  const others = plans.filter((plan) => !PLAN_DAY_PRESETS.includes(plan.count));
  const chosenOther = others.find((plan) => plan.id === selectedPlan);
  const shown = chosenOther ? [...presets, chosenOther].sort((a, b) => a.count - b.count) : presets;

  return (
    <>
      <div className="price-grid" role="region" aria-label={t('build.grid.title')} tabIndex={0}>
        <table className="price-grid__table">
          <thead>
            <tr>
              <th scope="col" className="price-grid__corner">
                {t('build.grid.planColumn')}
              </th>
              {diets.map((diet) => (
                <th key={diet.id} scope="col">
                  {diet.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((plan) => (
              <tr key={plan.id}>
                <th scope="row" className="price-grid__plan">
                  <span className="price-grid__plan-title">{planTitle(plan.count, plan.excludeWeekDay)}</span>
                  <span className="price-grid__plan-week">{t('build.grid.daysPerWeek', { days: daysPerWeek(plan.excludeWeekDay) })}</span>
                </th>
                {diets.map((diet) => {
                  const perDay = mealTypes.length ? dayPrice(rows, diet.id, plan.id, mealTypes) : null;
                  const chosen = plan.id === selectedPlan && diet.id === selectedDiet;
                  const price = perDay === null ? null : format.aed(perDay);
                  return (
                    <td key={diet.id}>
                      <button
                        type="button"
                        className={['price-grid__cell', chosen ? 'price-grid__cell--chosen' : ''].filter(Boolean).join(' ')}
                        aria-pressed={chosen}
                        disabled={perDay === null}
                        aria-label={
                          price === null
                            ? t('build.grid.cellUnavailable', { diet: diet.name, plan: planTitle(plan.count, plan.excludeWeekDay) })
                            : t('build.grid.cellLabel', { diet: diet.name, plan: planTitle(plan.count, plan.excludeWeekDay), price })
                        }
                        onClick={() => onPick(plan.id, diet.id)}
                      >
                        {price === null ? (
                          <span className="price-grid__na">{t('build.grid.unavailable')}</span>
                        ) : (
                          <>
                            <span className="price-grid__price">{price}</span>
                            <span className="price-grid__per">{t('build.grid.perDay')}</span>
                          </>
                        )}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <SelectField
        className="price-grid__other"
        label={t('build.plan.otherLabel')}
        placeholder={t('build.plan.otherPlaceholder')}
        value={chosenOther ? String(chosenOther.id) : ''}
        options={others.map((plan) => ({ value: String(plan.id), label: planTitle(plan.count, plan.excludeWeekDay) }))}
        onChange={(event) => onPickOtherPlan(Number(event.target.value) || null)}
      />
    </>
  );
});
