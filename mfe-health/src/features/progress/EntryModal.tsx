// 'Progress tracking': weight (kg), waist (cm) and calories for one day (§5 limits, clamped), and the calories of the
// plan's delivered dishes for that day in one click (beyond the spec).
import { useCallback } from 'react';
import { observer } from 'mobx-react-lite';
import { Field } from 'react-final-form';
import { PROGRESS_LIMITS, type ProgressEntry } from '@mealplan/shared/domain';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { Button, FormDialog, FormSelectField, type TextId, useText } from '@mealplan/shared/ui';
import { addDays, dayStart } from '@mealplan/shared/time';
import { cmToTenths, kgToGrams } from '@mealplan/shared/units';
import { NumberField, numberOf } from '../../common/NumberField';
import type en from './i18n/en.json';
import type { ProgressStore } from './progressStore';

const OPEN_DAYS_SHOWN = 62;

interface EntryValues {
  /** The day's unix second, as the select's value. */
  day: string;
  weight?: string;
  waist?: string;
  calories?: string;
}

/** The entry the values make: the day and each series given (clamped, in stored units). */
function entryOf(values: EntryValues): ProgressEntry {
  const entry: ProgressEntry = { date: Number(values.day) };
  const weight = numberOf(values.weight, PROGRESS_LIMITS.weight);
  const waist = numberOf(values.waist, PROGRESS_LIMITS.waist);
  const calories = numberOf(values.calories, PROGRESS_LIMITS.calories);
  if (weight !== null) entry.weight = kgToGrams(weight);
  if (waist !== null) entry.waist = cmToTenths(waist);
  if (calories !== null) entry.calories = calories;
  return entry;
}

export const EntryModal = observer(function EntryModal({ store, day: initialDay }: { store: ProgressStore; day: number }) {
  const t = useText<TextId<typeof en>>();
  const format = useLocaleFormat();

  const first = Math.max(dayStart(store.registered), addDays(store.today, -OPEN_DAYS_SHOWN));
  const days: number[] = [];
  for (let d = store.today; d >= first; d = addDays(d, -1)) days.push(d);
  if (!days.includes(initialDay)) days.push(initialDay);

  // One value of the three is enough; with none, each field says so.
  const validate = useCallback(
    (values: EntryValues) => {
      const entry = entryOf(values);
      if (entry.weight !== undefined || entry.waist !== undefined || entry.calories !== undefined) return {};
      const missing = t('health.progress.entry.missing');
      return { weight: missing, waist: missing, calories: missing };
    },
    [t],
  );

  return (
    <FormDialog<EntryValues>
      title={t('health.progress.entry.title')}
      onClose={store.closeEntry}
      initialValues={{ day: String(initialDay) }}
      validate={validate}
      onSubmit={(values) => void store.save([entryOf(values)])}
      submitDisabled={store.calls.saving}
      className="progress-entry"
    >
      {(values, form) => {
        const planCalories = store.planCalories[values.day];
        return (
          <>
            <Field
              name="day"
              component={FormSelectField}
              label={t('health.progress.entry.date')}
              options={days.map((d) => ({ value: String(d), label: format.day(d, 'cccc, d LLLL yyyy') }))}
            />
            <NumberField name="weight" label={t('health.progress.entry.weight')} limit={PROGRESS_LIMITS.weight} />
            <NumberField name="waist" label={t('health.progress.entry.waist')} limit={PROGRESS_LIMITS.waist} />
            <NumberField name="calories" label={t('health.progress.entry.calories')} limit={PROGRESS_LIMITS.calories} />
            {planCalories !== undefined && (
              <Button type="button" variant="secondary" onClick={() => form.change('calories', String(planCalories))}>
                {t('health.progress.entry.fromPlan', { calories: format.number(planCalories) })}
              </Button>
            )}
          </>
        );
      }}
    </FormDialog>
  );
});
