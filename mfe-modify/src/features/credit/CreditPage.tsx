// /my-credit, 'My Credit' (spec 3 §2 Credit page, §3 Voucher, §8 empty voucher list): the customer's vouchers from
// the session's user, each with its conditions beside the code (issue 37: a coupon is single use, on any plan), the two
// explanation panels, and the empty state with sample vouchers when there are none.
import { observer } from 'mobx-react-lite';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import type { Voucher } from '@mealplan/shared/protocol';
import { sessionStore } from '@mealplan/shared/session';
import { COUPON_CONDITIONS } from '@mealplan/shared/domain';
import { Card, EmptyState, Page, PageHeader, useText, VoucherConditionsText } from '@mealplan/shared/ui';
import type { CreditTextId } from './i18n';
import { voucherAmount } from './vouchers';
import './credit.css';

function VoucherCard({ voucher }: { voucher: Voucher }) {
  const t = useText<CreditTextId>();
  const format = useLocaleFormat();
  const amount = voucherAmount(voucher);
  return (
    <li className="credit__voucher">
      <span className="credit__value">
        {amount.kind === 'percent'
          ? t('credit.percent', { value: format.number(amount.percent) })
          : t('credit.amount', { amount: format.aed(amount.fils) })}
      </span>
      <span className="credit__code">{t('credit.code', { code: voucher.code })}</span>
      <VoucherConditionsText conditions={COUPON_CONDITIONS} className="credit__conditions" />
    </li>
  );
}

function SampleVouchers() {
  const t = useText<CreditTextId>();
  const format = useLocaleFormat();
  return (
    <ul className="credit__vouchers credit__vouchers--samples" aria-label={t('credit.sample')}>
      {[t('credit.percent', { value: format.number(10) }), t('credit.amount', { amount: format.aed(13_800) })].map((value) => (
        <li key={value} className="credit__voucher credit__voucher--sample">
          <span className="credit__sample-tag">{t('credit.sample')}</span>
          <span className="credit__value">{value}</span>
          <span className="credit__code">{t('credit.sample.code')}</span>
        </li>
      ))}
    </ul>
  );
}

export const CreditPage = observer(function CreditPage() {
  const t = useText<CreditTextId>();
  const vouchers = sessionStore.user.vouchers ?? [];
  return (
    <Page>
      <PageHeader title={t('credit.title')} subtitle={t('credit.subtitle')} />
      <div className="credit">
        <Card className="credit__list" aria-labelledby="credit-list-title">
          <h2 id="credit-list-title" className="credit__heading">
            {t('credit.list')}
          </h2>
          {vouchers.length ? (
            <ul className="credit__vouchers">
              {vouchers.map((voucher, index) => (
                <VoucherCard key={`${voucher.code}-${index}`} voucher={voucher} />
              ))}
            </ul>
          ) : (
            <EmptyState title={t('credit.empty.title')}>
              <p>{t('credit.empty.text')}</p>
              <SampleVouchers />
            </EmptyState>
          )}
        </Card>
        <div className="credit__panels">
          <Card aria-labelledby="credit-panel-credit">
            <h2 id="credit-panel-credit" className="credit__heading">
              {t('credit.panel.credit.title')}
            </h2>
            <p>{t('credit.panel.credit.text')}</p>
          </Card>
          <Card aria-labelledby="credit-panel-discount">
            <h2 id="credit-panel-discount" className="credit__heading">
              {t('credit.panel.discount.title')}
            </h2>
            <p>{t('credit.panel.discount.text')}</p>
          </Card>
        </div>
      </div>
    </Page>
  );
});
