// A client that sends a request slowly over a raw TCP socket: the head at once, then the body `step` bytes every
// `gapMs`. For the tests of the server's HTTP timeouts and minimum body data rate (server/src/http/body-rate.ts).
import { connect } from 'node:net';

export interface SlowAnswer {
  /** How many body bytes went out before the connection closed. */
  sent: number;
  /** The raw HTTP answer, '' when the server closed without one. */
  answer: string;
}

/** Resolves once the connection closes (the client closes it when a whole answer with a Content-Length arrived). */
export function sendSlowly(port: number, head: string, body: Buffer, { step = 1, gapMs }: { step?: number; gapMs: number }): Promise<SlowAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let sent = 0;
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('utf8');
      const length = /Content-Length: (\d+)/i.exec(answer)?.[1];
      if (answer.includes('\r\n\r\n') && length !== undefined && Buffer.byteLength(answer.slice(answer.indexOf('\r\n\r\n') + 4)) >= Number(length)) {
        socket.end();
      }
    });
    socket.once('error', () => undefined);
    socket.once('close', () => {
      clearInterval(timer);
      resolve({ sent, answer });
    });
    socket.once('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent >= body.length || socket.destroyed) return clearInterval(timer);
        socket.write(body.subarray(sent, sent + step));
        sent = Math.min(body.length, sent + step);
      }, gapMs);
    });
  });
}
