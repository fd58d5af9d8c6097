// Step 2 /checkout/meal-types-and-days 'Diet Type & Meals' (doc 2 §2.3, §4.5, §5.6): diet, meal types and number
// of days; Continue checks them with the shared rules (messages in the kit's validation dialog and under each
// section) and opens step 3.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from '@mealplan/shared/router';
import { PLAN_DAY_PRESETS, CHECKOUT_OTHER_DAY_COUNTS } from '@mealplan/shared/domain';
import { useLocaleFormat, useLocalName } from '@mealplan/shared/i18n';
import type { ReferenceListName } from '@mealplan/shared/protocol';
import { referenceStore } from '@mealplan/shared/session';
import { listsLoaded, usePageStore, useReferenceLists } from '@mealplan/shared/stores';
import { modalStore, SelectField, Spinner, useMessageText, useText } from '@mealplan/shared/ui';
import { CheckoutGuard, useCheckoutVisit } from '../../common/CheckoutVisit';
import { CHECKOUT_STEP_PATHS } from '../../common/checkoutSteps';
import { StepLayout, StepSection } from '../../common/StepLayout';
import type { MealsTextId } from './i18n';
import { MealsStepStore } from './MealsStepStore';
import './meals.css';

const LISTS: ReferenceListName[] = ['dietMobileList', 'typeList', 'mealtypeMobCombinations', 'planList', 'priceList'];

export function MealsPage() {
  return (
    <CheckoutGuard step={2}>
      <MealsStep />
    </CheckoutGuard>
  );
}

const MealsStep = observer(function MealsStep() {
  const t = useText<MealsTextId>();
  const visit = useCheckoutVisit();
  const store = usePageStore(
    () =>
      new MealsStepStore(visit, {
        diets: () => referenceStore.get('dietMobileList'),
        mealTypes: () => referenceStore.get('typeList'),
        combinations: () => referenceStore.get('mealtypeMobCombinations'),
        plans: () => referenceStore.get('planList'),
        prices: () => referenceStore.get('priceList'),
      }),
  );
  useReferenceLists(LISTS);
  const ready = listsLoaded(LISTS);
  useEffect(() => {
    if (ready) store.applyDefaults();
  }, [ready, store]);
  if (!ready) return <Spinner label={t('meals.loading')} />;
  return <MealsForm store={store} />;
});

const MealsForm = observer(function MealsForm({ store }: { store: MealsStepStore }) {
  const t = useText<MealsTextId>();
  const text = useMessageText();
  const navigate = useNavigate();
  const name = useLocalName();
  const format = useLocaleFormat();
  const { choices } = store;
  const error = (field: 'diet_id' | 'mealTypes' | 'days_count') => {
    const message = store.errorOf(field);
    return message === null ? null : text(message);
  };
  const submit = () => {
    const message = store.submit();
    if (message !== null) modalStore.showValidationError(text(message));
    else navigate(CHECKOUT_STEP_PATHS[3]);
  };
  const otherDays = choices.daysCount !== null && !PLAN_DAY_PRESETS.includes(choices.daysCount) ? String(choices.daysCount) : '';
  const price = store.price;

  return (
    <StepLayout
      step={2}
      className="checkout-meals"
      title={t('meals.title')}
      subtitle={t('meals.subtitle')}
      back={{ to: CHECKOUT_STEP_PATHS[1], label: t('meals.back') }}
      next={{ label: t('meals.continue'), onSubmit: submit }}
    >
      <StepSection legend={t('meals.diet.legend')} error={error('diet_id')}>
        <div className="checkout-choices checkout-choices--diets">
          {store.diets.map((diet) => (
            <label key={diet.id} className={`checkout-choice${diet.id === choices.dietId ? ' checkout-choice--on' : ''}`}>
              <input type="radio" name="diet" value={diet.id} checked={diet.id === choices.dietId} onChange={() => store.chooseDiet(diet.id)} />
              <span className="checkout-choice__title">{name(diet)}</span>
              <span className="checkout-choice__detail">{t('meals.diet.meals', { count: store.mainTypeCount(diet) })}</span>
            </label>
          ))}
        </div>
      </StepSection>

      <StepSection legend={t('meals.types.legend')} hint={store.diet ? t('meals.types.hint') : t('meals.types.needDiet')} error={error('mealTypes')}>
        <ul className="checkout-meal-types">
          {store.mainTypes.map((type) => (
            <li key={type.id} className="checkout-meal-types__item">
              <label className={`checkout-choice checkout-choice--check${store.isChosen(type.id) ? ' checkout-choice--on' : ''}`}>
                <input type="checkbox" checked={store.isChosen(type.id)} onChange={() => store.toggleMealType(type.id)} />
                <span className="checkout-choice__title">{name(type)}</span>
              </label>
              {store.sidesOf(type.id).map((side) => (
                <label key={side.id} className="checkout-meal-types__side">
                  <input type="checkbox" checked={store.isChosen(side.id)} onChange={() => store.toggleMealType(side.id)} />
                  <span>{t('meals.types.side', { side: name(side) })}</span>
                </label>
              ))}
            </li>
          ))}
        </ul>
      </StepSection>

      <StepSection legend={t('meals.days.legend')} error={error('days_count')}>
        <div className="checkout-choices checkout-choices--days" role="radiogroup" aria-label={t('meals.days.legend')}>
          {PLAN_DAY_PRESETS.map((days) => (
            <label key={days} className={`checkout-choice checkout-choice--pill${days === choices.daysCount ? ' checkout-choice--on' : ''}`}>
              <input type="radio" name="days" value={days} checked={days === choices.daysCount} onChange={() => store.chooseDays(days)} />
              <span className="checkout-choice__title">{t('meals.days.preset', { count: format.number(days) })}</span>
            </label>
          ))}
        </div>
        <SelectField
          className="checkout-meals__other-days"
          label={t('meals.days.other')}
          placeholder={t('meals.days.otherPlaceholder')}
          value={otherDays}
          onChange={(event) => event.target.value && store.chooseDays(Number(event.target.value))}
          options={CHECKOUT_OTHER_DAY_COUNTS.map((days) => ({
            value: String(days),
            label: t('meals.days.otherOption', { count: format.number(days) }),
          }))}
        />
      </StepSection>

      {price !== null && choices.daysCount !== null && (
        <section className="checkout-meals__price" aria-label={t('meals.price.label')}>
          <span className="checkout-meals__price-label">{t('meals.price.label')}</span>
          <strong className="checkout-meals__price-value">{t('meals.price.value', { price: format.aed(price), count: choices.daysCount })}</strong>
          <span className="checkout-meals__price-day">{t('meals.price.perDay', { price: format.aed(Math.round(price / choices.daysCount)) })}</span>
        </section>
      )}
    </StepLayout>
  );
});
