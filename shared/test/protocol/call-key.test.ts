import { callKey, parseRequest, protocol, replyTypes } from '@mealplan/shared/protocol';

describe('callKey', () => {
  it('keys profile getForDashboard calls by their subtype', () => {
    expect(callKey('profile', 'getForDashboard', { subtype: 'planRequest', notes: 'x' })).toBe('getForDashboard:planRequest');
  });

  it('keeps the type when there is no string subtype', () => {
    expect(callKey('profile', 'getForDashboard', {})).toBe('getForDashboard');
    expect(callKey('profile', 'getForDashboard', { subtype: 3 })).toBe('getForDashboard');
    expect(callKey('profile', 'getForDashboard', null)).toBe('getForDashboard');
  });

  it('ignores subtype on calls that are not sub-typed', () => {
    expect(callKey('profile', 'set', { subtype: 'planRequest' })).toBe('set');
    expect(callKey('order', 'getForDashboard', { subtype: 'get' })).toBe('getForDashboard');
  });
});

describe('replyTypes', () => {
  it('answers type + Ok / Err by default', () => {
    expect(replyTypes('get', protocol.order.get)).toEqual({ ok: ['getOk'], err: 'getErr' });
  });

  it('answers subtype + Ok / Err for sub-typed calls', () => {
    expect(replyTypes('getForDashboard:planRequest', protocol.profile['getForDashboard:planRequest'])).toEqual({
      ok: ['planRequestOk'],
      err: 'planRequestErr',
    });
  });

  it('uses the listed success types of client_check get and login set', () => {
    expect(replyTypes('get', protocol.client_check.get).ok).toEqual(['setUser', 'update']);
    expect(replyTypes('set', protocol.login.set)).toEqual({ ok: ['setOk', 'smsOk'], err: 'setErr' });
  });

  it('answers with the request type on status-style calls', () => {
    expect(protocol.settings.get.style).toBe('status');
    expect(protocol.static_pages.get.style).toBe('status');
    expect(protocol.confirmation.email.style).toBe('status');
    expect(protocol.order.remainingDeliveries.style).toBe('status');
    expect(replyTypes('get', protocol.settings.get)).toEqual({ ok: ['get'], err: 'get' });
  });
});

describe('parseRequest lookup', () => {
  it('names an unknown channel or type', () => {
    expect(parseRequest('payments', 'get', {})).toEqual({ ok: false, message: 'Unknown call payments/get', errors: {} });
    expect(parseRequest('order', 'refund', {})).toMatchObject({ ok: false, message: 'Unknown call order/refund' });
    expect(parseRequest('profile', 'getForDashboard', { subtype: 'dropTables' })).toMatchObject({
      ok: false,
      message: 'Unknown call profile/getForDashboard:dropTables',
    });
  });

  it('does not treat inherited object properties as calls', () => {
    expect(parseRequest('order', 'toString', {}).ok).toBe(false);
    expect(parseRequest('constructor', 'get', {}).ok).toBe(false);
    expect(parseRequest('order', '__proto__', {}).ok).toBe(false);
  });

  it('asks for the subtype of a sub-typed call', () => {
    expect(parseRequest('profile', 'getForDashboard', { userId: 7 })).toEqual({
      ok: false,
      message: 'Invalid data: subtype is required',
      errors: { subtype: 'subtype is required' },
    });
  });

  it('accepts absent data on calls that take none', () => {
    expect(parseRequest('settings', 'get', undefined)).toMatchObject({ ok: true, key: 'get' });
    expect(parseRequest('rating', 'getDishes', {})).toMatchObject({ ok: true, key: 'getDishes' });
  });

  it('maps every bad field to a sentence and reports the first one, ignoring a field it does not know', () => {
    const parsed = parseRequest('login', 'set', { email: 'layla', password: '', extra: true });
    expect(parsed).toEqual({
      ok: false,
      message: 'Invalid data: email must be a valid email address',
      errors: {
        email: 'email must be a valid email address',
        password: 'password must not be empty',
        browserId: 'browserId is required',
      },
    });
  });

  it('returns the validated data', () => {
    const parsed = parseRequest('profile', 'getForDashboard', { subtype: 'saveSmsInfo', userId: 7, sms: false });
    expect(parsed).toMatchObject({ ok: true, key: 'getForDashboard:saveSmsInfo', data: { subtype: 'saveSmsInfo', sms: false } });
  });
});
