// Prerenders the guest pages of the account area (issue 23): the shell's frame around the account's landing (/),
// sign-in and sign-up, in every locale, into dist/prerendered/<locale>/<page>.html with their brotli and gzip copies.
// The server sends them to a guest for those paths, in the request's language (server/src/http/prerendered-pages.ts),
// and the browser hydrates them (src/startShell.tsx). Run after the shell's and the account's builds (the root build
// does): the page is the shell's built index.html, and the account's pages render with the id of the account build
// (its build.json), so the server sends them only while that build is the published one.
//
//   npm run prerender -w @mealplan/shell
import { importedStyles } from './collectStyles';
// The shell's own stylesheets, first, as startShell.tsx imports them.
import '@mealplan/shared/ui/tokens.css';
import '../src/shell.css';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { enableStaticRendering } from 'mobx-react-lite';
import { asAreaRoute } from '@mealplan/shared/federation';
import { loadCatalogues, localeStore, LOCALES, textDirection } from '@mealplan/shared/i18n';
import { precompressFile } from '@mealplan/shared/build/precompress.js';
import { PRERENDERED_CSS_ATTRIBUTE } from '@mealplan/shared/build/styleTagTransform.js';
import { App } from '../src/App';
import { provideAreaRoutes } from '../src/federation/registry';
import { pageDescription } from '../src/documentMeta';
import { PRERENDERED_AREA_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '../src/prerendered';
import { ShellRoot } from '../src/ShellRoot';
// After the shell's modules: its stylesheets come after the shell's, as the area loads after the shell in the browser.
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
 * index.html with the page's language, direction and description, the stylesheets its modules import (`styles`, as
 * <style> elements), and the rendered root. The shell's script is preloaded and started by the loader `paintFirst` once the HTML has painted.
 */
function pageHtml(template: string, paintFirst: string, locale: string, dir: string, description: string, styles: string, root: string): string {
  const replaced = (html: string, pattern: RegExp, by: string) => {
    if (!pattern.test(html)) throw new Error(`index.html has no ${pattern.source}`);
    return html.replace(pattern, () => by);
  };
  let html = replaced(template, /<html lang="en" dir="ltr">/, `<html lang="${locale}" dir="${dir}">`);
  html = replaced(html, /<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeAttribute(description)}">`);
  html = replaced(html, /<\/head>/, `${styles}</head>`);
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
  const template = readFileSync(path.join(SHELL_DIR, 'dist', 'index.html'), 'utf8');
  const paintFirst = writePaintFirst(path.join(SHELL_DIR, 'dist'));
  const { buildId } = readJson(path.join(ACCOUNT_DIST, 'build.json')) as { buildId: string };
  const declared = readJson(path.join(ACCOUNT_DIST, 'routes.json')) as object[];
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
      // Every stylesheet imported so far, the lazily loaded pages' among them (they have rendered by now).
      // One element each, marked, so the scripts do not add them again (shared/build/styleTagTransform.js).
      const styles = importedStyles.map((file) => `<style ${PRERENDERED_CSS_ATTRIBUTE}>${readFileSync(file, 'utf8')}</style>`).join('');
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
