// Step 1, /menu 'Build my meal plan' (doc 2 §2.2, §4.1, §5.1): meal types, the plan x diet price grid, the start
// date, the delivery slot and cutlery; 'Select my preferences' saves the step.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from '@mealplan/shared/router';
import { isStartSelectable, uncheckMealTypeBlock, validateWizardStep1 } from '@mealplan/shared/domain';
import type { ReferenceListName } from '@mealplan/shared/protocol';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { referenceStore, sessionStore } from '@mealplan/shared/session';
import {
  Button,
  Card,
  CheckboxField,
  modalStore,
  Page,
  PageHeader,
  SelectField,
  Spinner,
  StartCalendar,
  useText,
  type TextId,
  useShowRefusal,
} from '@mealplan/shared/ui';
import { useLocalName, usePlanTitle } from '../../common/catalogueNames';
import { listsLoaded, now, useReferenceLists } from '../../common/reference';
import { siteHolidays } from '../../common/wizard/wizardEnv';
import { useWizard } from '../../common/wizard/WizardContext';
import { WIZARD_STEP_PATHS } from '../../common/wizard/wizardStore';
import { PriceGrid } from './PriceGrid';
import type en from './i18n/en.json';
import './build.css';

const LISTS: ReferenceListName[] = ['typeList', 'dietList', 'planList', 'priceList', 'slotsList', 'allEmirates', 'defaultTypes', 'products'];
type Field = 'date' | 'diet' | 'mealPlan' | 'deliverySlot';
const FIELD_LABELS: Record<Field, keyof typeof en> = {
  date: 'build.date.label',
  diet: 'build.diet.label',
  mealPlan: 'build.plan.label',
  deliverySlot: 'build.slot.label',
};

