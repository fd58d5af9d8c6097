// The page rules on the session's plan flags agree with the plan's state (planState.ts) the server makes them from.
import fc from 'fast-check';
import { HELD_PLAN_STATES, planState, type PlanStateFacts } from '../../src/domain/planState';
import { canRenewPlan, headerRenewDaysLeft, mayBuildPlan, type SessionPlan } from '../../src/domain/sessionPlan';
import { HEADER_RENEW_DAYS, showHeaderRenewLink } from '../../src/domain/startDates';
import { addDays } from '../../src/time';
import { at, day } from './fixtures';

const now = at('2026-11-21', 10);

/** The flags of a plan as the server's user view sends them (server/src/accounts/user-view.ts). */
function sessionOf(plan: PlanStateFacts, at: number): SessionPlan & { planEndDate: number | null } {
  const held = HELD_PLAN_STATES.includes(planState(plan, at));
  return {
    hasPlan: held,
    // As the server's user view: a plan awaiting payment is held but cannot be renewed yet.
    renewPlan: held && planState(plan, at) !== 'pending' && showHeaderRenewLink(plan.endDate, at),
    canBeRenewed: held && !plan.renewed,
    planEndDate: held ? plan.endDate : null,
  };
}

const runningPlan = (endDate: number, renewed: boolean): PlanStateFacts => ({
  status: 'active',
  paid: true,
  startDate: day('2026-11-01'),
  endDate,
  pause: null,
  renewed,
});

describe('the session plan rules', () => {
  it('offer renewal exactly when the running plan is renewable', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 40 }), fc.integer({ min: 0, max: 23 }), fc.boolean(), (endOffset, hour, renewed) => {
        const at = day('2026-11-21') + hour * 3_600;
        const plan = runningPlan(addDays(day('2026-11-21'), endOffset), renewed);
        const session = sessionOf(plan, at);
        const renewable = planState(plan, at) === 'renewable';
        expect(canRenewPlan(session)).toBe(renewable);
        expect(mayBuildPlan(session)).toBe(renewable || planState(plan, at) === 'ended');
      }),
    );
  });

  it('show the header renew link, with the days left, while a held plan ends within 16 days, renewed or not', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 40 }), fc.boolean(), (endOffset, renewed) => {
        const plan = runningPlan(addDays(day('2026-11-21'), endOffset), renewed);
        const shown = endOffset >= 0 && endOffset <= HEADER_RENEW_DAYS;
        expect(headerRenewDaysLeft(sessionOf(plan, now), now)).toBe(shown ? endOffset : null);
      }),
    );
  });

  it('hide the header renew link on a plan awaiting payment, however near its end (issue 39)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 40 }), fc.integer({ min: 0, max: 10 }), (endOffset, startOffset) => {
        const plan: PlanStateFacts = {
          status: 'pending',
          paid: false,
          startDate: addDays(day('2026-11-21'), startOffset),
          endDate: addDays(day('2026-11-21'), Math.max(endOffset, startOffset)),
          pause: null,
          renewed: false,
        };
        expect(headerRenewDaysLeft(sessionOf(plan, now), now)).toBeNull();
      }),
    );
    expect(headerRenewDaysLeft({ hasPlan: true, renewPlan: false, planEndDate: day('2026-11-25') }, now)).toBeNull();
  });

  it('let a customer with no plan build one, and refuse a held plan that is not renewable', () => {
    expect(mayBuildPlan({ hasPlan: false, renewPlan: false, canBeRenewed: false })).toBe(true);
    expect(mayBuildPlan({ hasPlan: true, renewPlan: true, canBeRenewed: true })).toBe(true);
    expect(mayBuildPlan({ hasPlan: true, renewPlan: true, canBeRenewed: false })).toBe(false);
    expect(mayBuildPlan({ hasPlan: true, renewPlan: false, canBeRenewed: true })).toBe(false);
  });

  it('hide the link without a plan or an end date, and once the last day has gone by in a session read the day before', () => {
    expect(headerRenewDaysLeft({ hasPlan: false, renewPlan: false, planEndDate: day('2026-11-25') }, now)).toBeNull();
    expect(headerRenewDaysLeft({ hasPlan: true, renewPlan: true, planEndDate: null }, now)).toBeNull();
    expect(headerRenewDaysLeft({ hasPlan: true, renewPlan: true, planEndDate: day('2026-11-20') }, now)).toBeNull();
    expect(headerRenewDaysLeft({ hasPlan: true, renewPlan: true, planEndDate: day('2026-11-21') }, now)).toBe(0);
  });
});
