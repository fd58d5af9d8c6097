// The shell's prerendered pages (issue 23; shell/scripts/prerender.tsx writes them at build time), a guest's and a
// signed-in customer's, told apart by the signed-in cookie: for a path listed in <shell>/prerendered/prerendered.json
// for that visitor, the page in the request's language (a customer's: the one their profile had at their last visit,
// request-locale.ts), made with the cookie notice or, for a visitor who tapped its Ok, without it
// (shared/src/cookieNotice.ts), while the area build it was rendered from is the one published. Otherwise (another
// build of that area published since, no prerender, a locale without a page, no page for that visitor on the path)
// the path gets index.html as before, never a page that would not match the code the browser loads.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { parse as parseCookies } from 'cookie';
import { SIGNED_IN_COOKIE } from '@mealplan/shared/signedInCookie';
import { COOKIE_NOTICE_COOKIE, cookieNoticeAnswered, WITHOUT_COOKIE_NOTICE_DIR } from '@mealplan/shared/cookieNotice';
import { requestLocale, signedInRequestLocale } from './request-locale';

/** The prerender's folder in the shell's build, and its list of pages. */
export const PRERENDERED_DIR = 'prerendered';
const MANIFEST_FILE = 'prerendered.json';
/** The build id a remote publishes beside its mf-manifest.json (shared/build/webpack.js). */
export const REMOTE_BUILD_FILE = 'build.json';

const pageSetSchema = z.object({
  area: z.string().regex(/^[a-z]+$/),
  buildId: z.string().min(1),
  pages: z.record(z.string().startsWith('/'), z.string().regex(/^[\w-]+\.html$/)),
});
/** The pages of each visitor: a guest's, and a signed-in customer's. */
const manifestSchema = z.object({ guest: pageSetSchema, signedIn: pageSetSchema });
const buildSchema = z.object({ buildId: z.string() });

export interface PrerenderedPagesOptions {
  shellDir: string;
  /** The build id of the published build of a remote (its build.json), undefined when it has none. */
  publishedBuildId: (remote: string) => Promise<string | undefined>;
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** A remote's build id from its parsed build.json; undefined when absent or not one. */
export function buildIdOf(buildFile: unknown): string | undefined {
  const parsed = buildSchema.safeParse(buildFile);
  return parsed.success ? parsed.data.buildId : undefined;
}

/** Whether the browser's cookies say it has a session (the signed-in cookie): a hint for what to send, never a credential. */
const signedInBy = (cookies: Record<string, string | undefined>) => cookies[SIGNED_IN_COOKIE] === '1';
export const hasSignedInCookie = (headers: IncomingHttpHeaders): boolean => signedInBy(parseCookies(headers.cookie ?? ''));

/** What a page path gets: undefined when it has no prerendered page; else the file to send, if one can be sent now. */
export interface PrerenderedAnswer {
  /**
   * The page (relative to the shell's build) in the request's language; undefined when the path has none for this
   * visitor or the published build of its area differs.
   */
  file: string | undefined;
}

const pageOf = (pages: Record<string, string>, urlPath: string) => (Object.hasOwn(pages, urlPath) ? pages[urlPath] : undefined);

/**
 * The prerendered page of a path, or undefined when the path has none for any visitor (it gets index.html). The
 * list is read on every call: a build made while the server runs is used at once.
 */
export async function prerenderedPage(
  opts: PrerenderedPagesOptions,
  urlPath: string,
  headers: IncomingHttpHeaders,
): Promise<PrerenderedAnswer | undefined> {
  const manifest = manifestSchema.safeParse(await readJson(path.join(opts.shellDir, PRERENDERED_DIR, MANIFEST_FILE)));
  if (!manifest.success) return undefined;
  const { guest, signedIn } = manifest.data;
  if (!pageOf(guest.pages, urlPath) && !pageOf(signedIn.pages, urlPath)) return undefined;
  const cookies = parseCookies(headers.cookie ?? '');
  // A signed-in customer's page is their own, not the guest's, in the language saved on their profile.
  const signedInVisit = signedInBy(cookies);
  const pageSet = signedInVisit ? signedIn : guest;
  const page = pageOf(pageSet.pages, urlPath);
  if (!page) return { file: undefined };
  const locale = signedInVisit ? signedInRequestLocale(headers) : requestLocale(headers);
  // A visitor who tapped the cookie notice's Ok gets the copy made without the notice.
  const folder = cookieNoticeAnswered(cookies[COOKIE_NOTICE_COOKIE]) ? path.posix.join(locale, WITHOUT_COOKIE_NOTICE_DIR) : locale;
  const file = path.posix.join(PRERENDERED_DIR, folder, page);
  const current = (await opts.publishedBuildId(pageSet.area)) === pageSet.buildId;
  return { file: current && existsSync(path.join(opts.shellDir, file)) ? file : undefined };
}
