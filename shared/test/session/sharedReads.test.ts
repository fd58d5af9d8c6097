// The reads the header and a page share (RemainingDeliveries per page visit, UserAvatar per customer): one request
// answers both, and a failed or expiring read is asked again.
import { RemainingDeliveries, UserAvatar, visitKey } from '@mealplan/shared/session';
import { fakeCallClient } from '@mealplan/shared/stores/testing';

const refuse = () => {
  throw new Error('Too many requests');
};

describe('RemainingDeliveries', () => {
  it('asks once per page visit: the later reads of the visit share the answer, or the wait for it', async () => {
    const { client, calls } = fakeCallClient({ 'order remainingDeliveries': { count: 4, days: [1, 2, 3, 4] } });
    const remaining = new RemainingDeliveries(client);
    const visit = visitKey(41, 'abc');
    const first = remaining.forVisit(visit);
    const second = remaining.forVisit(visit);
    expect(await first).toEqual({ count: 4, days: [1, 2, 3, 4] });
    expect(await second).toBe(await first);
    expect(await remaining.forVisit(visit)).toBe(await first);
    expect(calls).toEqual([{ channel: 'order', key: 'remainingDeliveries', data: {} }]);
  });

  it('asks again on another visit and for another customer', async () => {
    const { client, calls } = fakeCallClient({ 'order remainingDeliveries': { count: 4, days: [] } });
    const remaining = new RemainingDeliveries(client);
    await remaining.forVisit(visitKey(41, 'abc'));
    await remaining.forVisit(visitKey(41, 'def'));
    await remaining.forVisit(visitKey(42, 'def'));
    expect(calls).toHaveLength(3);
    expect(visitKey(41, 'abc')).not.toBe(visitKey(42, 'abc'));
  });

  it('keeps no failed read: both waiting readers get the refusal, the next read asks again', async () => {
    let fail = true;
    const { client, calls } = fakeCallClient({ 'order remainingDeliveries': () => (fail ? refuse() : { count: 2, days: [] }) });
    const remaining = new RemainingDeliveries(client);
    const visit = visitKey(41, 'abc');
    const reads = [remaining.forVisit(visit), remaining.forVisit(visit)];
    await expect(reads[0]).rejects.toThrow('Too many requests');
    await expect(reads[1]).rejects.toThrow('Too many requests');
    fail = false;
    expect(await remaining.forVisit(visit)).toEqual({ count: 2, days: [] });
    expect(calls).toHaveLength(2);
  });
});

describe('UserAvatar', () => {
  const NOW = 1_800_000_000;
  const link = (expires: number) => `/api/files/photo?e=${expires}&s=sig`;

  it("answers the header's load and the dashboard's read with one request, and shows the link", async () => {
    const { client, calls } = fakeCallClient({ 'profile getForDashboard:getAvatar': { avatar: link(NOW + 900) } });
    const avatar = new UserAvatar(client, () => NOW);
    const header = avatar.loadFor(41);
    const dashboard = avatar.read(41);
    await header;
    expect(await dashboard).toBe(link(NOW + 900));
    expect(await avatar.read(41)).toBe(link(NOW + 900));
    expect(avatar.url).toBe(link(NOW + 900));
    expect(calls).toEqual([{ channel: 'profile', key: 'getForDashboard:getAvatar', data: { subtype: 'getAvatar', userId: 41 } }]);
  });

  it('reads again once the link has less than a minute left, showing the old one meanwhile', async () => {
    let expires = NOW + 30;
    const { client, calls } = fakeCallClient({ 'profile getForDashboard:getAvatar': () => ({ avatar: link(expires) }) });
    const avatar = new UserAvatar(client, () => NOW);
    expect(await avatar.read(41)).toBe(link(NOW + 30));
    expires = NOW + 900;
    const again = avatar.read(41);
    expect(avatar.url).toBe(link(NOW + 30));
    expect(await again).toBe(link(NOW + 900));
    expect(await avatar.read(41)).toBe(link(NOW + 900));
    expect(calls).toHaveLength(2);
  });

  it("reads another customer's photo afresh, showing none meanwhile; a customer without a photo is read once", async () => {
    const { client, calls } = fakeCallClient({
      'profile getForDashboard:getAvatar': ({ userId }: { userId: number }) => ({ avatar: userId === 41 ? link(NOW + 900) : null }),
    });
    const avatar = new UserAvatar(client, () => NOW);
    await avatar.loadFor(41);
    const other = avatar.read(42);
    expect(avatar.url).toBeNull();
    expect(await other).toBeNull();
    expect(await avatar.read(42)).toBeNull();
    expect(calls.map((call) => call.data.userId)).toEqual([41, 42]);
  });

  it('keeps no failed read (the header shows the initials), and a saved photo answers the next read without a request', async () => {
    let fail = true;
    const { client, calls } = fakeCallClient({ 'profile getForDashboard:getAvatar': () => (fail ? refuse() : { avatar: null }) });
    const avatar = new UserAvatar(client, () => NOW);
    await avatar.loadFor(41);
    expect(avatar.url).toBeNull();
    fail = false;
    expect(await avatar.read(41)).toBeNull();
    avatar.set(link(NOW + 900));
    expect(await avatar.read(41)).toBe(link(NOW + 900));
    expect(avatar.url).toBe(link(NOW + 900));
    expect(calls).toHaveLength(2);
  });
});
