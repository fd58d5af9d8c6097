import { buildButton, planButtonsEnabled } from '../src/features/home/homeButtons';

const guest = { isSignedIn: false, hasPlan: false, canRenew: false };
const noPlan = { isSignedIn: true, hasPlan: false, canRenew: false };
const withPlan = { isSignedIn: true, hasPlan: true, canRenew: false };
const renewable = { isSignedIn: true, hasPlan: true, canRenew: true };

describe('home buttons', () => {
  it('offers a guest the plan request and a customer without a plan the wizard', () => {
    expect(buildButton(guest)).toEqual({ kind: 'build', action: 'planRequest' });
    expect(buildButton(noPlan)).toEqual({ kind: 'build', action: 'buildPlan' });
  });

  it('offers renewal in the wizard only when the plan can be renewed', () => {
    expect(buildButton(renewable)).toEqual({ kind: 'renew', action: 'renewPlan' });
    expect(buildButton(withPlan)).toEqual({ kind: 'build', action: null });
  });

  it('enables menu and address changes only for a signed-in customer with a plan', () => {
    expect(planButtonsEnabled(guest)).toBe(false);
    expect(planButtonsEnabled(noPlan)).toBe(false);
    expect(planButtonsEnabled(withPlan)).toBe(true);
  });
});
