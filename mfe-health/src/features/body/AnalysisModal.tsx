// The 'BFM & SMM' modal (§2, §5): a month and the two masses in kg, both required, at most 200, step 0.1.
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { clampToLimit, MEASUREMENT_LIMITS, monthKey, openMonths } from '@mealplan/shared/domain';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { SelectField } from '@mealplan/shared/ui';
import { fromHundredths, toHundredths } from '@mealplan/shared/units';
import { FormDialog } from '../../common/FormDialog';
import { NumberField } from '../../common/NumberField';
import type { BodyStore } from './bodyStore';
import { monthOptions } from './months';

export const AnalysisModal = observer(function AnalysisModal({ store }: { store: BodyStore }) {
  const intl = useIntl();
  const format = useLocaleFormat();
  const t = (id: string) => intl.formatMessage({ id: `health.body.${id}` });
  const now = store.now();
  const months = openMonths(store.profile?.registered ?? now, now);
  const stored = (index: number) => {
    const month = months[index];
    const key = month ? String(monthKey(month.year, month.month)) : '';
    const bfm = store.BFMHistory[key];
    const smm = store.SMMHistory[key];
    return { bfm: bfm === undefined ? '' : String(fromHundredths(bfm)), smm: smm === undefined ? '' : String(fromHundredths(smm)) };
  };
  const [monthIndex, setMonthIndex] = useState(0);
  const [values, setValues] = useState(() => stored(0));
  const [submitted, setSubmitted] = useState(false);
  const bfm = clampToLimit(values.bfm, MEASUREMENT_LIMITS.BFM);
  const smm = clampToLimit(values.smm, MEASUREMENT_LIMITS.SMM);
  const missing = t('missing');

  const onSubmit = () => {
    setSubmitted(true);
    const month = months[monthIndex];
    if (bfm === null || smm === null || !month) return;
    void store.saveAnalysis(monthKey(month.year, month.month), toHundredths(smm), toHundredths(bfm));
  };

  return (
    <FormDialog title={t('analysis.title')} onClose={store.closeModals} onSubmit={onSubmit} saveDisabled={store.saving} className="body-form">
      <SelectField
        label={t('month')}
        value={String(monthIndex)}
        onChange={(event) => {
          const index = Number(event.target.value);
          setMonthIndex(index);
          setValues(stored(index));
          setSubmitted(false);
        }}
        options={monthOptions(months, format)}
      />
      <NumberField
        name="BFM"
        label={t('field.BFM')}
        value={values.bfm}
        limit={MEASUREMENT_LIMITS.BFM}
        onChange={(value) => setValues((current) => ({ ...current, bfm: value }))}
        error={submitted && bfm === null ? missing : undefined}
      />
      <NumberField
        name="SMM"
        label={t('field.SMM')}
        value={values.smm}
        limit={MEASUREMENT_LIMITS.SMM}
        onChange={(value) => setValues((current) => ({ ...current, smm: value }))}
        error={submitted && smm === null ? missing : undefined}
      />
    </FormDialog>
  );
});
