// A minimum data rate for request bodies: a body that brings fewer than `minBytes` in a window of `windowMs` is
// answered 408 and its connection closed, so a stalled or trickled upload is cut within one window (REQUEST_TIMEOUT_MS
// bounds the whole request; this bounds each stall). A slow but steady upload always passes. Counted on the
// connection's received bytes, so it covers every route, whichever parser reads the body (multipart uploads too).
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { log } from '../ops/log';

export interface BodyRate {
  /** Bytes a body must bring in every window (0: no minimum). */
  minBytes: number;
  windowMs: number;
}

/** 1 KiB in 30 s (34 bytes a second): far below any phone network, far above a trickle. */
export const DEFAULT_BODY_RATE: BodyRate = { minBytes: 1024, windowMs: 30_000 };

const TOO_SLOW_TEXT = 'The request body was too slow';
const TOO_SLOW = `HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${TOO_SLOW_TEXT.length}\r\n\r\n${TOO_SLOW_TEXT}`;

const hasBody = (headers: IncomingHttpHeaders) =>
  headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');

/** Watches the body of every request that has one, from its headers until it is read whole or answered. */
export function registerBodyRate(app: FastifyInstance, rate: BodyRate): void {
  if (rate.minBytes <= 0) return;
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const socket = raw.socket;
    if (!hasBody(raw.headers)) return done();
    let mark = socket.bytesRead;
    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) return clearInterval(timer);
      const read = socket.bytesRead;
      // The server's own reader is behind (the body waits in full buffers, the socket paused): not the client's stall.
      const serverBehind = raw.readableLength >= raw.readableHighWaterMark;
      if (read - mark >= rate.minBytes || serverBehind) {
        mark = read;
        return;
      }
      clearInterval(timer);
      log().info({ reqId: request.id, method: request.method, path: request.url.split('?', 1)[0], bytes: read - mark }, 'request body too slow');
      if (!reply.raw.headersSent && socket.writable) socket.write(TOO_SLOW);
      socket.destroy();
    }, rate.windowMs);
    timer.unref();
    reply.raw.once('close', () => clearInterval(timer));
    done();
  });
}
