// The profile card's inline edit (spec 3 §2 Dashboard, §5 birthday): what the field shows in its input and what it
// saves (saveProfData: grams for weights, cm for height, the Dubai day for the birthday), with the shared limits.
import { isHeightValid, isWeightValid, latestBirthday } from '@mealplan/shared/domain';
import { parseIsoDate, toIsoDate } from '@mealplan/shared/time';
import { gramsToKg, kgToGrams } from '@mealplan/shared/units';
import type { ProfileField } from './dashboardStore';

/** The input's text for a stored value ('' when unset). */
export function inputValue(field: ProfileField, stored: number | null): string {
  if (stored === null) return '';
  if (field === 'birthday') return toIsoDate(stored);
  if (field === 'height') return String(stored);
  return String(gramsToKg(stored));
}

/** The value to save from the input's text, or null when it is not a valid value for the field. */
export function parseInput(field: ProfileField, text: string, now: number): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (field === 'birthday') {
    const day = parseIsoDate(trimmed);
    return day !== null && day <= latestBirthday(now) ? day : null;
  }
  const number = Number(trimmed);
  if (!Number.isFinite(number) || number <= 0) return null;
  if (field === 'height') {
    const cm = Math.round(number);
    return isHeightValid(cm) ? cm : null;
  }
  const grams = kgToGrams(Math.round(number * 10) / 10);
  return isWeightValid(grams) ? grams : null;
}
