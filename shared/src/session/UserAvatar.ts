// The signed-in customer's photo (spec 3 §2 "Avatar", §7 profile getForDashboard getAvatar), one for the whole page:
// the header shows it beside the name and the dashboard's avatar editor shows and sets it, so both show the same photo
// from one request. The link is short-lived (signed, its expiry in its `e` parameter): it is read again once it is
// about to expire.
import { makeAutoObservable, runInAction } from 'mobx';
import type { SocketClient } from './SocketClient';

export type AvatarClient = Pick<SocketClient, 'call'>;

/** A link with less than this left (seconds) is read again rather than shown. */
const LINK_MARGIN_SECONDS = 60;

/** Whether a photo link expires within the margin; a link without a readable expiry never does. */
function expiresSoon(link: string | null, nowSeconds: number): boolean {
  if (link === null) return false;
  const expires = Number(new URL(link, 'http://link.invalid').searchParams.get('e'));
  return Number.isFinite(expires) && expires > 0 && expires - nowSeconds < LINK_MARGIN_SECONDS;
}

export class UserAvatar {
  /** The photo's link, or null when the customer has none (or it is not read yet). */
  url: string | null = null;
  /** The last read: whose photo, and its answer (or the wait for it). */
  private last: { userId: number; reply: Promise<string | null>; answered: boolean } | null = null;

  constructor(
    private readonly client: AvatarClient,
    private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
  ) {
    makeAutoObservable<UserAvatar, 'client' | 'last' | 'nowSeconds'>(this, { client: false, last: false, nowSeconds: false }, { autoBind: true });
  }

  /**
   * The photo's link of `userId` (null: none): the last read's answer, or its wait, while it is this user's and its link
   * is not about to expire; otherwise a new read. A failed read rejects and is not kept: the next read asks again.
   */
  read(userId: number): Promise<string | null> {
    const last = this.last;
    if (last?.userId === userId && !(last.answered && expiresSoon(this.url, this.nowSeconds()))) return last.reply;
    // Another customer's photo is not shown meanwhile; the same customer's stays until its new link arrives.
    if (last?.userId !== userId) this.url = null;
    const reply = this.client.call('profile', 'getForDashboard:getAvatar', { subtype: 'getAvatar', userId }).then(({ avatar }) => avatar);
    const read = { userId, reply, answered: false };
    this.last = read;
    reply.then(
      (avatar) =>
        runInAction(() => {
          read.answered = true;
          if (this.last === read) this.url = avatar;
        }),
      () =>
        runInAction(() => {
          if (this.last === read) this.last = null;
        }),
    );
    return reply;
  }

  /** Reads the photo of `userId` for the header; a failed read leaves the initials showing. */
  async loadFor(userId: number): Promise<void> {
    await this.read(userId).catch(() => undefined);
  }

  /** The photo just saved (the avatar editor), or null once removed. */
  set(url: string | null): void {
    this.url = url;
    if (this.last) this.last = { userId: this.last.userId, reply: Promise.resolve(url), answered: true };
  }

  /** Forgets the photo (sign-out). */
  clear(): void {
    this.url = null;
    this.last = null;
  }
}
