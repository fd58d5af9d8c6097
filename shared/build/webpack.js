// Webpack 5 + Module Federation settings every app uses. An app's webpack.config.js is one call:
//   module.exports = createAppConfig({ name: 'planner', dir: __dirname, exposes: { './Routes': './src/Routes.tsx' }, port: DEV_PORTS.planner })
// The shell is the app without `exposes`; it registers the remotes at run time from /remotes.json.
const fs = require('fs');
const path = require('path');
const { DefinePlugin } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { StartupPreloadPlugin } = require('./startup-preload');
const { CompileHintsPlugin } = require('./compile-hints');
const TerserPlugin = require('terser-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PrecompressPlugin } = require('./precompress');

const CATALOGUE_LOADER = require.resolve('./icu-catalogue-loader.js');

/**
 * The ES module build of a federation runtime package. The runtime's CommonJS parts (the plugin that provides the
 * shell's runtime core to the remotes) `require` the same packages the bundler runtime imports, and webpack resolves
 * the two conditions to two files: without this, main.js carried the runtime core and its SDK twice.
 */
/** react-router's production build, as an ES module (its package's exports name only the development one). */
const REACT_ROUTER_PRODUCTION = path.join(path.dirname(require.resolve('react-router')), '..', 'production', 'index.mjs');

const federationEsm = (pkg) => require.resolve(pkg).replace(/index\.cjs\.cjs$/, 'index.esm.js');

const areasFile = require('../areas.json');
const contracts = require('../contracts.json');
const sharedPackage = require('../package.json');

/** Dev-server port of each app (shared/areas.json); the shell's dev server lists the remotes' dev manifests under these ports. */
const DEV_PORTS = {
  shell: areasFile.shell.devPort,
  ...Object.fromEntries(Object.entries(areasFile.areas).map(([area, { devPort }]) => [area, devPort])),
};

/** A remote's routes (path, access, page), published beside its mf-manifest.json; the server merges them into /remotes.json. */
const ROUTES_FILE = 'routes.json';
/**
 * A remote's build id (its process.env.BUILD_ID), beside its mf-manifest.json: the shell's prerendered pages are
 * rendered with the account build's id and served only while that build is the one published (shell/scripts/prerender.tsx).
 */
const BUILD_FILE = 'build.json';

/** Federation container name of a remote ("planner" -> "mfe_planner"); the shell uses the same rule. */
const federationName = (name) => `mfe_${name}`;

/**
 * What the shell and the remotes share at run time. Everything else (our protocol schemas, domain rules, kit
 * components without state) is bundled into each app, so a remote deployed alone runs its own code.
 * - What must be one instance: react, mobx, react-intl, and our stateful modules (the session store and socket
 *   client, the modal store, the i18n runtime, the router). Singletons with their real versions: a remote that
 *   needs another version fails to load (its area shows the failure panel) instead of running with the wrong one.
 *   Our modules carry the contract version in shared/contracts.json: bump its major when a store's contract
 *   changes in a way older remotes cannot use. The router is shared as @mealplan/shared/router, the part of
 *   react-router the apps use: a shared package is bundled whole (all its exports), so react-router itself is not.
 * - Third-party libraries several apps use: shared with their semver range, so the page carries one copy while
 *   versions agree and a remote needing another version loads its own.
 */
function sharedModules(dependencies, dir) {
  const wanted = (pkg) => dependencies[pkg] ?? sharedPackage.dependencies[pkg] ?? sharedPackage.peerDependencies[pkg] ?? false;
  // The installed version, read from the package's own package.json (some, like react-final-form, resolve to a
  // dist folder whose package.json has none).
  const installed = (pkg) => {
    for (const folder of require.resolve.paths(pkg, { paths: [dir] }) ?? []) {
      const file = path.join(folder, pkg, 'package.json');
      if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
    }
    throw new Error(`${pkg} is not installed`);
  };
  const singleton = (pkg) => ({ singleton: true, strictVersion: true, version: installed(pkg), requiredVersion: wanted(pkg) });
  const ranged = (pkg) => ({ version: installed(pkg), requiredVersion: wanted(pkg) });
  const contract = (request) => ({ singleton: true, strictVersion: true, version: contracts[request], requiredVersion: `^${contracts[request]}` });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    mobx: singleton('mobx'),
    'mobx-react-lite': singleton('mobx-react-lite'),
    'react-intl': singleton('react-intl'),
    ...Object.fromEntries(Object.keys(contracts).map((request) => [request, contract(request)])),
    zod: ranged('zod'),
    luxon: ranged('luxon'),
    'react-final-form': ranged('react-final-form'),
    'final-form': ranged('final-form'),
  };
}

