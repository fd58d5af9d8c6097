import { parseIsoDate } from '../../src/time';
import type { Dish, UserPrefs } from '../../src/domain';

/** Day start of a YYYY-MM-DD date in Dubai. */
export function day(iso: string): number {
  const parsed = parseIsoDate(iso);
  if (parsed === null) throw new Error(`bad date ${iso}`);
  return parsed;
}

/** A moment on a Dubai day: hours after its start. */
export function at(iso: string, hours: number): number {
  return day(iso) + hours * 3600;
}

export const noPrefs: UserPrefs = { allergies: [], dislikes: [], dishDislikes: [], eliminateGroups: [] };

export function dish(id: number, ingredients: number[] = [], group = 1, spicy = false): Dish {
  return { id, ingredients, group, spicy };
}
