/**
 * The event a server process sends a socket it wants moved elsewhere (a drain, or a rebalance of a busy process:
 * server/src/ops/drain.ts). The site's client (SocketClient) waits until its calls in flight are answered, then
 * closes its transport and reconnects through the load balancer; a client that does not act on it has its transport
 * closed by the server a moment later.
 */
export const RECONNECT_NOTICE = 'reconnect_elsewhere';
