/** @jest-environment jsdom */
// /modify (doc 3 §2, §4): the page shows the plan (diet name, plan title, period, the day list), a locked day's text
// without 'Change items', a day in edit with the warning bar and 'Save Changes', and the cutlery select sending
// setCutlery with the server's message in the modal. The socket client's calls and the reference lists are the test's.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { MemoryRouter } from 'react-router';
import { localeStore } from '@mealplan/shared/i18n';
import type { Dish, MealType } from '@mealplan/shared/protocol';
import { referenceStore, sessionStore, socketClient } from '@mealplan/shared/session';
import { parseIsoDate } from '@mealplan/shared/time';
import { modalStore } from '@mealplan/shared/ui';
import ModifyRoutes from '../src/Routes';

const day = (iso: string): number => parseIsoDate(iso)!;
const LOCKED = day('2026-11-26');
const FREE = day('2026-11-30');
const NOW = day('2026-11-25') + 10 * 3600;
const CART_USER = 12;

const mealTypes: MealType[] = [{ id: 3, title: 'Lunch', order: 1, parent_id: 0 }];
const dish = (id: number, title: string): Dish => ({
  id,
  title,
  description: '',
  image: '',
  preview: '',
  calories: 400_000,
  fat: 10_000,
  protein: 30_000,
  carb: 40_000,
  ingredients: [],
  type: [3],
  group: 1,
  spicy: false,
});
const lists: Record<string, unknown> = {
  products: [dish(1, 'Grilled Chicken'), dish(2, 'Beef Stroganoff Light')],
  typeList: mealTypes,
  dietList: [{ id: 30, name: 'Balanced', mealtypes: [3], sides_id: null }],
  ingredientList: [],
  slotsList: [{ id: 7, name: 'Morning', display_name: '7 AM - 9 AM', emirate_id: 1 }],
};

const calls: Array<{ channel: string; key: string; data: unknown }> = [];
const NO_PAUSE = { isPause: false, startDate: null, endDate: null, pauseList: [] };
/** What getPause answers in a test (no pause unless the test sets one). */
let pauseAnswer: unknown = NO_PAUSE;
/** The plan's skipped days (skipped day -> the day it moved to), as order get answers them; none unless the test sets some. */
let skippedAnswer: Record<string, number> = {};
/** Skipped days the server brought back ('Remove from skipped'): plan days again, with their default dish. */
let restoredDays: number[] = [];

beforeEach(() => {
  calls.length = 0;
  pauseAnswer = NO_PAUSE;
  skippedAnswer = {};
  restoredDays = [];
  jest.spyOn(Date, 'now').mockReturnValue(NOW * 1000);
  // The lists as cached after get_arrays (ensure then asks nothing).
  runInAction(() => Object.assign(referenceStore.lists, lists));
  jest.spyOn(socketClient, 'call').mockImplementation(((channel: string, key: string, data: unknown) => {
    calls.push({ channel, key, data });
    // The settings name the one test user the cart is shown to.
    if (channel === 'settings') return Promise.resolve({ cart_test_user_id: { value: String(CART_USER) } });
    if (key === 'getCart') return Promise.resolve({ cart: [{ id: 5, dish_id: 2, to_type_id: 3, to_dish_id: 1, date: FREE, price: 1500 }] });
    if (key === 'get')
      return Promise.resolve({
        planParams: {
          id: 41,
          mealType: [3],
          diet: 30,
          date: LOCKED,
          end_date: day('2026-12-20'),
          deliverySlot: 7,
          cutlery: 0,
          exclude_week_day: [5, 6],
          days_count: 20,
          payed: true,
          modified: false,
          skipped: skippedAnswer,
        },
        mealPlan: {
          [String(LOCKED)]: { 3: 1 },
          [String(FREE)]: { 3: 1 },
          ...Object.fromEntries(Object.values(skippedAnswer).map((movedTo) => [String(movedTo), { 3: 2 }])),
          ...Object.fromEntries(restoredDays.map((restored) => [String(restored), { 3: 1 }])),
        },
      });
    if (key === 'getCustomDays') return Promise.resolve({ mealPlan: {}, planParams: null });
    if (key === 'getDietProducts') return Promise.resolve({ products: [1, 2] });
    if (key === 'getForDashboard:getPause') return Promise.resolve(pauseAnswer);
    if (key === 'modify') {
      // The server brings back the skipped days the map leaves out (their default dish) and drops the days they moved to.
      const kept = (data as { skipped: Record<string, number> }).skipped;
      restoredDays = Object.keys(skippedAnswer)
        .filter((skipped) => !(skipped in kept))
        .map(Number);
      skippedAnswer = kept;
      return Promise.resolve({ message: 'Your changes are saved.' });
    }
    if (key === 'setCutlery') return Promise.resolve({ message: 'Cutlery value set well' });
    return Promise.reject(new Error(`no answer for ${channel} ${key}`));
  }) as never);
});
jest.setTimeout(30_000);

