import type { CallKey, OkData, RequestData } from '@mealplan/shared/protocol';
import { sessionStore, socketClient } from '@mealplan/shared/session';

export type GuestPlanRequest = RequestData<'profile', 'guestplanRequest'>;

/** Guest plan request: sent only if the email is non-empty (spec 1 §5). Returns false when nothing was sent. */
export async function sendGuestPlanRequest(request: GuestPlanRequest): Promise<boolean> {
  if (request.email.trim() === '') return false;
  await socketClient.call('profile', 'guestplanRequest', request);
  return true;
}

type DashboardKey = Extract<CallKey<'profile'>, `getForDashboard:${string}`>;
type SubtypeOf<K extends DashboardKey> = K extends `getForDashboard:${infer S}` ? S : never;

/** A getForDashboard sub-call: the subtype and the (ignored, spec-sent) userId are filled in here. */
function dashboardCall<K extends DashboardKey>(key: K, fields: Omit<RequestData<'profile', K>, 'subtype' | 'userId'>): Promise<OkData<'profile', K>> {
  const subtype = key.slice(key.indexOf(':') + 1) as SubtypeOf<K>;
  const data = { ...fields, subtype, userId: sessionStore.user_id ?? undefined } as RequestData<'profile', K>;
  return socketClient.call('profile', key, data);
}

/** Signed-in renewal request: the notes, or else the customer's contact fields. Resolves with the planRequestOk message. */
export async function sendPlanRequest(notes: string): Promise<string> {
  const contact = { email: sessionStore.email, firstName: sessionStore.firstName, lastName: sessionStore.lastName, phone: sessionStore.phone };
  const fields = notes ? { notes } : Object.fromEntries(Object.entries(contact).filter(([, value]) => value !== ''));
  return (await dashboardCall('getForDashboard:planRequest', fields)).message;
}

/** Notification type codes (spec 1 §9): 2 plan requests, 3 dish and general feedback. */
export const NOTIFICATION_TYPE = { planRequest: 2, feedback: 3 } as const;
export type NotificationType = (typeof NOTIFICATION_TYPE)[keyof typeof NOTIFICATION_TYPE];

export function notifyTeam(thetype: NotificationType, changes: string): Promise<unknown> {
  return dashboardCall('getForDashboard:setNotification', { changes, thetype });
}
