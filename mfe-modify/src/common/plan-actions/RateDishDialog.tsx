import { observer } from 'mobx-react-lite';
import type { ModalStore } from '@mealplan/shared/modal';
import { Button, StarRating, TextAreaField, useText } from '@mealplan/shared/ui';
import type { PlanActionTextId } from './i18n';
import { useDialogTitle } from './planDialog';
import { FEEDBACK_MAX_LENGTH, type RateDishStore } from './rateDishStore';
import { Alert, Buttons, CloseButton, closeModal } from './DialogParts';

export const RateDishDialog = observer(function RateDishDialog({ store, modal }: { store: RateDishStore; modal?: ModalStore }) {
  const t = useText<PlanActionTextId>();
  useDialogTitle(modal, store.step === 'done' ? 'planActions.rate.done.title' : 'planActions.rate.title');
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
      <p className="plan-action__lead">{t('planActions.rate.dish', { title: store.args.title })}</p>
      <div className="plan-action__stars">
        <span className="plan-action__stars-label" aria-hidden="true">
          {t('planActions.rate.stars')}
        </span>
        <StarRating
          label={t('planActions.rate.stars')}
          value={store.rating}
          onChange={(rating) => store.setRating(rating)}
          size="lg"
          disabled={sending}
        />
      </div>
      <TextAreaField
        label={t('planActions.rate.feedback')}
        placeholder={t('planActions.rate.placeholder')}
        hint={t('planActions.rate.hint', { left: Math.max(0, store.charactersLeft) })}
        rows={4}
        maxLength={FEEDBACK_MAX_LENGTH}
        value={store.feedback}
        onChange={(event) => store.setFeedback(event.target.value)}
      />
      <Alert message={store.notice} />
      <Alert message={store.error} />
      <Buttons>
        <Button variant="secondary" onClick={() => closeModal(modal)} disabled={sending}>
          {t('planActions.rate.cancel')}
        </Button>
        <Button loading={sending} onClick={() => void store.save()}>
          {t('planActions.rate.save')}
        </Button>
      </Buttons>
    </div>
  );
});
