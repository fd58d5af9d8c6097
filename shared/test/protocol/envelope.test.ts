import { errData, requestEnvelope, statusReplyEnvelope } from '@mealplan/shared/protocol';

describe('requestEnvelope', () => {
  it('accepts a type with data and rid, and a type alone', () => {
    expect(requestEnvelope.safeParse({ type: 'get', data: { a: 1 }, rid: 'r-1' }).success).toBe(true);
    expect(requestEnvelope.safeParse({ type: 'get' }).success).toBe(true);
  });

  it('bounds the type to 1..64 characters', () => {
    expect(requestEnvelope.safeParse({ type: '' }).success).toBe(false);
    expect(requestEnvelope.safeParse({ type: 't'.repeat(64) }).success).toBe(true);
    expect(requestEnvelope.safeParse({ type: 't'.repeat(65) }).success).toBe(false);
  });

  it('bounds the rid to 1..64 characters', () => {
    expect(requestEnvelope.safeParse({ type: 'get', rid: '' }).success).toBe(false);
    expect(requestEnvelope.safeParse({ type: 'get', rid: 'r'.repeat(64) }).success).toBe(true);
    expect(requestEnvelope.safeParse({ type: 'get', rid: 'r'.repeat(65) }).success).toBe(false);
    expect(requestEnvelope.safeParse({ type: 'get', rid: 5 }).success).toBe(false);
  });

  it('refuses non-objects, a missing type and unknown envelope fields', () => {
    expect(requestEnvelope.safeParse('get').success).toBe(false);
    expect(requestEnvelope.safeParse({ data: {} }).success).toBe(false);
    expect(requestEnvelope.safeParse({ type: 'get', extra: 1 }).success).toBe(false);
  });
});

describe('reply envelopes', () => {
  it('status replies carry ok or err only', () => {
    expect(statusReplyEnvelope.safeParse({ type: 'get', status: 'ok', data: {} }).success).toBe(true);
    expect(statusReplyEnvelope.safeParse({ type: 'get', status: 'fine', data: {} }).success).toBe(false);
  });

  it('err data is a message with optional field errors', () => {
    expect(errData.safeParse({ message: 'Wrong password', errors: { password: 'Wrong password' } }).success).toBe(true);
    expect(errData.safeParse({ errors: {} }).success).toBe(false);
  });
});