afterEach(() => {
  act(() => sessionStore.logout());
  jest.restoreAllMocks();
  act(() => modalStore.clear());
  act(() => localeStore.choose('en'));
});

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/modify']}>
      <ModifyRoutes />
    </MemoryRouter>,
  );
}

it('shows the plan, a locked day without Change items, and a day in edit with the warning bar', async () => {
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Balanced', level: 1 }, { timeout: 10_000 })).toBeTruthy();
  expect(screen.getByText('20 Days - No Fri & Sat')).toBeTruthy();
  expect((screen.getByLabelText('Delivery time') as HTMLSelectElement).disabled).toBe(true);
  expect(screen.getByText("Click on a dish on the left to view it's details & ingredients.")).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);

  // The first editable day is shown, with its deadline (48 hours before it).
  expect(screen.getByRole('heading', { name: 'Monday 30 November 2026', level: 2 })).toBeTruthy();
  expect(screen.getByText('Changes until Sat 28 Nov, 00:00')).toBeTruthy();

  const days = within(screen.getByRole('navigation', { name: 'Plan menu' })).getAllByRole('button', { name: /November 2026/ });
  fireEvent.click(days[0]!);
  expect(screen.getByText('You cannot edit or skip this day. Items are delivered or in the process of creation.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Change items' })).toBeNull();

  fireEvent.click(days[1]!);
  fireEvent.click(screen.getByRole('button', { name: 'Change items' }));
  expect(screen.getByText(/Please click on "Save Changes" button before moving to the next day\./)).toBeTruthy();
  expect(screen.getByRole('tab', { name: 'Lunch' })).toBeTruthy();
  // Save Changes waits for a change and the terms (doc 3 §2).
  const saveChanges = () => screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement;
  expect(saveChanges().disabled).toBe(true);
  fireEvent.click(within(screen.getByRole('region', { name: 'Dishes for Lunch' })).getByRole('button', { name: 'Next' }));
  fireEvent.click(screen.getByRole('button', { name: /Beef Stroganoff Light/ }));
  expect(saveChanges().disabled).toBe(true);
  fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
  expect(saveChanges().disabled).toBe(false);
  // The dish panel shows the dish chosen.
  expect(within(screen.getByRole('complementary', { name: 'Dish details' })).getByRole('heading', { name: 'Beef Stroganoff Light' })).toBeTruthy();
});

it("shows a paused day as 'The day is on pause', without Skip or Change items, and no 'Pause My Plan' while the pause is set", async () => {
  pauseAnswer = { isPause: true, startDate: FREE, endDate: FREE + 86_400, pauseList: [] };
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Balanced', level: 1 }, { timeout: 10_000 })).toBeTruthy();
  const days = within(screen.getByRole('navigation', { name: 'Plan menu' })).getAllByRole('button', { name: /November 2026/ });
  expect(days[1]!.textContent).toContain('Paused');
  fireEvent.click(days[1]!);
  expect(screen.getByText('The day is on pause')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Skip this day' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Change items' })).toBeNull();
  expect(within(screen.getByRole('group', { name: 'Plan actions' })).queryByRole('button', { name: 'Pause My Plan' })).toBeNull();
});

