/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '../intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { runInAction } from 'mobx';
import { remainingDeliveries, sessionStore, settingsStore, socketClient, userAvatar } from '@mealplan/shared/session';
import { modalStore } from '@mealplan/shared/ui';
import { AppFrame } from '../../src/chrome';

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderFrame(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppFrame>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </AppFrame>
    </MemoryRouter>,
  );
}

const signIn = (fields: Record<string, unknown> = {}) =>
  act(() => sessionStore.setUser({ token: 'tok', user_id: 1, firstName: 'Sara', hasPlan: false, planEndDate: null, ...fields }));

/** The server's answers to the header's own reads: the customer's photo and deliveries left. */
const answers: { avatar: string | null; deliveries: number | Error } = { avatar: null, deliveries: new Error('not asked') };

beforeEach(() => {
  answers.avatar = null;
  answers.deliveries = new Error('not asked');
  jest.spyOn(socketClient, 'call').mockImplementation(async (channel, key) => {
    if (channel === 'profile' && key === 'getForDashboard:getAvatar') return { avatar: answers.avatar } as never;
    if (channel === 'order' && key === 'remainingDeliveries') {
      if (answers.deliveries instanceof Error) throw answers.deliveries;
      return { count: answers.deliveries, days: [] } as never;
    }
    throw new Error(`unexpected call ${channel} ${String(key)}`);
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  act(() => {
    sessionStore.logout();
    userAvatar.clear();
    remainingDeliveries.clear();
    modalStore.clear();
  });
});

describe('header', () => {
  it('is hidden for a guest', () => {
    renderFrame();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('shows the brand, Feedback and the profile menu when signed in', () => {
    signIn();
    renderFrame();
    expect(screen.getByRole('link', { name: /MealPlan/ }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Feedback' }).getAttribute('href')).toBe('/feedback/general');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it("the profile menu shows the customer's initial and first name, and an empty avatar until the user is known", () => {
    act(() => sessionStore.setToken('tok'));
    const { container } = renderFrame();
    expect(container.querySelector('.chrome-profile__avatar')?.textContent).toBe('');
    expect(container.querySelector('.chrome-profile__name')?.textContent).toBe('Profile');
    act(() => sessionStore.setUser({ user_id: 1, firstName: 'sara' }));
    expect(container.querySelector('.chrome-profile__avatar')?.textContent).toBe('S');
    expect(container.querySelector('.chrome-profile__name')?.textContent).toBe('sara');
  });

  it("shows the customer's uploaded photo instead of the initial (issue 39)", async () => {
    answers.avatar = '/api/files/avatar-1.jpg?sig=abc';
    signIn();
    const { container } = renderFrame();
    await act(async () => undefined);
    const photo = screen.getByTestId('header-photo');
    expect(photo.getAttribute('src')).toBe('/api/files/avatar-1.jpg?sig=abc');
    expect(container.querySelector('[data-testid="header-initial"]')).toBeNull();
    // A photo saved on the dashboard shows here at once.
    act(() => userAvatar.set('/api/files/avatar-2.jpg?sig=def'));
    expect(screen.getByTestId('header-photo').getAttribute('src')).toBe('/api/files/avatar-2.jpg?sig=def');
  });

  it("takes an Arabic name's initial from the name, not from its article 'ال'", async () => {
    signIn({ firstName: 'الهنوف', lastName: 'الحداد' });
    renderFrame();
    await act(async () => undefined);
    expect(screen.getByTestId('header-initial').textContent).toBe('ه');
  });

  it('the profile menu leads to My progress and My Credit (issue 39)', () => {
    signIn();
    renderFrame();
    fireEvent.click(screen.getByRole('button', { name: /Sara/ }));
    expect(screen.getByRole('link', { name: 'My progress' }).getAttribute('href')).toBe('/progress');
    expect(screen.getByRole('link', { name: 'My Credit' }).getAttribute('href')).toBe('/my-credit');
  });

  it('shows the deliveries left while a plan is held (doc 1 §7 remaining deliveries)', async () => {
    answers.deliveries = 12;
    signIn({ hasPlan: true, planEndDate: now() + 20 * DAY });
    renderFrame();
    await act(async () => undefined);
    expect(screen.getByTestId('remaining-deliveries').textContent).toBe('12 deliveries left');
    answers.deliveries = 1;
    act(() => sessionStore.setUser({ hasPlan: false }));
    await act(async () => undefined);
    expect(screen.queryByTestId('remaining-deliveries')).toBeNull();
    act(() => sessionStore.setUser({ hasPlan: true }));
    await act(async () => undefined);
    // The same page visit: its read answers (the dashboard shares it too), rather than a second request.
    expect(screen.getByTestId('remaining-deliveries').textContent).toBe('12 deliveries left');
    // The next page visit reads again.
    fireEvent.click(screen.getByRole('button', { name: /Sara/ }));
    fireEvent.click(screen.getByRole('link', { name: 'My progress' }));
    await act(async () => undefined);
    expect(screen.getByTestId('where').textContent).toBe('/progress');
    expect(screen.getByTestId('remaining-deliveries').textContent).toBe('1 delivery left');
  });

  it('My menu goes to /modify with a plan and to /checkout without one', () => {
    signIn({ hasPlan: true });
    renderFrame();
    expect(screen.getByRole('link', { name: 'My menu' }).getAttribute('href')).toBe('/modify');
    act(() => sessionStore.setUser({ hasPlan: false }));
    expect(screen.getByRole('link', { name: 'My menu' }).getAttribute('href')).toBe('/checkout');
  });

  it('shows the renew link only when the plan ends within 16 days', () => {
    signIn({ hasPlan: true, renewPlan: true, planEndDate: now() + 20 * DAY });
    renderFrame();
    expect(screen.queryByRole('link', { name: /Renew My menu/ })).toBeNull();
    act(() => sessionStore.setUser({ planEndDate: now() + 10 * DAY }));
    const renew = screen.getByRole('link', { name: 'Renew My menu (10 days left)' });
    expect(renew.getAttribute('href')).toBe('/modify/renew');
  });

  it('has no renew link on a plan awaiting payment, which has not started (issue 39)', () => {
    signIn({ hasPlan: true, renewPlan: false, planEndDate: now() + 4 * DAY });
    renderFrame();
    expect(screen.queryByRole('link', { name: /Renew My menu/ })).toBeNull();
  });

  it('at /modify adds the narrow-screen Edit / View / Renew links', () => {
    signIn({ hasPlan: true, renewPlan: true, planEndDate: now() + 5 * DAY });
    renderFrame('/modify');
    expect(screen.getByRole('link', { name: 'Edit My menu' }).getAttribute('href')).toBe('/modify');
    expect(screen.getByRole('link', { name: 'View My menu' }).getAttribute('href')).toBe('/viewmenu');
    const renewLinks = screen.getAllByRole('link', { name: 'Renew My menu (5 days left)' });
    expect(renewLinks.map((link) => link.className.includes('chrome-only-narrow'))).toEqual([true, false]);
    expect(renewLinks[1]?.className).toContain('chrome-only-wide');
  });

  it('has no /modify variants elsewhere', () => {
    signIn({ hasPlan: true });
    renderFrame('/profile');
    expect(screen.queryByRole('link', { name: 'Edit My menu' })).toBeNull();
  });

  it('the profile menu opens with Profile settings and Log Out, which signs out and goes to /sign-in', () => {
    signIn();
    renderFrame('/feedback');
    const toggle = screen.getByRole('button', { name: /Sara/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Profile settings' }).getAttribute('href')).toBe('/profile');
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(sessionStore.isSignedIn).toBe(false);
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/sign-in');
  });

  it('the burger toggles the menu', () => {
    signIn();
    renderFrame();
    const burger = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Main' }).className).toContain('chrome-nav--open');
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.getByRole('navigation', { name: 'Main' }).className).not.toContain('chrome-nav--open');
  });

  it('Book A Consultation opens the scheduling widget from settings in the modal', async () => {
    runInAction(() => {
      settingsStore.entries = { scheduling_widget_url: { value: 'https://calendly.example/consult', old_value: null } };
      settingsStore.loaded = true;
    });
    signIn();
    renderFrame();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Book A Consultation' }));
    });
    const dialog = screen.getByRole('dialog', { name: 'Book A Consultation' });
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe('https://calendly.example/consult');
  });
});
