/** @jest-environment jsdom */
// The 'Delivery Address' modal (doc 2 §2.3, §5.9): labelled fields in two sections, areas of the chosen emirate,
// the first failing check shown at the top and each on its field, and the save with the server's message.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { domainCatalogues } from '@mealplan/shared/domain';
import { AreaIntl, localeStore } from '@mealplan/shared/i18n';
import { ReferenceStore, type SocketClient } from '@mealplan/shared/session';
import { fakeCallClient } from '@mealplan/shared/stores/testing';
import { kitMessages, ruleCatalogues } from '@mealplan/shared/ui';
import { AddressDialog } from '../src/features/thankyou/AddressDialog';
import { ThankYouStore } from '../src/features/thankyou/thankYouStore';
import en from '../src/features/thankyou/i18n/en.json';
import ar from '../src/features/thankyou/i18n/ar.json';

const lists = {
  allEmirates: [
    { id: 1, name: 'Dubai' },
    { id: 2, name: 'Abu Dhabi' },
  ],
  areasListFull: [
    { id: 11, name: 'Jumeirah', emirate_id: 1 },
    { id: 21, name: 'Al Reem Island', emirate_id: 2 },
  ],
};

async function openDialog(onSaved = jest.fn()) {
  const { client, calls } = fakeCallClient({
    'get_arrays get': lists,
    'profile getForDashboard:saveAddressInfo': { message: 'Your address is saved.' },
  });
  const store = new ThankYouStore(client, { user: {}, user_id: 3 }, new ReferenceStore(client as unknown as SocketClient, () => 'en'));
  await store.loadPlaces();
  render(
    <AreaIntl catalogues={[kitMessages, ...ruleCatalogues, { en, ar }]}>
      <AddressDialog store={store} onClose={jest.fn()} onSaved={onSaved} />
    </AreaIntl>,
  );
  return { calls, onSaved };
}

/** The message at the top of the form (the first failing check, or the server's refusal). */
const topMessage = () => document.querySelector('.thankyou-address__alert')?.textContent;

afterEach(() => act(() => localeStore.choose('en')));

it("has 'Main Address' and '2nd Address', each with labelled fields", async () => {
  await openDialog();
  const dialog = screen.getByRole('dialog', { name: 'Delivery Address' });
  for (const section of [/^Main Address$/, /^2nd Address Optional$/]) {
    const group = within(dialog).getByRole('group', { name: section });
    for (const label of ['Street', 'Apartment or Villa', 'Emirate', 'Area', 'Landmark', 'Google Maps link'])
      expect(within(group).getByLabelText(label)).toBeTruthy();
  }
});

it('offers the areas of the chosen emirate; another emirate clears the area', async () => {
  await openDialog();
  const main = within(screen.getByRole('group', { name: 'Main Address' }));
  const area = main.getByLabelText<HTMLSelectElement>('Area');
  expect(area.disabled).toBe(true);
  fireEvent.change(main.getByLabelText('Emirate'), { target: { value: '1' } });
  expect(Array.from(area.options).map((option) => option.text)).toEqual(['Select area', 'Jumeirah']);
  fireEvent.change(area, { target: { value: '11' } });
  fireEvent.change(main.getByLabelText('Emirate'), { target: { value: '2' } });
  expect(area.value).toBe('');
  expect(Array.from(area.options).map((option) => option.text)).toEqual(['Select area', 'Al Reem Island']);
});

it('shows the first failing §5.9 check at the top and each on its field, and saves nothing', async () => {
  const { calls, onSaved } = await openDialog();
  const main = within(screen.getByRole('group', { name: 'Main Address' }));
  fireEvent.change(main.getByLabelText('Apartment or Villa'), { target: { value: 'Villa 2' } });
  fireEvent.change(main.getByLabelText('Google Maps link'), { target: { value: 'https://example.com/x' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(topMessage()).toBe('Please enter a street.'));
  expect(main.getByText('Please select emirate.')).toBeTruthy();
  expect(main.getByText('Please select area.')).toBeTruthy();
  expect(main.getByText('Invalid Google Maps URL')).toBeTruthy();
  expect(calls.filter((call) => call.key === 'getForDashboard:saveAddressInfo')).toEqual([]);
  expect(onSaved).not.toHaveBeenCalled();
});

it("saves a complete main address and hands the server's message on", async () => {
  const { calls, onSaved } = await openDialog();
  const main = within(screen.getByRole('group', { name: 'Main Address' }));
  fireEvent.change(main.getByLabelText('Street'), { target: { value: 'Al Wasl Road' } });
  fireEvent.change(main.getByLabelText('Apartment or Villa'), { target: { value: 'Villa 2' } });
  fireEvent.change(main.getByLabelText('Emirate'), { target: { value: '1' } });
  fireEvent.change(main.getByLabelText('Area'), { target: { value: '11' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Your address is saved.'));
  expect(calls.find((call) => call.key === 'getForDashboard:saveAddressInfo')?.data).toMatchObject({ street: 'Al Wasl Road', emirate: 1, area: 11 });
});

it('speaks Arabic', async () => {
  act(() => localeStore.choose('ar'));
  await openDialog();
  // The kit's and the rules' Arabic load when first needed.
  expect(await screen.findByRole('dialog', { name: 'عنوان التوصيل' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
  // The shared rule's own Arabic text.
  await waitFor(() => expect(topMessage()).toBe(domainCatalogues.ar['checkout.enterStreet']));
});
