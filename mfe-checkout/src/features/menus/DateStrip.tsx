// The strip of date tabs, one per plan day (doc 2 §2.3): weekday and DD/MM; a carousel of 7 at widths of 768 px or
// more, of 5 at 479 px or more, and a plain list below. The active day is marked and kept in view.
import { observer } from 'mobx-react-lite';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { Carousel, Ltr, useText } from '@mealplan/shared/ui';
import type { MenusTextId } from './i18n';
import type { MenusStore } from './menusStore';
import { useWidthAtLeast } from './useWidthAtLeast';

const STRIP_BREAKPOINTS = [479, 768] as const;
const TABS_PER_PAGE: Record<number, number> = { 768: 7, 479: 5 };

export const DateStrip = observer(function DateStrip({ store }: { store: MenusStore }) {
  const t = useText<MenusTextId>();
  const format = useLocaleFormat();
  const reached = useWidthAtLeast(STRIP_BREAKPOINTS);
  const perPage = TABS_PER_PAGE[reached];
  const active = store.activeDay;
  const tabs = store.days.map((day) => {
    const locked = store.isLocked(day);
    const current = day === active;
    const fullDate = format.day(day, 'cccc d LLLL yyyy');
    return (
      <button
        key={day}
        type="button"
        className={`menus-date${current ? ' menus-date--active' : ''}${locked ? ' menus-date--locked' : ''}`}
        aria-current={current ? 'date' : undefined}
        aria-label={locked ? t('menus.days.locked', { date: fullDate }) : fullDate}
        disabled={store.editing !== null && !current}
        onClick={() => store.selectDay(day)}
      >
        <span className="menus-date__weekday">{format.day(day, 'ccc')}</span>
        <Ltr>
          <span className="menus-date__date">{format.day(day, 'dd/MM')}</span>
        </Ltr>
        {locked && (
          <svg className="menus-date__lock" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1Zm2 0h4V5a2 2 0 1 0-4 0v2Z" fill="currentColor" />
          </svg>
        )}
      </button>
    );
  });
  return (
    <nav className="menus-dates" aria-label={t('menus.days.label')}>
      {perPage ? (
        <Carousel
          label={t('menus.days.label')}
          minSlideWidth={56}
          maxPerPage={perPage}
          activeIndex={active === null ? undefined : store.days.indexOf(active)}
        >
          {tabs}
        </Carousel>
      ) : (
        <ul className="menus-dates__list">
          {tabs.map((tab) => (
            <li key={tab.key}>{tab}</li>
          ))}
        </ul>
      )}
    </nav>
  );
});
