import type { Db } from '../db';
import type { Services } from './services';

/** What a handler knows about its caller and may do besides replying. */
export interface CallContext {
  db: Db;
  userId: number | null;
  browserId: string | null;
  ip: string;
  /** Unix seconds (injectable clock). */
  now(): number;
  /** The signed-in user's id; throws ClientError('Please sign in') otherwise. */
  requireUser(): number;
  /** Marks this socket signed in and joins the rooms user:<id> and browser:<browserId>. */
  signIn(userId: number, browserId: string): void;
  /** Marks this socket signed out and leaves its user room. */
  signOut(): void;
  emitToBrowser(browserId: string, channel: string, payload: object): void;
  emitToUser(userId: number, channel: string, payload: object): void;
  services: Services;
}
