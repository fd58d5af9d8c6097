// Prerenders the pages a first visit paints before its scripts run (issue 23), in every locale, into
// dist/prerendered/<locale>/<page>.html with the cookie notice, and dist/prerendered/<locale>/without-cookie-notice/
// <page>.html for a visitor who has tapped its Ok (shared/src/cookieNotice.ts), with their brotli and gzip copies:
// - a guest's: the shell's frame around the account's landing (/), sign-in and sign-up, which the browser hydrates;
// - a signed-in customer's: the shell's signed-in frame around the modify area's dashboard (/ and /dashboard) as it
//   stands while the customer's data loads (their name and cards come with it), which the browser replaces with its
//   own first render of the page once the area's code and the session check are in (src/startShell.tsx).
// The server sends them for those paths, by the signed-in cookie, in the request's language
// (server/src/http/prerendered-pages.ts). Run after the shell's and the areas' builds (the root build does): the page
// is the shell's built index.html, and an area's pages render with the id of its build (its build.json), so the
// server sends them only while that build is the published one.
//
//   npm run prerender -w @mealplan/shell
import './ignoreStyles';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentProps, type ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router';
import { enableStaticRendering } from 'mobx-react-lite';
import { asAreaRoute, type Area } from '@mealplan/shared/federation';
import { sessionStore } from '@mealplan/shared/session';
import { loadCatalogues, localeStore, LOCALES, textDirection } from '@mealplan/shared/i18n';
import { precompressFile } from '@mealplan/shared/build/precompress.js';
import { WITHOUT_COOKIE_NOTICE_DIR } from '@mealplan/shared/cookieNotice';
import { App } from '../src/App';
import { CookieNoticeAnsweredContext } from '../src/chrome';
import { provideAreaRoutes } from '../src/federation/registry';
import { pageDescription } from '../src/documentMeta';
import { PRERENDERED_AREA_ATTRIBUTE, PRERENDERED_ATTRIBUTE, PRERENDERED_AUDIENCE_ATTRIBUTE, type Audience } from '../src/prerendered';
import { ShellRoot } from '../src/ShellRoot';
import { withUsedRulesOnly } from './usedRules';
import AccountRoutes from '../../mfe-account/src/Routes';
import ModifyRoutes from '../../mfe-modify/src/Routes';

const SHELL_DIR = path.resolve(__dirname, '..');
const OUT_DIR = path.join(SHELL_DIR, 'dist', 'prerendered');

interface PageSet {
  area: Area;
  Routes: ComponentType;
  /** The area's page files by path. */
  pages: Record<string, string>;
}

/** The pages prerendered, by audience: the account area's guest pages, and the modify area's dashboard. */
const PAGE_SETS: Record<Audience, PageSet> = {
  guest: { area: 'account', Routes: AccountRoutes, pages: { '/': 'home.html', '/sign-in': 'sign-in.html', '/sign-up': 'sign-up.html' } },
  signedIn: { area: 'modify', Routes: ModifyRoutes, pages: { '/': 'dashboard.html', '/dashboard': 'dashboard.html' } },
};
/** The session a signed-in page renders with: a token (never sent anywhere) and the check answered, no user data yet. */
const PRERENDER_TOKEN = 'prerendered-page';

const areaDist = (area: Area) => path.resolve(SHELL_DIR, '..', `mfe-${area}`, 'dist');

