// A day's calories, protein, carbs and fat against the customer's daily target (beyond the spec; the rule is
// shared/src/domain/nutrition.ts): Mifflin-St Jeor resting energy x activity factor, split by the diet's macros.
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Link } from '@mealplan/shared/router';
import { NutritionFacts } from '@mealplan/shared/dayEditor';
import { BALANCED_MACRO_SPLIT, type BodyField } from '@mealplan/shared/domain';
import { useLocaleFormat, type LocaleFormat } from '@mealplan/shared/i18n';
import { useText, type TextId } from '@mealplan/shared/ui';
import { useWizard } from '../../common/wizard/WizardContext';
import type { PlanStore } from './planStore';
import { joinList } from '../../common/catalogueNames';
import type en from './i18n/en.json';

const FIELD_TEXT: Record<BodyField, TextId<typeof en>> = {
  weight: 'planner.nutrition.field.weight',
  height: 'planner.nutrition.field.height',
  birthday: 'planner.nutrition.field.birthday',
  gender: 'planner.nutrition.field.gender',
};

/** An activity factor as written: 1.2, 1.375, 1.55. */
const factorText = (format: LocaleFormat, factor: number) => format.number(factor, (String(factor).split('.')[1] ?? '').length);

/** How the daily target is computed, with the customer's figures; or what the profile lacks for one. */
export const TargetExplanation = observer(function TargetExplanation({ store }: { store: PlanStore }) {
  const t = useText<TextId<typeof en>>();
  const format = useLocaleFormat();
  const wizard = useWizard();
  const targets = store.targets;
  if (!targets) {
    const fields = joinList(
      store.missingBodyData.map((field) => t(FIELD_TEXT[field])),
      format.locale,
    );
    return (
      <p className="plan-target plan-target--missing">
        {wizard.canOpen('profile') ? (
          <FormattedMessage
            id="planner.nutrition.missingLink"
            values={{ fields, link: (chunks: ReactNode[]) => <Link to="/menu/profile">{chunks}</Link> }}
          />
        ) : (
          t('planner.nutrition.missing', { fields })
        )}
      </p>
    );
  }
  const split = store.diet?.macros ?? BALANCED_MACRO_SPLIT;
  return (
    <p className="plan-target">
      {t('planner.nutrition.formula', {
        resting: format.number(targets.restingEnergy),
        factor: factorText(format, targets.activityFactor),
        calories: format.number(targets.calories),
        protein: format.number(split.protein),
        carbs: format.number(split.carbs),
        fat: format.number(split.fat),
      })}
    </p>
  );
});

export const DayNutrition = observer(function DayNutrition({ store, day }: { store: PlanStore; day: number }) {
  const t = useText<TextId<typeof en>>();
  const format = useLocaleFormat();
  const targets = store.targets;
  return (
    <div className="plan-nutrition">
      <NutritionFacts totals={store.dayNutrition(day)} targets={targets ?? undefined} />
      {targets && (
        <p className="plan-nutrition__formula">{t('planner.nutrition.formulaShort', { factor: factorText(format, targets.activityFactor) })}</p>
      )}
    </div>
  );
});
