import type { Db } from '../db';
import type { Locale } from '@mealplan/shared/i18n/locale';
import type { Services } from './services';

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
  /** The signed-in user's id; throws ClientError('Please sign in') otherwise. */
  requireUser(): number;
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
  emitToBrowser(browserId: string, channel: string, payload: object): void;
  emitToUser(userId: number, channel: string, payload: object): void;
  services: Services;
}
