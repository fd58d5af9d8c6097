// 'Progress tracking': weight (kg), waist (cm) and calories for one day (§5 limits, clamped), and the calories of the
// plan's delivered dishes for that day in one click (beyond the spec).
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { clampToLimit, PROGRESS_LIMITS, type ProgressEntry } from '@mealplan/shared/domain';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { Button, SelectField } from '@mealplan/shared/ui';
import { addDays, dayStart } from '@mealplan/shared/time';
import { cmToTenths, kgToGrams } from '@mealplan/shared/units';
import { FormDialog } from '../../common/FormDialog';
import { NumberField } from '../../common/NumberField';
import type { ProgressStore } from './progressStore';

const OPEN_DAYS_SHOWN = 62;

export const EntryModal = observer(function EntryModal({ store, day: initialDay }: { store: ProgressStore; day: number }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `health.progress.${id}` }, values);
  const format = useLocaleFormat();
  const [day, setDay] = useState(initialDay);
  const [weight, setWeight] = useState('');
  const [waist, setWaist] = useState('');
  const [calories, setCalories] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const first = Math.max(dayStart(store.registered), addDays(store.today, -OPEN_DAYS_SHOWN));
  const days: number[] = [];
  for (let d = store.today; d >= first; d = addDays(d, -1)) days.push(d);
  if (!days.includes(day)) days.push(day);
  const planCalories = store.planCalories[String(day)];

  const entry: ProgressEntry = { date: day };
  const weightValue = clampToLimit(weight, PROGRESS_LIMITS.weight);
  const waistValue = clampToLimit(waist, PROGRESS_LIMITS.waist);
  const caloriesValue = clampToLimit(calories, PROGRESS_LIMITS.calories);
  if (weightValue !== null) entry.weight = kgToGrams(weightValue);
  if (waistValue !== null) entry.waist = cmToTenths(waistValue);
  if (caloriesValue !== null) entry.calories = caloriesValue;
  const empty = weightValue === null && waistValue === null && caloriesValue === null;
  const missing = submitted && empty ? intl.formatMessage({ id: 'health.progress.entry.missing' }) : undefined;

  const onSubmit = () => {
    setSubmitted(true);
    if (!empty) void store.save([entry]);
  };

  return (
    <FormDialog title={t('entry.title')} onClose={store.closeEntry} onSubmit={onSubmit} saveDisabled={store.saving} className="progress-entry">
      <SelectField
        label={t('entry.date')}
        value={String(day)}
        onChange={(event) => setDay(Number(event.target.value))}
        options={days.map((d) => ({ value: String(d), label: format.day(d, 'cccc, d LLLL yyyy') }))}
      />
      <NumberField label={t('entry.weight')} name="weight" value={weight} limit={PROGRESS_LIMITS.weight} onChange={setWeight} error={missing} />
      <NumberField label={t('entry.waist')} name="waist" value={waist} limit={PROGRESS_LIMITS.waist} onChange={setWaist} error={missing} />
      <NumberField
        label={t('entry.calories')}
        name="calories"
        value={calories}
        limit={PROGRESS_LIMITS.calories}
        onChange={setCalories}
        error={missing}
      />
      {planCalories !== undefined && (
        <Button type="button" variant="secondary" onClick={() => setCalories(String(planCalories))}>
          {t('entry.fromPlan', { calories: format.number(planCalories) })}
        </Button>
      )}
    </FormDialog>
  );
});
