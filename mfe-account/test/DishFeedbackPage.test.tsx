import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ModalHost, modalStore } from '@mealplan/shared/ui';
import { DishFeedbackPage } from '../src/features/feedback/DishFeedbackPage';
import { AccountIntl } from '../src/i18n';

// The spec's texts (document 1, /feedback/dish), verbatim.
const NO_DISHES_MESSAGE = 'You will be able to leave a review about the dishes after they are delivered to you.';
const UNSAVED_CHANGES_MESSAGE = 'Are you sure? Changes will not be saved.';
import type { DeliveredDish, DishFeedbackApi } from '../src/features/feedback/dishFeedbackStore';

function dish(id: number, title: string, rating = 0, feedback = ''): DeliveredDish {
  return { id, title, preview: '', calories: 420000, fat: 12000, protein: 31000, carb: 40000, types: [1], rating, feedback };
}

function renderPage(dishes: DeliveredDish[]) {
  const saved: { dishId: number; rating: number; feedback: string }[] = [];
  const api: DishFeedbackApi = {
    getDishes: async () => ({ dishes, types: [1] }),
    saveDishFeedback: async (dishId, draft) => {
      saved.push({ dishId, ...draft });
      return 'Thank you for your feedback!';
    },
  };
  render(
    <AccountIntl>
      <MemoryRouter>
        <DishFeedbackPage api={api} />
        <ModalHost />
      </MemoryRouter>
    </AccountIntl>,
  );
  return saved;
}

const dialog = () => screen.getByRole('dialog');

afterEach(() => act(() => modalStore.clear()));

describe('/feedback/dish', () => {
  it('says when there is nothing to review yet', async () => {
    renderPage([]);
    expect(await screen.findByText(NO_DISHES_MESSAGE)).toBeTruthy();
  });

  it('shows both validation messages at once', async () => {
    renderPage([dish(1, 'Chicken bowl')]);
    fireEvent.click(await screen.findByRole('button', { name: /Chicken bowl/ }));
    const text = screen.getByLabelText('Your feedback');
    fireEvent.change(text, { target: { value: 'x' } });
    fireEvent.change(text, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Leave few words about dish')).toBeTruthy();
    expect(screen.getByText('Please rate this dish')).toBeTruthy();
  });

  it('asks before leaving unsaved changes; Discard changes switches dish', async () => {
    const saved = renderPage([dish(1, 'Chicken bowl'), dish(2, 'Lentil soup', 4, 'Lovely')]);
    fireEvent.click(await screen.findByRole('button', { name: /Chicken bowl/ }));
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Your rating' })).getByRole('radio', { name: '5 stars' }));
    fireEvent.click(screen.getByRole('button', { name: /Lentil soup/ }));
    expect(within(dialog()).getByText(UNSAVED_CHANGES_MESSAGE)).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect((screen.getByLabelText('Your feedback') as HTMLTextAreaElement).value).toBe('Lovely'));
    expect(saved).toEqual([]);
  });

  it('Save changes saves the dish, moves on and shows the server message', async () => {
    const saved = renderPage([dish(1, 'Chicken bowl'), dish(2, 'Lentil soup', 4, 'Lovely')]);
    fireEvent.click(await screen.findByRole('button', { name: /Chicken bowl/ }));
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Your rating' })).getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByLabelText('Your feedback'), { target: { value: 'Juicy' } });
    fireEvent.click(screen.getByRole('button', { name: /Lentil soup/ }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog()).findByText('Thank you for your feedback!')).toBeTruthy();
    expect(saved).toEqual([{ dishId: 1, rating: 4, feedback: 'Juicy' }]);
    expect((screen.getByLabelText('Your feedback') as HTMLTextAreaElement).value).toBe('Lovely');
  });
});
