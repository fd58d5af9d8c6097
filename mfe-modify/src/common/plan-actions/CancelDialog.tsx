import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import type { ModalStore } from '@mealplan/shared/modal';
import { Button, CheckboxField, useText } from '@mealplan/shared/ui';
import type { CancelStore } from './cancelStore';
import type { PlanActionTextId } from './i18n';
import { DismissButton, PlanDialogFrame } from './DialogParts';

/** The terms page, opened in a new tab (spec 3 §2: modals for modify and cancel require accepting the terms). */
export const TERMS_PATH = '/terms';

export const CancelDialog = observer(function CancelDialog({ store, modal }: { store: CancelStore; modal?: ModalStore }) {
  const t = useText<PlanActionTextId>();
  if (store.step === 'done') return <PlanDialogFrame modal={modal} titleId="planActions.cancel.done.title" status={store.message} />;

  const sending = store.step === 'sending';
  const paid = store.args.paid;
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
            variant={paid ? 'secondary' : 'primary'}
            disabled={!store.termsAccepted || sending}
            loading={store.pending === 'plain'}
            onClick={() => void store.cancel(false)}
          >
            {t('planActions.cancel.plain')}
          </Button>
          {paid && (
            <Button disabled={!store.termsAccepted || sending} loading={store.pending === 'coupon'} onClick={() => void store.cancel(true)}>
              {t('planActions.cancel.withCoupon')}
            </Button>
          )}
        </>
      }
    >
      {paid && <p>{t('planActions.cancel.couponNote')}</p>}
      <CheckboxField
        label={
          <FormattedMessage
            id="planActions.cancel.terms"
            values={{
              link: (chunks) => (
                <a href={TERMS_PATH} target="_blank" rel="noopener">
                  {chunks} <span className="plan-action__new-tab">{t('planActions.cancel.termsNewTab')}</span>
                </a>
              ),
            }}
          />
        }
        checked={store.termsAccepted}
        disabled={sending}
        onChange={(event) => store.setTermsAccepted(event.target.checked)}
      />
    </PlanDialogFrame>
  );
});
