import { reaction } from 'mobx';
import type { SessionStore } from './SessionStore';
import type { UserOnDevice } from './userOnDevice';
import { DISCONNECTED, type SocketClient, type SocketMessage } from './SocketClient';
import { RequestError } from './RequestError';
import { localStorageDataStore as wizardData } from '../wizard/deviceData';

export const SIGN_IN_PATH = '/sign-in';
const USER_REPLY_TYPES = new Set(['setUser', 'update']);
/** A session check that failed for a passing reason is tried again after 1 s, 2 s, 4 s… at most this long apart. */
export const SESSION_RETRY_MAX_MS = 60_000;
const SESSION_RETRY_FIRST_MS = 1_000;
/** The explicit answer that the session is over (issue 40): client_check getErr with `sessionEnded: true`. */
const sessionEnded = (error: unknown): boolean =>
  error instanceof RequestError && (error.data as { sessionEnded?: unknown } | null | undefined)?.sessionEnded === true;
/**
 * A pushed user update carries some of the user's fields; pushes are events, so they are checked here. The user
 * schema (and zod with it) is loaded with the first push: a guest's first page never needs the protocol's schemas.
 */
let userUpdateSchema: Promise<ReturnType<typeof import('../protocol/entities').user.partial>> | undefined;
const userUpdate = () => (userUpdateSchema ??= import('../protocol/entities').then(({ user }) => user.partial()));
const logoutPush = (data: unknown): string | undefined => {
  const browserId = (data as { browserId?: unknown } | null)?.browserId;
  return typeof browserId === 'string' ? browserId : undefined;
};

/** Keeps the SessionStore in step with the server (spec 1 §4 "Session"). */
export class SessionSync {
  /** Settles once the user the device kept is shown, or known to be missing (start). */
  userRestored: Promise<void> = Promise.resolve();
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retries = 0;

  /** `device` keeps the signed-in user on this device (doc 2 §3); without it nothing is kept. */
  constructor(
    private readonly client: SocketClient,
    private readonly store: SessionStore,
    private readonly device?: Pick<UserOnDevice, 'restore' | 'save' | 'clear'>,
  ) {}

  /**
   * Checks the session on every (re)connect and listens for user updates and logouts from other tabs; shows the user
   * the device kept while the first check is on its way, and keeps it in step with what the server says.
   */
  start(): () => void {
    const stops = [
      this.client.onConnect(() => void this.check()),
      this.client.subscribe('client_check', (message) => this.applyUserPush(message)),
      this.client.subscribe('login', (message) => this.applyLogoutPush(message)),
      this.keepUserOnDevice(),
    ];
    this.userRestored = this.restoreUser();
    return () => {
      this.cancelRetry();
      stops.forEach((stop) => stop());
    };
  }

  /**
   * With a token: client_check get; setUser/update sets the user, the explicit "session ended" answer logs out, and
   * any other failure (a limit, a timeout, the server's error) keeps the session, shows the reconnecting notice and
   * checks again with capped exponential backoff. Without: guest ready.
   */
  async check(): Promise<void> {
    this.cancelRetry();
    const { token, browserId } = this.store;
    if (token === null || !this.store.isSignedIn) {
      this.store.setChecked(true);
      return;
    }
    // The first check holds the guarded pages back until it answers. A check after a reconnect (the user is known)
    // leaves the page as it is, so a form keeps what was typed into it; a re-check answered "session ended" still ends it.
    const recheck = this.store.cc && this.store.user_id !== null;
    if (!recheck) this.store.setChecked(false);
    // An answer about a session this tab has already left (logged out, or signed in anew) is ignored.
    const stillCurrent = () => this.store.token === token;
    try {
      const reply = await this.client.callReply('client_check', 'get', { token, browserId });
      if (!stillCurrent()) return;
      if (USER_REPLY_TYPES.has(reply.type)) {
        this.retries = 0;
        this.store.setReconnecting(false);
        this.store.setUser(reply.data);
      } else this.endSession();
    } catch (error) {
      if (!stillCurrent()) return;
      if (sessionEnded(error)) this.endSession();
      // Closed before an answer: the next connect checks again. Any other failure is passing: checked again later.
      else if (!(error instanceof RequestError && error.replyType === DISCONNECTED)) this.retryLater();
    }
  }

  /** The user the device kept for this session, until the session check answers. */
  private async restoreUser(): Promise<void> {
    const { token } = this.store;
    if (!this.device || token === null || !this.store.isSignedIn) return;
    const kept = await this.device.restore(token);
    if (kept && this.store.token === token && !this.store.cc) this.store.restoreUser(kept);
  }

  /** Each user the server sends for the session (the check's answer, a push, a profile change) is kept on the device. */
  private keepUserOnDevice(): () => void {
    const { device } = this;
    if (!device) return () => undefined;
    return reaction(
      () => ({ user: this.store.user, checked: this.store.cc, token: this.store.token }),
      ({ user, checked, token }) => {
        if (checked && token && user.user_id !== undefined) void device.save(token, user);
      },
    );
  }

  private retryLater(): void {
    this.store.setReconnecting(true);
    const delay = Math.min(SESSION_RETRY_MAX_MS, SESSION_RETRY_FIRST_MS * 2 ** this.retries);
    this.retries += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.check();
    }, delay);
  }

  private cancelRetry(): void {
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  /** Sends login logout with this browser's id and goes to the sign-in page. */
  logout(): void {
    const { browserId } = this.store;
    this.client.call('login', 'logout', { browserId }).catch(() => undefined);
    this.endSession();
  }

  private endSession(): void {
    this.cancelRetry();
    this.retries = 0;
    // The wizard kept on the device goes with the session (doc 2 §3), whether or not the planner was ever loaded: its
    // ciphertext at once (the page may be left or reloaded right after), then its key and any write still on its way,
    // with the wizard's storage loaded on demand (it brings the order schemas, which a guest's first page does not need).
    wizardData.remove();
    void import('../wizard').then(({ clearWizardDevice }) => clearWizardDevice()).catch(() => undefined);
    // The user kept on the device goes too: its ciphertext at once, its key right after.
    void this.device?.clear();
    this.store.logout();
    this.store.navigate(SIGN_IN_PATH);
  }

  private applyUserPush(message: SocketMessage): void {
    if (!USER_REPLY_TYPES.has(message.type) || !this.store.isSignedIn) return;
    // Pushes wait for the same schema promise, so they are applied in the order they came.
    void userUpdate().then((schema) => {
      if (!this.store.isSignedIn) return;
      const update = schema.safeParse(message.data);
      if (update.success) this.store.setUser(update.data);
      else console.error('client_check: an update that is not a user was ignored', update.error.issues[0]);
    });
  }

  private applyLogoutPush(message: SocketMessage): void {
    if (message.type !== 'logoutOk') return;
    const browserId = logoutPush(message.data) ?? logoutPush(message);
    if (browserId === this.store.browserId) this.endSession();
  }
}
