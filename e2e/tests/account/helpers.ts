// Helpers of the account-area Playwright tests: outbox reading and the common sign-up / sign-in steps.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { splitPhone } from '@mealplan/shared/account/phone';
import { io } from 'socket.io-client';
import { baseURL } from '../../support/environment';
import { header } from '../../support/session';

export { header, DEMO_CUSTOMER_WITH_PLAN } from '../../support/session';

const PASSWORD = 'Healthy-Meals-1';

export interface OutboxMessage {
  kind: 'mail' | 'sms';
  to: string;
  subject?: string;
  text: string;
  createdAt: number;
}

export interface Customer {
  firstName: string;
  lastName: string;
  /** A UAE mobile number as a customer types it. */
  mobile: string;
  email: string;
  password: string;
}

let counter = 0;

/** A customer nobody else in this run uses. */
export function newCustomer(name: string): Customer {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}`;
  const digits = String(1_000_000 + Math.floor(Math.random() * 8_999_999)).slice(0, 7);
  return {
    firstName: name,
    lastName: 'Tester',
    mobile: `050 ${digits.slice(0, 3)} ${digits.slice(3)}`,
    email: `${name.toLowerCase()}.${stamp}@example.com`,
    password: PASSWORD,
  };
}

export async function outbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  const response = await request.get('/dev/outbox.json');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** Waits for the newest message to `to` that matches, and returns it. */
export async function waitForMessage(
  request: APIRequestContext,
  to: string | RegExp,
  matches: (message: OutboxMessage) => boolean = () => true,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const messages = await outbox(request);
      found = messages.find(
        (message) => (typeof to === 'string' ? message.to.toLowerCase() === to.toLowerCase() : to.test(message.to)) && matches(message),
      );
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** The first link in `text` whose path starts with `pathPrefix`, as a path with query. */
export function linkTo(text: string, pathPrefix: string): string {
  for (const match of text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`No ${pathPrefix} link in: ${text}`);
}

/** The path of the newest password-restore link mailed to `email` (/restore/<token> or /forgot/<token>). */
export async function restoreLinkPath(request: APIRequestContext, email: string): Promise<string> {
  const restore = await waitForMessage(request, email, (message) => /\/(restore|forgot)\//.test(message.text));
  return /\/forgot\//.test(restore.text) ? linkTo(restore.text, '/forgot/') : linkTo(restore.text, '/restore/');
}

export async function signUp(page: Page, customer: Customer): Promise<void> {
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill(customer.firstName);
  await page.getByLabel('Last name').fill(customer.lastName);
  await page.getByLabel('WhatsApp number').fill(customer.mobile);
  await expect(page.getByLabel('Same number for WhatsApp')).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('First name')).toBeHidden();
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  // A sign-up signs nobody in (it answers the same whether or not the email is registered): the customer signs in next.
  await expect(page.getByRole('status').filter({ hasText: SIGN_UP_ANSWER })).toBeVisible();
  await page.locator('.auth__card').getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** What the sign-up page says once the form is sent, for a new email and a registered one alike. */
export const SIGN_UP_ANSWER = 'Check your email: we have sent you a link to confirm your address. Then sign in with your email and password.';

/** Walks the sign-up form with these details and sends it; the caller checks what the page says. */
export async function submitSignUp(page: Page, customer: Customer): Promise<void> {
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill(customer.firstName);
  await page.getByLabel('Last name').fill(customer.lastName);
  await page.getByLabel('WhatsApp number').fill(customer.mobile);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

/**
 * Signs the customer up with the site's own call (registration set, the payload the sign-up page sends, on a socket of
 * the test process), then signs in by call (a sign-up signs nobody in), and answers the session token. For tests whose
 * subject is not the sign-up page: the page itself is walked in account/journey.spec.ts, access.spec.ts and audited in
 * accessibility.spec.ts.
 */
export async function registerByCall(customer: Customer): Promise<string> {
  const mobile = splitPhone(customer.mobile);
  await setByCall('registration', {
    email: customer.email,
    first_name: customer.firstName,
    last_name: customer.lastName,
    password: customer.password,
    referer: null,
    PC_CODE: mobile.countryCode,
    WPC_CODE: mobile.countryCode,
    phone: mobile.national,
    whatsUpnumber: mobile.national,
  });
  return signInByCall(customer);
}

/**
 * Signs in with the site's own call (login set, the payload the sign-in page sends, on a socket of the test process)
 * and answers the session token. For tests whose subject is not the sign-in page (support/session.ts signIn walks it).
 */
export async function signInByCall(login: { email: string; password: string }): Promise<string> {
  return (await setByCall('login', { email: login.email, password: login.password, app: 'customer' })).token!;
}

/** A `set` call (registration, login) from a new browser id, on a socket of the test process; answers its data. */
async function setByCall(channel: 'registration' | 'login', data: object): Promise<{ token?: string; message?: string }> {
  const socket = io(baseURL, { transports: ['websocket'], extraHeaders: { origin: baseURL }, forceNew: true, reconnection: false });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const browserId = Array.from({ length: 16 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
    const reply = (await socket.timeout(10_000).emitWithAck(channel, { type: 'set', data: { ...data, browserId } })) as {
      type: string;
      data: { token?: string; message?: string };
    };
    expect(reply.type, JSON.stringify(reply.data)).toBe('setOk');
    return reply.data;
  } finally {
    socket.close();
  }
}

/**
 * A new customer signed up by call (registerByCall) and signed in in this browser with the token, as the site keeps
 * it after a sign-up (localStorage 'token'); ends on `path` (by default the signed-in home, as signUp does), so a test
 * starts on the page it is about without loading the home first.
 */
export async function signUpByCall(page: Page, customer: Customer, path = '/'): Promise<void> {
  await openSignedIn(page, await registerByCall(customer), path);
}

/**
 * Signs this browser in with a session token (as the site keeps it: localStorage 'token') and opens `path`. For a
 * test that prepares the customer's data by call between registerByCall and the first page.
 */
export async function openSignedIn(page: Page, token: string, path = '/'): Promise<void> {
  // Any page of the site's origin gives its storage; the smallest is the remotes manifest.
  await page.goto('/remotes.json');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(path);
  await expect(header(page)).toBeVisible();
}

/** Signs `login` in by call (signInByCall) and opens `path` signed in, without the sign-in page and the home first. */
export async function openSignedInAs(page: Page, login: { email: string; password: string }, path: string): Promise<void> {
  await openSignedIn(page, await signInByCall(login), path);
}

/** Fills and submits the sign-in form; the caller checks the outcome. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Logs out through the profile menu, at any size (on a phone the profile sits in the burger menu); `label` in the page's language. */
export async function logOut(page: Page, label: 'Log Out' | 'تسجيل الخروج' = 'Log Out'): Promise<void> {
  const profile = page.locator('.chrome-profile__toggle');
  const burger = page.locator('.chrome-burger');
  if (!(await profile.isVisible()) && (await burger.isVisible())) await burger.click();
  if (await profile.isVisible()) await profile.click();
  await page.getByRole('button', { name: label }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
}
