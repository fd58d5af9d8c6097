import { observer } from 'mobx-react-lite';
import type { PlanModal } from './types';
import { Button, StarRating, TextAreaField, useText } from '@mealplan/shared/ui';
import type { PlanActionTextId } from './i18n';
import { FEEDBACK_MAX_LENGTH, type RateDishStore } from './rateDishStore';
import { DismissButton, PlanDialogFrame } from './DialogParts';

export const RateDishDialog = observer(function RateDishDialog({ store, modal }: { store: RateDishStore; modal: PlanModal }) {
  const t = useText<PlanActionTextId>();
  if (store.step === 'done') return <PlanDialogFrame modal={modal} titleId="planActions.rate.done.title" status={store.message} />;

  const sending = store.step === 'sending';
  return (
    <PlanDialogFrame
      modal={modal}
      titleId="planActions.rate.title"
      lead={t('planActions.rate.dish', { title: store.args.title })}
      alerts={[store.notice, store.error]}
      actions={
        <>
          <DismissButton modal={modal} textId="planActions.rate.cancel" disabled={sending} />
          <Button loading={sending} onClick={() => void store.save()}>
            {t('planActions.rate.save')}
          </Button>
        </>
      }
    >
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
    </PlanDialogFrame>
  );
});
