import { Children, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useKitIntl } from './useKitIntl';
import './ui.css';

export interface CarouselProps {
  children: ReactNode;
  /** Accessible name of the carousel region. */
  label: string;
  /** Smallest width a slide may get, in px; slides per page = container width / this. */
  minSlideWidth?: number;
  /** Most slides shown at once, however wide the container (e.g. 4 for the wizard's dish carousel). */
  maxPerPage?: number;
  /** A slide to keep in view: when it changes, the carousel turns to the page that shows it (e.g. the active day). */
  activeIndex?: number;
}

const DEFAULT_MIN_SLIDE_WIDTH = 240;

/**
 * A chevron drawn, not typed: the text characters ‹ and › are mirrored by the browser in a right-to-left page, and the
 * kit's stylesheet mirrors the buttons there too, so typed arrows pointed the wrong way in Arabic (issue 39). A drawing
 * is mirrored once, by the stylesheet: Previous points right and Next left in Arabic, as the row reads.
 */
function Chevron({ towards }: { towards: 'start' | 'end' }) {
  return (
    <svg className="ui-carousel__chevron" viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" data-towards={towards}>
      <path d={towards === 'start' ? 'M10.5 2.5 5 8l5.5 5.5' : 'M5.5 2.5 11 8l-5.5 5.5'} fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** How many slides fit in `width` (at least 1). */
export function slidesPerPage(width: number, minSlideWidth: number, maxPerPage = Infinity): number {
  return Math.max(1, Math.min(maxPerPage, Math.floor(width / minSlideWidth)));
}

function useContainerWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** A row of slides showing as many as fit, with Previous/Next buttons and arrow keys. */
export function Carousel({ children, label, minSlideWidth = DEFAULT_MIN_SLIDE_WIDTH, maxPerPage, activeIndex }: CarouselProps) {
  const slides = Children.toArray(children);
  const { ref, width } = useContainerWidth();
  const perPage = slidesPerPage(width, minSlideWidth, maxPerPage);
  const lastStart = Math.max(0, slides.length - perPage);
  const [start, setStart] = useState(0);
  const intl = useKitIntl();
  const first = Math.min(start, lastStart);
  useEffect(() => {
    if (activeIndex === undefined || activeIndex < 0) return;
    setStart((current) => (activeIndex >= current && activeIndex < current + perPage ? current : activeIndex - (activeIndex % perPage)));
  }, [activeIndex, perPage]);

  const go = (delta: number) => setStart(Math.min(lastStart, Math.max(0, first + delta)));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) go(1);
    else if (event.key === backward) go(-1);
    else return;
    event.preventDefault();
  };

  return (
    <div
      className="ui-carousel"
      role="region"
      aria-roledescription={intl.formatMessage({ id: 'kit.carousel.role' })}
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        className="ui-carousel__nav ui-carousel__nav--prev"
        aria-label={intl.formatMessage({ id: 'kit.carousel.previous' })}
        disabled={first === 0}
        onClick={() => go(-perPage)}
      >
        <Chevron towards="start" />
      </button>
      <div className="ui-carousel__viewport" ref={ref}>
        <ul className="ui-carousel__track" style={{ ['--per-page' as string]: perPage }}>
          {slides.map((slide, index) => {
            const visible = index >= first && index < first + perPage;
            return (
              <li
                key={index}
                className="ui-carousel__slide"
                hidden={!visible}
                aria-roledescription={intl.formatMessage({ id: 'kit.carousel.slideRole' })}
                aria-label={intl.formatMessage(
                  { id: 'kit.carousel.slide' },
                  { index: intl.formatNumber(index + 1), count: intl.formatNumber(slides.length) },
                )}
              >
                {slide}
              </li>
            );
          })}
        </ul>
      </div>
      <button
        type="button"
        className="ui-carousel__nav ui-carousel__nav--next"
        aria-label={intl.formatMessage({ id: 'kit.carousel.next' })}
        disabled={first >= lastStart}
        onClick={() => go(perPage)}
      >
        <Chevron towards="end" />
      </button>
    </div>
  );
}
