import { sessionStore, socketClient } from '@mealplan/shared/session';

export interface GuestPlanRequest {
  name: string;
  email: string;
  phone: string;
}

/** Guest plan request: sent only if the email is non-empty (spec 1 §5). Returns false when nothing was sent. */
export async function sendGuestPlanRequest(request: GuestPlanRequest): Promise<boolean> {
  if (request.email.trim() === '') return false;
  await socketClient.request('profile', 'guestplanRequest', request);
  return true;
}

function dashboardCall<T>(subtype: string, fields: Record<string, unknown>): Promise<T> {
  return socketClient.request<T>('profile', 'getForDashboard', { subtype, userId: sessionStore.user_id ?? undefined, ...fields });
}

/** Signed-in renewal request: the notes, or else the customer's contact fields. Resolves with the planRequestOk message. */
export async function sendPlanRequest(notes: string): Promise<string> {
  const contact = { email: sessionStore.email, firstName: sessionStore.firstName, lastName: sessionStore.lastName, phone: sessionStore.phone };
  const fields = notes ? { notes } : Object.fromEntries(Object.entries(contact).filter(([, value]) => value !== ''));
  return (await dashboardCall<{ message: string }>('planRequest', fields)).message;
}

/** Notification type codes (spec 1 §9): 2 plan requests, 3 dish and general feedback. */
export const NOTIFICATION_TYPE = { planRequest: 2, feedback: 3 } as const;

export function notifyTeam(thetype: number, changes: string): Promise<unknown> {
  return dashboardCall('setNotification', { changes, thetype });
}
