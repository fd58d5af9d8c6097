// A dish's calories, fat, protein and carbs (doc 2 §5.8: side choices show them) and a day's totals, against the
// customer's daily target where there is one (beyond the spec).
import type { DailyTargets, DayNutrition } from '../domain';
import type { Dish } from '../protocol';
import { fromThousandths } from '../units';
import { useEditorText } from './useEditorText';
import './dayEditor.css';

/** '520 kcal · Fat 12 g · Protein 30 g · Carbs 45 g'. */
export function DishFacts({
  dish,
  className = 'day-editor-facts',
}: {
  dish: Pick<Dish, 'calories' | 'fat' | 'protein' | 'carb'>;
  className?: string;
}) {
  const { t, format } = useEditorText();
  const grams = (value: number) => format.number(fromThousandths(value), 1);
  return (
    <span className={className}>
      {t('dishFacts', {
        calories: format.number(fromThousandths(dish.calories)),
        fat: grams(dish.fat),
        protein: grams(dish.protein),
        carbs: grams(dish.carb),
      })}
    </span>
  );
}

export interface NutritionFactsProps {
  totals: DayNutrition;
  /** The daily target; null: none known (the hint says what the profile lacks), undefined: not shown. */
  targets?: DailyTargets | null;
  /** The carbohydrates' label where the area's spec names it otherwise (doc 2 §2.3: 'CHO'). */
  carbsLabel?: string;
}

/** The day's calories, fat, protein and carbs, each against its target when one is known. */
export function NutritionFacts({ totals, targets, carbsLabel }: NutritionFactsProps) {
  const { t, format } = useEditorText();
  const facts = [
    { key: 'calories', value: totals.calories, target: targets?.calories, unit: 'kcal' },
    { key: 'fat', value: totals.fat, target: targets?.fat, unit: 'grams' },
    { key: 'protein', value: totals.protein, target: targets?.protein, unit: 'grams' },
    { key: 'carbs', value: totals.carbs, target: targets?.carbs, unit: 'grams' },
  ] as const;
  return (
    <div className="day-editor-nutrition">
      <dl className="day-editor-nutrition__facts" aria-label={t('nutrition')}>
        {facts.map((fact) => {
          const value = t(fact.unit, { value: format.number(fact.value) });
          const percent = fact.target ? Math.min(100, Math.round((fact.value / fact.target) * 100)) : null;
          return (
            <div key={fact.key} className="day-editor-nutrition__fact">
              <dt>{fact.key === 'carbs' && carbsLabel ? carbsLabel : t(fact.key)}</dt>
              <dd>
                {fact.target ? t('ofTarget', { value, target: t(fact.unit, { value: format.number(fact.target) }) }) : value}
                {percent !== null && (
                  <span className="day-editor-nutrition__bar" aria-hidden="true">
                    <span style={{ inlineSize: `${percent}%` }} />
                  </span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      {targets === null && <p className="day-editor-nutrition__hint">{t('noTarget')}</p>}
    </div>
  );
}
