/** @jest-environment jsdom */
// /profile 'Profile Settings' (spec 3 §2, full version): one Save of `profile set` scenario 'main'; the server's field
// errors show on the form and its message above Save (§8); a good save shows the server's message titled 'Personal
// Details'. The socket client's calls are answered by the test.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { MemoryRouter } from 'react-router';
import { localeStore } from '@mealplan/shared/i18n';
import { referenceStore, RequestError, sessionStore, socketClient } from '@mealplan/shared/session';
import { ModalHost, modalStore } from '@mealplan/shared/ui';
import ModifyRoutes from '../src/Routes';

jest.setTimeout(60_000);
const WAIT = { timeout: 20_000 };

const calls: Array<{ channel: string; key: string; data: Record<string, unknown> }> = [];
let refuse = false;

const LISTS = {
  gender: [
    { id: 'male', name: 'Male' },
    { id: 'female', name: 'Female' },
  ],
  language: [
    { id: 'en', name: 'English' },
    { id: 'ar', name: 'العربية' },
  ],
  medicalConditions: [{ id: 3, name: 'Diabetes' }],
};

beforeEach(() => {
  calls.length = 0;
  refuse = false;
  act(() =>
    sessionStore.setUser({
      token: 't',
      user_id: 4,
      firstName: 'Reem',
      lastName: 'Saleh',
      email: 'reem@example.com',
      phone: '501234567',
      company: 'DP World',
      language: 'en',
    }),
  );
  jest.spyOn(socketClient, 'call').mockImplementation(((channel: string, key: string, data: Record<string, unknown>) => {
    calls.push({ channel, key, data });
    if (channel === 'get_arrays') return Promise.resolve(LISTS);
    if (channel === 'profile' && key === 'set') {
      if (refuse) {
        return Promise.reject(
          new RequestError('Please enter a valid UAE mobile number.', 'setErr', {}, { phone: 'Please enter a valid UAE mobile number.' }),
        );
      }
      return Promise.resolve({ message: 'Your profile is saved.' });
    }
    return Promise.reject(new Error(`no answer for ${channel} ${key}`));
  }) as never);
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => {
    modalStore.clear();
    localeStore.choose('en');
  });
});

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/profile']}>
      <ModifyRoutes />
      <ModalHost />
    </MemoryRouter>,
  );
}

it('shows the field error and the message of a refused save, then saves with the message', async () => {
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Profile Settings', level: 1 }, WAIT)).toBeTruthy();
  expect((await screen.findByLabelText('Company', {}, WAIT)) as HTMLInputElement).toHaveProperty('value', 'DP World');
  expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(1);

  refuse = true;
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  // Under the phone field and, as the form's message, above Save.
  const alerts = await screen.findAllByRole('alert', {}, WAIT);
  expect(alerts.map((alert) => alert.textContent)).toEqual(['Please enter a valid UAE mobile number.', 'Please enter a valid UAE mobile number.']);
  expect(screen.getByLabelText('Phone').getAttribute('aria-describedby')).toBe(alerts[0]!.id);

  refuse = false;
  fireEvent.change(screen.getByLabelText('Company'), { target: { value: 'Emirates NBD' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('dialog', {}, WAIT);
  expect(within(dialog).getByText('Your profile is saved.')).toBeTruthy();
  expect(within(dialog).getByText('Personal Details')).toBeTruthy();
  expect(calls.filter((call) => call.key === 'set').at(-1)?.data).toMatchObject({
    scenario: 'main',
    firstName: 'Reem',
    lastName: 'Saleh',
    email: 'reem@example.com',
    company: 'Emirates NBD',
    language: 'en',
  });
});

it('shows the form once the medical conditions are here too: Save does not move down as they come', async () => {
  act(() => {
    runInAction(() => {
      referenceStore.lists = {};
    });
  });
  // Each list comes in a reply of its own (ReferenceStore.ensure); the medical conditions' is held back.
  let answerConditions = () => {};
  jest.spyOn(socketClient, 'call').mockImplementation(((channel: string, key: string, data: { type?: Array<keyof typeof LISTS> }) => {
    const name = data.type?.[0];
    if (channel !== 'get_arrays' || name === undefined) return Promise.reject(new Error(`no answer for ${channel} ${key}`));
    calls.push({ channel, key, data });
    const reply = { [name]: LISTS[name] };
    if (name !== 'medicalConditions') return Promise.resolve(reply);
    return new Promise((resolve) => (answerConditions = () => resolve(reply)));
  }) as never);
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Profile Settings', level: 1 }, WAIT)).toBeTruthy();
  await waitFor(() => expect(referenceStore.get('gender') && referenceStore.get('language')).toBeDefined(), WAIT);
  await waitFor(() => expect(calls.some((call) => (call.data.type as string[] | undefined)?.includes('medicalConditions'))).toBe(true), WAIT);
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

  act(() => answerConditions());
  expect(await screen.findByRole('checkbox', { name: 'Diabetes' }, WAIT)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
});
