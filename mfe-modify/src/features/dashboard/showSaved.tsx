// A dashboard save's answer (spec 3 §2 Dashboard, §8): the SMS toggle's and the settings dialogs'. Apart from the
// dialogs, whose code loads when one opens (issue 38), so the page's first load does not carry it.
import { modalStore } from '@mealplan/shared/ui';
import type { SaveResult } from './dashboardStore';

/** After a save: the server's message in a dialog titled for the area (§8). */
export function showSaved(title: string, result: SaveResult): boolean {
  if (!result.ok) return false;
  modalStore.set({ headline: title, content: <p className="dash-saved">{result.message}</p> });
  return true;
}
