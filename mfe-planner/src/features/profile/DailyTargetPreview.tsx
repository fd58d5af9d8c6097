import { FormSpy } from 'react-final-form';
import { dailyTargets, missingBodyData, type ActivityLevel, type MacroSplit } from '@mealplan/shared/domain';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { currentUnixSeconds } from '@mealplan/shared/time';
import { useText, type TextId } from '@mealplan/shared/ui';
import { bodyDataOf, isActivityLevel, type ProfileValues } from '@mealplan/shared/account';
import type en from './i18n/en.json';

/**
 * The customer's daily target as the form stands (issue 10, beyond the spec): Mifflin-St Jeor resting energy times
 * the chosen activity factor, split by the plan's diet; a hint to add what is missing instead.
 */
export function DailyTargetPreview({ split }: { split: MacroSplit | null }) {
  const t = useText<TextId<typeof en>>();
  const format = useLocaleFormat();
  return (
    <FormSpy<ProfileValues> subscription={{ values: true }}>
      {({ values }) => {
        const now = currentUnixSeconds();
        const body = bodyDataOf(values, now);
        const activity = isActivityLevel(values.activityLevel ?? '') ? (values.activityLevel as ActivityLevel) : null;
        const targets = dailyTargets(body, activity, split, now);
        return (
          <div className="planner-profile__target" aria-live="polite">
            <h3 className="planner-profile__target-title">{t('planner.profile.target.title')}</h3>
            {targets ? (
              <>
                <p className="planner-profile__target-energy">
                  {t('planner.profile.target.calories', { calories: format.number(targets.calories) })}
                </p>
                <p className="planner-profile__target-macros">
                  {t('planner.profile.target.macros', {
                    protein: format.number(targets.protein),
                    carbs: format.number(targets.carbs),
                    fat: format.number(targets.fat),
                  })}
                </p>
                <p className="planner-profile__hint">
                  {t('planner.profile.target.formula', {
                    resting: format.number(targets.restingEnergy),
                    factor: format.number(targets.activityFactor, 3),
                  })}
                </p>
              </>
            ) : (
              <p className="planner-profile__hint">{t('planner.profile.target.missing', { count: missingBodyData(body).length })}</p>
            )}
          </div>
        );
      }}
    </FormSpy>
  );
}
