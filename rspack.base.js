// Shared build configuration of the shell and the four remotes (DESIGN §1, §3).
// rspack 2 is ESM-only, so this file is ESM. Every app's rspack.config.js calls one of the two factories.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { SHARED_VERSIONS_FILE } from './scripts/shared-versions.mjs';
import { PAGE_CHUNKS_FILE, pageChunks, SIGNED_IN_ASSETS_FILE, signedInAssets } from './scripts/signed-in-assets.mjs';

/**
 * The ONE list of libraries every front end shares as a singleton (one copy of React in the page). The router is
 * not shared: the shell bundles it and hands remote pages a navigation prop (docs/decisions/0009). The platform and
 * design-system packages are shared so their stores (toasts, a dialog's toast slot, live alerts...) are one instance.
 */
export const SHARED_SINGLETONS = ['react', 'react-dom', '@tanstack/react-query', 'zustand', '@motohaul/platform', '@motohaul/design-system'];

/** The API every dev server proxies `/api` to. */
export const DEV_API_TARGET = process.env.DEV_API_TARGET ?? 'http://localhost:3100';

/** Dev ports of the remotes; the shell's dev `/remotes.json` points at them. */
export const DEV_REMOTE_PORTS = { mf_public: 3001, mf_quote: 3002, mf_crm: 3003, mf_admin: 3004 };

