import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db';

/** What a route may use of the running server. */
export interface HttpContext {
  db: Db;
  /** Signs every live socket of the user out at once (a ban); wired to socket.io once it runs. */
  endUserSessions(userId: number): Promise<void>;
}

/** An HTTP endpoint besides the static files: listed in server/src/http/routes/index.ts. */
export interface HttpRoute {
  method: 'GET' | 'POST';
  path: RegExp;
  handle(req: IncomingMessage, res: ServerResponse, match: RegExpMatchArray, ctx: HttpContext): Promise<void> | void;
}