function readJson(file: string): unknown {
  if (!existsSync(file)) throw new Error(`${file} is missing: build the shell and the areas first (npm run build)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The loader that starts the shell's script once the page has painted (paint-first.js). */
const PAINT_FIRST_SOURCE = path.join(SHELL_DIR, 'scripts', 'paint-first.js');
const PAINT_FIRST_NAME = /^paint-first\.[0-9a-f]{8}\.js/;

/** Writes the loader into the build under a name with its content's hash (cached as immutable); returns its path. */
function writePaintFirst(distDir: string): string {
  for (const file of readdirSync(distDir)) if (PAINT_FIRST_NAME.test(file)) rmSync(path.join(distDir, file));
  const body = readFileSync(PAINT_FIRST_SOURCE);
  const name = `paint-first.${createHash('sha256').update(body).digest('hex').slice(0, 8)}.js`;
  writeFileSync(path.join(distDir, name), body);
  precompressFile(path.join(distDir, name));
  return `/${name}`;
}

/**
 * A built stylesheet inline, marked with the name the webpack runtime looks it up by (`href`): mini-css-extract-plugin
 * takes a <style data-href> for the chunk's stylesheet as loaded, and the federation runtime does not link it either
 * (src/federation/inlineStyles.ts), so the page neither downloads it nor adds it again.
 */
const inlineStyle = (dir: string, file: string, href: string) =>
  `<style data-href="${escapeAttribute(href)}">${readFileSync(path.join(dir, file), 'utf8')}</style>`;

/** index.html with the shell's stylesheets (the ones it links, from its initial chunk) inline, in their place. */
function withShellStylesInline(template: string): string {
  const link = /<link href="\/([^"]+\.css)" rel="stylesheet">/g;
  const html = template.replace(link, (_link, file: string) => inlineStyle(path.join(SHELL_DIR, 'dist'), file, `/${file}`));
  if (html === template) throw new Error(`index.html has no ${link.source}`);
  return html;
}

interface AreaManifest {
  exposes: { assets: { css: { sync: string[] } } }[];
  routeStyles: Record<string, string[]>;
}

/**
 * The area's stylesheets a page at `location` holds once its code has loaded, inline: its exposed module's and its
 * page's (mf-manifest.json, routeStyles from shared/build/webpack.js), under their names relative to the area's
 * files, as its runtime asks for them. After the shell's, as the area loads after the shell in the browser.
 */
function areaStyles(area: Area, manifest: AreaManifest, location: string): string {
  const route = Object.keys(manifest.routeStyles).find((pattern) => matchPath(pattern, location));
  const files = new Set<string>([
    ...manifest.exposes.flatMap((exposed) => exposed.assets.css.sync),
    ...((route && manifest.routeStyles[route]) ?? []),
  ]);
  return [...files].map((file) => inlineStyle(areaDist(area), file, file)).join('');
}

/**
 * index.html with the page's language, direction and description, the area's stylesheets (`styles`, as <style>
 * elements), and the rendered root. The shell's script is started by the loader `paintFirst`: on a signed-in page once
 * the HTML has painted, on a guest's at the visitor's first reach or when idle. On both it is prefetched, so it
 * downloads while the page paints or is read, into the HTTP cache the <script> then reads it from. The loader adds the
 * shell's start-up chunks before it (named in data-startup), so they download beside it instead of a round trip after
 * it (issue 38). They are not prefetched with the page: Lighthouse's simulation counts every request the page starts
 * before its largest paint as holding that paint back (the signed-in page's LCP at 8x went from 1.1 s to 2.3 s).
 */
function pageHtml(
  template: string,
  paintFirst: string,
  page: { locale: string; dir: string; description: string; styles: string; root: string },
): string {
  const { locale, dir, description, styles, root } = page;
  const replaced = (html: string, pattern: RegExp, by: string) => {
    if (!pattern.test(html)) throw new Error(`index.html has no ${pattern.source}`);
    return html.replace(pattern, () => by);
  };
  let html = replaced(template, /<html lang="en" dir="ltr">/, `<html lang="${locale}" dir="${dir}">`);
  html = replaced(html, /<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeAttribute(description)}">`);
  html = replaced(html, /<\/head>/, `${styles}</head>`);
  // The shell's start-up chunks are not preloaded with a prerendered page (index.html preloads them: its page waits for
  // them): the page is on screen first, and its scripts start once it has painted (paintFirst).
  const startupLink = /<link [^>]*href="([^"]+)"[^>]*data-startup[^>]*>/g;
  const startup = [...html.matchAll(startupLink)].map(([, href]) => href);
  if (startup.length === 0) throw new Error(`index.html has no ${startupLink.source}`);
  html = html.replace(startupLink, '');
  const shellScript = /<script defer="defer" src="([^"]+)"><\/script>/;
  const main = shellScript.exec(html)?.[1];
  if (!main) throw new Error(`index.html has no ${shellScript.source}`);
  html = replaced(
    html,
    shellScript,
    `<link rel="prefetch" as="script" href="${main}"><script defer src="${paintFirst}" data-main="${main}" data-startup="${startup.join(' ')}"></script>`,
  );
  return replaced(html, /<div id="root"><\/div>/, root);
}

interface Rendered {
  area: Area;
  buildId: string;
  pages: Record<string, string>;
}

/** One page to write: an area's page at `location` in `locale`, with the cookie notice or (`answered`) without it. */
interface PageToWrite {
  audience: Audience;
  area: Area;
  manifest: AreaManifest;
  started: ComponentProps<typeof App>['started'];
  locale: (typeof LOCALES)[number];
  location: string;
  answered: boolean;
  target: string;
}

