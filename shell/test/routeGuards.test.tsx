/** @jest-environment jsdom */
// The guards of every published route, applied by the shell's outlet: the rules the browser journeys used to
// check one path at a time (a guest on a signed-in route, a customer on a sign-in route, a plan holder on /menu).
import { act, render, screen } from './intl';
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

const routes = publishedRoutes();
/** A concrete path for a route pattern: an optional last segment left out (`/sign-up/:ref?` → `/sign-up`), others filled (`/restore/:token` → `/restore/x`). */
const concrete = (pattern: string) => pattern.replace(/\/:[^/]+\?$/, '').replace(/:[^/]+|\*/g, 'x');
/** Paths of one access, without "/" and any other path two areas split by session (tested on their own). */
const splitPaths = new Set(routes.filter((route) => routes.some((twin) => twin.path === route.path && twin.area !== route.area)).map((r) => r.path));
const pathsWith = (access: string) =>
  routes.filter((route) => route.access === access && !splitPaths.has(route.path)).map((route) => concrete(route.path));

async function areaShownAt(path: string): Promise<string> {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AreaOutlet routes={routes} />
    </MemoryRouter>,
  );
  const shown = (await screen.findByTestId('area')).textContent ?? '';
  view.unmount();
  return shown;
}

function signInAs(plan: { hasPlan: boolean; renewPlan: boolean; canBeRenewed: boolean }) {
  act(() => sessionStore.setUser({ user_id: 7, token: 'token-7', ...plan }));
}

afterEach(() => act(() => sessionStore.logout()));

it('publishes signed-in, signed-out and /menu routes to guard', () => {
  expect(pathsWith('signedIn')).toEqual(expect.arrayContaining(['/feedback', '/feedback/dish', '/feedback/general', '/dashboard']));
  expect(pathsWith('signedOut')).toEqual(expect.arrayContaining(['/sign-in', '/sign-up', '/restore']));
  expect(routes.filter((route) => route.when === 'noPlanOrRenewable').map((route) => route.path)).toEqual(
    expect.arrayContaining(['/menu', '/menu/preferences']),
  );
});

// Every signed-in route rendered in turn: more than jest's 5 seconds on a loaded machine.
it('sends a guest from every signed-in route to /sign-in', async () => {
  for (const path of pathsWith('signedIn')) expect([path, await areaShownAt(path)]).toEqual([path, 'mfe_account/Routes at /sign-in']);
}, 20_000);

it('sends a signed-in customer from every sign-in route home', async () => {
  signInAs({ hasPlan: false, renewPlan: false, canBeRenewed: false });
  for (const path of pathsWith('signedOut')) expect([path, await areaShownAt(path)]).toEqual([path, 'mfe_modify/Routes at /']);
});

it('sends a customer whose active plan cannot be renewed away from the wizard at /menu (doc 2 §1)', async () => {
  signInAs({ hasPlan: true, renewPlan: false, canBeRenewed: true });
  expect(await areaShownAt('/menu')).toBe('mfe_modify/Routes at /');
  expect(await areaShownAt('/menu/preferences')).toBe('mfe_modify/Routes at /');
});

it('splits "/" by session: the account landing for a guest, the dashboard for a customer', async () => {
  expect([...splitPaths]).toEqual(['/']);
  expect(await areaShownAt('/')).toBe('mfe_account/Routes at /');
  signInAs({ hasPlan: false, renewPlan: false, canBeRenewed: false });
  expect(await areaShownAt('/')).toBe('mfe_modify/Routes at /');
});

it('opens the wizard at /menu for a customer without a plan', async () => {
  signInAs({ hasPlan: false, renewPlan: false, canBeRenewed: false });
  expect(await areaShownAt('/menu')).toBe('mfe_planner/Routes at /menu');
});
