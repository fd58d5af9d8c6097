import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import type { ModalStore } from '@mealplan/shared/modal';
import { Button, CheckboxField, useText } from '@mealplan/shared/ui';
import type { CancelStore } from './cancelStore';
import type { PlanActionTextId } from './i18n';
import { useDialogTitle } from './planDialog';
import { Alert, Buttons, CloseButton, closeModal } from './DialogParts';

/** The terms page, opened in a new tab (spec 3 §2: modals for modify and cancel require accepting the terms). */
export const TERMS_PATH = '/terms';

export const CancelDialog = observer(function CancelDialog({ store, modal }: { store: CancelStore; modal?: ModalStore }) {
  const t = useText<PlanActionTextId>();
  useDialogTitle(modal, store.step === 'done' ? 'planActions.cancel.done.title' : 'planActions.cancel.title');

  if (store.step === 'done') {
    return (
      <div className="plan-action">
        <p role="status">{store.message}</p>
        <Buttons>
          <CloseButton modal={modal} />
        </Buttons>
      </div>
    );
  }
  const sending = store.step === 'sending';
  return (
    <div className="plan-action">
      <p className="plan-action__lead">{t('planActions.cancel.message')}</p>
      {store.args.paid && <p>{t('planActions.cancel.couponNote')}</p>}
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
      <Alert message={store.notice} />
      <Alert message={store.error} />
      <Buttons>
        <Button variant="secondary" onClick={() => closeModal(modal)} disabled={sending}>
          {t('planActions.cancel.keep')}
        </Button>
        <Button
          variant={store.args.paid ? 'secondary' : 'primary'}
          disabled={!store.termsAccepted || sending}
          loading={store.pending === 'plain'}
          onClick={() => void store.cancel(false)}
        >
          {t('planActions.cancel.plain')}
        </Button>
        {store.args.paid && (
          <Button disabled={!store.termsAccepted || sending} loading={store.pending === 'coupon'} onClick={() => void store.cancel(true)}>
            {t('planActions.cancel.withCoupon')}
          </Button>
        )}
      </Buttons>
    </div>
  );
});
