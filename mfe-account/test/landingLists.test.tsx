/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { runInAction } from 'mobx';
import { referenceStore } from '@mealplan/shared/session';
import { useLandingList } from '../src/features/home/useCatalog';

const Diets = observer(function Diets() {
  const diets = useLandingList('dietList');
  return <p>{diets.length === 0 ? 'no diets' : diets.map((diet) => diet.name).join(', ')}</p>;
});

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  runInAction(() => delete referenceStore.lists.dietList);
});

it('draws a list that arrives in a later, background render, not in the task that brought it', async () => {
  render(<Diets />);
  expect(screen.getByText('no diets')).toBeTruthy();
  // As in the browser: React's own scheduler, no act() flushing its work at once.
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  runInAction(() => Object.assign(referenceStore.lists, { dietList: [{ id: 1, name: 'Keto', mealtypes: [], sides_id: null }] }));
  // The store's change re-renders the observer before this task ends (React flushes it in a microtask)...
  await Promise.resolve();
  await Promise.resolve();
  expect(screen.getByText('no diets')).toBeTruthy();
  // ...with the old list: the new one is drawn in a transition, in a later task.
  await waitFor(() => expect(screen.getByText('Keto')).toBeTruthy());
});

it('shows the list at once on a page that starts with it', async () => {
  runInAction(() => Object.assign(referenceStore.lists, { dietList: [{ id: 2, name: 'Vegan', mealtypes: [], sides_id: null }] }));
  await act(async () => {
    render(<Diets />);
  });
  expect(screen.getByText('Vegan')).toBeTruthy();
});
