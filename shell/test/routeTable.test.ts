/** @jest-environment node */
import { conflictingPaths, routesForSession } from '@mealplan/shared/federation';
import { matchRoutes } from '@mealplan/shared/router';
import { routeFor } from '../src/routing/routeTable';
import { publishedRoutes } from './support/publishedRoutes';

const routes = publishedRoutes();

describe('routeFor over the routes the remotes publish', () => {
  it.each([
    ['/', 'account', 'signedOut'],
    ['/sign-in', 'account', 'signedOut'],
    ['/sign-up', 'account', 'signedOut'],
    ['/sign-up/ABC123', 'account', 'signedOut'],
    ['/restore', 'account', 'signedOut'],
    ['/restore/tok', 'account', 'signedOut'],
    ['/forgot/tok', 'account', 'signedOut'],
    ['/confirm', 'account', 'any'],
    ['/feedback/dish', 'account', 'signedIn'],
    ['/feedback/no-such-page', 'account', 'signedIn'],
    ['/contact', 'account', 'any'],
    ['/menu', 'planner', 'signedIn'],
    ['/menu/summary', 'planner', 'signedIn'],
    ['/checkout/success/paid', 'checkout', 'signedIn'],
    ['/renewplan/renew', 'checkout', 'signedIn'],
    ['/renewplan', 'checkout', 'signedIn'],
    ['/modify/address', 'modify', 'signedIn'],
    ['/viewmenu', 'modify', 'signedIn'],
    ['/dashboard', 'modify', 'signedIn'],
    ['/my-credit', 'modify', 'signedIn'],
    ['/body-analysis', 'health', 'signedIn'],
    ['/fitbit', 'health', 'signedIn'],
    ['/nutrition-support/thread/4', 'content', 'any'],
    ['/nutrition-support/forum/add', 'content', 'signedIn'],
    ['/nutrition-support/forum/edit/7', 'content', 'signedIn'],
    ['/page/about-us', 'content', 'any'],
    ['/privacy-policy', 'content', 'any'],
    ['/no/such/page', 'content', 'any'],
  ])('%s belongs to %s with access %s', (path, area, access) => {
    expect(routeFor(routes, path)).toMatchObject({ area, access });
  });

  it('no path is claimed by two areas, except "/" which the account and modify areas split by session', () => {
    expect(conflictingPaths(routes)).toEqual([]);
    expect(routes.filter((route) => route.path === '/').map(({ area, access }) => ({ area, access }))).toEqual(
      expect.arrayContaining([
        { area: 'account', access: 'signedOut' },
        { area: 'modify', access: 'signedIn' },
      ]),
    );
  });

  it('gives "/" to the modify area (the dashboard) for a signed-in customer, whatever the order', () => {
    expect(routeFor(routes, '/', true)).toMatchObject({ area: 'modify', access: 'signedIn' });
    expect(routeFor([...routes].reverse(), '/', true)).toMatchObject({ area: 'modify' });
    expect(routeFor([...routes].reverse(), '/', false)).toMatchObject({ area: 'account' });
    expect(routeFor(routes, '/sign-in', true)).toMatchObject({ area: 'account', access: 'signedOut' });
    expect(routeFor(routes, '/menu', false)).toMatchObject({ area: 'planner', access: 'signedIn' });
  });

  it('the most specific path wins whatever the order, and the catch-all comes last', () => {
    expect(routeFor([...routes].reverse(), '/nutrition-support/forum/add')).toMatchObject({ area: 'content', access: 'signedIn' });
    expect(routeFor([...routes].reverse(), '/sign-in')).toMatchObject({ area: 'account', path: '/sign-in' });
    expect(routeFor(routes, '/menu/nothing-here')).toMatchObject({ area: 'planner', path: '/menu/*' });
  });

  it('answers as react-router ranking the whole table would, whatever the case, encoding, slashes or parameters', () => {
    const paths = [
      '/',
      '/MENU',
      '/Menu/Summary/',
      '/%6Denu',
      '/sign-up/',
      '/SIGN-UP/abc',
      '/renewplan',
      '/renewplan/x/y',
      '/checkout/success/%E2%9C%93',
      '/nutrition-support/blog/article/12',
      '/page',
      '/page/a/b',
      '/feedback/x/y/z',
      '//dashboard',
      '/dashboard//',
      '/%zz',
      '/no/such/page',
      '/modify/anything/deeper',
      '/fitbit?x=1',
    ];
    // React Router warns that it cannot decode '/%zz' (and matches it as written): expected, so not printed.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      for (const isSignedIn of [false, true]) {
        for (const path of paths) {
          const whole = matchRoutes(routesForSession(routes, isSignedIn), path);
          expect({ path, isSignedIn, route: routeFor(routes, path, isSignedIn) }).toEqual({
            path,
            isSignedIn,
            route: whole?.[whole.length - 1]?.route,
          });
        }
      }
      expect(warn.mock.calls.every(([message]) => String(message).includes('"/%zz" could not be decoded'))).toBe(true);
    } finally {
      warn.mockRestore();
    }
  });

  it('a route with a parameter, an optional segment or a splat first is a candidate for any address', () => {
    const table = [
      { path: '/:alias', area: 'content', access: 'any' },
      { path: '/menu', area: 'planner', access: 'signedIn' },
      { path: '/ar?/terms', area: 'content', access: 'any' },
    ] as const;
    expect(routeFor(table, '/about')).toMatchObject({ path: '/:alias' });
    expect(routeFor(table, '/menu')).toMatchObject({ path: '/menu' });
    expect(routeFor(table, '/terms')).toMatchObject({ path: '/ar?/terms' });
    expect(routeFor(table, '/ar/terms')).toMatchObject({ path: '/ar?/terms' });
  });

  it('a path no remote claims has no route', () => {
    expect(
      routeFor(
        routes.filter((route) => route.path !== '*'),
        '/no/such/page',
      ),
    ).toBeUndefined();
  });
});

