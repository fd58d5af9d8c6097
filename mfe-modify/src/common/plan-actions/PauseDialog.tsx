import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import type { PlanModal } from './types';
import { referenceStore } from '@mealplan/shared/session';
import { Button, CheckboxField, SelectField, StartCalendar, useText } from '@mealplan/shared/ui';
import type { PlanActionTextId } from './i18n';
import type { PauseStore } from './pauseStore';
import { DismissButton, LoadFailedDialog, NotesField, PlanDialogFrame } from './DialogParts';

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

export const PauseDialog = observer(function PauseDialog({ store, modal }: { store: PauseStore; modal: PlanModal }) {
  const t = useText<PlanActionTextId>();
  const format = useLocaleFormat();
  const resume = store.mode === 'resume';
  const scheduled = store.mode === 'scheduled' && (store.step === 'form' || store.step === 'requesting');
  const formTitle: PlanActionTextId = resume ? 'planActions.resume.title' : 'planActions.pause.title';
  const requesting = store.step === 'requesting';
  const notes = <NotesField label={t('planActions.pause.notes')} value={store.requestNotes} onChange={(value) => store.setRequestNotes(value)} />;
  const sendRequest = (
    <Button loading={requesting} onClick={() => void store.sendRequest()}>
      {t('planActions.pause.sendRequest')}
    </Button>
  );

  if (store.step === 'loading') return <PlanDialogFrame modal={modal} titleId={formTitle} loading />;
  if (store.step === 'failed') return <LoadFailedDialog modal={modal} error={store.error} onRetry={() => void store.load()} />;
  if (store.step === 'done') return <PlanDialogFrame modal={modal} titleId={formTitle} status={store.message} />;
  if (scheduled && store.current?.endDate) {
    return (
      <PlanDialogFrame
        modal={modal}
        titleId={formTitle}
        lead={t('planActions.pause.scheduled', { start: format.day(store.current.startDate, DATE), end: format.day(store.current.endDate, DATE) })}
        alerts={[store.notice, store.error]}
        actions={
          <>
            <DismissButton modal={modal} disabled={requesting} />
            {sendRequest}
          </>
        }
      >
        {notes}
      </PlanDialogFrame>
    );
  }
  if (store.step === 'thanks' || requesting) {
    return (
      <PlanDialogFrame
        modal={modal}
        titleId="planActions.pause.thanks.title"
        status={t('planActions.pause.thanks')}
        alerts={[store.error]}
        actions={
          <>
            <DismissButton modal={modal} textId="planActions.pause.changeMeals" disabled={requesting} />
            {sendRequest}
          </>
        }
      >
        {notes}
      </PlanDialogFrame>
    );
  }

  const saving = store.step === 'saving';
  const current = store.current;
  return (
    <PlanDialogFrame
      modal={modal}
      titleId={formTitle}
      wide
      lead={resume && current ? t('planActions.resume.intro', { start: format.day(current.startDate, DATE) }) : t('planActions.pause.intro')}
      alerts={[store.notice, store.error]}
      actions={
        <>
          <DismissButton modal={modal} textId="planActions.pause.cancel" disabled={saving} />
          <Button loading={saving} onClick={() => void store.save()}>
            {t(resume ? 'planActions.resume.save' : 'planActions.pause.save')}
          </Button>
        </>
      }
    >
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
    </PlanDialogFrame>
  );
});
