// One plan day of the unpaid plan (doc 2 §2.3 "Day view", "Edit day view") on the shared day editor: the full date,
// the day's calories, fat, protein and CHO, its dishes, and 'Change Items', 'Skip delivery' (with its help) and 'View
// menu PDF'; past days and the next 3 days show the lock text instead of the change buttons. In edit: the shared dish
// editor (its sides in a carousel of one) and 'Save and exit'.
import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { DayBags, DishEditor, NutritionFacts } from '@mealplan/shared/dayEditor';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { Button, useMessageText, useText } from '@mealplan/shared/ui';
import type { MenusTextId } from './i18n';
import type { MenusStore } from './menusStore';

export interface DayViewProps {
  store: MenusStore;
  onChangeItems: () => void;
  onSkip: (day: number) => void;
  onPdf: () => void;
}

export const DayView = observer(function DayView({ store, onChangeItems, onSkip, onPdf }: DayViewProps) {
  const t = useText<MenusTextId>();
  const text = useMessageText();
  const format = useLocaleFormat();
  const helpId = useId();
  const editor = store.editor;
  const day = editor.activeDay;
  if (day === null) return null;
  const locked = editor.stateMessage(day);
  return (
    <section className="menus-day" aria-labelledby="menus-day-heading">
      <header className="menus-day__header">
        <h2 id="menus-day-heading" className="menus-day__heading">
          {format.day(day, 'cccc d LLLL yyyy')}
        </h2>
        <NutritionFacts totals={editor.dayNutrition(day)} carbsLabel={t('menus.day.cho')} />
      </header>
      <DayBags editor={editor} day={day} />
      {locked ? (
        <p className="menus-day__locked" role="note">
          {text(locked)}
        </p>
      ) : null}
      <div className="day-editor-actions">
        {!locked && (
          <>
            <Button onClick={onChangeItems}>{t('menus.day.changeItems')}</Button>
            <span className="menus-day__skip">
              <Button variant="secondary" aria-describedby={helpId} loading={store.busy === 'skip'} onClick={() => onSkip(day)}>
                {t('menus.day.skip')}
              </Button>
              <span className="menus-help">
                <button type="button" className="menus-help__icon" aria-label={t('menus.day.skipHelpLabel')} aria-describedby={helpId}>
                  ?
                </button>
                <span id={helpId} role="tooltip" className="menus-help__text">
                  {t('menus.day.skipHelp')}
                </span>
              </span>
            </span>
          </>
        )}
        <Button variant="ghost" loading={store.busy === 'pdf'} onClick={onPdf}>
          {t('menus.day.pdf')}
        </Button>
      </div>
    </section>
  );
});

export const EditDay = observer(function EditDay({ store }: { store: MenusStore }) {
  const t = useText<MenusTextId>();
  const format = useLocaleFormat();
  const editing = store.editor.editing;
  if (!editing) return null;
  return (
    <section className="menus-edit" aria-labelledby="menus-edit-heading">
      <h2 id="menus-edit-heading" className="menus-day__heading">
        {t('menus.edit.heading', { date: format.day(editing.day, 'cccc d LLLL yyyy') })}
      </h2>
      <DishEditor editor={store.editor} sidesCarousel />
      <div className="day-editor-actions">
        <Button size="lg" loading={store.busy === 'save'} onClick={() => void store.saveAndExit()}>
          {t('menus.edit.save')}
        </Button>
      </div>
    </section>
  );
});
