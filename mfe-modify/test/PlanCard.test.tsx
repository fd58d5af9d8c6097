/** @jest-environment jsdom */
// The dashboard's plan card (issue 39) names the plan as diet and plan title. The page draws it once the diet list has
// answered (DashboardStore.load waits for it, issue 38), so the card writes the name whole from what the list holds: a
// list that failed leaves the title alone.
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

it('writes diet and title together from the diet list, and asks for nothing itself', async () => {
  runInAction(() => Object.assign(referenceStore.lists, { dietList: diets }));
  const call = jest.spyOn(socketClient, 'call');
  await renderCard();
  expect(planName().textContent).toBe('Balanced · 20 Days - No Fri & Sat');
  expect(screen.getByText('18')).toBeTruthy();
  expect(call).not.toHaveBeenCalled();
});

it('writes the title alone when the diet list has not the diet (its request failed)', async () => {
  const call = jest.spyOn(socketClient, 'call');
  await renderCard();
  expect(planName().textContent).toBe('20 Days - No Fri & Sat');
  expect(call).not.toHaveBeenCalled();
});
