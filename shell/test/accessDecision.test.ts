import { accessDecision } from '../src/routing/accessDecision';

const guest = { isSignedIn: false, cc: true };
const checking = { isSignedIn: true, cc: false };
const member = { isSignedIn: true, cc: true };

describe('accessDecision', () => {
  it('sends guests from signed-in routes to /sign-in', () => {
    expect(accessDecision('signedIn', guest)).toEqual({ kind: 'redirect', to: '/sign-in' });
  });

  it('sends signed-in users from account-access routes to /', () => {
    expect(accessDecision('signedOut', member)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('waits for the session check before deciding when a token exists', () => {
    expect(accessDecision('signedIn', checking)).toEqual({ kind: 'wait' });
    expect(accessDecision('signedOut', checking)).toEqual({ kind: 'wait' });
  });

  it('renders allowed routes', () => {
    expect(accessDecision('signedIn', member)).toEqual({ kind: 'render' });
    expect(accessDecision('signedOut', guest)).toEqual({ kind: 'render' });
    expect(accessDecision('any', checking)).toEqual({ kind: 'render' });
    expect(accessDecision('any', guest)).toEqual({ kind: 'render' });
  });

  it("applies a route's declared condition to the signed-in customer (noPlanOrRenewable: /menu)", () => {
    const noPlan = { ...member, user: { hasPlan: false, renewPlan: false, canBeRenewed: false } };
    const renewable = { ...member, user: { hasPlan: true, renewPlan: true, canBeRenewed: true } };
    const activePlan = { ...member, user: { hasPlan: true, renewPlan: false, canBeRenewed: true } };
    const notYetLoaded = { ...member, user: null };
    expect(accessDecision('signedIn', noPlan, 'noPlanOrRenewable')).toEqual({ kind: 'render' });
    expect(accessDecision('signedIn', renewable, 'noPlanOrRenewable')).toEqual({ kind: 'render' });
    expect(accessDecision('signedIn', activePlan, 'noPlanOrRenewable')).toEqual({ kind: 'redirect', to: '/' });
    expect(accessDecision('signedIn', notYetLoaded, 'noPlanOrRenewable')).toEqual({ kind: 'wait' });
    expect(accessDecision('signedIn', guest, 'noPlanOrRenewable')).toEqual({ kind: 'redirect', to: '/sign-in' });
    expect(accessDecision('signedIn', activePlan)).toEqual({ kind: 'render' });
  });
});
