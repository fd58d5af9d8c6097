import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import type { PlanModal } from './types';
import { Button, CheckboxField, useText } from '@mealplan/shared/ui';
import type { CancelQuote, CancelStore } from './cancelStore';
import type { PlanActionTextId } from './i18n';
import { DismissButton, LoadFailedDialog, PlanDialogFrame } from './DialogParts';

/** The terms page, opened in a new tab (spec 3 §2: modals for modify and cancel require accepting the terms). */
export const TERMS_PATH = '/terms';
/** The Refunds & Cancellation Policy the quote follows (doc 3 §2 "Static and legal pages"). */
export const POLICY_PATH = '/refunds';

const newTabLink = (path: string, newTab: string) => (chunks: ReactNode) => (
  <a href={path} target="_blank" rel="noopener">
    {chunks} <span className="plan-action__new-tab">{newTab}</span>
  </a>
);

/** What cancelling now does (the server's quote under the published policy), shown before the customer confirms. */
function QuoteSummary({ quote, couponOffered }: { quote: CancelQuote; couponOffered: boolean }) {
  const t = useText<PlanActionTextId>();
  const format = useLocaleFormat();
  const effective = format.day(quote.effectiveDate, 'cccc, d LLLL yyyy');
  const delivered = quote.stillDelivered.map((day) => format.day(day, 'ccc d LLL')).join(', ');
  const rows: Array<[string, string]> = [
    [t('planActions.cancel.effective'), effective],
    [t('planActions.cancel.stillDelivered'), t('planActions.cancel.stillDeliveredDays', { count: quote.stillDelivered.length, days: delivered })],
  ];
  if (quote.paid) {
    rows.push(
      [t('planActions.cancel.unused', { count: quote.unusedDays }), format.aed(quote.unusedValue)],
      [t('planActions.cancel.fee', { percent: format.number(quote.feePercent) }), t('planActions.cancel.minus', { amount: format.aed(quote.fee) })],
      [t('planActions.cancel.value'), format.aed(quote.value)],
    );
  }
  const note = !quote.paid
    ? t('planActions.cancel.unpaidNote')
    : quote.value === 0
      ? t('planActions.cancel.nothingLeft')
      : [
          couponOffered ? t('planActions.cancel.couponNote', { amount: format.aed(quote.value) }) : null,
          t('planActions.cancel.refundNote', {
            amount: format.aed(quote.value),
            weeks: quote.refundWeeks,
            date: effective,
            min: format.number(quote.bankDaysMin),
            max: format.number(quote.bankDaysMax),
          }),
        ]
          .filter(Boolean)
          .join(' ');
  return (
    <>
      <dl className="plan-action__quote">
        {rows.map(([term, value], index) => {
          // The day and the days still delivered read as a line each under their term; the amounts beside theirs.
          const kind = index < 2 ? ' plan-action__quote-row--stacked' : index === rows.length - 1 ? ' plan-action__quote-total' : '';
          return (
            <div key={term} className={`plan-action__quote-row${kind}`}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          );
        })}
      </dl>
      <p>{note}</p>
    </>
  );
}

export const CancelDialog = observer(function CancelDialog({ store, modal }: { store: CancelStore; modal: PlanModal }) {
  const t = useText<PlanActionTextId>();
  if (store.step === 'loading') return <PlanDialogFrame modal={modal} titleId="planActions.cancel.title" loading />;
  if (store.step === 'failed') return <LoadFailedDialog modal={modal} error={store.error} onRetry={() => void store.load()} />;
  if (store.step === 'done') return <PlanDialogFrame modal={modal} titleId="planActions.cancel.done.title" status={store.message} />;

  const sending = store.step === 'sending';
  const couponOffered = store.couponOffered;
  const newTab = t('planActions.cancel.termsNewTab');
  return (
    <PlanDialogFrame
      modal={modal}
      titleId="planActions.cancel.title"
      lead={t('planActions.cancel.message')}
      alerts={[store.notice, store.error]}
      actions={
        <>
          <DismissButton modal={modal} textId="planActions.cancel.keep" disabled={sending} />
          <Button
            variant={couponOffered ? 'secondary' : 'primary'}
            disabled={!store.termsAccepted || sending}
            loading={store.pending === 'plain'}
            onClick={() => void store.cancel(false)}
          >
            {t('planActions.cancel.plain')}
          </Button>
          {couponOffered && (
            <Button
              disabled={!store.termsAccepted || sending || !store.couponPossible}
              loading={store.pending === 'coupon'}
              onClick={() => void store.cancel(true)}
            >
              {t('planActions.cancel.withCoupon')}
            </Button>
          )}
        </>
      }
    >
      {store.quote && <QuoteSummary quote={store.quote} couponOffered={couponOffered} />}
      <p>
        <FormattedMessage id="planActions.cancel.policy" values={{ link: newTabLink(POLICY_PATH, newTab) }} />
      </p>
      <CheckboxField
        label={<FormattedMessage id="planActions.cancel.terms" values={{ link: newTabLink(TERMS_PATH, newTab) }} />}
        checked={store.termsAccepted}
        disabled={sending}
        onChange={(event) => store.setTermsAccepted(event.target.checked)}
      />
    </PlanDialogFrame>
  );
});
