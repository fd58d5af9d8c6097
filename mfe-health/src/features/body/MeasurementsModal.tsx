// The measurements modal (§2, §4, §5): a month, the Weight or Body tab and a week; the Weight tab holds one weight per
// week, the Body tab weeks 1 and 4 with all seven measurements. Every field is required ('Please enter value').
import { useState } from 'react';
import type { FormApi } from 'final-form';
import { observer } from 'mobx-react-lite';
import {
  BODY_FIELDS,
  BODY_WEEKS,
  MEASUREMENT_LIMITS,
  MEASUREMENT_WEEKS,
  openMonths,
  weekKey,
  type MeasurementField,
  type MeasurementWeek,
} from '@mealplan/shared/domain';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { FormDialog, SelectField, Tabs, type TextId, useText } from '@mealplan/shared/ui';
import { today } from '@mealplan/shared/time';
import { cmToTenths, gramsToKg, kgToGrams, tenthsToCm } from '@mealplan/shared/units';
import { NumberField, numberOf } from '../../common/NumberField';
import type { BodyStore } from './bodyStore';
import type en from './i18n/en.json';
import { monthOptions } from './months';

type Tab = 'weight' | 'body';
type Values = Partial<Record<MeasurementField | 'weight', string>>;

export const MeasurementsModal = observer(function MeasurementsModal({ store }: { store: BodyStore }) {
  const t = useText<TextId<typeof en>>();
  const format = useLocaleFormat();
  const now = store.now();
  const months = openMonths(store.profile?.registered ?? now, now);
  const [monthIndex, setMonthIndex] = useState(0);
  const [tab, setTab] = useState<Tab>('weight');
  const [week, setWeek] = useState<MeasurementWeek>(1);

  const month = months[monthIndex] ?? months[0]!;
  const weeks = (tab === 'weight' ? MEASUREMENT_WEEKS : BODY_WEEKS).filter((w) => weekKey(month.year, month.month, w) <= today(now));
  /** Another month, tab or week: the form shows that week's stored values and no error. */
  const choose = (form: FormApi<Values>, next: { monthIndex?: number; tab?: Tab; week?: MeasurementWeek }) => {
    const nextMonthIndex = next.monthIndex ?? monthIndex;
    const nextTab = next.tab ?? tab;
    const nextMonth = months[nextMonthIndex] ?? month;
    const allowed = (nextTab === 'weight' ? MEASUREMENT_WEEKS : BODY_WEEKS).filter((w) => weekKey(nextMonth.year, nextMonth.month, w) <= today(now));
    const nextWeek = allowed.includes(next.week ?? week) ? (next.week ?? week) : (allowed[0] ?? 1);
    setMonthIndex(nextMonthIndex);
    setTab(nextTab);
    setWeek(nextWeek);
    form.reset(storedValues(store, nextTab, nextMonth, nextWeek));
  };

  const fields: ReadonlyArray<MeasurementField | 'weight'> = tab === 'weight' ? ['weight'] : BODY_FIELDS;
  const week0 = weeks.includes(week) ? week : weeks[0];

  const onSubmit = (values: Values) => {
    const parsed = Object.fromEntries(fields.map((field) => [field, numberOf(values[field], MEASUREMENT_LIMITS[field])])) as Record<
      MeasurementField | 'weight',
      number | null
    >;
    if (week0 === undefined || fields.some((field) => parsed[field] === null)) return;
    const date = weekKey(month.year, month.month, week0);
    if (tab === 'weight') {
      void store.saveWeight(date, kgToGrams(parsed.weight!));
      return;
    }
    const measurement = Object.fromEntries(BODY_FIELDS.map((field) => [field, cmToTenths(parsed[field]!)])) as Record<MeasurementField, number>;
    void store.saveMeasurement({ date, ...measurement });
  };

  return (
    <FormDialog<Values>
      title={t('health.body.measurements.title')}
      onClose={store.closeModals}
      initialValues={storedValues(store, 'weight', months[0], 1)}
      onSubmit={onSubmit}
      submitDisabled={store.calls.saving || weeks.length === 0}
      className="body-form"
    >
      {(_values, form) => (
        <>
          <SelectField
            label={t('health.body.month')}
            value={String(monthIndex)}
            onChange={(event) => choose(form, { monthIndex: Number(event.target.value) })}
            options={monthOptions(months, format)}
          />
          <Tabs
            label={t('health.body.measurements.kind')}
            items={[
              { key: 'weight', label: t('health.body.tab.weight') },
              { key: 'body', label: t('health.body.tab.body') },
            ]}
            selected={tab}
            onSelect={(key) => choose(form, { tab: key })}
          >
            {weeks.length === 0 ? (
              <p className="body-muted">{t('health.body.measurements.noWeek')}</p>
            ) : (
              <Tabs
                label={t('health.body.measurements.week')}
                items={weeks.map((w) => ({ key: w, label: t('health.body.week', { week: w }) }))}
                selected={week0 ?? 1}
                onSelect={(key) => choose(form, { week: key })}
              >
                <div className={tab === 'body' ? 'body-form__grid' : 'body-form__single'}>
                  {fields.map((field) => (
                    <NumberField
                      key={field}
                      name={field}
                      label={t(`health.body.field.${field}`)}
                      limit={MEASUREMENT_LIMITS[field]}
                      required={t('health.body.missing')}
                    />
                  ))}
                </div>
              </Tabs>
            )}
          </Tabs>
        </>
      )}
    </FormDialog>
  );
});

/** The stored values of a week, as the fields show them (kg, cm). */
function storedValues(store: BodyStore, tab: Tab, month: { year: number; month: number } | undefined, week: MeasurementWeek): Values {
  if (!month) return {};
  const key = String(weekKey(month.year, month.month, week));
  if (tab === 'weight') {
    const grams = store.weightHistory[key];
    return grams === undefined ? {} : { weight: String(gramsToKg(grams)) };
  }
  const stored = store.measurements[key];
  if (!stored) return {};
  return Object.fromEntries(BODY_FIELDS.map((field) => [field, String(tenthsToCm(stored[field]))]));
}
