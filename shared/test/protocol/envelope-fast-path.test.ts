// parseRequestEnvelope answers the usual envelope without zod (server/src/realtime/dispatch.ts, every call): it must
// accept and refuse exactly what requestEnvelope does, and give the same type, data and rid.
import fc from 'fast-check';
import { parseRequestEnvelope, requestEnvelope } from '@mealplan/shared/protocol';

const outcome = (result: ReturnType<typeof requestEnvelope.safeParse>) => (result.success ? { ok: true, envelope: result.data } : { ok: false });

describe('parseRequestEnvelope', () => {
  const samples: unknown[] = [
    { type: 'get', data: { a: 1 }, rid: 'r-1' },
    { type: 'get' },
    { type: 'get', data: undefined },
    { type: 'get', rid: undefined },
    { type: '' },
    { type: 't'.repeat(64) },
    { type: 't'.repeat(65) },
    { type: 'get', rid: '' },
    { type: 'get', rid: 'r'.repeat(65) },
    { type: 'get', rid: 5 },
    { type: 5 },
    { type: 'get', extra: 1 },
    JSON.parse('{"type":"get","__proto__":{"rid":""}}'),
    Object.assign(Object.create(null), { type: 'get' }),
    Object.assign(Object.create({ inherited: 1 }), { type: 'get' }),
    ['get'],
    'get',
    null,
    undefined,
  ];

  it('agrees with the schema on valid, invalid and odd envelopes', () => {
    for (const payload of samples) expect(outcome(parseRequestEnvelope(payload))).toEqual(outcome(requestEnvelope.safeParse(payload)));
  });

  it('agrees with the schema on any JSON envelope-like value (property)', () => {
    const envelopeLike = fc.record(
      {
        type: fc.oneof(fc.string({ maxLength: 70 }), fc.jsonValue()),
        data: fc.jsonValue(),
        rid: fc.oneof(fc.string({ maxLength: 70 }), fc.jsonValue()),
        extra: fc.jsonValue(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(envelopeLike, fc.jsonValue()), (payload) => {
        expect(outcome(parseRequestEnvelope(payload))).toEqual(outcome(requestEnvelope.safeParse(payload)));
      }),
      { numRuns: 500 },
    );
  });
});
