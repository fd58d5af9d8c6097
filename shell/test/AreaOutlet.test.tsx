/** @jest-environment jsdom */
import { act, render, screen } from './intl';
import { runInAction } from 'mobx';
import { MemoryRouter, useLocation } from 'react-router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { AREAS } from '@mealplan/shared/federation';
import { sessionStore } from '@mealplan/shared/session';
import { registerAreas } from '../src/federation/registry';
import { parseRemotesManifest } from '../src/federation/remotesManifest';
import { AreaOutlet } from '../src/routing/AreaOutlet';
import { publishedRoutes } from './support/publishedRoutes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

// Each fake remote names itself and the path it sees.
jest.mocked(loadRemote).mockImplementation(async (id: string) => ({
  default: function FakeRoutes() {
    return <p data-testid="area">{`${id} at ${useLocation().pathname}`}</p>;
  },
}));

registerAreas(parseRemotesManifest({ remotes: Object.fromEntries(AREAS.map((a) => [a, `/r/${a}.json`])) }, 'http://site.test'), null);

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AreaOutlet routes={publishedRoutes()} />
    </MemoryRouter>,
  );
}

function setSession(token: string | null, cc: boolean) {
  runInAction(() => {
    sessionStore.token = token;
    sessionStore.cc = cc;
  });
}

afterEach(() => setSession(null, true));

it('mounts the owning remote at "/" so it sees the full path', async () => {
  setSession(null, true);
  renderAt('/nutrition-support/forum');
  expect((await screen.findByTestId('area')).textContent).toBe('mfe_content/Routes at /nutrition-support/forum');
});

it('sends a guest on a signed-in route to /sign-in', async () => {
  setSession(null, true);
  renderAt('/checkout/menus');
  expect((await screen.findByTestId('area')).textContent).toBe('mfe_account/Routes at /sign-in');
});

it('sends a signed-in customer away from /sign-up to /, the dashboard', async () => {
  setSession('token-1', true);
  renderAt('/sign-up/REF1');
  expect((await screen.findByTestId('area')).textContent).toBe('mfe_modify/Routes at /');
});

it('shows a guest the account area at "/" and a signed-in customer the dashboard of the modify area', async () => {
  setSession(null, true);
  const guest = renderAt('/');
  expect((await screen.findByTestId('area')).textContent).toBe('mfe_account/Routes at /');
  guest.unmount();
  setSession('token-1', true);
  renderAt('/');
  expect((await screen.findByTestId('area')).textContent).toBe('mfe_modify/Routes at /');
});

it('waits for the session check before opening a guarded route', async () => {
  setSession('token-1', false);
  renderAt('/dashboard');
  expect(screen.getByRole('status').textContent).toContain('Loading');
  expect(screen.queryByTestId('area')).toBeNull();
  act(() => setSession('token-1', true));
  expect((await screen.findByTestId('area')).textContent).toBe('mfe_modify/Routes at /dashboard');
});