describe('conflictingPaths', () => {
  const claim = (area: string, access: 'any' | 'signedIn' | 'signedOut', path = '/') => ({ path, area, access });

  it('refuses a path two areas both serve to the same people', () => {
    expect(conflictingPaths([claim('account', 'any'), claim('modify', 'signedIn')])).toEqual(['/']);
    expect(conflictingPaths([claim('account', 'signedIn'), claim('modify', 'signedIn')])).toEqual(['/']);
    expect(conflictingPaths([claim('account', 'signedOut'), claim('modify', 'signedOut')])).toEqual(['/']);
  });

  it('allows one area for guests and another for signed-in customers, and no third claim', () => {
    expect(conflictingPaths([claim('account', 'signedOut'), claim('modify', 'signedIn')])).toEqual([]);
    expect(conflictingPaths([claim('account', 'signedOut'), claim('modify', 'signedIn'), claim('health', 'signedIn')])).toEqual(['/']);
  });

  it('a path split by session goes to the area that fits the session, other paths are untouched', () => {
    const table = [
      { path: '/', area: 'account', access: 'signedOut' },
      { path: '/', area: 'modify', access: 'signedIn' },
      { path: '/sign-in', area: 'account', access: 'signedOut' },
      { path: '/menu', area: 'planner', access: 'signedIn' },
    ] as const;
    expect(routeFor(table, '/', false)).toMatchObject({ area: 'account' });
    expect(routeFor(table, '/', true)).toMatchObject({ area: 'modify' });
    expect(routeFor(table, '/sign-in', true)).toMatchObject({ area: 'account' });
    expect(routeFor(table, '/menu', false)).toMatchObject({ area: 'planner' });
  });

  it("answers each table on its own: a new release's table is read afresh, the old one still answers as before", () => {
    const before = [{ path: '/menu', area: 'planner', access: 'signedIn' }] as const;
    const after = [{ path: '/menu', area: 'modify', access: 'signedIn' }] as const;
    expect(routeFor(before, '/menu', true)).toMatchObject({ area: 'planner' });
    expect(routeFor(after, '/menu', true)).toMatchObject({ area: 'modify' });
    expect(routeFor(before, '/menu', true)).toMatchObject({ area: 'planner' });
    expect(routeFor(after, '/nowhere', true)).toBeUndefined();
  });
});
