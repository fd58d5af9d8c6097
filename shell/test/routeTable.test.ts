/** @jest-environment node */
import { ROUTE_TABLE, routeFor } from '../src/routing/routeTable';

describe('routeFor', () => {
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
    ['/page/about-us', 'content', 'any'],
    ['/privacy-policy', 'content', 'any'],
    ['/no/such/page', 'content', 'any'],
  ])('%s belongs to %s with access %s', (path, area, access) => {
    expect(routeFor(path)).toMatchObject({ area, access });
  });

  it('has one entry per path', () => {
    const paths = ROUTE_TABLE.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
