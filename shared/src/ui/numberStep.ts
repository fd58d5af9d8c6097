// Number inputs (doc 1 §5): the arrow keys step the value by the field's step; Shift multiplies the step by 10 and
// Control by 100. Kept within the field's min and max, written with no more decimals than the step and the value have.

export interface NumberStepKeys {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
}

export interface NumberStepField {
  /** The field's text (empty when nothing is typed). */
  value: string;
  /** The field's step attribute ('' or 'any': 1). */
  step: string;
  min: string;
  max: string;
}

/** ×100 with Control, ×10 with Shift, else ×1. */
export function stepMultiplier(keys: Pick<NumberStepKeys, 'shiftKey' | 'ctrlKey'>): number {
  if (keys.ctrlKey) return 100;
  return keys.shiftKey ? 10 : 1;
}

const decimalsOf = (value: number): number => {
  const [, fraction = ''] = String(value).split('.');
  return fraction.replace(/e.*$/, '').length;
};

const numberOr = (text: string, fallback: number): number => {
  const value = text.trim() === '' ? NaN : Number(text);
  return Number.isFinite(value) ? value : fallback;
};

/** The text after an arrow key (ArrowUp / ArrowDown), or null for any other key or a value that is not a number. */
export function steppedValue(field: NumberStepField, keys: NumberStepKeys): string | null {
  const direction = keys.key === 'ArrowUp' ? 1 : keys.key === 'ArrowDown' ? -1 : 0;
  if (direction === 0) return null;
  const current = field.value.trim() === '' ? 0 : Number(field.value);
  if (!Number.isFinite(current)) return null;
  const step = numberOr(field.step, 1) > 0 ? numberOr(field.step, 1) : 1;
  const amount = step * stepMultiplier(keys);
  const min = numberOr(field.min, -Infinity);
  const max = numberOr(field.max, Infinity);
  const decimals = Math.max(decimalsOf(step), decimalsOf(current));
  const next = Math.min(max, Math.max(min, current + direction * amount));
  return String(Number(next.toFixed(decimals)));
}

/** Sets an input's value as typing does, so React's onChange (and react-final-form) see it. */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
