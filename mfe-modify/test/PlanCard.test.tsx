/** @jest-environment jsdom */
// The dashboard's plan card (issue 39) names the plan as diet and plan title. The diet's name comes with the reference
// lists, often after the plan itself (issue 38): the name is written whole once the list has answered, in a line kept
// for it meanwhile, so nothing on the card moves when it arrives; a list that fails leaves the title alone.
import { act, render, screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import type { ReferenceLists } from '@mealplan/shared/protocol';
import { referenceStore, socketClient } from '@mealplan/shared/session';
import type { PlanSummary } from '../src/features/dashboard/dashboard';
import { DashboardIntl } from '../src/features/dashboard/DashboardIntl';
import { PlanCard } from '../src/features/dashboard/PlanCard';

const summary: PlanSummary = {
  dietId: 30,
  daysCount: 20,
  excludedWeekdays: [5, 6],
  start: null,
  end: null,
  upcoming: false,
  nextDelivery: null,
  deliveriesLeft: 18,
  paid: true,
};
const diets = [{ id: 30, name: 'Balanced', name_ar: 'متوازن', mealtypes: [], sides_id: null }] as unknown as ReferenceLists['dietList'];

/** The get_arrays request, answered (or failed) when the test says. */
function holdReferenceLists() {
  let answer: (lists: Partial<ReferenceLists>) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  jest.spyOn(socketClient, 'call').mockImplementation(
    (() =>
      new Promise((resolve, reject) => {
        answer = resolve;
        fail = reject;
      })) as unknown as typeof socketClient.call,
  );
  return { answer: (lists: Partial<ReferenceLists>) => answer(lists), fail: (error: Error) => fail(error) };
}

const planName = () => screen.getByTestId('plan-name');

const renderCard = () =>
  act(async () => {
    render(
      <DashboardIntl>
        <PlanCard summary={summary} />
      </DashboardIntl>,
    );
  });

afterEach(() => {
  jest.restoreAllMocks();
  runInAction(() => delete referenceStore.lists.dietList);
});

it('keeps the name line empty until the diet list is in, then writes diet and title together', async () => {
  const lists = holdReferenceLists();
  await renderCard();
  expect(planName().textContent).toBe('');
  expect(screen.getByText('18')).toBeTruthy();

  await act(async () => lists.answer({ dietList: diets }));
  expect(planName().textContent).toBe('Balanced · 20 Days - No Fri & Sat');
});

it('writes the title alone when the diet list fails', async () => {
  const lists = holdReferenceLists();
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await renderCard();
  expect(planName().textContent).toBe('');

  await act(async () => lists.fail(new Error('get_arrays failed')));
  expect(planName().textContent).toBe('20 Days - No Fri & Sat');
  expect(logged).toHaveBeenCalledWith('get_arrays get failed', expect.any(Error));
});

it('writes the name at once when the list is already in', async () => {
  runInAction(() => Object.assign(referenceStore.lists, { dietList: diets }));
  const call = jest.spyOn(socketClient, 'call');
  await renderCard();
  expect(planName().textContent).toBe('Balanced · 20 Days - No Fri & Sat');
  expect(call).not.toHaveBeenCalled();
});
