// The day shown on /modify (doc 3 §2, §4 "Day editing", "Skip", "Dish selection") on the shared day editor: its date,
// 'Additional Delivery #n', the diet-change notice, the day's state ('The day is on pause', the lock text, a skipped
// day and its 'Remove from skipped' while both days are open), the deadline and the macros against the daily target (beyond the spec), the day's bags, and 'Skip this day' /
// 'Change items' on a day that can be changed. In edit: the shared dish editor, the terms and 'Save Changes', enabled
// only when something is unsaved and the terms are accepted.
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { DayBags, DishEditor, NutritionFacts } from '@mealplan/shared/dayEditor';
import { localName, useLocaleFormat } from '@mealplan/shared/i18n';
import { Button, CheckboxField, modalStore, useMessageText, useShowRefusal, useText } from '@mealplan/shared/ui';
import type { ModifyPageTextId } from './i18n';
import type { ModifyStore } from './modifyStore';

/** The terms page, opened in a new tab (doc 3 §2: the modify's Save needs the terms accepted). */
const TERMS_PATH = '/terms';

/** The day's title: its date, and 'Additional Delivery #n' for an extra delivery. */
export function useDayTitle(store: ModifyStore): (day: number) => string {
  const t = useText<ModifyPageTextId>();
  const format = useLocaleFormat();
  return (day) => {
    const date = format.day(day, 'cccc d LLLL yyyy');
    const number = store.additionalNumber(day);
    return number === null ? date : `${t('modify.additional', { number: format.number(number) })} · ${date}`;
  };
}

export interface DayPanelProps {
  store: ModifyStore;
  /** 'Skip this day': the plan action's dialog (confirm, then the day moves to the end of the plan). */
  onSkip: (day: number) => void;
}

export const DayPanel = observer(function DayPanel({ store, onSkip }: DayPanelProps) {
  const t = useText<ModifyPageTextId>();
  const text = useMessageText();
  const format = useLocaleFormat();
  const dayTitle = useDayTitle(store);
  const editor = store.editor;
  const day = editor.activeDay;
  if (day === null) return null;
  if (editor.editing?.day === day) return <EditDay store={store} />;
  const state = editor.stateOf(day);
  const editable = editor.editableBag(day) !== null;
  const message = editable ? null : editor.stateMessage(day);
  const deadline = store.deadline(day);
  const change = store.dietChangeOn(day);
  const dietName = (id: number) => {
    const diet = store.dietById(id);
    return diet ? localName(diet, format.locale) : String(id);
  };

  const onChangeItems = () => {
    const refused = store.startEditing(day);
    if (refused) modalStore.showMessage(text(refused));
  };

  return (
    <section className="modify-day" aria-labelledby="modify-day-heading">
      <header className="modify-day__header">
        <h2 id="modify-day-heading" className="modify-day__heading">
          {dayTitle(day)}
        </h2>
        {deadline !== null && <p className="modify-day__deadline">{t('modify.day.deadline', { date: format.day(deadline, 'ccc d LLL, HH:mm') })}</p>}
      </header>
      {change && (
        <p className="modify-day__notice" role="note">
          {t('modify.dietChange', { from: dietName(change.from), to: dietName(change.to), date: format.day(change.day, 'd LLLL yyyy') })}
        </p>
      )}
      {state === 'skipped' ? (
        <p className="modify-day__locked" role="note">
          {t('modify.day.skippedNote', { date: format.day(store.skippedTo(day) ?? day, 'cccc d LLLL yyyy') })}
        </p>
      ) : (
        <>
          {message && (
            <p className="modify-day__locked" role="note">
              {text(message)}
            </p>
          )}
          {state !== 'paused' && (
            <>
              <NutritionFacts totals={editor.dayNutrition(day)} targets={store.targets} />
              <DayBags editor={editor} day={day} details />
            </>
          )}
        </>
      )}
      {state === 'skipped' && store.canUnskip && (
        <div className="day-editor-actions">
          <UnskipButton store={store} day={day} label={t('modify.day.removeFromSkipped')} />
        </div>
      )}
      {editable && (
        <div className="day-editor-actions">
          <Button variant="secondary" onClick={() => onSkip(day)}>
            {t('modify.day.skip')}
          </Button>
          <Button onClick={onChangeItems}>{t('modify.day.changeItems')}</Button>
        </div>
      )}
    </section>
  );
});

/** 'Remove from skipped': the day comes back with its dishes once the server confirms (the order is reloaded). */
const UnskipButton = observer(function UnskipButton({ store, day, label }: { store: ModifyStore; day: number; label: string }) {
  const showRefusal = useShowRefusal();
  const onClick = () => {
    store.removeFromSkipped(day).then((message) => {
      if (message) modalStore.showMessage(message);
    }, showRefusal);
  };
  return (
    <Button variant="secondary" loading={store.busy === 'unskip'} onClick={onClick}>
      {label}
    </Button>
  );
});

const newTabLink = (newTab: string) => (chunks: ReactNode) => (
  <a href={TERMS_PATH} target="_blank" rel="noopener">
    {chunks} <span className="modify-edit__new-tab">{newTab}</span>
  </a>
);

const EditDay = observer(function EditDay({ store }: { store: ModifyStore }) {
  const t = useText<ModifyPageTextId>();
  const dayTitle = useDayTitle(store);
  const showRefusal = useShowRefusal();
  const editing = store.editor.editing;
  if (!editing) return null;

  const save = () => {
    store.saveChanges().then((message) => {
      if (message) modalStore.showMessage(message);
    }, showRefusal);
  };

  return (
    <section className="modify-edit" aria-labelledby="modify-edit-heading">
      <h2 id="modify-edit-heading" className="modify-day__heading">
        {dayTitle(editing.day)}
      </h2>
      <DishEditor
        editor={store.editor}
        answers={{ yes: t('modify.dish.select'), no: t('modify.dish.doNotSelect') }}
        oilSides={store.oilSides !== null}
      />
      <CheckboxField
        label={<FormattedMessage id="modify.edit.terms" values={{ link: newTabLink(t('modify.edit.termsNewTab')) }} />}
        checked={store.termsAccepted}
        disabled={store.busy === 'save'}
        onChange={(event) => store.setTermsAccepted(event.target.checked)}
      />
      <div className="day-editor-actions">
        <Button variant="secondary" onClick={store.editor.cancelEditing}>
          {t('modify.day.cancelEdit')}
        </Button>
        <Button size="lg" loading={store.busy === 'save'} disabled={!store.canSaveChanges} onClick={save}>
          {t('modify.day.saveChanges')}
        </Button>
      </div>
    </section>
  );
});
