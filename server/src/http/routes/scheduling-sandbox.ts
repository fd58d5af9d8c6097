// The local scheduling widget behind "Book A Consultation", for loopback callers only and only while the
// scheduling_widget_url setting points at it (never in production):
//   GET /sandbox/scheduling                               the next 7 days (Asia/Dubai) with their time slots, name + email
//   GET /sandbox/scheduling/book?slot=<YYYY-MM-DD>T<HH:MM>&name&email   the confirmation
// The shell shows it in an iframe, so these pages may be framed by this site (and only by it).
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { addDays, currentUnixSeconds, formatWeekdayDayMonth, parseIsoDate, toIsoDate, today } from '@mealplan/shared/time';
import { providerModes } from '../../adapters/providers';
import { loadSettings } from '../../catalog/settings';
import type { Db } from '../../db';
import { devHelperRoute } from '../dev-helpers';
import type { HttpRoute } from '../route';
import { escapeHtml } from '../../content/escape';

const SCHEDULING_SETTING = 'scheduling_widget_url';
const SANDBOX_PATH = '/sandbox/scheduling';

const SCHEDULING_DAYS = 7;
const SLOT_TIMES = ['10:00', '13:00', '16:00', '19:00'] as const;
export const BOOKING_TITLE = 'Book a consultation with our nutritionist';
export const BAD_BOOKING = 'Please choose a time slot and enter your name and a valid email.';

const bookingSchema = z.object({
  slot: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/),
  name: z.string().trim().min(1).max(100),
  email: z.email().max(200),
});

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f3f6f4;color:#1d2a22}
main{max-width:560px;margin:0 auto;padding:1.25rem}
h1{font-size:1.3rem;margin:0 0 .25rem}p{margin:.25rem 0 1rem;color:#4a5a50}
form{display:grid;gap:1rem}
fieldset{border:1px solid #d6e0da;border-radius:10px;background:#fff;padding:.5rem .75rem .75rem;margin:0}
legend{font-weight:600;padding:0 .25rem}
.slots{display:flex;flex-wrap:wrap;gap:.5rem}
.slot{display:inline-flex;align-items:center;gap:.35rem;border:1px solid #c9d3cd;border-radius:999px;padding:.35rem .8rem;cursor:pointer}
.slot:has(input:checked){background:#e3f3ea;border-color:#1b7f4b}
input[type=radio]{accent-color:#1b7f4b;margin:0}
.field{display:grid;gap:.3rem}
.field input{padding:.6rem;border:1px solid #c9d3cd;border-radius:6px;font-size:1rem}
button,.back{padding:.75rem;border:0;border-radius:6px;background:#1b7f4b;color:#fff;font-size:1rem;text-align:center;text-decoration:none}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:1.5rem;display:grid;gap:.75rem}`;

/** These pages may be framed by this site only (the site-wide policy says DENY), and post forms to it. */
const PAGE_HEADERS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], styleSrc: ["'unsafe-inline'"], formAction: ["'self'"], frameAncestors: ["'self'"] },
  },
  frameguard: { action: 'sameorigin' },
} as const;

function sendPage(reply: FastifyReply, status: number, body: string): FastifyReply {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Scheduling (sandbox)</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
  return reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** The bookable days: tomorrow and the 6 days after it, in Dubai. */
function bookableDays(now: number): number[] {
  const start = today(now);
  return Array.from({ length: SCHEDULING_DAYS }, (_, index) => addDays(start, index + 1));
}

function dayFieldset(day: number): string {
  const iso = toIsoDate(day);
  const slots = SLOT_TIMES.map((time) => `<label class="slot"><input type="radio" name="slot" value="${iso}T${time}" required>${time}</label>`).join(
    '',
  );
  return `<fieldset><legend>${formatWeekdayDayMonth(day)}</legend><div class="slots">${slots}</div></fieldset>`;
}

function bookingPage(now: number): string {
  return `<h1>${BOOKING_TITLE}</h1><p>Choose a time (Dubai time) for a 30-minute call.</p>
<form method="get" action="/sandbox/scheduling/book">${bookableDays(now).map(dayFieldset).join('')}
<div class="field"><label for="booking-name">Name</label><input id="booking-name" name="name" autocomplete="name" required></div>
<div class="field"><label for="booking-email">Email</label><input id="booking-email" name="email" type="email" autocomplete="email" required></div>
<button type="submit">Book</button></form>`;
}

/** The readable slot ("Monday, 23 November, 10:00") when it is one of the offered slots, else null. */
function offeredSlot(slot: string, now: number): string | null {
  const [iso = '', time = ''] = slot.split('T');
  const day = parseIsoDate(iso);
  const offered = day !== null && bookableDays(now).includes(day) && (SLOT_TIMES as readonly string[]).includes(time);
  return offered ? `${formatWeekdayDayMonth(day)}, ${time}` : null;
}

function book(reply: FastifyReply, query: URLSearchParams, now: number): FastifyReply {
  const parsed = bookingSchema.safeParse(Object.fromEntries(query));
  const slot = parsed.success ? offeredSlot(parsed.data.slot, now) : null;
  if (!parsed.success || !slot) {
    return sendPage(
      reply,
      400,
      `<div class="card"><h1>${BOOKING_TITLE}</h1><p role="alert">${BAD_BOOKING}</p><a class="back" href="/sandbox/scheduling">Choose a time</a></div>`,
    );
  }
  const text = `Your consultation is booked for ${slot}. We sent the details to ${parsed.data.email}.`;
  return sendPage(reply, 200, `<div class="card"><h1>Consultation booked</h1><p role="status">${escapeHtml(text)}</p></div>`);
}

export function schedulingSandboxRoute(env: NodeJS.ProcessEnv = process.env, clock: () => number = currentUnixSeconds): HttpRoute {
  const route: HttpRoute = (app) => {
    app.get(SANDBOX_PATH, { helmet: PAGE_HEADERS }, (_request, reply) => sendPage(reply, 200, bookingPage(clock())));
    app.get(`${SANDBOX_PATH}/book`, { helmet: PAGE_HEADERS }, (request, reply) =>
      book(reply, new URL(request.url, 'http://localhost').searchParams, clock()),
    );
  };
  return devHelperRoute(route, async ({ db }) => providerModes(env).scheduling === 'sandbox' && (await schedulingSandboxConfigured(db)));
}

/** The consultation setting names this sandbox, or nothing yet (its default); a real provider's URL turns it off. */
async function schedulingSandboxConfigured(db: Db): Promise<boolean> {
  const value = (await loadSettings(db))[SCHEDULING_SETTING]?.value;
  return value === undefined || value === null || value === '' || (typeof value === 'string' && value.startsWith(SANDBOX_PATH));
}

export default schedulingSandboxRoute();
