import { socketClient } from '@mealplan/shared/session';
import { checkReferral, register } from '../src/services/accountApi';
import type { RegistrationPayload } from '../src/forms/registration';

const call = jest.spyOn(socketClient, 'call');
afterEach(() => call.mockReset());

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

describe('register', () => {
  it('checks the referral link again on the current connection right before signing up with its referer', async () => {
    call.mockResolvedValueOnce({ refId: 77 });
    expect(await checkReferral('REF123')).toBe(77);
    call.mockResolvedValue({});
    await register(payload(77));
    expect(call.mock.calls.map(([channel, key, data]) => [channel, key, data])).toEqual([
      ['registration', 'checkRef', { token: 'REF123' }],
      ['registration', 'checkRef', { token: 'REF123' }],
      ['registration', 'set', expect.objectContaining({ referer: 77 })],
    ]);
  });

  it('signs up without a check when there is no referer', async () => {
    call.mockResolvedValue({});
    await register(payload(null));
    expect(call.mock.calls.map(([channel, key]) => `${String(channel)}/${String(key)}`)).toEqual(['registration/set']);
  });
});
