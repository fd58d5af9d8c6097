import type { SocketClient } from '@mealplan/shared/session';
import { SignUpStore } from '../src/features/signUp/signUpStore';
import type { RegistrationPayload } from '../src/features/signUp/registration';

// A fake client: each test says what `call` answers and reads what it was asked.
const call = jest.fn();
let store: SignUpStore;
beforeEach(() => {
  call.mockReset();
  store = new SignUpStore({ call } as unknown as Pick<SocketClient, 'call'>, { browserId: 'browser-1', language: 'en' });
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
    call.mockResolvedValueOnce({ refId: 77 });
    expect(await store.checkReferral('REF123')).toBe(77);
    call.mockResolvedValue({});
    await store.register(payload(77));
    expect(call.mock.calls).toEqual([
      ['registration', 'checkRef', { token: 'REF123' }],
      ['registration', 'checkRef', { token: 'REF123' }],
      ['registration', 'set', expect.objectContaining({ referer: 77, browserId: 'browser-1' })],
    ]);
  });

  it('signs up without a check when there is no referer', async () => {
    call.mockResolvedValue({});
    await store.register(payload(null));
    expect(call.mock.calls.map(([channel, key]: unknown[]) => `${String(channel)}/${String(key)}`)).toEqual(['registration/set']);
  });
});
