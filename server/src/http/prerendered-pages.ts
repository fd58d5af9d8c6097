// The shell's prerendered guest pages (issue 23; shell/scripts/prerender.tsx writes them at build time): for a path
// listed in <shell>/prerendered/prerendered.json, the page in the request's language, while the area build they were
// rendered from is the one published. Otherwise (another account build published since, no prerender, a locale
// without a page) the path gets index.html as before, never a page that would not match the code the browser loads;
// so does a browser with a session (the signed-in cookie), whose page is not the guest's.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { parse as parseCookies } from 'cookie';
import { SIGNED_IN_COOKIE } from '@mealplan/shared/signedInCookie';
import { requestLocale } from './request-locale';

/** The prerender's folder in the shell's build, and its list of pages. */
export const PRERENDERED_DIR = 'prerendered';
const MANIFEST_FILE = 'prerendered.json';
/** The build id a remote publishes beside its mf-manifest.json (shared/build/webpack.js). */
export const REMOTE_BUILD_FILE = 'build.json';

const manifestSchema = z.object({
  area: z.string().regex(/^[a-z]+$/),
  buildId: z.string().min(1),
  pages: z.record(z.string().startsWith('/'), z.string().regex(/^[\w-]+\.html$/)),
});
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

/** Whether the browser says it has a session (the signed-in cookie): a hint for what to send, never a credential. */
export const hasSignedInCookie = (headers: IncomingHttpHeaders): boolean => parseCookies(headers.cookie ?? '')[SIGNED_IN_COOKIE] === '1';

/** What a page path gets: undefined when it has no prerendered page; else the file to send, if one can be sent now. */
export interface PrerenderedAnswer {
  /** The page (relative to the shell's build) in the request's language; undefined when the published build differs. */
  file: string | undefined;
}

/**
 * The prerendered page of a path, or undefined when the path has none (it gets index.html). The list is read on
 * every call: a build made while the server runs is used at once.
 */
export async function prerenderedPage(
  opts: PrerenderedPagesOptions,
  urlPath: string,
  headers: IncomingHttpHeaders,
): Promise<PrerenderedAnswer | undefined> {
  const manifest = manifestSchema.safeParse(await readJson(path.join(opts.shellDir, PRERENDERED_DIR, MANIFEST_FILE)));
  if (!manifest.success) return undefined;
  const page = Object.hasOwn(manifest.data.pages, urlPath) ? manifest.data.pages[urlPath] : undefined;
  if (!page) return undefined;
  // A signed-in customer's page is their own, not the guest's.
  if (hasSignedInCookie(headers)) return { file: undefined };
  const file = path.posix.join(PRERENDERED_DIR, requestLocale(headers), page);
  const current = (await opts.publishedBuildId(manifest.data.area)) === manifest.data.buildId;
  return { file: current && existsSync(path.join(opts.shellDir, file)) ? file : undefined };
}
