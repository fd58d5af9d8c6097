import { useRef, type KeyboardEvent } from 'react';
import { useKitIntl } from './useKitIntl';
import './ui.css';

export const MAX_STARS = 5;
const STARS = Array.from({ length: MAX_STARS }, (_, index) => index + 1);

export interface StarRatingProps {
  /** 0 = not rated yet. */
  value: number;
  /** Without onChange the rating is a read-only display. */
  onChange?: (value: number) => void;
  /** Accessible name of the group, e.g. "Food". */
  label: string;
  size?: 'sm' | 'md' | 'lg';
  disabled?: boolean;
}

/** Stars 1..5: an interactive radio group, or a read-only image (an average reads to one decimal) when no onChange is given. */
export function StarRating({ value, onChange, label, size = 'md', disabled = false }: StarRatingProps) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const rounded = Math.round(value);
  const intl = useKitIntl();
  const starWord = (count: number) => intl.formatMessage({ id: 'kit.stars.star' }, { count });

  if (!onChange) {
    return (
      <span
        className={`ui-stars ui-stars--${size} ui-stars--readonly`}
        role="img"
        aria-label={intl.formatMessage(
          { id: 'kit.stars.summary' },
          { label, value: intl.formatNumber(value, { maximumFractionDigits: 1 }), max: MAX_STARS },
        )}
      >
        {STARS.map((star) => (
          <span key={star} className={`ui-stars__star${star <= rounded ? ' ui-stars__star--on' : ''}`} aria-hidden="true">
            ★
          </span>
        ))}
      </span>
    );
  }

  const choose = (star: number) => {
    onChange(star);
    buttons.current[star - 1]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = rounded || 0;
    const next: Record<string, number> = {
      ArrowRight: Math.min(MAX_STARS, current + 1),
      ArrowUp: Math.min(MAX_STARS, current + 1),
      ArrowLeft: Math.max(1, current - 1),
      ArrowDown: Math.max(1, current - 1),
      Home: 1,
      End: MAX_STARS,
    };
    const target = next[event.key];
    if (target === undefined || disabled) return;
    event.preventDefault();
    choose(target);
  };

  return (
    <div className={`ui-stars ui-stars--${size}`} role="radiogroup" aria-label={label} aria-disabled={disabled || undefined} onKeyDown={onKeyDown}>
      {STARS.map((star) => (
        <button
          key={star}
          ref={(element) => {
            buttons.current[star - 1] = element;
          }}
          type="button"
          role="radio"
          aria-checked={star === rounded}
          aria-label={starWord(star)}
          tabIndex={star === (rounded || 1) ? 0 : -1}
          disabled={disabled}
          className={`ui-stars__star${star <= rounded ? ' ui-stars__star--on' : ''}`}
          onClick={() => choose(star)}
        >
          ★
        </button>
      ))}
    </div>
  );
}
