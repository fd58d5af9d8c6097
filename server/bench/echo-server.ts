// The baseline: a bare socket.io server (websocket only, like ours) that answers every call at once with its data,
// in the acknowledgement as ours does (or as an event on the channel when the client asks for none).
// Writes {port} on fd 3 once listening.
import { writeSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';

const http = createServer();
const io = new Server(http, { transports: ['websocket'], serveClient: false });
io.on('connection', (socket) => {
  socket.onAny((channel: string, payload: { type?: string; data?: unknown; rid?: string }, ack?: unknown) => {
    const reply = { type: `${payload?.type ?? ''}Ok`, data: payload?.data ?? {}, ...(payload?.rid ? { rid: payload.rid } : {}) };
    if (typeof ack === 'function') (ack as (reply: unknown) => void)(reply);
    else socket.emit(channel, reply);
  });
});
http.listen(0, '127.0.0.1', () => {
  writeSync(3, `${JSON.stringify({ port: (http.address() as AddressInfo).port })}\n`);
});
process.on('SIGTERM', () => void io.close(() => process.exit(0)));