it("offers 'Remove from skipped' on a skipped day; once the server confirms, the order is reloaded and the day is a plan day again", async () => {
  const SKIPPED = day('2026-12-01');
  skippedAnswer = { [String(SKIPPED)]: day('2026-12-02') };
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Balanced', level: 1 }, { timeout: 10_000 })).toBeTruthy();
  const december = () => within(screen.getByRole('navigation', { name: 'Plan menu' })).queryAllByRole('button', { name: /December 2026/ });
  expect(december()).toHaveLength(2);
  fireEvent.click(december()[0]!);
  expect(screen.getByText('This day is skipped: its delivery moved to Wednesday 2 December 2026.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Remove from skipped' }));
  await act(async () => {});
  expect(calls.find((call) => call.key === 'modify')?.data).toMatchObject({ orderId: 41, detailsData: [], skipped: {}, updateDate: SKIPPED });
  expect(calls.filter((call) => call.key === 'get')).toHaveLength(2);
  expect(modalStore.content).toBe('Your changes are saved.');
  expect(screen.queryByRole('button', { name: 'Remove from skipped' })).toBeNull();
  // The day is back with its dish (and the day it moved to has left the plan).
  expect(december()).toHaveLength(1);
  fireEvent.click(december()[0]!);
  expect(screen.getByRole('heading', { name: 'Tuesday 1 December 2026', level: 2 })).toBeTruthy();
  expect(screen.queryByText(/This day is skipped/)).toBeNull();
  expect(screen.getByRole('button', { name: 'Change items' })).toBeTruthy();
  expect(screen.getAllByText('Grilled Chicken').length).toBeGreaterThan(0);
});

it('sets the cutlery and shows the server message', async () => {
  renderPage();
  fireEvent.change(await screen.findByLabelText('Cutlery', {}, { timeout: 10_000 }), { target: { value: '1' } });
  await act(async () => {});
  expect(calls.find((call) => call.key === 'setCutlery')?.data).toEqual({ orderId: 41, cutlery: true });
  expect(modalStore.content).toBe('Cutlery value set well');
});

it("opens the plan actions' dialogs: skip a day, pause, cancel", async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Skip this day' }, { timeout: 10_000 }));
  expect(modalStore.headline).toBe('Are you sure?');
  act(() => modalStore.clear());
  const actions = within(screen.getByRole('group', { name: 'Plan actions' }));
  fireEvent.click(actions.getByRole('button', { name: 'Cancel My Plan' }));
  expect(modalStore.headline).toBe('Cancel My Plan');
  act(() => modalStore.clear());
  fireEvent.click(actions.getByRole('button', { name: 'Pause My Plan' }));
  expect(modalStore.headline).toBe('Pause My Plan');
});

it('shows the cart in the side panel to the test user of the settings, with its sides in AED', async () => {
  act(() => sessionStore.setUser({ user_id: CART_USER }));
  renderPage();
  const cart = await screen.findByRole('heading', { name: 'Cart', level: 2 }, { timeout: 10_000 });
  const panel = cart.closest('.plan-cart') as HTMLElement;
  expect(within(panel).getByText('Beef Stroganoff Light instead of Grilled Chicken')).toBeTruthy();
  expect(within(panel).getByText('Total')).toBeTruthy();
  expect(within(panel).getAllByText(/AED/).length).toBeGreaterThan(0);
  expect(panel.closest('.modify__side')).toBeTruthy();
  expect(calls.some((call) => call.key === 'getCart')).toBe(true);
});

it('shows no cart, and asks for none, to any other customer', async () => {
  act(() => sessionStore.setUser({ user_id: CART_USER + 1 }));
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Balanced', level: 1 }, { timeout: 10_000 })).toBeTruthy();
  await act(async () => {});
  expect(screen.queryByRole('heading', { name: 'Cart' })).toBeNull();
  expect(calls.some((call) => call.key === 'getCart')).toBe(false);
});
