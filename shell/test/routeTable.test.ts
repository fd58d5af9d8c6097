/** @jest-environment node */
import { conflictingPaths } from '@mealplan/shared/federation';
import { routeFor } from '../src/routing/routeTable';
import { publishedRoutes } from './support/publishedRoutes';

const routes = publishedRoutes();

describe('routeFor over the routes the remotes publish', () => {
  it.each([
    ['/', 'account', 'any'],
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
    ['/dashboard', 'health', 'signedIn'],
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

  it('no path is claimed by two areas', () => {
    expect(conflictingPaths(routes)).toEqual([]);
  });

  it('the most specific path wins whatever the order, and the catch-all comes last', () => {
    expect(routeFor([...routes].reverse(), '/nutrition-support/forum/add')).toMatchObject({ area: 'content', access: 'signedIn' });
    expect(routeFor([...routes].reverse(), '/sign-in')).toMatchObject({ area: 'account', path: '/sign-in' });
    expect(routeFor(routes, '/menu/nothing-here')).toMatchObject({ area: 'planner', path: '/menu/*' });
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
