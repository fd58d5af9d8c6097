// The strip of day tabs, one per plan day (doc 2 §2.3): weekday and DD/MM, a lock on a day that cannot be changed;
// a carousel of 7 from 768 px, of 5 from 479 px, a plain list below. The day shown is marked and kept in view; while
// a day is in edit the others cannot be chosen.
import { observer } from 'mobx-react-lite';
import { Carousel } from '../ui/Carousel';
import { Ltr } from '../ui/direction';
import type { DayEditor } from './dayEditor';
import { useEditorText } from './useEditorText';
import { useWidthAtLeast } from './useWidthAtLeast';
import './dayEditor.css';

const STRIP_BREAKPOINTS = [479, 768] as const;
const TABS_PER_PAGE: Record<number, number> = { 768: 7, 479: 5 };

export const DayTabs = observer(function DayTabs({ editor, label }: { editor: DayEditor; label: string }) {
  const { t, format } = useEditorText();
  const perPage = TABS_PER_PAGE[useWidthAtLeast(STRIP_BREAKPOINTS)];
  const active = editor.activeDay;
  const tabs = editor.days.map((day) => {
    const state = editor.stateOf(day);
    const closed = state !== 'editable';
    const current = day === active;
    const fullDate = format.day(day, 'cccc d LLLL yyyy');
    return (
      <button
        key={day}
        type="button"
        className={`day-editor-date${current ? ' day-editor-date--active' : ''}${closed ? ' day-editor-date--locked' : ''}`}
        aria-current={current ? 'date' : undefined}
        aria-label={closed ? t(`state.${state}.day`, { date: fullDate }) : fullDate}
        disabled={editor.editing !== null && !current}
        onClick={() => editor.selectDay(day)}
      >
        <span className="day-editor-date__weekday">{format.day(day, 'ccc')}</span>
        <Ltr>
          <span className="day-editor-date__date">{format.day(day, 'dd/MM')}</span>
        </Ltr>
        {closed && (
          <svg className="day-editor-date__lock" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1Zm2 0h4V5a2 2 0 1 0-4 0v2Z" fill="currentColor" />
          </svg>
        )}
      </button>
    );
  });
  return (
    <nav className="day-editor-dates" aria-label={label}>
      {perPage ? (
        <Carousel label={label} minSlideWidth={56} maxPerPage={perPage} activeIndex={active === null ? undefined : editor.days.indexOf(active)}>
          {tabs}
        </Carousel>
      ) : (
        <ul className="day-editor-dates__list">
          {tabs.map((tab) => (
            <li key={tab.key}>{tab}</li>
          ))}
        </ul>
      )}
    </nav>
  );
});
