import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import type { ModalStore } from '@mealplan/shared/modal';
import { referenceStore } from '@mealplan/shared/session';
import { Button, CheckboxField, SelectField, StartCalendar, TextAreaField, useText } from '@mealplan/shared/ui';
import type { PlanActionTextId } from './i18n';
import type { PauseStore } from './pauseStore';
import { useDialogTitle } from './planDialog';
import { Alert, Buttons, CloseButton, closeModal, Loading } from './DialogParts';

const DATE = 'cccc, d LLLL yyyy';

/** The delivery slots of the plan's emirate (the reference list holds every emirate's). */
const SlotSelect = observer(function SlotSelect({ store }: { store: PauseStore }) {
  const t = useText<PlanActionTextId>();
  useEffect(() => void referenceStore.ensure(['slotsList']), []);
  const slots = referenceStore.get('slotsList') ?? [];
  const current = slots.find((slot) => slot.id === store.deliverySlot);
  const options = slots
    .filter((slot) => !current || slot.emirate_id === current.emirate_id)
    .map((slot) => ({ value: String(slot.id), label: slot.display_name || slot.name }));
  if (options.length === 0) return null;
  return (
    <SelectField
      label={t('planActions.pause.slot')}
      options={options}
      value={store.deliverySlot !== null ? String(store.deliverySlot) : ''}
      onChange={(event) => store.setDeliverySlot(Number(event.target.value))}
    />
  );
});

function DatePicker({
  label,
  value,
  onChange,
  store,
  chosen,
}: {
  label: string;
  value: number;
  onChange: (day: number) => void;
  store: PauseStore;
  chosen: (date: string) => string;
}) {
  const labelId = useId();
  return (
    <div className="plan-action__picker">
      <p className="plan-action__picker-label" id={labelId}>
        {label}
      </p>
      <StartCalendar labelledBy={labelId} value={value} selectable={store.selectable} onChange={onChange} max={store.lastDay} chosenText={chosen} />
    </div>
  );
}

export const PauseDialog = observer(function PauseDialog({ store, modal }: { store: PauseStore; modal?: ModalStore }) {
  const t = useText<PlanActionTextId>();
  const format = useLocaleFormat();
  const resume = store.mode === 'resume';
  const scheduled = store.mode === 'scheduled' && (store.step === 'form' || store.step === 'requesting');
  const title: PlanActionTextId =
    !scheduled && (store.step === 'thanks' || store.step === 'requesting')
      ? 'planActions.pause.thanks.title'
      : store.step === 'failed'
        ? 'planActions.error.title'
        : resume
          ? 'planActions.resume.title'
          : 'planActions.pause.title';
  useDialogTitle(modal, title);

  if (store.step === 'loading') return <Loading />;
  if (store.step === 'failed') {
    return (
      <div className="plan-action">
        <Alert message={store.error} />
        <Buttons>
          <Button variant="secondary" onClick={() => void store.load()}>
            {t('planActions.retry')}
          </Button>
          <CloseButton modal={modal} />
        </Buttons>
      </div>
    );
  }
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
  if (scheduled && store.current?.endDate) {
    const requesting = store.step === 'requesting';
    return (
      <div className="plan-action">
        <p className="plan-action__lead">
          {t('planActions.pause.scheduled', { start: format.day(store.current.startDate, DATE), end: format.day(store.current.endDate, DATE) })}
        </p>
        <TextAreaField
          label={t('planActions.pause.notes')}
          rows={3}
          maxLength={2000}
          value={store.requestNotes}
          onChange={(event) => store.setRequestNotes(event.target.value)}
        />
        <Alert message={store.notice} />
        <Alert message={store.error} />
        <Buttons>
          <Button variant="secondary" onClick={() => closeModal(modal)} disabled={requesting}>
            {t('planActions.close')}
          </Button>
          <Button loading={requesting} onClick={() => void store.sendRequest()}>
            {t('planActions.pause.sendRequest')}
          </Button>
        </Buttons>
      </div>
    );
  }
  if (store.step === 'thanks' || store.step === 'requesting') {
    return (
      <div className="plan-action">
        <p role="status">{t('planActions.pause.thanks')}</p>
        <TextAreaField
          label={t('planActions.pause.notes')}
          rows={3}
          maxLength={2000}
          value={store.requestNotes}
          onChange={(event) => store.setRequestNotes(event.target.value)}
        />
        <Alert message={store.error} />
        <Buttons>
          <Button variant="secondary" onClick={() => closeModal(modal)} disabled={store.step === 'requesting'}>
            {t('planActions.pause.changeMeals')}
          </Button>
          <Button loading={store.step === 'requesting'} onClick={() => void store.sendRequest()}>
            {t('planActions.pause.sendRequest')}
          </Button>
        </Buttons>
      </div>
    );
  }

  const saving = store.step === 'saving';
  const current = store.current;
  return (
    <div className="plan-action plan-action--wide">
      {resume && current ? (
        <p className="plan-action__lead">{t('planActions.resume.intro', { start: format.day(current.startDate, DATE) })}</p>
      ) : (
        <p className="plan-action__lead">{t('planActions.pause.intro')}</p>
      )}
      <div className="plan-action__pickers">
        {!resume && (
          <DatePicker
            label={t('planActions.pause.start')}
            value={store.startDate}
            onChange={(day) => store.setStartDate(day)}
            store={store}
            chosen={(date) => t('planActions.pause.chosenStart', { date })}
          />
        )}
        {(resume || !store.unknownEnd) && (
          <DatePicker
            label={t('planActions.pause.end')}
            value={store.endDate}
            onChange={(day) => store.setEndDate(day)}
            store={store}
            chosen={(date) => t('planActions.pause.chosenEnd', { date })}
          />
        )}
      </div>
      {!resume && (
        <CheckboxField
          label={t('planActions.pause.unknownEnd')}
          checked={store.unknownEnd}
          onChange={(event) => store.setUnknownEnd(event.target.checked)}
        />
      )}
      <SlotSelect store={store} />
      <Alert message={store.notice} />
      <Alert message={store.error} />
      <Buttons>
        <Button variant="secondary" onClick={() => closeModal(modal)} disabled={saving}>
          {t('planActions.pause.cancel')}
        </Button>
        <Button loading={saving} onClick={() => void store.save()}>
          {t(resume ? 'planActions.resume.save' : 'planActions.pause.save')}
        </Button>
      </Buttons>
    </div>
  );
});
