// Issue 18 point 1: a call is declared once, with its schemas, who may make it, its limit and its cache policy.
import { z } from 'zod';
import { accessOf, defineCall, defineCallWithReplies, emptyRequest, findCall, protocol } from '@mealplan/shared/protocol';

const declarations = Object.entries(protocol).flatMap(([channel, calls]) =>
  Object.keys(calls).map((key) => ({ channel, key, call: findCall(channel, key)! })),
);

describe('the one declaration of a call', () => {
  it('gives every call its access and its limit kind', () => {
    expect(declarations.length).toBeGreaterThan(100);
    for (const { channel, key, call } of declarations) {
      expect([channel, key, call.access]).toEqual([channel, key, expect.stringMatching(/^(anyone|signedOut|customer)$/)]);
      expect([channel, key, call.limit]).toEqual([
        channel,
        key,
        expect.stringMatching(/^(read|save|append|send|signUp|social|link|session|signIn)$/),
      ]);
    }
    expect(accessOf('rating', 'getDishReviews')).toBe('anyone');
    expect(accessOf('nope', 'get')).toBeUndefined();
  });

  it('refuses to compile without access or limit', () => {
    // @ts-expect-error access and limit are required
    expect(defineCall({ request: emptyRequest, ok: z.object({}) }).access).toBeUndefined();
    // @ts-expect-error limit is required
    expect(defineCall({ request: emptyRequest, ok: z.object({}), access: 'anyone' }).limit).toBeUndefined();
    // @ts-expect-error access is required
    expect(defineCallWithReplies({ request: emptyRequest, replies: { aOk: z.object({}) }, limit: 'read' }).access).toBeUndefined();
  });

  it('caches only reads, with a key made of the request data and the day', () => {
    const cached = declarations.filter(({ call }) => call.cache !== undefined);
    expect(cached.map(({ channel, key }) => `${channel}/${key}`).sort()).toEqual(
      [
        'custom_plan/get',
        'custom_plan_sides/get',
        'default_dish_sides/get',
        'default_dishes/get',
        'get_arrays/get',
        'get_arrays/version',
        'rating/getDishReviews',
        'rating/getDishes',
        'settings/get',
        'static_pages/get',
      ].sort(),
    );
    for (const { call } of cached) expect(call.limit).toBe('read');
    const day = 1_767_211_200;
    const keyOf = (channel: string, key: string, data: unknown) => findCall(channel, key)!.cache!.key({ data, day });
    expect(keyOf('settings', 'get', {})).toBe('settings:1767211200');
    expect(keyOf('static_pages', 'get', { id: '/Page/Terms/?x=1' })).toBe('static_pages:terms');
    expect(keyOf('get_arrays', 'get', { type: ['slotsList', 'dietList', 'slotsList'] })).toBe('reference:lists:dietList,slotsList:en');
    expect(keyOf('get_arrays', 'version', { type: ['slotsList', 'dietList'], language: 'ar' })).toBe('reference:version:dietList,slotsList:ar');
    expect(keyOf('rating', 'getDishReviews', { dishId: 7 })).toBe('reviews:7');
    expect(findCall('rating', 'getDishes')!.cache).toMatchObject({ scope: 'user' });
    expect(keyOf('rating', 'getDishes', {})).toBe(`dishes:${day}`);
  });
});
