// The signed-in customer's photo (spec 3 §2 "Avatar", §7 profile getForDashboard getAvatar), one for the whole page:
// the header shows it beside the name and the dashboard's avatar editor sets it after a save, so both show the same
// photo without the header asking again. The link is short-lived (signed), so it is read once per signed-in user.
import { makeAutoObservable, runInAction } from 'mobx';
import type { SocketClient } from './SocketClient';

export type AvatarClient = Pick<SocketClient, 'call'>;

export class UserAvatar {
  /** The photo's link, or null when the customer has none (or it is not read yet). */
  url: string | null = null;
  /** The user whose photo `url` is (or is being read), null before any read. */
  private userId: number | null = null;

  constructor(private readonly client: AvatarClient) {
    makeAutoObservable<UserAvatar, 'client' | 'userId'>(this, { client: false, userId: false }, { autoBind: true });
  }

  /** Reads the photo of `userId` unless it is read already; a failed read leaves the initials showing. */
  async loadFor(userId: number): Promise<void> {
    if (this.userId === userId) return;
    this.userId = userId;
    this.url = null;
    try {
      const { avatar } = await this.client.call('profile', 'getForDashboard:getAvatar', { subtype: 'getAvatar', userId });
      runInAction(() => {
        if (this.userId === userId) this.url = avatar;
      });
    } catch {
      // The header falls back to the initials; the next sign-in reads again.
      runInAction(() => {
        if (this.userId === userId) this.userId = null;
      });
    }
  }

  /** The photo just saved (the avatar editor), or null once removed. */
  set(url: string | null): void {
    this.url = url;
  }

  /** Forgets the photo (sign-out). */
  clear(): void {
    this.url = null;
    this.userId = null;
  }
}
