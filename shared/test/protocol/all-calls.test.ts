// Every call of the protocol accepts its sample request, ignores fields it does not know (a client written from the
// spec may send fields this server does not use) and refuses malformed data.
import { callKey, findCall, parseRequest, protocol } from '@mealplan/shared/protocol';
import { sampleOf, sampleRequests } from '@mealplan/shared/protocol/samples';

const calls = Object.entries(protocol).flatMap(([channel, channelCalls]) =>
  Object.keys(channelCalls).map((key) => {
    const sample = sampleOf(channel, key);
    return { channel, key, type: key.split(':')[0] ?? key, sample };
  }),
);

function withExtraField(sample: unknown): unknown {
  return { ...(sample as object), unexpectedField: 1 };
}

describe('the protocol map', () => {
  it('has the twenty channels of the spec', () => {
    expect(Object.keys(protocol).sort()).toEqual(
      [
        'blog',
        'client_check',
        'confirmation',
        'custom_plan',
        'custom_plan_sides',
        'default_dish_sides',
        'default_dishes',
        'forum',
        'get_arrays',
        'login',
        'menu_builder',
        'mobile_checkout',
        'order',
        'profile',
        'progress',
        'rating',
        'registration',
        'restore_password',
        'settings',
        'static_pages',
      ].sort(),
    );
  });

  it('has a sample for every call and no sample without a call', () => {
    const sampleKeys = Object.entries(sampleRequests).flatMap(([channel, samples]) => Object.keys(samples).map((key) => `${channel}/${key}`));
    expect(sampleKeys.sort()).toEqual(calls.map(({ channel, key }) => `${channel}/${key}`).sort());
  });
});

describe.each(calls)('$channel/$key', ({ channel, key, type, sample }) => {
  it('accepts its sample request under its own key', () => {
    expect(callKey(channel, type, sample)).toBe(key);
    const parsed = parseRequest(channel, type, sample);
    expect(parsed).toMatchObject({ ok: true, key });
    if (parsed.ok) expect(parsed.call).toBe(findCall(channel, key));
  });

  it('refuses data that is not an object', () => {
    const parsed = parseRequest(channel, type, 42);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(/^Invalid data: /);
  });

  it('ignores an unknown field: the request is accepted and the field is not handed on', () => {
    const parsed = parseRequest(channel, type, withExtraField(sample));
    expect(parsed).toMatchObject({ ok: true, key });
    if (parsed.ok) expect(parsed.data).not.toHaveProperty('unexpectedField');
  });
});
