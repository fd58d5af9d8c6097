// The measurements modal (§2, §4, §5): a month, the Weight or Body tab and a week; the Weight tab holds one weight per
// week, the Body tab weeks 1 and 4 with all seven measurements. Every field is required ('Please enter value').
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import {
  BODY_FIELDS,
  BODY_WEEKS,
  clampToLimit,
  MEASUREMENT_LIMITS,
  MEASUREMENT_WEEKS,
  openMonths,
  weekKey,
  type MeasurementField,
  type MeasurementWeek,
} from '@mealplan/shared/domain';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { SelectField, Tabs } from '@mealplan/shared/ui';
import { today } from '@mealplan/shared/time';
import { cmToTenths, gramsToKg, kgToGrams, tenthsToCm } from '@mealplan/shared/units';
import { FormDialog } from '../../common/FormDialog';
import { NumberField } from '../../common/NumberField';
import type { BodyStore } from './bodyStore';
import { monthOptions } from './months';

type Tab = 'weight' | 'body';
type Values = Partial<Record<MeasurementField | 'weight', string>>;

export const MeasurementsModal = observer(function MeasurementsModal({ store }: { store: BodyStore }) {
  const intl = useIntl();
  const format = useLocaleFormat();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `health.body.${id}` }, values);
  const now = store.now();
  const months = openMonths(store.profile?.registered ?? now, now);
  const [monthIndex, setMonthIndex] = useState(0);
  const [tab, setTab] = useState<Tab>('weight');
  const [week, setWeek] = useState<MeasurementWeek>(1);
  const [values, setValues] = useState<Values>(() => storedValues(store, 'weight', months[0], 1));
  const [submitted, setSubmitted] = useState(false);

  const month = months[monthIndex] ?? months[0]!;
  const weeks = (tab === 'weight' ? MEASUREMENT_WEEKS : BODY_WEEKS).filter((w) => weekKey(month.year, month.month, w) <= today(now));
  const choose = (next: { monthIndex?: number; tab?: Tab; week?: MeasurementWeek }) => {
    const nextMonthIndex = next.monthIndex ?? monthIndex;
    const nextTab = next.tab ?? tab;
    const nextMonth = months[nextMonthIndex] ?? month;
    const allowed = (nextTab === 'weight' ? MEASUREMENT_WEEKS : BODY_WEEKS).filter((w) => weekKey(nextMonth.year, nextMonth.month, w) <= today(now));
    const nextWeek = allowed.includes(next.week ?? week) ? (next.week ?? week) : (allowed[0] ?? 1);
    setMonthIndex(nextMonthIndex);
    setTab(nextTab);
    setWeek(nextWeek);
    setValues(storedValues(store, nextTab, nextMonth, nextWeek));
    setSubmitted(false);
  };

  const fields: ReadonlyArray<MeasurementField | 'weight'> = tab === 'weight' ? ['weight'] : BODY_FIELDS;
  const parsed = Object.fromEntries(fields.map((field) => [field, clampToLimit(values[field] ?? '', MEASUREMENT_LIMITS[field])])) as Record<
    MeasurementField | 'weight',
    number | null
  >;
  const errorOf = (field: MeasurementField | 'weight') => (submitted && parsed[field] === null ? t('missing') : undefined);
  const week0 = weeks.includes(week) ? week : weeks[0];

  const onSubmit = () => {
    setSubmitted(true);
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
    <FormDialog
      title={t('measurements.title')}
      onClose={store.closeModals}
      onSubmit={onSubmit}
      saveDisabled={store.saving || weeks.length === 0}
      className="body-form"
    >
      <SelectField
        label={t('month')}
        value={String(monthIndex)}
        onChange={(event) => choose({ monthIndex: Number(event.target.value) })}
        options={monthOptions(months, format)}
      />
      <Tabs
        label={t('measurements.kind')}
        items={[
          { key: 'weight', label: t('tab.weight') },
          { key: 'body', label: t('tab.body') },
        ]}
        selected={tab}
        onSelect={(key) => choose({ tab: key })}
      >
        {weeks.length === 0 ? (
          <p className="body-muted">{t('measurements.noWeek')}</p>
        ) : (
          <Tabs
            label={t('measurements.week')}
            items={weeks.map((w) => ({ key: w, label: t('week', { week: w }) }))}
            selected={week0 ?? 1}
            onSelect={(key) => choose({ week: key })}
          >
            <div className={tab === 'body' ? 'body-form__grid' : 'body-form__single'}>
              {fields.map((field) => (
                <NumberField
                  key={field}
                  name={field}
                  label={t(`field.${field}`)}
                  value={values[field] ?? ''}
                  limit={MEASUREMENT_LIMITS[field]}
                  onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
                  error={errorOf(field)}
                />
              ))}
            </div>
          </Tabs>
        )}
      </Tabs>
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
