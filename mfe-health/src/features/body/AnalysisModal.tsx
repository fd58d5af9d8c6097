// The 'BFM & SMM' modal (§2, §5): a month and the two masses in kg, both required, at most 200, step 0.1.
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { MEASUREMENT_LIMITS, monthKey, openMonths } from '@mealplan/shared/domain';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { FormDialog, SelectField, type TextId, useText } from '@mealplan/shared/ui';
import { fromHundredths, toHundredths } from '@mealplan/shared/units';
import { NumberField, numberOf } from '../../common/NumberField';
import type { BodyStore } from './bodyStore';
import type en from './i18n/en.json';
import { monthOptions } from './months';

interface AnalysisValues {
  BFM?: string;
  SMM?: string;
}

export const AnalysisModal = observer(function AnalysisModal({ store }: { store: BodyStore }) {
  const t = useText<TextId<typeof en>>();
  const format = useLocaleFormat();
  const now = store.now();
  const months = openMonths(store.profile?.registered ?? now, now);
  const [monthIndex, setMonthIndex] = useState(0);
  /** The month's stored masses, as the fields show them (kg). */
  const stored = (index: number): AnalysisValues => {
    const month = months[index];
    const key = month ? String(monthKey(month.year, month.month)) : '';
    const bfm = store.BFMHistory[key];
    const smm = store.SMMHistory[key];
    return { BFM: bfm === undefined ? '' : String(fromHundredths(bfm)), SMM: smm === undefined ? '' : String(fromHundredths(smm)) };
  };

  const onSubmit = (values: AnalysisValues) => {
    const month = months[monthIndex];
    const bfm = numberOf(values.BFM, MEASUREMENT_LIMITS.BFM);
    const smm = numberOf(values.SMM, MEASUREMENT_LIMITS.SMM);
    if (bfm === null || smm === null || !month) return;
    void store.saveAnalysis(monthKey(month.year, month.month), toHundredths(smm), toHundredths(bfm));
  };

  return (
    <FormDialog<AnalysisValues>
      title={t('health.body.analysis.title')}
      onClose={store.closeModals}
      initialValues={stored(0)}
      onSubmit={onSubmit}
      submitDisabled={store.calls.saving}
      className="body-form"
    >
      {(_values, form) => (
        <>
          <SelectField
            label={t('health.body.month')}
            value={String(monthIndex)}
            onChange={(event) => {
              const index = Number(event.target.value);
              setMonthIndex(index);
              form.reset(stored(index));
            }}
            options={monthOptions(months, format)}
          />
          <NumberField name="BFM" label={t('health.body.field.BFM')} limit={MEASUREMENT_LIMITS.BFM} required={t('health.body.missing')} />
          <NumberField name="SMM" label={t('health.body.field.SMM')} limit={MEASUREMENT_LIMITS.SMM} required={t('health.body.missing')} />
        </>
      )}
    </FormDialog>
  );
});
