// A notification to the team (spec 1 §9, profile getForDashboard setNotification), sent after feedback is saved.
// Given the socket client and the session by the store that uses it.
import type { SessionStore, SocketClient } from '@mealplan/shared/session';

/** Notification type codes (spec 1 §9): 2 plan requests, 3 dish and general feedback. */
export const NOTIFICATION_TYPE = { planRequest: 2, feedback: 3 } as const;
export type NotificationType = (typeof NOTIFICATION_TYPE)[keyof typeof NOTIFICATION_TYPE];

export class TeamNotices {
  constructor(
    private readonly client: Pick<SocketClient, 'call'>,
    private readonly session: Pick<SessionStore, 'user_id'>,
  ) {}

  /** The userId is sent as the spec has it; the server takes the session's. */
  notify(thetype: NotificationType, changes: string): Promise<unknown> {
    return this.client.call('profile', 'getForDashboard:setNotification', {
      subtype: 'setNotification',
      userId: this.session.user_id ?? undefined,
      changes,
      thetype,
    });
  }
}
