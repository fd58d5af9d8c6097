// Webpack 5 + Module Federation settings every app uses. An app's webpack.config.js is one call:
//   module.exports = createAppConfig({ name: 'planner', dir: __dirname, exposes: { './Routes': './src/Routes.tsx' }, port: DEV_PORTS.planner })
// The shell is the app without `exposes`; it registers the remotes at run time from /remotes.json.
const path = require('path');
const { DefinePlugin } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/** Dev-server port of each app; the shell's dev server lists the remotes' dev manifests under these ports. */
const DEV_PORTS = { shell: 3000, account: 3001, planner: 3002, checkout: 3003, modify: 3004, health: 3005, content: 3006 };

/** Federation container name of a remote ("planner" -> "mfe_planner"); the shell uses the same rule. */
const federationName = (name) => `mfe_${name}`;

/** Packages that must exist once at run time, shared by the shell and every remote. */
function sharedSingletons(dependencies) {
  const singleton = (pkg, strictVersion) => ({
    singleton: true,
    strictVersion,
    requiredVersion: dependencies[pkg] ?? false,
  });
  return {
    react: singleton('react', true),
    'react/': singleton('react', true),
    'react-dom': singleton('react-dom', true),
    'react-dom/': singleton('react-dom', true),
    'react-router-dom': singleton('react-router-dom', true),
    mobx: singleton('mobx', true),
    'mobx-react-lite': singleton('mobx-react-lite', true),
    'react-intl': singleton('react-intl', true),
    '@mealplan/shared/': singleton('@mealplan/shared', false),
  };
}

/** Dev-only: the shell's dev server answers /remotes.json with every remote's dev manifest. */
function devRemotesManifest(middlewares, devServer) {
  devServer.app.get('/remotes.json', (_req, res) => {
    const remotes = {};
    for (const [name, port] of Object.entries(DEV_PORTS)) {
      if (name !== 'shell') remotes[name] = `http://localhost:${port}/mf-manifest.json`;
    }
    res.json({ remotes, previewOrigins: [] });
  });
  return middlewares;
}

/** The HTML page of an app: the shell's index.html, or a remote's standalone dev page. */
const pageHtml = (title) => `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#1f6b45" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

function createAppConfig({ name, dir, exposes, port }) {
  const isHost = !exposes;
  const pkg = require(path.join(dir, 'package.json'));
  const buildId = process.env.BUILD_ID || new Date().toISOString();

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
      resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: { loader: require.resolve('ts-loader'), options: { transpileOnly: true, onlyCompileBundledFiles: true, compilerOptions: { noEmit: false } } },
          },
          { test: /\.css$/, use: [require.resolve('style-loader'), require.resolve('css-loader')] },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: isHost ? 'shell' : federationName(name),
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedSingletons(pkg.dependencies ?? {}),
          manifest: true,
          dts: false,
        }),
        new DefinePlugin({ 'process.env.BUILD_ID': JSON.stringify(buildId) }),
        new HtmlWebpackPlugin({ publicPath: '/', templateContent: pageHtml(isHost ? 'Meal Plan' : `Meal Plan · ${name} (standalone)`) }),
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
              buildDependencies: { config: [__filename, path.join(dir, 'webpack.config.js')] },
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

module.exports = { createAppConfig, federationName, DEV_PORTS };
