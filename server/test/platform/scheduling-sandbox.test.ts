import { contentSecurityPolicy, frameOrigins, mapTileOrigins, schedulingOrigins } from '../../src/http/headers';
import { BAD_BOOKING, BOOKING_TITLE, schedulingSandboxRoute } from '../../src/http/routes/scheduling-sandbox';
import { dayFromParts } from '@mealplan/shared/time';
import { startTestServer, type TestServer } from '../support/harness';

// Saturday, 21 November 2026, 15:00 in Dubai.
const NOW = (dayFromParts(2026, 11, 21) ?? 0) + 15 * 3600;
const bookUrl = (query: Record<string, string>) => `/sandbox/scheduling/book?${new URLSearchParams(query).toString()}`;

describe('scheduling sandbox', () => {
  let server: TestServer;
  const get = (urlPath: string) => fetch(`${server.url}${urlPath}`);

  beforeAll(async () => {
    server = await startTestServer({ seed: false, channels: [], routes: [schedulingSandboxRoute({}, () => NOW)] });
  });
  afterAll(() => server.close());

  it('offers the next 7 days in Dubai, each with its time slots, and labelled name and email fields', async () => {
    const html = await (await get('/sandbox/scheduling')).text();
    expect(html).toContain(BOOKING_TITLE);
    const legends = [...html.matchAll(/<legend>([^<]+)<\/legend>/g)].map((found) => found[1]);
    expect(legends).toEqual([
      'Sunday, 22 November',
      'Monday, 23 November',
      'Tuesday, 24 November',
      'Wednesday, 25 November',
      'Thursday, 26 November',
      'Friday, 27 November',
      'Saturday, 28 November',
    ]);
    expect(html).toContain('value="2026-11-22T10:00"');
    expect(html).toContain('value="2026-11-28T19:00"');
    expect(html).toContain('<label for="booking-name">Name</label><input id="booking-name"');
    expect(html).toContain('<label for="booking-email">Email</label><input id="booking-email"');
    expect(html).toContain('<button type="submit">Book</button>');
  });

  it('confirms a booking with the day, the time and the email', async () => {
    const res = await get(bookUrl({ slot: '2026-11-24T16:00', name: 'Sara Haddad', email: 'sara.haddad@example.com' }));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(
      'Your consultation is booked for Tuesday, 24 November, 16:00. We sent the details to sara.haddad@example.com.',
    );
  });

  it.each([
    ['a missing name', { slot: '2026-11-24T16:00', name: ' ', email: 'sara@example.com' }],
    ['an invalid email', { slot: '2026-11-24T16:00', name: 'Sara', email: 'sara<script>' }],
    ['a time that is not offered', { slot: '2026-11-24T11:00', name: 'Sara', email: 'sara@example.com' }],
    ['a day outside the next 7 days', { slot: '2026-11-21T16:00', name: 'Sara', email: 'sara@example.com' }],
    ['no slot', { name: 'Sara', email: 'sara@example.com' }],
  ])('refuses %s with 400', async (_case, query) => {
    const res = await get(bookUrl(query));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(BAD_BOOKING);
    expect(html).not.toContain('<script>');
  });

  it('may be framed by this site only', async () => {
    for (const urlPath of ['/sandbox/scheduling', bookUrl({ name: 'x' })]) {
      const res = await get(urlPath);
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(res.headers.get('content-security-policy')).not.toContain("frame-ancestors 'none'");
    }
  });

  it('is not served in production', async () => {
    const production = await startTestServer({
      seed: false,
      channels: [],
      routes: [schedulingSandboxRoute({ NODE_ENV: 'production' }, () => NOW)],
    });
    try {
      const page = await fetch(`${production.url}/sandbox/scheduling`);
      expect(page.status).toBe(404);
      expect(await page.text()).not.toContain(BOOKING_TITLE);
      const booking = await fetch(`${production.url}${bookUrl({ slot: '2026-11-24T16:00', name: 'Sara', email: 'sara@example.com' })}`);
      expect(booking.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('site content security policy for frames', () => {
  it('allows frames from the site itself and the scheduling provider origins', () => {
    expect(contentSecurityPolicy([], [])).toContain("frame-src 'self';");
    expect(contentSecurityPolicy([], ['https://calendly.com'])).toContain("frame-src 'self' https://calendly.com;");
    expect(contentSecurityPolicy([])).toContain("frame-ancestors 'none'");
  });

  it('reads SCHEDULING_ORIGINS as a comma list of origins, dropping what is not an http(s) origin', () => {
    expect(schedulingOrigins({})).toEqual([]);
    expect(
      schedulingOrigins({ SCHEDULING_ORIGINS: 'https://calendly.com/mealplan, https://assets.calendly.com ,;script-src *,javascript:x' }),
    ).toEqual(['https://calendly.com', 'https://assets.calendly.com']);
  });
});

describe('frames of the forum comment provider', () => {
  it('adds FORUM_COMMENTS_ORIGINS (https only) to the frames the site allows, beside the scheduling provider', () => {
    expect(frameOrigins({})).toEqual([]);
    expect(
      frameOrigins({
        SCHEDULING_ORIGINS: 'https://calendly.com/mealplan',
        FORUM_COMMENTS_ORIGINS: 'https://mealplan.disqus.com/embed.js, http://insecure.example, https://calendly.com',
      }),
    ).toEqual(['https://calendly.com', 'https://mealplan.disqus.com']);
  });
});

describe('site content security policy for map tiles', () => {
  it('allows images from the map tile server (MAP_TILE_ORIGINS, default OpenStreetMap), https origins only', () => {
    expect(mapTileOrigins({})).toEqual(['https://tile.openstreetmap.org']);
    expect(mapTileOrigins({ MAP_TILE_ORIGINS: 'https://tiles.example.com/{z}/{x}/{y}.png, http://insecure.example, nonsense' })).toEqual([
      'https://tiles.example.com',
    ]);
    expect(contentSecurityPolicy([])).toContain(`img-src 'self' data: blob: ${mapTileOrigins().join(' ')};`);
  });
});
