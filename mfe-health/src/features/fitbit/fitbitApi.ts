// The fitness tracker's calls: whether it is connected, the authorization page to open, the code exchange on the
// server (setFitbit) and the weight import (progress importFromFitbit). No token ever reaches the page.
import type { OkData } from '@mealplan/shared/protocol';
import { sessionStore, socketClient } from '@mealplan/shared/session';

const userId = () => sessionStore.user_id ?? undefined;

export async function isFitbitConnected(): Promise<boolean> {
  return (await socketClient.call('profile', 'getForDashboard:getFitbit', { subtype: 'getFitbit', userId: userId() })).fitbit_token;
}

/** The provider's authorization page for a new state and PKCE pair kept on the server. */
export async function fitbitAuthorizeUrl(): Promise<string> {
  return (await socketClient.call('profile', 'getForDashboard:fitbitAuthorize', { subtype: 'fitbitAuthorize', userId: userId() })).url;
}

/** /fitbit: sends the code and state back; resolves with the server's message. */
export async function sendFitbitCode(code: string, state: string): Promise<string> {
  return (await socketClient.call('profile', 'getForDashboard:setFitbit', { subtype: 'setFitbit', userId: userId(), code, state })).message;
}

export type ImportedProgress = OkData<'progress', 'importFromFitbit'>['progress'];

export async function importFitbitWeights(): Promise<ImportedProgress> {
  return (await socketClient.call('progress', 'importFromFitbit', {})).progress;
}
