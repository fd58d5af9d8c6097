import { makeAutoObservable } from 'mobx';
import type { User } from '../protocol';
// The rule files themselves, not the domain index: the session is in the shell's first page.
import { canRenewPlan, headerRenewDaysLeft } from '../domain/sessionPlan';
import { currentBrowserId, renewBrowserId } from './browserId';
import { markSignedIn } from './cookies';

const TOKEN_KEY = 'token';
const DEFAULT_LOCALE = 'en-US';

/** The user as the server sends it (client_check setUser/update); sign-in and sign-up replies add the token. */
export type ServerUser = User & { token?: string };
/** What setUser takes: a whole user, or the fields an update changes. */
export type UserUpdate = Partial<ServerUser>;
export type Navigate = (path: string) => void;

/** spec 1 §1: the language is the last 2 characters of the browser locale, default en-US. */
export function browserLanguage(locale: string | undefined = globalThis.navigator?.language): string {
  return (locale || DEFAULT_LOCALE).slice(-2);
}

/**
 * The kept token; the signed-in cookie follows it (a session kept from before the cookie gets it now, and a cookie
 * left without a session, its token gone from this browser, goes).
 */
function readToken(): string | null {
  const token = globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
  markSignedIn(Boolean(token));
  return token;
}

function writeToken(token: string | null): void {
  if (token === null) globalThis.localStorage?.removeItem(TOKEN_KEY);
  else globalThis.localStorage?.setItem(TOKEN_KEY, token);
  markSignedIn(token !== null);
}

/** The one client-side user session (spec 1 §3 "User session"). */
export class SessionStore {
  token: string | null = readToken();
  language = browserLanguage();
  lat: number | null = null;
  lng: number | null = null;
  buildStep = 1;
  browserId = currentBrowserId();
  user_id: number | null = null;
  /** The session check passed (or there was nothing to check). */
  cc = false;
  /** The last session check failed for a passing reason (a limit, a timeout, the server's error): it is being retried. */
  reconnecting = false;
  email = '';
  firstName = '';
  lastName = '';
  phone = '';
  hasPlan = false;
  renewPlan = false;
  canBeRenewed = false;
  /** End of the current plan, unix seconds. */
  planEndDate: number | null = null;
  /** Every field the server sent for the user, including those not listed above. */
  user: Partial<User> = {};
  /** The user is the device's copy (restoreUser), not yet the session check's answer. */
  private restored = false;
  private navigateTo: Navigate | null = null;

  constructor() {
    makeAutoObservable<SessionStore, 'navigateTo' | 'restored' | 'takeUser' | 'forgetUser'>(
      this,
      { navigateTo: false, restored: false, takeUser: false, forgetUser: false },
      { autoBind: true },
    );
  }

  get isSignedIn(): boolean {
    return this.token !== null && this.token !== '';
  }

  /** Renewal is offered (the plan is renewable: renewPlan and canBeRenewed). */
  get canRenew(): boolean {
    return canRenewPlan(this);
  }

  get fullName(): string {
    return [this.firstName, this.lastName].filter(Boolean).join(' ');
  }

  /** The days left the header's renew link shows, or null when it is not shown (`now` in unix seconds). */
  renewDaysLeft(now: number): number | null {
    return headerRenewDaysLeft(this, now);
  }

  /** Takes the user the server sent (or the fields an update changes); the token, when present, is kept. */
  setUser(update: UserUpdate): void {
    const { token, ...user } = update;
    if (token) this.setToken(token);
    // What the device kept goes whole: a field the server no longer sends does not linger.
    if (this.restored) this.forgetUser();
    this.takeUser(user);
    this.cc = true;
  }

  /**
   * Takes the user this device kept for the session (userOnDevice.ts) while the session check is on its way: the page
   * can show who is signed in at once. The check is still awaited (cc stays as it is): its answer takes their place.
   */
  restoreUser(user: Partial<User>): void {
    this.takeUser(user);
    this.restored = true;
  }

  private forgetUser(): void {
    this.restored = false;
    this.user = {};
    this.user_id = null;
    this.email = '';
    this.firstName = '';
    this.lastName = '';
    this.phone = '';
    this.hasPlan = false;
    this.renewPlan = false;
    this.canBeRenewed = false;
    this.planEndDate = null;
    this.buildStep = 1;
  }

  private takeUser(user: Partial<User>): void {
    this.user = { ...this.user, ...user };
    if (user.user_id !== undefined) this.user_id = user.user_id;
    if (user.email !== undefined) this.email = user.email;
    if (user.firstName !== undefined) this.firstName = user.firstName;
    if (user.lastName !== undefined) this.lastName = user.lastName;
    if (user.phone !== undefined) this.phone = user.phone;
    if (user.hasPlan !== undefined) this.hasPlan = user.hasPlan;
    if (user.renewPlan !== undefined) this.renewPlan = user.renewPlan;
    if (user.canBeRenewed !== undefined) this.canBeRenewed = user.canBeRenewed;
    if (user.planEndDate !== undefined) this.planEndDate = user.planEndDate;
    if (user.buildStep !== undefined) this.buildStep = user.buildStep;
  }

  setToken(token: string): void {
    this.token = token;
    writeToken(token);
  }

  /** Marks the session check as running (false) or finished (true). */
  setChecked(checked: boolean): void {
    this.cc = checked;
  }

  setReconnecting(reconnecting: boolean): void {
    this.reconnecting = reconnecting;
  }

  setLocation(lat: number, lng: number): void {
    this.lat = lat;
    this.lng = lng;
  }

  setBuildStep(step: number): void {
    this.buildStep = step;
  }

  /** Forgets the user locally: token cleared, a new browserId, back to a ready guest session. */
  logout(): void {
    this.token = null;
    writeToken(null);
    this.browserId = renewBrowserId(this.browserId);
    this.forgetUser();
    this.cc = true;
    this.reconnecting = false;
  }

  /** The shell registers the router's navigate function here; returns an unregister function. */
  onNavigate(navigate: Navigate): () => void {
    this.navigateTo = navigate;
    return () => {
      if (this.navigateTo === navigate) this.navigateTo = null;
    };
  }

  navigate(path: string): void {
    if (this.navigateTo) this.navigateTo(path);
    else if (typeof window !== 'undefined') window.location.assign(path);
  }
}
