// Prerenders the guest pages of the account area (issue 23): the shell's frame around the account's landing (/),
// sign-in and sign-up, in every locale, into dist/prerendered/<locale>/<page>.html with their brotli and gzip copies.
// The server sends them to a guest for those paths, in the request's language (server/src/http/prerendered-pages.ts),
// and the browser hydrates them (src/startShell.tsx). Run after the shell's and the account's builds (the root build
// does): the page is the shell's built index.html, and the account's pages render with the id of the account build
// (its build.json), so the server sends them only while that build is the published one.
//
//   npm run prerender -w @mealplan/shell
import './ignoreStyles';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router';
import { enableStaticRendering } from 'mobx-react-lite';
import { asAreaRoute } from '@mealplan/shared/federation';
import { loadCatalogues, localeStore, LOCALES, textDirection } from '@mealplan/shared/i18n';
import { precompressFile } from '@mealplan/shared/build/precompress.js';
import { App } from '../src/App';
import { provideAreaRoutes } from '../src/federation/registry';
import { pageDescription } from '../src/documentMeta';
import { PRERENDERED_AREA_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '../src/prerendered';
import { ShellRoot } from '../src/ShellRoot';
import AccountRoutes from '../../mfe-account/src/Routes';

const SHELL_DIR = path.resolve(__dirname, '..');
const ACCOUNT_DIST = path.resolve(SHELL_DIR, '..', 'mfe-account', 'dist');
const OUT_DIR = path.join(SHELL_DIR, 'dist', 'prerendered');
/** The pages prerendered, by path: the account area's guest pages. */
const PAGES = { '/': 'home.html', '/sign-in': 'sign-in.html', '/sign-up': 'sign-up.html' } as const;

function readJson(file: string): unknown {
  if (!existsSync(file)) throw new Error(`${file} is missing: build the shell and the account area first (npm run build)`);
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

interface AccountManifest {
  exposes: { assets: { css: { sync: string[] } } }[];
  routeStyles: Record<string, string[]>;
}

/**
 * The account's stylesheets a page at `location` holds once its code has loaded, inline: its exposed module's and its
 * page's (mf-manifest.json, routeStyles from shared/build/webpack.js), under their names relative to the area's
 * files, as its runtime asks for them. After the shell's, as the area loads after the shell in the browser.
 */
function accountStyles(manifest: AccountManifest, location: string): string {
  const route = Object.keys(manifest.routeStyles).find((pattern) => matchPath(pattern, location));
  const files = new Set<string>([...manifest.exposes.flatMap((exposed) => exposed.assets.css.sync), ...(route ? manifest.routeStyles[route] : [])]);
  return [...files].map((file) => inlineStyle(ACCOUNT_DIST, file, file)).join('');
}

/**
 * index.html with the page's language, direction and description, the area's stylesheets (`styles`, as <style>
 * elements), and the rendered root. The shell's script is preloaded and started by the loader `paintFirst` once the HTML has painted.
 */
function pageHtml(template: string, paintFirst: string, locale: string, dir: string, description: string, styles: string, root: string): string {
  const replaced = (html: string, pattern: RegExp, by: string) => {
    if (!pattern.test(html)) throw new Error(`index.html has no ${pattern.source}`);
    return html.replace(pattern, () => by);
  };
  let html = replaced(template, /<html lang="en" dir="ltr">/, `<html lang="${locale}" dir="${dir}">`);
  html = replaced(html, /<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeAttribute(description)}">`);
  html = replaced(html, /<\/head>/, `${styles}</head>`);
  // The shell's start-up chunks are not preloaded with a prerendered page (index.html preloads them: its page waits for
  // them): the page is on screen first, and its scripts start once it has painted (paintFirst).
  html = html.replace(/<link [^>]*data-startup[^>]*>/g, '');
  const shellScript = /<script defer="defer" src="([^"]+)"><\/script>/;
  const main = shellScript.exec(html)?.[1];
  if (!main) throw new Error(`index.html has no ${shellScript.source}`);
  html = replaced(
    html,
    shellScript,
    `<link rel="preload" as="script" href="${main}"><script defer src="${paintFirst}" data-main="${main}"></script>`,
  );
  return replaced(html, /<div id="root"><\/div>/, root);
}

async function main(): Promise<void> {
  const template = withShellStylesInline(readFileSync(path.join(SHELL_DIR, 'dist', 'index.html'), 'utf8'));
  const paintFirst = writePaintFirst(path.join(SHELL_DIR, 'dist'));
  const { buildId } = readJson(path.join(ACCOUNT_DIST, 'build.json')) as { buildId: string };
  const declared = readJson(path.join(ACCOUNT_DIST, 'routes.json')) as object[];
  const manifest = readJson(path.join(ACCOUNT_DIST, 'mf-manifest.json')) as AccountManifest;
  // The account's pages carry their build's id (data-build, read as they render), as the published account renders them.
  process.env.BUILD_ID = buildId;

  enableStaticRendering(true);
  provideAreaRoutes('account', AccountRoutes);
  const routes = declared.map((route) => asAreaRoute({ ...route, area: 'account' })).filter((route) => route !== null);
  const started = { status: 'ready', preview: null, routes, notice: null } as const;

  rmSync(OUT_DIR, { recursive: true, force: true });
  for (const locale of LOCALES) {
    localeStore.choose(locale);
    // The shell's and the account's texts in that language (their Arabic is loaded lazily, as in the browser).
    await loadCatalogues(locale);
    mkdirSync(path.join(OUT_DIR, locale), { recursive: true });
    for (const [location, file] of Object.entries(PAGES)) {
      const element = createElement(ShellRoot, null, createElement(StaticRouter, { location }, createElement(App, { started })));
      const { prelude } = await prerender(element, {
        onError(error) {
          throw error instanceof Error ? error : new Error(String(error));
        },
      });
      const rendered = await new Response(prelude).text();
      const styles = accountStyles(manifest, location);
      const root = `<div id="root" ${PRERENDERED_ATTRIBUTE}="${locale}" ${PRERENDERED_AREA_ATTRIBUTE}="account">${rendered}</div>`;
      const description = pageDescription(locale) ?? '';
      const target = path.join(OUT_DIR, locale, file);
      writeFileSync(target, pageHtml(template, paintFirst, locale, textDirection(locale), description, styles, root));
      precompressFile(target);
    }
  }
  writeFileSync(path.join(OUT_DIR, 'prerendered.json'), `${JSON.stringify({ area: 'account', buildId, pages: PAGES }, null, 2)}\n`);
  console.log(`Prerendered ${Object.keys(PAGES).length} pages in ${LOCALES.join(', ')} (account build ${buildId})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
