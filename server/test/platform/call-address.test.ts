// What a request addresses is worked out once per request (call-address.ts) and the dispatcher checks the data of a
// declared call with its schema plainly, asking for the detailed parse (zod's reportInput, far slower) only to word a
// refusal (issue 38). The data a handler is given, and every refusal, are what parseRequestDetailed gives.
import { protocol, type Call, type Channel } from '@mealplan/shared/protocol';
import { sampleOf } from '@mealplan/shared/protocol/samples';
import type { CallContext } from '../../src/realtime/context';

const detailed = jest.fn();
jest.mock('@mealplan/shared/protocol', () => {
  const actual = jest.requireActual<typeof import('@mealplan/shared/protocol')>('@mealplan/shared/protocol');
  return {
    ...actual,
    parseRequestDetailed: (...args: Parameters<typeof actual.parseRequestDetailed>) => {
      detailed(...args);
      return actual.parseRequestDetailed(...args);
    },
  };
});

const { parseRequestDetailed } = jest.requireActual<typeof import('@mealplan/shared/protocol')>('@mealplan/shared/protocol');
// Imported after the mock is declared, so the dispatcher reads the counted parseRequestDetailed.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { addressOf } = require('../../src/realtime/call-address') as typeof import('../../src/realtime/call-address');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { channelRegistry, dispatch } = require('../../src/realtime/dispatch') as typeof import('../../src/realtime/dispatch');

const NOW = 1_767_211_200;

function contextFor(call: Call): CallContext {
  const userId = call.access === 'customer' ? 7 : null;
  return { locale: 'en', userId, sessionEnded: false, services: {}, now: () => NOW } as unknown as CallContext;
}

/** Every declared call as a request would address it: channel, request type, data and the call. */
const requests = Object.entries(protocol).flatMap(([channel, calls]) =>
  Object.entries(calls as Record<string, Call>).map(([key, call]) => {
    const [type, subtype] = key.split(':') as [string, string | undefined];
    const data = sampleOf(channel, key);
    return { channel, key, type, data, call, subtype };
  }),
);

describe('what a request addresses', () => {
  it('is the declared call under its key, the same record for each request of it', () => {
    const first = addressOf('settings', { type: 'get', data: {} });
    expect(first).toEqual({ type: 'get', key: 'get', call: protocol.settings.get, subtypeMissing: false });
    expect(addressOf('settings', { type: 'get' })).toBe(first);
    const dashboard = addressOf('profile', { type: 'getForDashboard', data: { subtype: 'getPause' } });
    expect(dashboard).toMatchObject({ type: 'getForDashboard', key: 'getForDashboard:getPause', subtypeMissing: false });
    expect(dashboard.call).toBe(protocol.profile['getForDashboard:getPause']);
    expect(addressOf('profile', { type: 'getForDashboard', data: { subtype: 'getPause', userId: 7 } })).toBe(dashboard);
  });

  it('is made afresh, and kept nowhere, for a request the protocol does not declare', () => {
    const unknown = addressOf('settings', { type: 'drop' });
    expect(unknown).toEqual({ type: 'drop', key: 'drop', call: undefined, subtypeMissing: false });
    expect(addressOf('settings', { type: 'drop' })).not.toBe(unknown);
    expect(addressOf('nowhere', { type: 'get' }).call).toBeUndefined();
    expect(addressOf('profile', { type: 'getForDashboard', data: {} })).toMatchObject({
      key: 'getForDashboard',
      call: undefined,
      subtypeMissing: true,
    });
  });

  it('reads a type as the dispatcher does (a string of at most 64 characters) and never mistakes one type for another', () => {
    expect(addressOf('settings', { type: 'g'.repeat(65) })).toMatchObject({ type: '', call: undefined });
    expect(addressOf('settings', { type: 7 })).toMatchObject({ type: '', call: undefined });
    expect(addressOf('settings', null)).toMatchObject({ type: '', call: undefined });
    addressOf('profile', { type: 'getForDashboard', data: { subtype: 'getPause' } });
    // A type spelling the memo of a sub-typed request is its own (undeclared) request.
    expect(addressOf('profile', { type: 'getForDashboard\ngetForDashboard:getPause' })).toMatchObject({
      type: 'getForDashboard\ngetForDashboard:getPause',
      call: undefined,
    });
  });
});

describe('the dispatcher parsing a request', () => {
  beforeEach(() => detailed.mockClear());

  it.each(requests)('hands $channel $key the data parseRequestDetailed gives, parsed once without the detailed path', async (request) => {
    let given: unknown;
    const registry = channelRegistry([
      {
        channel: request.channel as Channel,
        handlers: {
          [request.key]: async (data: unknown) => {
            given = data;
            return {};
          },
        },
      },
    ]);
    const reply = await dispatch(registry, request.channel, { type: request.type, data: request.data }, contextFor(request.call));
    expect(reply.status === 'err' || reply.type.endsWith('Err')).toBe(false);
    expect(detailed).not.toHaveBeenCalled();
    const expected = parseRequestDetailed(request.channel, request.type, request.data);
    expect(expected.ok).toBe(true);
    expect(given).toEqual(expected.ok ? expected.data : undefined);
  });

  it('words a refusal with the detailed parse, as before', async () => {
    const registry = channelRegistry([{ channel: 'static_pages', handlers: { get: async () => ({}) } }]);
    const ctx = contextFor(protocol.static_pages.get);
    const reply = await dispatch(registry, 'static_pages', { type: 'get', data: { id: 12 } }, ctx);
    expect(detailed).toHaveBeenCalledTimes(1);
    const refused = parseRequestDetailed('static_pages', 'get', { id: 12 });
    expect(refused.ok).toBe(false);
    expect(reply.data).toMatchObject({ message: refused.ok ? '' : refused.message });
    detailed.mockClear();
    const missing = await dispatch(registry, 'profile', { type: 'getForDashboard', data: {} }, ctx);
    expect(detailed).toHaveBeenCalledTimes(1);
    expect(missing.data).toMatchObject({ message: 'Invalid data: subtype is required' });
  });
});
