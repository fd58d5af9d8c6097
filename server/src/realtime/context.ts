import type { Db } from '../db';
import type { Locale } from '@mealplan/shared/i18n/locale';
import type { Services } from './services';

declare const customerIdBrand: unique symbol;

/**
 * The id of the signed-in customer making a customer call (access 'customer'): only the dispatcher makes one, after
 * checking the socket is signed in, so a handler given one never asks for it again or takes one from the payload.
 */
export type CustomerId = number & { readonly [customerIdBrand]: true };

/** What a handler knows about its caller and may do besides replying. */
export interface CallContext {
  db: Db;
  userId: number | null;
  browserId: string | null;
  ip: string;
  /** The language of this socket's server texts (errors, validation, mails sent at its request). */
  locale: Locale;
  /** Sets the socket's language (client_check language, a saved profile choice, a session check). */
  setLocale(locale: Locale): void;
  /** Unix seconds (injectable clock). */
  now(): number;
  /** SHA-256 of the session token this socket signed in with, or null. */
  sessionTokenHash: string | null;
  /** The socket was signed in until its session was revoked, banned or expired (not signed out by the customer). */
  sessionEnded: boolean;
  /**
   * Marks this socket signed in with a session token (its hash) and joins the rooms user:<id>,
   * browser:<browserId> and session:<tokenHash>. The identity then lasts for the socket's life: no
   * database look-up per call, until a revocation (endSessions) takes it away.
   */
  signIn(userId: number, browserId: string, session: { tokenHash: string; expiresAt: number }): void;
  /** Marks this socket signed out and leaves its user and session rooms. */
  signOut(): void;
  /**
   * Signs out, at once and on every server process, every socket of the user or of one session token
   * (logout, password change, ban): they lose their identity and are sent logoutOk with their own browserId.
   */
  endSessions(target: { userId: number } | { userId: number; tokenHash: string }): Promise<void>;
  /**
   * The refId `registration checkRef` last returned on this socket for a valid referral token, or null: the only
   * referer `registration set` accepts (issue 9 point 8).
   */
  checkedReferer(): number | null;
  rememberCheckedReferer(refId: number): void;
  emitToBrowser(browserId: string, channel: string, payload: object): void;
  emitToUser(userId: number, channel: string, payload: object): void;
  services: Services;
}
