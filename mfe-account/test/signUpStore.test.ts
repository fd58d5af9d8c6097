import { fakeCallClient, type AskedCall } from '@mealplan/shared/stores/testing';
import { SignUpStore } from '../src/features/signUp/signUpStore';
import type { RegistrationPayload } from '../src/features/signUp/registration';

// A fake client: each test says what its calls answer, in turn ({} once they are used up), and reads what was asked.
let replies: unknown[];
let calls: AskedCall[];
let store: SignUpStore;
beforeEach(() => {
  replies = [];
  const fake = fakeCallClient(() => (replies.length > 0 ? replies.shift() : {}));
  calls = fake.calls;
  store = new SignUpStore(fake.client, { browserId: 'browser-1', language: 'en' });
});

const payload = (referer: number | null): RegistrationPayload => ({
  email: 'mona@example.ae',
  first_name: 'Mona',
  last_name: 'Saleh',
  password: 'GreenSalad42',
  referer,
  PC_CODE: '971',
  WPC_CODE: '971',
  phone: '501234567',
  whatsUpnumber: '501234567',
});

describe('SignUpStore.register', () => {
  it('checks the referral link again on the current connection right before signing up with its referer', async () => {
    replies = [{ refId: 77 }];
    expect(await store.checkReferral('REF123')).toBe(77);
    await store.register(payload(77));
    expect(calls).toEqual([
      { channel: 'registration', key: 'checkRef', data: { token: 'REF123' } },
      { channel: 'registration', key: 'checkRef', data: { token: 'REF123' } },
      { channel: 'registration', key: 'set', data: expect.objectContaining({ referer: 77, browserId: 'browser-1' }) },
    ]);
  });

  it('signs up without a check when there is no referer', async () => {
    await store.register(payload(null));
    expect(calls.map(({ channel, key }) => `${channel}/${key}`)).toEqual(['registration/set']);
  });
});
