// Step 7, /menu/thank (doc 2 §2.2): the order is placed; the meal plan was cleared a second after placing it.
import { useLocation } from 'react-router-dom';
import type { PlacedOrder } from '@mealplan/shared/protocol';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { Card, LinkButton, Page, PageHeader, useText, type TextId } from '@mealplan/shared/ui';
import type en from './i18n/en.json';
import './thank.css';

export function ThankPage() {
  const t = useText<TextId<typeof en>>();
  const format = useLocaleFormat();
  const placed = (useLocation().state as { placed?: PlacedOrder } | null)?.placed;
  return (
    <Page width="narrow" className="thank">
      <PageHeader title={t('thank.title')} />
      <Card className="thank__card">
        <p className="thank__message" role="status">
          {t('thank.message')}
        </p>
        {placed && (
          <dl className="thank__order">
            <dt>{t('thank.order')}</dt>
            <dd>{format.number(placed.orderId)}</dd>
            <dt>{t('thank.total')}</dt>
            <dd>{format.aed(placed.total)}</dd>
            {placed.newVoucher > 0 && (
              <>
                <dt>{t('thank.newVoucher')}</dt>
                <dd>{format.aed(placed.newVoucher)}</dd>
              </>
            )}
          </dl>
        )}
        <LinkButton to="/" size="lg">
          {t('thank.home')}
        </LinkButton>
      </Card>
    </Page>
  );
}
