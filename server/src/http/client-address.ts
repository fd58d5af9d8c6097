// The customer's address behind a reverse proxy (TRUST_PROXY): the per-address limits (sign-in, sign-up, restore, plan
// requests) and the logs need the browser's address, not the proxy's. Only the proxies named in TRUST_PROXY are
// believed when they say who they forwarded for (X-Forwarded-For); without the setting the connection's own address
// is used, so a client cannot pick its address by sending the header itself.
import type { IncomingHttpHeaders } from 'node:http';
import proxyAddr from 'proxy-addr';

/** Whether the hop at this address may be believed about the address before it. */
export type TrustedProxies = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY: comma-separated addresses or CIDR ranges of the proxies in front of the server (e.g. `127.0.0.1` for a
 * proxy on the same machine, `10.0.0.0/8` for a private network), or proxy-addr's names `loopback`, `linklocal`,
 * `uniquelocal`. Undefined when unset or empty.
 */
export function trustedProxies(setting: string | undefined): TrustedProxies | undefined {
  const entries = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length ? proxyAddr.compile(entries) : undefined;
}

/** The address of the client that made a request arriving from `remoteAddress` with these headers. */
export function clientAddress(remoteAddress: string | undefined, headers: IncomingHttpHeaders, trusted: TrustedProxies | undefined): string {
  const own = remoteAddress ?? '';
  if (!trusted) return own;
  return proxyAddr({ socket: { remoteAddress: own }, headers } as Parameters<typeof proxyAddr>[0], trusted);
}