/**
 * A remote's src/routes.json, read once per compilation for both plugins that publish it: each compilation reads it
 * afresh, so a watching build (webpack serve) publishes the routes as edited.
 */
class RoutesFile {
  constructor(file) {
    this.file = file;
    this.byCompilation = new WeakMap();
  }

  routes(compilation) {
    if (!this.byCompilation.has(compilation)) {
      const routes = JSON.parse(fs.readFileSync(this.file, 'utf8'));
      if (!Array.isArray(routes)) throw new Error(`${this.file} must be a list of routes`);
      this.byCompilation.set(compilation, routes);
    }
    return this.byCompilation.get(compilation);
  }
}

/** Copies a remote's src/routes.json into its build, beside mf-manifest.json (publish-remote merges it into /remotes.json), with its build.json. */
class PublishRoutesPlugin {
  constructor(routesFile, buildId) {
    this.routesFile = routesFile;
    this.buildId = buildId;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublishRoutesPlugin', (compilation) => {
      compilation.fileDependencies.add(this.routesFile.file);
      compilation.hooks.processAssets.tap({ name: 'PublishRoutesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const routes = this.routesFile.routes(compilation);
        compilation.emitAsset(ROUTES_FILE, new sources.RawSource(`${JSON.stringify(routes, null, 2)}\n`));
        compilation.emitAsset(BUILD_FILE, new sources.RawSource(`${JSON.stringify({ buildId: this.buildId })}\n`));
      });
    });
  }
}

/** A remote's lazily loaded pages are chunks named `page-<routes.json page>`: webpackChunkName "page-dashboard" in Routes.tsx. */
const PAGE_CHUNK_PREFIX = 'page-';
/** The federation manifest each remote publishes; RouteFilesPlugin adds its routes' page files to it. */
const FEDERATION_MANIFEST_FILE = 'mf-manifest.json';

/**
 * Adds `routeScripts` and `routeStyles` to a remote's mf-manifest.json: for each route of its routes.json that shows a
 * page, the script and stylesheet files of that page's chunks. The shell reads the manifest of the area that owns the
 * current path before its start-up (shell/src/federation/earlyManifests.ts) and preloads the page's scripts with the
 * area's, instead of finding them only once the area's routes have rendered (issue 23); the prerender inlines the
 * page's stylesheets (shell/scripts/prerender.tsx). A page without a chunk of that name (one bundled with the routes,
 * as the guest landing) has no files of its own.
 */
class RouteFilesPlugin {
  constructor(routesFile) {
    this.routesFile = routesFile;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteFilesPlugin', (compilation) => {
      // After the federation plugin has written the manifest (PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER), before the
      // compressed copies are made (precompress.js).
      const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 50;
      compilation.hooks.processAssets.tap({ name: 'RouteFilesPlugin', stage }, () => {
        const manifest = compilation.getAsset(FEDERATION_MANIFEST_FILE);
        if (!manifest) return;
        const routeScripts = {};
        const routeStyles = {};
        for (const route of this.routesFile.routes(compilation)) {
          const group = route.page && compilation.namedChunkGroups.get(`${PAGE_CHUNK_PREFIX}${route.page}`);
          if (!group) continue;
          const files = (extension) => [...new Set(group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith(extension))))];
          routeScripts[route.path] = files('.js');
          routeStyles[route.path] = files('.css');
        }
        const published = JSON.parse(manifest.source.source().toString());
        compilation.updateAsset(FEDERATION_MANIFEST_FILE, new sources.RawSource(JSON.stringify({ ...published, routeScripts, routeStyles })));
      });
    });
  }
}

/** Dev-only: the shell's dev server answers /remotes.json with every remote's dev manifest. */
function devRemotesManifest(middlewares, devServer) {
  devServer.app.get('/remotes.json', (_req, res) => {
    const remotes = {};
    const routes = [];
    for (const area of Object.keys(areasFile.areas)) {
      remotes[area] = `http://localhost:${DEV_PORTS[area]}/mf-manifest.json`;
      const declared = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', `mfe-${area}`, 'src', ROUTES_FILE), 'utf8'));
      for (const route of declared) routes.push({ path: route.path, access: route.access, area });
    }
    res.json({ remotes, routes, previewOrigins: [] });
  });
  return middlewares;
}

