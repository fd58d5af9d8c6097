// Every service a call may use besides the database, one typed field each. startServer builds the account services,
// the fitness tracker and the payments from the environment, startSocketServer the call limits and the read cache; a caller
// (a test, the bench) may hand any of them in instead (startServer({ services })).
import type { AccountServices } from '../adapters';
import type { FitnessTracker } from '../fitness/tracker';
import type { PdfEngine } from '../menu-pdf/engine';
import type { PaymentService } from '../payments/service';
import type { CallCache } from './call-cache';
import type { CallLimiter } from './call-limits';

/** Pushes a message to every socket of a user, on every process (the socket.io room user:<id>, through the Redis adapter). */
export interface UserPush {
  toUser(userId: number, channel: string, payload: object): void;
}

export interface Services {
  /** Mail, SMS, social sign-in and the account rate limits. */
  accounts: AccountServices;
  /** The fitness tracker's client (undefined when it is off) and the token vault. */
  fitness: FitnessTracker;
  /** Online payment (Telr hosted payment page, or its local sandbox): start, check, and the paid notification. */
  payments: PaymentService;
  /** The declared per-call limits. */
  callLimits: CallLimiter;
  /** The process's read cache (settings, pages, reference lists, per-user reads). */
  cache: CallCache;
  /** The menu PDF engine; by default the process's own (menu-pdf/engine.ts, CHROMIUM_PATH). */
  menuPdf?: PdfEngine;
  /** Pushes to a user's sockets (set by the socket server; absent where no socket server runs). */
  push?: UserPush;
}