/** Renders the page into `target`, with its brotli and gzip copies. */
async function writePage(template: string, paintFirst: string, page: PageToWrite): Promise<void> {
  const { audience, area, manifest, started, locale, location, answered, target } = page;
  const routed = createElement(StaticRouter, { location }, createElement(App, { started }));
  const element = createElement(ShellRoot, null, createElement(CookieNoticeAnsweredContext, { value: answered }, routed));
  const { prelude } = await prerender(element, {
    onError(error) {
      throw error instanceof Error ? error : new Error(String(error));
    },
  });
  const rendered = await new Response(prelude).text();
  const attributes = `${PRERENDERED_ATTRIBUTE}="${locale}" ${PRERENDERED_AREA_ATTRIBUTE}="${area}" ${PRERENDERED_AUDIENCE_ATTRIBUTE}="${audience}"`;
  const root = `<div id="root" ${attributes}>${rendered}</div>`;
  const description = pageDescription(locale) ?? '';
  const styles = areaStyles(area, manifest, location);
  const html = pageHtml(template, paintFirst, { locale, dir: textDirection(locale), description, styles, root });
  mkdirSync(path.dirname(target), { recursive: true });
  // Each page parses only the rules it uses until the shell starts (usedRules.ts); the loader (paint-first.js) then
  // makes each sheet whole in a task of its own, before the shell's scripts.
  writeFileSync(target, await withUsedRulesOnly(html));
  precompressFile(target);
}

/** Each page file once, with the first path it is listed for: / and /dashboard are one dashboard, rendered once. */
function pageFiles(pages: Record<string, string>): Map<string, string> {
  const files = new Map<string, string>();
  for (const [location, file] of Object.entries(pages)) if (!files.has(file)) files.set(file, location);
  return files;
}

/** Renders one audience's pages in every locale (the session already set for it); returns what prerendered.json lists. */
async function prerenderPages(audience: Audience, template: string, paintFirst: string): Promise<Rendered> {
  const { area, Routes, pages } = PAGE_SETS[audience];
  const dist = areaDist(area);
  const { buildId } = readJson(path.join(dist, 'build.json')) as { buildId: string };
  const declared = readJson(path.join(dist, 'routes.json')) as object[];
  const manifest = readJson(path.join(dist, 'mf-manifest.json')) as AreaManifest;
  // The area's pages carry their build's id (data-build, read as they render), as the published area renders them.
  process.env.BUILD_ID = buildId;
  provideAreaRoutes(area, Routes);
  const routes = declared.map((route) => asAreaRoute({ ...route, area })).filter((route) => route !== null);
  const started = { status: 'ready', preview: null, routes, notice: null } as const;

  for (const locale of LOCALES) {
    localeStore.choose(locale);
    // The shell's and the area's texts in that language (their Arabic is loaded lazily, as in the browser).
    await loadCatalogues(locale);
    for (const [file, location] of pageFiles(pages)) {
      const page = { audience, area, manifest, started, locale, location };
      await writePage(template, paintFirst, { ...page, answered: false, target: path.join(OUT_DIR, locale, file) });
      const answeredTarget = path.join(OUT_DIR, locale, WITHOUT_COOKIE_NOTICE_DIR, file);
      await writePage(template, paintFirst, { ...page, answered: true, target: answeredTarget });
    }
  }
  const count = pageFiles(pages).size;
  console.log(
    `Prerendered ${count} ${audience} page${count === 1 ? '' : 's'}, with and without the cookie notice, in ${LOCALES.join(', ')} (${area} build ${buildId})`,
  );
  return { area, buildId, pages };
}

async function main(): Promise<void> {
  const template = withShellStylesInline(readFileSync(path.join(SHELL_DIR, 'dist', 'index.html'), 'utf8'));
  const paintFirst = writePaintFirst(path.join(SHELL_DIR, 'dist'));
  enableStaticRendering(true);
  rmSync(OUT_DIR, { recursive: true, force: true });
  const guest = await prerenderPages('guest', template, paintFirst);
  // A signed-in customer whose session check has answered, before any of their data (name, plan) is in.
  sessionStore.setToken(PRERENDER_TOKEN);
  sessionStore.setChecked(true);
  const signedIn = await prerenderPages('signedIn', template, paintFirst);
  writeFileSync(path.join(OUT_DIR, 'prerendered.json'), `${JSON.stringify({ guest, signedIn }, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