/** A design token's value from shared/src/ui/tokens.css (the theme colour of the page and the manifest). */
function designToken(name) {
  const css = fs.readFileSync(path.join(__dirname, '..', 'src', 'ui', 'tokens.css'), 'utf8');
  const found = new RegExp(`--${name}:\\s*([^;]+);`).exec(css);
  if (!found) throw new Error(`tokens.css has no --${name}`);
  return found[1].trim();
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The shell's public files (favicon, app icons) and its web app manifest, emitted at the root of its build. */
class ShellPublicPlugin {
  constructor(dir, texts) {
    this.folder = path.join(dir, 'public');
    this.texts = texts;
  }

  manifest() {
    const icon = (src, sizes, type, purpose) => ({ src, sizes, type, ...(purpose ? { purpose } : {}) });
    return {
      name: this.texts['shell.brand'],
      short_name: this.texts['shell.brand'],
      description: this.texts['shell.meta.description'],
      lang: 'en',
      dir: 'auto',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: designToken('color-primary'),
      background_color: designToken('color-bg'),
      icons: [
        icon('/icon-192.png', '192x192', 'image/png'),
        icon('/icon-512.png', '512x512', 'image/png'),
        icon('/icon-maskable-512.png', '512x512', 'image/png', 'maskable'),
      ],
    };
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ShellPublicPlugin', (compilation) => {
      compilation.contextDependencies.add(this.folder);
      compilation.hooks.processAssets.tap({ name: 'ShellPublicPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const name of fs.readdirSync(this.folder).sort()) {
          compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(path.join(this.folder, name))));
        }
        compilation.emitAsset(MANIFEST_FILE, new sources.RawSource(`${JSON.stringify(this.manifest(), null, 2)}\n`));
      });
    });
  }
}

/** The shell's web app manifest (installable site): no hash in its name, so it is revalidated like index.html. */
const MANIFEST_FILE = 'manifest.webmanifest';

/**
 * The HTML page of an app: the shell's index.html (description, icons, manifest), or a remote's standalone dev page.
 * The shell keeps the description in the page's language (shell/src/documentMeta.ts).
 */
