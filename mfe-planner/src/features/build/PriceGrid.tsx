// The price grid of step 1 (doc 2 §2.2): plans x diets, each cell the total per day of the chosen meal types and
// the plan's days per week; a cell picks the plan and the diet together. Other lengths (7 to 90 days) from a list.
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { dayPrice, daysPerWeek, PLAN_DAY_PRESETS } from '@mealplan/shared/domain';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { referenceStore } from '@mealplan/shared/session';
import type { Diet, Plan } from '@mealplan/shared/protocol';
import { SelectField, useText, type TextId } from '@mealplan/shared/ui';
import { useLocalName, usePlanTitle } from '../../common/catalogueNames';
import type en from './i18n/en.json';

export interface PriceGridProps {
  selectedPlan: number | null;
  selectedDiet: number | null;
  mealTypes: readonly number[];
  onPick(planId: number, dietId: number): void;
  onPickOtherPlan(planId: number | null): void;
}

interface CellProps {
  plan: Plan;
  diet: Diet;
  chosen: boolean;
  /** The total per day, formatted; null when the plan is not offered with these meals. */
  price: string | null;
  onPick(planId: number, dietId: number): void;
  className: string;
  children: ReactNode;
}

/** One choice of plan and diet: a real button named with both (and the price), pressed when chosen. */
function PriceCell({ plan, diet, chosen, price, onPick, className, children }: CellProps) {
  const t = useText<TextId<typeof en>>();
  const planTitle = usePlanTitle();
  const name = useLocalName();
  const names = { diet: name(diet), plan: planTitle(plan.count, plan.excludeWeekDay) };
  return (
    <button
      type="button"
      className={[className, chosen ? `${className}--chosen` : ''].filter(Boolean).join(' ')}
      aria-pressed={chosen}
      disabled={price === null}
      aria-label={price === null ? t('build.grid.cellUnavailable', names) : t('build.grid.cellLabel', { ...names, price })}
      onClick={() => onPick(plan.id, diet.id)}
    >
      {children}
    </button>
  );
}

/**
 * Plans x diets. From 1366 px a table (plans as rows, diets as columns); at phone width one diet at a time (a diet
 * switcher above) with its plans as full-width rows. Both are in the page; CSS shows the one that fits.
 */
export const PriceGrid = observer(function PriceGrid({ selectedPlan, selectedDiet, mealTypes, onPick, onPickOtherPlan }: PriceGridProps) {
  const t = useText<TextId<typeof en>>();
  const format = useLocaleFormat();
  const planTitle = usePlanTitle();
  const name = useLocalName();
  const plans = referenceStore.get('planList') ?? [];
  const diets = referenceStore.get('dietList') ?? [];
  const rows = referenceStore.get('priceList') ?? [];
  const presets = plans.filter((plan) => PLAN_DAY_PRESETS.includes(plan.count));
  const others = plans.filter((plan) => !PLAN_DAY_PRESETS.includes(plan.count));
  const chosenOther = others.find((plan) => plan.id === selectedPlan);
  const shown = chosenOther ? [...presets, chosenOther].sort((a, b) => a.count - b.count) : presets;
  const [switchedDiet, setSwitchedDiet] = useState<number | null>(null);
  const phoneDiet = diets.find((diet) => diet.id === (switchedDiet ?? selectedDiet)) ?? diets[0];

  const priceOf = (plan: Plan, diet: Diet): string | null => {
    const perDay = mealTypes.length ? dayPrice(rows, diet.id, plan.id, mealTypes) : null;
    return perDay === null ? null : format.aed(perDay);
  };
  const cell = (plan: Plan, diet: Diet, className: string, children: (price: string | null) => ReactNode) => {
    const price = priceOf(plan, diet);
    const chosen = plan.id === selectedPlan && diet.id === selectedDiet;
    return (
      <PriceCell plan={plan} diet={diet} chosen={chosen} price={price} onPick={onPick} className={className}>
        {children(price)}
      </PriceCell>
    );
  };
  const weekText = (plan: Plan) => t('build.grid.daysPerWeek', { days: daysPerWeek(plan.excludeWeekDay) });

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
                  {name(diet)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((plan) => (
              <tr key={plan.id}>
                <th scope="row" className="price-grid__plan">
                  <span className="price-grid__plan-title">{planTitle(plan.count, plan.excludeWeekDay)}</span>
                  <span className="price-grid__plan-week">{weekText(plan)}</span>
                </th>
                {diets.map((diet) => (
                  <td key={diet.id}>
                    {cell(plan, diet, 'price-grid__cell', (price) =>
                      price === null ? (
                        <span className="price-grid__na">{t('build.grid.unavailable')}</span>
                      ) : (
                        <>
                          <span className="price-grid__price">{price}</span>
                          <span className="price-grid__per">{t('build.grid.perDay')}</span>
                        </>
                      ),
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="price-list" role="region" aria-label={t('build.grid.title')}>
        <fieldset className="price-list__diets">
          <legend className="price-list__legend">{t('build.diet.label')}</legend>
          {diets.map((diet) => (
            <label key={diet.id} className="price-list__diet">
              <input
                type="radio"
                name="price-list-diet"
                value={diet.id}
                checked={diet.id === phoneDiet?.id}
                onChange={() => setSwitchedDiet(diet.id)}
              />
              <span>{name(diet)}</span>
            </label>
          ))}
        </fieldset>
        {phoneDiet && (
          <ul className="price-list__plans">
            {shown.map((plan) => (
              <li key={plan.id}>
                {cell(plan, phoneDiet, 'price-list__plan', (price) => (
                  <>
                    <span className="price-list__plan-text">
                      <span className="price-grid__plan-title">{planTitle(plan.count, plan.excludeWeekDay)}</span>
                      <span className="price-grid__plan-week">{weekText(plan)}</span>
                    </span>
                    <span className="price-list__price">
                      {price === null ? (
                        <span className="price-grid__na">{t('build.grid.unavailable')}</span>
                      ) : (
                        <>
                          <span className="price-grid__price">{price}</span>
                          <span className="price-grid__per">{t('build.grid.perDay')}</span>
                        </>
                      )}
                    </span>
                  </>
                ))}
              </li>
            ))}
          </ul>
        )}
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
