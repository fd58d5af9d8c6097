import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import type { PaymentService } from '../payments/service';

/** What a route may use of the running server. */
export interface HttpContext {
  db: Db;
  /** Signs every live socket of the user out at once (a ban); wired to socket.io once it runs. */
  endUserSessions(userId: number): Promise<void>;
  /** Online payment (the gateway's notification route); set once the server listens (its sandbox needs the port). */
  payments?: PaymentService;
}

/**
 * An HTTP endpoint besides the static files (listed in server/src/http/routes/index.ts): a Fastify plugin that
 * declares its routes on the scope it is given. Each route module gets a scope of its own, so its hooks
 * (a dev helper's loopback guard, a body parser) apply to its routes only.
 */
export type HttpRoute = (app: FastifyInstance, ctx: HttpContext) => void | Promise<void>;
