// issue 18: a message travels as an id, so changing its English text cannot break its Arabic (no lookup by English).
// The account catalogue is replaced by a copy whose English differs; the reply still carries the Arabic by id.
import type { CallContext } from '../../src/realtime/context';

const CHANGED = 'This email address is taken (changed wording).';
const CHANGED_BLANK = 'Please fill in {label} (changed wording)';

type Catalogue = 'account' | 'domain';
type Shared = typeof import('@mealplan/shared/account') & typeof import('@mealplan/shared/domain');
type Errors = typeof import('../../src/errors');

/**
 * The reply data of a call whose handler throws `refuse(...)`, answered on a `locale` socket, after one English text
 * of a shared catalogue was replaced (`id` -> `text`) in a fresh module registry.
 */
async function replyWithChangedEnglish(
  change: { catalogue: Catalogue; id: string; text: string },
  refuse: (shared: Shared, errors: Errors) => Error,
  locale: 'en' | 'ar',
): Promise<unknown> {
  let data: unknown;
  await jest.isolateModulesAsync(async () => {
    const file = `../../../shared/src/${change.catalogue}/i18n/en.json`;
    const english = jest.requireActual<Record<string, string>>(file);
    jest.doMock(file, () => ({ ...english, [change.id]: change.text }));
    const shared = { ...(await import('@mealplan/shared/account')), ...(await import('@mealplan/shared/domain')) } as Shared;
    const errors = await import('../../src/errors');
    const { testChannel } = await import('../support/test-channel');
    const { channelRegistry, dispatch } = await import('../../src/realtime/dispatch');
    const registry = channelRegistry([
      testChannel('restore_password', {
        try: () => Promise.reject(refuse(shared, errors)),
      }),
    ]);
    const ctx = { locale, userId: null, sessionEnded: false, services: {} } as unknown as CallContext;
    data = (await dispatch(registry, 'restore_password', { type: 'try', data: { email: 'layla@example.ae' } }, ctx)).data;
  });
  return data;
}

const replyTo = (locale: 'en' | 'ar') =>
  replyWithChangedEnglish(
    { catalogue: 'account', id: 'account.emailTaken', text: CHANGED },
    ({ ACCOUNT_MESSAGES }, { ClientError }) => new ClientError(ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken }),
    locale,
  );

it('a changed English text is what an English socket gets, by its id', async () => {
  expect(await replyTo('en')).toEqual({
    message: CHANGED,
    messageId: 'account.emailTaken',
    errors: { email: CHANGED },
    fieldMessages: { email: { id: 'account.emailTaken' } },
  });
});

it('the Arabic of a message whose English changed still appears on an Arabic socket', async () => {
  expect(await replyTo('ar')).toEqual({
    message: 'هذا البريد الإلكتروني مسجّل بالفعل.',
    messageId: 'account.emailTaken',
    errors: { email: 'هذا البريد الإلكتروني مسجّل بالفعل.' },
    fieldMessages: { email: { id: 'account.emailTaken' } },
  });
});

// A domain rule's message with a value: the address step's "<label> cannot be blank", its English changed.
const blankReplyTo = (locale: 'en' | 'ar') =>
  replyWithChangedEnglish(
    { catalogue: 'domain', id: 'profileStep.blank', text: CHANGED_BLANK },
    ({ blankFieldMessage }, { ClientError }) => new ClientError(blankFieldMessage('Street'), { 'homeAddress.street': blankFieldMessage('Street') }),
    locale,
  );

it('a domain rule message travels as its id with the label as a value; its Arabic survives a changed English', async () => {
  const byId = { id: 'profileStep.blank', values: { label: 'Street' } };
  expect(await blankReplyTo('en')).toEqual({
    message: 'Please fill in Street (changed wording)',
    messageId: 'profileStep.blank',
    values: { label: 'Street' },
    errors: { 'homeAddress.street': 'Please fill in Street (changed wording)' },
    fieldMessages: { 'homeAddress.street': byId },
  });
  expect(await blankReplyTo('ar')).toEqual({
    message: 'لا يمكن ترك حقل Street فارغًا',
    messageId: 'profileStep.blank',
    values: { label: 'Street' },
    errors: { 'homeAddress.street': 'لا يمكن ترك حقل Street فارغًا' },
    fieldMessages: { 'homeAddress.street': byId },
  });
});