const pageHtml = (title, description) => `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${designToken('color-primary')}" />
    <title>${title}</title>${
      description
        ? `
    <meta name="description" content="${escapeHtml(description)}" />
    <link rel="icon" href="/favicon.ico" sizes="48x48" />
    <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
    <link rel="manifest" href="/${MANIFEST_FILE}" />`
        : ''
    }
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** The service worker file at the shell's root, served with no-cache (a new build is found on the next navigation). */
const SERVICE_WORKER_FILE = 'sw.js';

/**
 * Workbox's InjectManifest: compiles the shell's sw/sw.ts to sw.js and writes into it the list of the build's files to
 * precache. Left out: the compressed copies (the server picks them by Accept-Encoding), the federation manifests
 * (the host's are never fetched) and licence notes. Hashed names are precached as they are (the browser's HTTP cache
 * may answer them); the others carry their revision.
 */
function serviceWorker(dir) {
  const { InjectManifest } = require('workbox-webpack-plugin');
  return new InjectManifest({
    swSrc: path.join(dir, 'sw', 'sw.ts'),
    swDest: SERVICE_WORKER_FILE,
    exclude: [/\.(br|gz)$/, /^mf-/, /\.map$/, /LICENSE/i],
    dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.\w+$/,
  });
}

function createAppConfig({ name, dir, exposes, port }) {
  const isHost = !exposes;
  const pkg = require(path.join(dir, 'package.json'));
  const buildId = process.env.BUILD_ID || new Date().toISOString();
  // The shell's English texts: its brand and the description of the page (the static HTML is English until it runs).
  const hostTexts = isHost ? JSON.parse(fs.readFileSync(path.join(dir, 'src', 'i18n', 'en.json'), 'utf8')) : undefined;
  const routesFile = isHost ? undefined : new RoutesFile(path.join(dir, 'src', ROUTES_FILE));

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        publicPath: isHost ? '/' : 'auto',
        uniqueName: federationName(name),
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.json'],
        // The browser formats compiled messages only (the catalogues, icu-catalogue-loader.js): react-intl and
        // IntlMessageFormat get FormatJS's parser entry without the parser (the react-intl chunk: 26 KB less, 6.5 KB brotli).
        alias: {
          '@formatjs/icu-messageformat-parser$': require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
          '@module-federation/runtime-core$': federationEsm('@module-federation/runtime-core'),
          '@module-federation/sdk$': federationEsm('@module-federation/sdk'),
          // react-router's package exports only its development build (warnings, checks); a production build uses
          // the production one it ships beside it.
          ...(production ? { 'react-router$': REACT_ROUTER_PRODUCTION } : {}),
        },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('ts-loader'),
              options: { transpileOnly: true, onlyCompileBundledFiles: true, compilerOptions: { noEmit: false } },
            },
          },
          // The federation SDK without its Node-only eval, so what a build does not use of it is left out (browser-sdk-loader.js).
          { test: /@module-federation[\\/]sdk[\\/]dist[\\/]index\.esm\.js$/, use: require.resolve('./browser-sdk-loader.js') },
          // engine.io-client's transports: WebSocket alone, as the site speaks (websocket-transports-loader.js).
          { test: /engine\.io-client[\\/]build[\\/]esm[\\/]transports[\\/]index\.js$/, use: require.resolve('./websocket-transports-loader.js') },
          // The message catalogues, each message parsed at build time (the server, jest and the prerender read them as written).
          { test: /[\\/]i18n[\\/][^\\/]+\.json$/, exclude: /node_modules/, use: CATALOGUE_LOADER },
          // Production builds write the stylesheets to .css files (issue 23: out of the JavaScript), the initial chunk's
          // linked from index.html and a lazy chunk's added by the runtime as the chunk loads; webpack serve keeps
          // style-loader's <style> elements.
          {
            test: /\.css$/,
            use: [production ? MiniCssExtractPlugin.loader : require.resolve('style-loader'), require.resolve('css-loader')],
          },
          // Images a library's CSS or code refers to (Leaflet's marker and layer images): emitted as files beside the bundle.
          { test: /\.(png|jpe?g|gif|svg|webp)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: isHost ? 'shell' : federationName(name),
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedModules(pkg.dependencies ?? {}, dir),
          // A singleton already loaded (the shell's) is used, or refused with a visible error, never replaced by a newer copy.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // One federation runtime on the page (issue 23): the shell provides its runtime core to the remotes it loads,
          // and a remote's production build uses the host's instead of carrying its own copy (about 20 KiB each). A
          // remote's development build (webpack serve, its standalone page) keeps its own, as it has no host there.
          experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: production },
        }),
        new DefinePlugin({ 'process.env.BUILD_ID': JSON.stringify(buildId) }),
        // Each chunk's stylesheets in one file, named by its content's hash as the scripts are (cached as immutable).
        ...(production ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' })] : []),
        ...(isHost ? [] : [new PublishRoutesPlugin(routesFile, buildId), new RouteFilesPlugin(routesFile)]),
        ...(isHost ? [new ShellPublicPlugin(dir, hostTexts)] : []),
        new HtmlWebpackPlugin({
          publicPath: '/',
          templateContent: isHost ? pageHtml('Meal Plan', hostTexts['shell.meta.description']) : pageHtml(`Meal Plan · ${name} (standalone)`),
        }),
        // The shell's page preloads its start-up chunks, so they download beside main.js (startup-preload.js).
        ...(isHost && production ? [new StartupPreloadPlugin('/src/bootstrap.tsx')] : []),
        // The shell's service worker (issue 23): /sw.js, with the build's files to precache (production builds only).
        ...(isHost && production ? [serviceWorker(dir)] : []),
        // Every script compiled eagerly, off the main thread, as it downloads (compile-hints.js; production builds only).
        ...(production ? [new CompileHintsPlugin()] : []),
        // Brotli and gzip copies of the text assets, sent by the server as they are (production builds only).
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      // SWC minifies several times faster than terser: builds stay quick on a 2-core machine.
      optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })] },
      // Rebuilds reuse the previous build's work; WEBPACK_CACHE=0 measures a cold build.
      cache:
        process.env.WEBPACK_CACHE === '0'
          ? false
          : {
              type: 'filesystem',
              name: `${name}-${production ? 'prod' : 'dev'}`,
              buildDependencies: {
                config: [
                  __filename,
                  require.resolve('./precompress.js'),
                  CATALOGUE_LOADER,
                  require.resolve('./browser-sdk-loader.js'),
                  require.resolve('./websocket-transports-loader.js'),
                  require.resolve('./startup-preload.js'),
                  require.resolve('./compile-hints.js'),
                  require.resolve('../src/ui/tokens.css'),
                  path.join(dir, 'webpack.config.js'),
                  require.resolve('../contracts.json'),
                  require.resolve('../package.json'),
                ],
              },
            },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/socket.io'], target: 'http://localhost:8080', ws: true }],
        ...(isHost ? { setupMiddlewares: devRemotesManifest } : {}),
      },
    };
  };
}

module.exports = { createAppConfig, federationName, DEV_PORTS, SERVICE_WORKER_FILE, BUILD_FILE };
