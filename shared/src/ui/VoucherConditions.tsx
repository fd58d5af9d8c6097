// A voucher's conditions beside its code (issue 37 item 5): the checkout summary, the wizard's summary (through
// OfferFields) and My Credit show them with this one component, in the page's language, from the shared rule's notes
// (shared/src/domain/vouchers.ts): 'Conditions: Plans of 30 days or more · One use per customer'.
import { voucherConditionNotes, VOUCHER_CONDITION_TEXT, VOUCHER_CONDITIONS_LABEL, type VoucherConditions } from '../domain';
import { localeFormat } from '../i18n/format';
import { DEFAULT_LOCALE, normaliseLanguage } from '../i18n/locale';
import { currentUnixSeconds } from '../time';
import { useKitIntl } from './useKitIntl';
import './offerFields.css';

export interface VoucherConditionsTextProps {
  conditions: VoucherConditions;
  /** The clock (unix seconds) that picks the period to show; now by default. */
  now?: number;
  className?: string;
}

/** The conditions as one line of text in the page's language (a period's days formatted in it). */
export function useVoucherConditionsText(): (conditions: VoucherConditions, now?: number) => string {
  const intl = useKitIntl();
  const format = localeFormat(normaliseLanguage(intl.locale) ?? DEFAULT_LOCALE);
  return (conditions, now = currentUnixSeconds()) =>
    voucherConditionNotes(conditions, now)
      .map((note) =>
        note.kind === 'period'
          ? intl.formatMessage(
              { id: VOUCHER_CONDITION_TEXT.period },
              { from: format.day(note.firstDay, 'd LLL yyyy'), to: format.day(note.lastDay, 'd LLL yyyy') },
            )
          : intl.formatMessage(
              { id: VOUCHER_CONDITION_TEXT[note.kind] },
              'count' in note ? { count: note.count } : 'days' in note ? { days: note.days } : {},
            ),
      )
      .join(' · ');
}

export function VoucherConditionsText({ conditions, now, className }: VoucherConditionsTextProps) {
  const intl = useKitIntl();
  const text = useVoucherConditionsText();
  return (
    <p className={className ? `ui-voucher-conditions ${className}` : 'ui-voucher-conditions'}>
      <span className="ui-voucher-conditions__label">{intl.formatMessage({ id: VOUCHER_CONDITIONS_LABEL })}</span> {text(conditions, now)}
    </p>
  );
}
