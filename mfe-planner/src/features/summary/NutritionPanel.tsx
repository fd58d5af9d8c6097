// Beyond the spec (issue 10): the plan's average day (calories, protein, carbs, fat of the chosen dishes) against the
// customer's daily target, from the shared rules (Mifflin-St Jeor x activity factor, split by the diet's macros);
// without the body data, a short hint to complete the profile instead.
import { observer } from 'mobx-react-lite';
import { dailyTargets, dayNutrition, missingBodyData, percentOfTarget, type DayNutrition, type DishNutrition } from '@mealplan/shared/domain';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { referenceStore, sessionStore } from '@mealplan/shared/session';
import { Card, LinkButton, useText, type TextId } from '@mealplan/shared/ui';
import { now } from '../../common/reference';
import { useWizard } from '../../common/wizard/WizardContext';
import { WIZARD_STEP_PATHS } from '../../common/wizard/wizardStore';
import type en from './i18n/en.json';

const MACROS = ['calories', 'protein', 'carbs', 'fat'] as const;

/** The average of the plan's days, whole kcal and grams. */
function averageDay(days: readonly DayNutrition[]): DayNutrition {
  const average = (macro: keyof DayNutrition) => (days.length ? Math.round(days.reduce((total, day) => total + day[macro], 0) / days.length) : 0);
  return { calories: average('calories'), protein: average('protein'), carbs: average('carbs'), fat: average('fat') };
}

export const NutritionPanel = observer(function NutritionPanel() {
  const t = useText<TextId<typeof en>>();
  const format = useLocaleFormat();
  const wizard = useWizard();
  const dishes = new Map((referenceStore.get('products') ?? []).map((dish) => [dish.id, dish]));
  const mealTypes = wizard.planParams.mealType ?? [];
  const days = Object.values(wizard.mealPlan).map((meals) =>
    dayNutrition(
      mealTypes.flatMap((type): DishNutrition[] => {
        const id = meals[type];
        const dish = typeof id === 'number' ? dishes.get(id) : undefined;
        return dish ? [dish] : [];
      }),
    ),
  );
  const average = averageDay(days);
  const user = sessionStore.user;
  const body = { weightGrams: user.weight, heightCm: user.height, birthday: user.birthday, gender: user.gender };
  const diet = referenceStore.get('dietList')?.find((item) => item.id === wizard.planParams.diet);
  const targets = dailyTargets(body, user.activityLevel, diet?.macros, now());
  const unit = (macro: (typeof MACROS)[number], value: number) =>
    macro === 'calories'
      ? t('summary.nutrition.kcal', { value: format.number(value) })
      : t('summary.nutrition.grams', { value: format.number(value) });

  return (
    <Card className="summary__card nutrition" aria-labelledby="nutrition-title">
      <h2 className="summary__heading" id="nutrition-title">
        {t('summary.nutrition.title')}
      </h2>
      <table className="nutrition__table">
        <thead>
          <tr>
            <th scope="col">{t('summary.nutrition.what')}</th>
            <th scope="col">{t('summary.nutrition.average')}</th>
            {targets && <th scope="col">{t('summary.nutrition.target')}</th>}
          </tr>
        </thead>
        <tbody>
          {MACROS.map((macro) => (
            <tr key={macro}>
              <th scope="row">{t(`summary.nutrition.${macro}`)}</th>
              <td>{unit(macro, average[macro])}</td>
              {targets && (
                <td>
                  {unit(macro, targets[macro])}
                  <span className="nutrition__percent">
                    {t('summary.nutrition.percent', { value: percentOfTarget(average[macro], targets[macro]) })}
                  </span>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {targets ? (
        <p className="nutrition__formula">
          {t('summary.nutrition.formula', {
            resting: format.number(targets.restingEnergy),
            factor: format.number(targets.activityFactor, 3),
            calories: format.number(targets.calories),
          })}
        </p>
      ) : (
        <div className="nutrition__hint">
          <p>
            {t('summary.nutrition.hint', {
              missing: missingBodyData(body)
                .map((field) => t(`summary.nutrition.field.${field}`))
                .join(t('summary.nutrition.listJoin')),
            })}
          </p>
          <LinkButton to={WIZARD_STEP_PATHS.profile} variant="secondary">
            {t('summary.nutrition.complete')}
          </LinkButton>
        </div>
      )}
    </Card>
  );
});
