// The side slots of the meal type in edit (doc 2 §2.3 "Edit day view": a sides carousel, 1 per page, §5.8; doc 3 §2
// "sides panel"): each slot's side and 'Change', which lists the sides the slot may take, each with its calories, fat,
// protein and carbs.
import { observer } from 'mobx-react-lite';
import { Button } from '../ui/Button';
import { Carousel } from '../ui/Carousel';
import { localTitle } from '../ui/direction';
import type { DayEditor } from './dayEditor';
import { DishFacts } from './Facts';
import { useEditorText } from './useEditorText';
import './dayEditor.css';

export interface SideChoicesProps {
  editor: DayEditor;
  typeId: number;
  typeTitle: string;
  /** The slots in a carousel of one (the checkout's), else one under the other. */
  carousel?: boolean;
  /** The slots offer the diet's oil sides (the oil-side picker, doc 3 §9). */
  oil?: boolean;
}

export const SideChoices = observer(function SideChoices({ editor, typeId, typeTitle, carousel = false, oil = false }: SideChoicesProps) {
  const { t, format } = useEditorText();
  const editing = editor.editing;
  if (!editing) return null;
  const sides = editor.sideSlots(editing.day, typeId, editing.bag);
  if (sides.length === 0) return null;
  const heading = t(oil ? 'oilSidesFor' : 'sidesFor', { type: typeTitle });
  const slots = sides.map((entry) => {
    const open = editor.changingSlot === entry.slot;
    const options = open ? editor.sideOptions(typeId) : [];
    return (
      <div key={entry.slot} className="day-editor-side">
        <p className="day-editor-side__slot">{t('side', { slot: format.number(entry.slot) })}</p>
        {entry.dish && (
          <p className="day-editor-side__current">
            <span className="day-editor-side__title">{localTitle(entry.dish, format.locale)}</span>
            <DishFacts dish={entry.dish} />
          </p>
        )}
        <Button variant="secondary" block aria-expanded={open} onClick={() => editor.toggleSideSlot(entry.slot)}>
          {t('change')}
        </Button>
        {open && (
          <div className="day-editor-side__options" role="group" aria-label={t('sideOptions', { slot: format.number(entry.slot) })}>
            {options.length === 0 ? (
              <p className="day-editor-edit__empty">{t('noSides')}</p>
            ) : (
              options.map((option) => (
                <button
                  key={option.id}
                  type="button"
                  className="day-editor-side__option"
                  aria-pressed={option.id === entry.dish?.id}
                  onClick={() => editor.chooseSide(entry.slot, option.id)}
                >
                  <span className="day-editor-side__title">{localTitle(option, format.locale)}</span>
                  <DishFacts dish={option} />
                </button>
              ))
            )}
          </div>
        )}
      </div>
    );
  });
  return (
    <div className="day-editor-edit__sides">
      <h3 className="day-editor-edit__heading">{heading}</h3>
      {carousel ? (
        <Carousel key={`${editing.day}-${typeId}-sides`} label={heading} maxPerPage={1} minSlideWidth={160}>
          {slots}
        </Carousel>
      ) : (
        slots
      )}
    </div>
  );
});