export const BuildPlanPage = observer(function BuildPlanPage() {
  const t = useText<TextId<typeof en>>();
  const showRefusal = useShowRefusal();
  const wizard = useWizard();
  const navigate = useNavigate();
  const [attempted, setAttempted] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const planTitle = usePlanTitle();
  const name = useLocalName();
  const { locale } = useLocaleFormat();
  useReferenceLists(LISTS);
  const defaultTypes = referenceStore.get('defaultTypes');
  // A first visit starts from the site's preselected meal types.
  useEffect(() => {
    if (wizard.loaded && !wizard.planParams.mealType?.length && defaultTypes?.length) wizard.updatePlanParams({ mealType: [...defaultTypes] });
  }, [wizard, defaultTypes]);

  if (!listsLoaded(LISTS)) return <Spinner label={t('build.loading')} />;
  const params = wizard.planParams;
  const mealTypes = (referenceStore.get('typeList') ?? []).filter((type) => type.parent_id === 0).sort((a, b) => a.order - b.order);
  const selected = params.mealType ?? [];
  const plans = referenceStore.get('planList') ?? [];
  const plan = plans.find((candidate) => candidate.id === params.mealPlan);
  const renewing = params.build === 'renew';
  const previousEnd = renewing ? sessionStore.planEndDate : null;
  const calendar = { excludeWeekDays: plan?.excludeWeekDay ?? [], holidays: siteHolidays() };
  const emirates = new Map((referenceStore.get('allEmirates') ?? []).map((emirate) => [emirate.id, name(emirate)]));
  const slots = referenceStore.get('slotsList') ?? [];
  const step = { mealType: selected, date: params.date, diet: params.diet, mealPlan: params.mealPlan, deliverySlot: params.deliverySlot };
  const validation = validateWizardStep1(step);
  const errors = attempted ? validation.errors : {};
  const fieldError = (field: Field) => (errors[field] ? t('build.required', { field: t(FIELD_LABELS[field]) }) : undefined);

  const toggleMealType = (id: number, checked: boolean) => {
    if (checked) {
      setNotice(null);
      wizard.updatePlanParams({ mealType: [...selected, id] });
      return;
    }
    if (uncheckMealTypeBlock(selected, id)) {
      setNotice(t('build.meals.notice'));
      return;
    }
    setNotice(null);
    wizard.updatePlanParams({ mealType: selected.filter((type) => type !== id) });
  };

  const pickCell = (planId: number, dietId: number) => {
    const planChanged = planId !== params.mealPlan;
    wizard.updatePlanParams({ mealPlan: planId, diet: dietId, ...(planChanged ? { date: null } : {}) });
  };

  const pickOtherPlan = (planId: number | null) => {
    // Changing the plan resets the diet and the start date (doc 2 §4.1).
    wizard.updatePlanParams({ mealPlan: planId, diet: null, date: null });
  };

  const submit = async () => {
    setAttempted(true);
    if (!validation.valid) {
      if (validation.errors.mealType) setNotice(t('build.meals.notice'));
      else if (validation.errors.diet) modalStore.set({ headline: t('build.validationHeadline'), content: t('build.selectDiet') });
      return;
    }
    if (!isStartSelectable(params.date ?? 0, now(), calendar, previousEnd)) {
      wizard.updatePlanParams({ date: null });
      return;
    }
    setSaving(true);
    try {
      await wizard.saveStep1();
      navigate(WIZARD_STEP_PATHS.preferences);
    } catch (error) {
      showRefusal(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Page className="build">
      <PageHeader title={t(renewing ? 'build.renew.title' : 'build.title')} subtitle={t('build.subtitle')} />
      {renewing && params.id && (
        <p className="build__renewal" role="status">
          {t('build.renew.prefilled')}
        </p>
      )}
      <Card className="build__section">
        <fieldset className="build__fieldset" aria-describedby="build-meals-hint">
          <legend className="build__legend">{t('build.meals.title')}</legend>
          <p id="build-meals-hint" className="build__hint">
            {t('build.meals.hint')}
          </p>
          <div className="build__meals">
            {mealTypes.map((type) => (
              <CheckboxField
                key={type.id}
                className="build__meal"
                label={name(type)}
                checked={selected.includes(type.id)}
                onChange={(event) => toggleMealType(type.id, event.target.checked)}
              />
            ))}
          </div>
          {notice && (
            <p className="build__notice" role="alert">
              {notice}
            </p>
          )}
        </fieldset>
      </Card>

      <Card className="build__section">
        <h2 className="build__legend">{t('build.grid.title')}</h2>
        <p className="build__hint">{t('build.grid.hint')}</p>
        <PriceGrid
          selectedPlan={params.mealPlan ?? null}
          selectedDiet={params.diet ?? null}
          mealTypes={selected}
          onPick={pickCell}
          onPickOtherPlan={pickOtherPlan}
        />
        {(['mealPlan', 'diet'] as const).map(
          (field) =>
            fieldError(field) && (
              <p key={field} className="build__error" role="alert">
                {fieldError(field)}
              </p>
            ),
        )}
      </Card>

      <div className="build__row">
        <Card className="build__section">
          <h2 className="build__legend" id="build-date-title">
            {t('build.date.label')}
          </h2>
          {plan ? (
            <>
              <p className="build__hint">{t('build.date.hint', { plan: planTitle(plan.count, plan.excludeWeekDay) })}</p>
              <StartCalendar
                labelledBy="build-date-title"
                value={params.date ?? null}
                selectable={(day) => isStartSelectable(day, now(), calendar, previousEnd)}
                onChange={(day) => wizard.updatePlanParams({ date: day })}
                now={now()}
              />
            </>
          ) : (
            <p className="build__hint">{t('build.date.needPlan')}</p>
          )}
          {fieldError('date') && (
            <p className="build__error" role="alert">
              {fieldError('date')}
            </p>
          )}
        </Card>

        <Card className="build__section">
          <h2 className="build__legend">{t('build.delivery.title')}</h2>
          <SelectField
            label={t('build.slot.label')}
            placeholder={t('build.slot.placeholder')}
            value={params.deliverySlot ? String(params.deliverySlot) : ''}
            error={fieldError('deliverySlot')}
            options={slots.map((slot) => ({
              value: String(slot.id),
              // The time keeps its own direction inside an Arabic option (first-strong isolate: FSI … PDI): '5:00 ص - 8:00 ص'
              // as Arabic reads it, start time first.
              label: t('build.slot.option', {
                emirate: emirates.get(slot.emirate_id) ?? '',
                time: locale === 'ar' ? `\u2068${slot.display_name}\u2069` : slot.display_name,
              }),
            }))}
            onChange={(event) => {
              const id = Number(event.target.value) || null;
              wizard.updatePlanParams({ deliverySlot: id, slot_id: id });
            }}
          />
          <CheckboxField
            label={t('build.cutlery.label')}
            hint={t('build.cutlery.hint')}
            checked={params.cutlery === true}
            onChange={(event) => wizard.updatePlanParams({ cutlery: event.target.checked })}
          />
        </Card>
      </div>

      <div className="build__footer">
        <Button
          size="lg"
          className={validation.valid ? undefined : 'build__next--incomplete'}
          aria-disabled={!validation.valid || undefined}
          loading={saving}
          onClick={() => void submit()}
        >
          {t('build.next')}
        </Button>
      </div>
    </Page>
  );
});
