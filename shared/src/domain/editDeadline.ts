// Beyond the spec (issue 20): the moment a plan day stops being editable, shown beside each editable day on /modify
// ("Changes until Tue 14 Oct, 10:00"). It follows from the day-editing locks of doc 3 §4 and §9 (isLockedDay: within
// 48 hours from now, or inside the 3-day buffer counted from the start of today).
import { addDays } from '../time';
import { BUFFER_DAYS, EDIT_CUTOFF_SECONDS } from './dayStatus';

/**
 * The first instant (unix seconds) at which `day` (a Dubai day start) is locked: the earlier of the 48-hour cut-off
 * and the start of the Dubai day from which the 3-day buffer covers it. Before it the day may be edited or skipped.
 */
export function editDeadline(day: number): number {
  return Math.min(day - EDIT_CUTOFF_SECONDS, addDays(day, 1 - BUFFER_DAYS));
}