const INDEX_HTML = `<!doctype html>
<html lang="en-AU">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#1447a0" />
    <link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="apple-touch-icon" href="/icon-192.png" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <title>MotoHaul - Motorcycle Transport Services</title>
    <meta name="description" content="Free motorcycle transport quotes Australia-wide from verified, insured providers." />
  </head>
  <body>
    <noscript>MotoHaul needs JavaScript to show motorcycle transport quotes.</noscript>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * The federation runtime as ES modules (ADR 0039). The federation plugins inject their runtime by absolute paths from
 * require.resolve, and alias `@module-federation/runtime` the same way: the packages' CommonJS builds, which rspack
 * can neither tree-shake nor strip with the runtime's own build flags (FEDERATION_OPTIMIZE_*). Each package ships an
 * ES module build beside them (same name, `.js`); bundling that one took about 5 KB gzip off the shell's entry and
 * off every remoteEntry.js. The alias below overrides the plugin's alias of the same key (a user alias wins).
 */
const FEDERATION_CJS_FILE = /[\\/]node_modules[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;
const federationRuntimeAsEsm = () =>
  new rspack.NormalModuleReplacementPlugin(FEDERATION_CJS_FILE, (resource) => {
    resource.request = resource.request.replace(/\.cjs$/, '.js');
  });
const federationRuntimeEsmAlias = () => ({
  '@module-federation/runtime': createRequire(import.meta.url).resolve('@module-federation/runtime').replace(/\.cjs$/, '.js'),
});

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The version of `dep` installed for the app in `dirname` (what it provides when it is the one that loads it). */
function installedVersion(dep, dirname) {
  const require = createRequire(path.join(dirname, 'package.json'));
  // The nearest package.json above its entry that names it (a workspace package resolves to its own folder).
  for (let dir = path.dirname(require.resolve(dep)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file) && readJson(file).name === dep) return readJson(file).version;
  }
  throw new Error(`No package.json names ${dep} above ${require.resolve(dep)}`);
}

/**
 * Each singleton with the range the app declares (else `^` its installed version), strictly: a page whose shell serves
 * a version outside a remote's range refuses to load that remote instead of running it on a copy it was not built
 * against (ADR 0081), and `npm run release` refuses to release it (scripts/shared-versions.mjs).
 */
function sharedConfig(dirname, pkg) {
  const declared = { ...pkg.dependencies, ...pkg.devDependencies };
  return Object.fromEntries(
    SHARED_SINGLETONS.map((dep) => [
      dep,
      { singleton: true, strictVersion: true, requiredVersion: declared[dep] ?? `^${installedVersion(dep, dirname)}` },
    ]),
  );
}

/** The shell's build writes the version of each singleton it serves, which `npm run release` checks a remote against. */
class SharedVersionsPlugin {
  constructor(dirname) {
    this.dirname = dirname;
  }
  apply(compiler) {
    compiler.hooks.done.tap('SharedVersionsPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const versions = Object.fromEntries(SHARED_SINGLETONS.map((dep) => [dep, installedVersion(dep, this.dirname)]));
      writeFileSync(path.join(compiler.options.output.path, SHARED_VERSIONS_FILE), `${JSON.stringify(versions, null, 2)}\n`);
    });
  }
}

function baseConfig({ dirname, name, mode, pkg, devPort, publicPath, standalone }) {
  const isDev = mode === 'development';
  const release = process.env.MF_RELEASE ?? (isDev ? 'dev' : pkg.version);
  const outputDir = process.env.MF_OUTPUT_DIR ? path.resolve(process.env.MF_OUTPUT_DIR) : path.join(dirname, 'dist');
  const hash = isDev ? '' : '.[contenthash:8]';

  return {
    mode,
    context: dirname,
    // A page of its own (index.html + the async bootstrap) for the shell and for a remote's dev server; a
    // production remote is only its federation assets (remoteEntry.js, mf-manifest.json, chunks).
    entry: standalone ? { main: './src/index.ts' } : {},
    // Production maps stay beside the scripts for debugging, unreferenced; the API never serves a .map (issue 27).
    devtool: isDev ? 'cheap-module-source-map' : 'hidden-source-map',
    target: ['web', 'es2022'],
    output: {
      path: outputDir,
      publicPath,
      filename: `[name]${hash}.js`,
      chunkFilename: `[name]${hash}.js`,
      cssFilename: `[name]${hash}.css`,
      cssChunkFilename: `[name]${hash}.css`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      alias: federationRuntimeEsmAlias(),
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: isDev, refresh: false } },
            },
          },
          type: 'javascript/auto',
        },
        // Native CSS: `.module.css` files become CSS modules, plain `.css` files global styles.
        { test: /\.css$/i, type: 'css/auto' },
      ],
      // `import styles from './x.module.css'`; class names carry the app's name so two separately built apps
      // can never collide in one page.
      parser: { 'css/auto': { namedExports: false } },
      generator: { 'css/auto': { localIdentName: isDev ? `${name}__[local]__[hash:5]` : `${name}-[hash:6]` } },
    },
    plugins: [
      new rspack.DefinePlugin({ __RELEASE__: JSON.stringify(release) }),
      federationRuntimeAsEsm(),
      ...(standalone ? [new rspack.HtmlRspackPlugin({ templateContent: INDEX_HTML, inject: 'body', scriptLoading: 'defer' })] : []),
    ],
    optimization: isDev ? {} : { minimize: true },
    // rspack serve compiles dynamic imports lazily by default; with the async bootstrap boundary that
    // left a standalone remote's first page load waiting on a hot-update chunk that 404s.
    lazyCompilation: false,
    performance: { hints: false },
    devServer: {
      port: devPort,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: DEV_API_TARGET, changeOrigin: true }],
    },
    stats: 'errors-warnings',
  };
}

/** The front-end packages the shell's server bundle carries and hands to every remote's server bundle. */
const SERVER_SHELL_PROVIDED = ['@motohaul/platform', '@motohaul/design-system'];
/** The shared singletons a server bundle leaves to the API process (one React, one query client library, one zustand). */
const SERVER_SHARED_PACKAGES = SHARED_SINGLETONS.filter((dep) => !SERVER_SHELL_PROVIDED.includes(dep));

/**
 * A server build of an app's components (ADR 0037, ADR 0044): one CommonJS file, `server/server.cjs` inside the app's
 * build folder (beside remoteEntry.js, so a release folder carries its own server markup), rendered to HTML by the
 * API. Same context, uniqueName and CSS-module naming as the browser build, so its class names are the browser's.
 * The shared packages stay outside the bundle as `require` calls, which the API answers (api/src/static/server-render.ts):
 * the npm ones from its own install, platform and design-system (`providesShared`: bundled by the shell) from the
 * shell's server bundle. It runs after the browser build, whose clean would otherwise remove it.
 */
function serverConfig({ name, pkg, entry, providesShared, browser }) {
  const release = process.env.MF_RELEASE ?? pkg.version;
  const shared = [...SERVER_SHARED_PACKAGES, ...(providesShared ? [] : SERVER_SHELL_PROVIDED)];
  const external = (request) => shared.some((dep) => request === dep || request.startsWith(`${dep}/`));
  return {
    ...browser,
    name: `${name}-server`,
    dependencies: [browser.name],
    entry: { [entry.name]: entry.path },
    devtool: false,
    target: ['node20.19', 'es2022'],
    output: {
      path: path.join(browser.output.path, 'server'),
      filename: '[name].cjs',
      uniqueName: name,
      library: { type: 'commonjs2' },
      asyncChunks: false,
      clean: true,
    },
    module: {
      ...browser.module,
      // Class names only: the browser build ships the CSS itself.
      generator: { 'css/auto': { ...browser.module.generator['css/auto'], exportsOnly: true } },
    },
    externalsType: 'commonjs',
    externals: [({ request }, callback) => (external(request) ? callback(null, `commonjs ${request}`) : callback())],
    plugins: [new rspack.DefinePlugin({ __RELEASE__: JSON.stringify(release) })],
    optimization: { minimize: false, splitChunks: false },
  };
}

/** A production build writes the server build too, into the same folder (a release's too). */
function withServerBuild({ config, mode, name, pkg, serverEntry, providesShared }) {
  if (!serverEntry || mode !== 'production') return config;
  config.name = name;
  return [config, serverConfig({ name, pkg, entry: { name: 'server', path: serverEntry }, providesShared, browser: config })];
}

const modeFromEnv = () => (process.env.NODE_ENV === 'production' ? 'production' : undefined);

/** A remote's route tree (ADR 0043): the one module that declares its pages, and the one module it exposes. */
const REMOTE_ROUTES = './src/routes/routes.ts';

/**
 * Writes `pages.json` beside remoteEntry.js: the pages of the remote's route tree (contracts' sitePages: full path and
 * handle), read from its routes module at build time. The server answers a page path and writes its head from it.
 */
class PagesJsonPlugin {
  constructor(routesFile) {
    this.routesFile = routesFile;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PagesJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'PagesJsonPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        // tsx runs the TypeScript routes module in Node; its pages are loaded only when visited, so none is imported.
        const { tsImport } = await import('tsx/esm/api');
        const { routes } = await tsImport(pathToFileURL(this.routesFile).href, import.meta.url);
        const { sitePages } = await tsImport('@motohaul/contracts', import.meta.url);
        compilation.emitAsset('pages.json', new rspack.sources.RawSource(`${JSON.stringify(sitePages(routes), null, 2)}\n`));
      });
    });
  }
}

/**
 * Writes `file` beside the build from its stats (`statsOptions`) once the build is done, when the chunk graph with its
 * origins is complete: the shell's `signed-in-assets.json` (ADR 0063: the async files its routed app loads, which the
 * API names as preloads in a page the browser draws) and each remote's `page-chunks.json` (ADR 0065: the files of each
 * page chunk, a route's `page` import named `page-…`, which the API names as preloads in that page's HTML).
 */
class StatsJsonPlugin {
  constructor(file, statsOptions, fromStats) {
    Object.assign(this, { file, statsOptions, fromStats });
  }

  apply(compiler) {
    compiler.hooks.done.tap('StatsJsonPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const json = stats.toJson({ all: false, ...this.statsOptions });
      writeFileSync(path.join(compiler.options.output.path, this.file), `${JSON.stringify(this.fromStats(json), null, 2)}\n`);
    });
  }
}

/**
 * A remote: exposes its route tree (`./routes`), emits remoteEntry.js, mf-manifest.json and pages.json, and runs
 * standalone in dev. publicPath 'auto' lets the same build be served from any folder.
 */
export function createRemoteConfig({ dirname, name, devPort, serverEntry }) {
  const pkg = readJson(path.join(dirname, 'package.json'));
  return (_env, argv = {}) => {
    const mode = argv.mode ?? modeFromEnv() ?? (process.argv.includes('serve') ? 'development' : 'production');
    const standalone = mode === 'development';
    const config = baseConfig({ dirname, name, mode, pkg, devPort, publicPath: 'auto', standalone });
    config.output.uniqueName = name;
    config.plugins.push(
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './routes': REMOTE_ROUTES },
        shared: sharedConfig(dirname, pkg),
        manifest: true,
        dts: false,
        // A production remote uses the federation runtime the shell provides (about 30 KB gzip less per
        // remote); only the standalone dev build carries its own.
        experiments: { externalRuntime: !standalone, optimization: { target: 'web' } },
      }),
      new PagesJsonPlugin(path.join(dirname, REMOTE_ROUTES)),
    );
    if (mode !== 'development') config.plugins.push(new StatsJsonPlugin(PAGE_CHUNKS_FILE, { chunkGroups: true }, pageChunks));
    return withServerBuild({ config, mode, name, pkg, serverEntry, providesShared: false });
  };
}

/**
 * The host: no remotes at build time (they come from /remotes.json at run time), the shared singletons,
 * and a dev server that serves a dev /remotes.json pointing at the remotes' dev servers.
 */
export function createHostConfig({ dirname, name, devPort, serverEntry }) {
  const pkg = readJson(path.join(dirname, 'package.json'));
  return (_env, argv = {}) => {
    const mode = argv.mode ?? modeFromEnv() ?? (process.argv.includes('serve') ? 'development' : 'production');
    const config = baseConfig({ dirname, name, mode, pkg, devPort, publicPath: '/', standalone: true });
    config.output.uniqueName = name;
    if (mode !== 'development') {
      config.plugins.push(
        new StatsJsonPlugin(SIGNED_IN_ASSETS_FILE, { chunks: true, chunkOrigins: true }, signedInAssets),
        new SharedVersionsPlugin(dirname),
      );
      // contracts is bundled, not shared: the shell's own code and the shared platform package (each an async
      // chunk of its own) both import it, and below splitChunks' 20 KB minimum each chunk carried its own copy.
      config.optimization.splitChunks = {
        cacheGroups: {
          contracts: { test: /[\\/]contracts[\\/]src[\\/]/, name: 'contracts', chunks: 'async', minSize: 0, enforce: true },
        },
      };
    }
    config.plugins.push(
      // The site's icons (scripts/make-icons.mjs) at the site root; the dev server serves public/ itself.
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }),
      new ModuleFederationPlugin({
        name,
        remotes: {},
        shared: sharedConfig(dirname, pkg),
        manifest: false,
        dts: false,
        // The runtime the shell provides (to itself and every remote) reads no manifests: /remotes.json names each
        // remote's remoteEntry.js, one request less before a remote page loads and 1.5 KB gzip less (ADR 0039).
        experiments: { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
      }),
    );
    const devRemotes = Object.fromEntries(
      Object.entries(DEV_REMOTE_PORTS).map(([remote, port]) => [remote, `http://localhost:${port}/remoteEntry.js`]),
    );
    config.devServer.setupMiddlewares = (middlewares) => [
      {
        name: 'dev-remotes-json',
        path: '/remotes.json',
        middleware: (_req, res) => {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-store');
          res.end(JSON.stringify(devRemotes));
        },
      },
      ...middlewares,
    ];
    return withServerBuild({ config, mode, name, pkg, serverEntry, providesShared: true });
  };
}
