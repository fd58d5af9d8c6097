// The baseline: a bare socket.io server (websocket only, like ours) that answers every call at once with its data,
// in the acknowledgement as ours does (or as an event on the channel when the client asks for none).
// With ECHO_REPLIES (a JSON file of {"<channel>/<type>": reply}), a call named there is answered with that reply
// instead: the same bytes as our server's reply, sent by bare socket.io (the bench's second yardstick, which tells
// what a reply's size costs apart from what our server does to make it).
// Writes {port} on fd 3 once listening.
import { readFileSync, writeSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';

const canned = new Map<string, unknown>(
  Object.entries(process.env.ECHO_REPLIES ? (JSON.parse(readFileSync(process.env.ECHO_REPLIES, 'utf8')) as Record<string, unknown>) : {}),
);

const http = createServer();
const io = new Server(http, { transports: ['websocket'], serveClient: false });
io.on('connection', (socket) => {
  socket.onAny((channel: string, payload: { type?: string; data?: unknown; rid?: string }, ack?: unknown) => {
    const rid = payload?.rid ? { rid: payload.rid } : {};
    const same = canned.get(`${channel}/${payload?.type ?? ''}`) as object | undefined;
    const reply = same ? { ...same, ...rid } : { type: `${payload?.type ?? ''}Ok`, data: payload?.data ?? {}, ...rid };
    if (typeof ack === 'function') (ack as (reply: unknown) => void)(reply);
    else socket.emit(channel, reply);
  });
});
http.listen(0, '127.0.0.1', () => {
  writeSync(3, `${JSON.stringify({ port: (http.address() as AddressInfo).port })}\n`);
});
process.on('SIGTERM', () => void io.close(() => process.exit(0)));
