// The customer's address behind a reverse proxy: X-Forwarded-For is believed only from the proxies TRUST_PROXY names.
import { loadConfig } from '../../src/config';
import { clientAddress, trustedProxies } from '../../src/http/client-address';

const forwardedFor = (value: string) => ({ 'x-forwarded-for': value });

describe('clientAddress', () => {
  it('uses the connection address when no proxy is trusted, whatever the header says', () => {
    expect(clientAddress('203.0.113.7', forwardedFor('198.51.100.1'), undefined)).toBe('203.0.113.7');
    expect(trustedProxies(undefined)).toBeUndefined();
    expect(trustedProxies(' , ')).toBeUndefined();
  });

  it('takes the forwarded address from a trusted proxy', () => {
    const trusted = trustedProxies('127.0.0.1');
    expect(clientAddress('127.0.0.1', forwardedFor('198.51.100.1'), trusted)).toBe('198.51.100.1');
  });

  it('stops at the first hop it does not trust (a client cannot choose its address by sending the header)', () => {
    const trusted = trustedProxies('127.0.0.1');
    // The customer wrote 10.9.9.9 into the header; the trusted proxy appended the address it saw.
    expect(clientAddress('127.0.0.1', forwardedFor('10.9.9.9, 198.51.100.1'), trusted)).toBe('198.51.100.1');
    // A connection from an untrusted address is that address, header or not.
    expect(clientAddress('203.0.113.7', forwardedFor('198.51.100.1'), trusted)).toBe('203.0.113.7');
  });

  it('accepts ranges and several proxies', () => {
    const trusted = trustedProxies('10.0.0.0/8, loopback');
    expect(clientAddress('10.1.2.3', forwardedFor('198.51.100.1, 127.0.0.1'), trusted)).toBe('198.51.100.1');
  });

  it('reads TRUST_PROXY from the environment', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(loadConfig({}).trustProxy).toBeUndefined();
  });
});
