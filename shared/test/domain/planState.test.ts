import { HEADER_RENEW_DAYS, planState, type PlanStateFacts } from '../../src/domain';
import { addDays } from '../../src/time';
import { at, day } from './fixtures';

const now = at('2026-11-21', 10);
const running: PlanStateFacts = {
  status: 'active',
  paid: true,
  startDate: day('2026-11-01'),
  endDate: day('2026-12-31'),
  pause: null,
  renewed: false,
};
const plan = (changes: Partial<PlanStateFacts>): PlanStateFacts => ({ ...running, ...changes });

describe('plan state', () => {
  it('is active for a paid plan running today', () => {
    expect(planState(running, now)).toBe('active');
  });

  it('is ended when cancelled, finished, or past its last day (the last day itself still counts)', () => {
    expect(planState(plan({ status: 'cancelled' }), now)).toBe('ended');
    expect(planState(plan({ status: 'finished' }), now)).toBe('ended');
    expect(planState(plan({ endDate: day('2026-11-20') }), now)).toBe('ended');
    expect(planState(plan({ endDate: day('2026-11-21') }), now)).not.toBe('ended');
    expect(planState(plan({ status: 'pending', paid: false, endDate: day('2026-11-20') }), now)).toBe('ended');
  });

  it('is pending while placed and not confirmed, or not paid', () => {
    expect(planState(plan({ status: 'pending', paid: false }), now)).toBe('pending');
    expect(planState(plan({ status: 'pending', paid: true }), now)).toBe('pending');
    expect(planState(plan({ status: 'active', paid: false }), now)).toBe('pending');
  });

  it('is future when paid and starting after today; today is not the future', () => {
    expect(planState(plan({ startDate: day('2026-11-22') }), now)).toBe('future');
    expect(planState(plan({ startDate: day('2026-11-21') }), now)).toBe('active');
    expect(planState(plan({ startDate: day('2026-11-22'), endDate: day('2026-11-30') }), now)).toBe('future');
  });

  it('is renewable within the header-link window (16 days) unless renewed', () => {
    const edge = addDays(day('2026-11-21'), HEADER_RENEW_DAYS);
    expect(planState(plan({ endDate: edge }), now)).toBe('renewable');
    expect(planState(plan({ endDate: addDays(edge, 1) }), now)).toBe('active');
    expect(planState(plan({ endDate: day('2026-11-21') }), now)).toBe('renewable');
    expect(planState(plan({ endDate: edge, renewed: true }), now)).toBe('active');
  });

  it('is paused from the pause start until its end (open-ended: until further notice)', () => {
    const pause = { startDate: now, endDate: at('2026-11-25', 0) };
    expect(planState(plan({ pause }), now)).toBe('paused');
    expect(planState(plan({ pause: { ...pause, startDate: now + 1 } }), now)).toBe('active');
    expect(planState(plan({ pause: { ...pause, endDate: now } }), now)).toBe('active');
    expect(planState(plan({ pause: { startDate: day('2026-11-01'), endDate: null } }), now)).toBe('paused');
  });

  it('lets a paused plan near its end be renewed (only the dashboard banner hides for a pause)', () => {
    const pause = { startDate: day('2026-11-01'), endDate: null };
    expect(planState(plan({ pause, endDate: day('2026-11-30') }), now)).toBe('renewable');
    expect(planState(plan({ pause, endDate: day('2026-11-30'), renewed: true }), now)).toBe('paused');
  });
});
