// Shared rspack + Module Federation configuration for the shell and every remote.
// Plain ESM so that rspack can load each app's rspack.config.mjs without a TypeScript loader.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { SharedExportsPlugin } from './shared-exports-plugin.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { CompileHintsPlugin } from './compile-hints-plugin.mjs';

const require = createRequire(import.meta.url);
const rootPkg = JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
const allDeps = { ...rootPkg.dependencies, ...rootPkg.devDependencies };

/**
 * Singletons every container shares at run time (DESIGN.md). antd is deliberately NOT here, nor what only one
 * container imports (a shared package is one whole module, never tree-shaken): @reduxjs/toolkit and dayjs are
 * inside mf-shared-ui only (its platform expose hands out the store and the api; antd is its only dayjs user).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  // antd 6 renders with createRoot (its click wave, Modal.confirm): without sharing it, the design system brought
  // its own React DOM client (~60 KB gzip) on every first load.
  'react-dom/client',
  'react/jsx-runtime',
  'react-router',
  'react-redux',
  'i18next',
  'react-i18next',
  'firebase/app',
  'firebase/auth',
];

/**
 * Shared packages provided as a cut-down module of our own instead of the whole package (same share key and
 * version, see sharedConfig, so every container still gets the one instance). `alias` points the cut-down module
 * at the real files.
 */
const slimShared = (pkg, cutDown, distFile) => ({
  import: path.join(import.meta.dirname, cutDown),
  alias: { [`${pkg}-full$`]: path.join(path.dirname(require.resolve(`${pkg}/package.json`)), distFile) },
});
const SLIM_SHARED = {
  'react-router': slimShared('react-router', 'react-router-shared.mjs', 'dist/production/index.mjs'),
  'react-i18next': slimShared('react-i18next', 'react-i18next-shared.mjs', 'dist/es/index.js'),
  'react-redux': slimShared('react-redux', 'react-redux-shared.mjs', 'dist/react-redux.mjs'),
};

/**
 * @param {string[]} eager singletons bundled into this container's entry instead of negotiated at start
 * @param {boolean} [server] the server build shares the whole packages (no download size to save, and the server
 *   renders with parts the browser's cut-down modules leave out, e.g. react-router's MemoryRouter)
 */
function sharedConfig(eager = [], server = false) {
  const shared = {};
  for (const name of SHARED_SINGLETONS) {
    const pkg = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    shared[name] = {
      singleton: true,
      requiredVersion: allDeps[pkg] ?? false,
      strictVersion: false,
      // The package's own version: the nearest package.json of what a name resolves to names another version
      // (a cut-down module: mf-build's) or none (firebase/app's dist folder).
      version: require(`${pkg}/package.json`).version,
    };
    if (eager.includes(name)) shared[name].eager = true;
    const slim = server ? undefined : SLIM_SHARED[name];
    if (slim) Object.assign(shared[name], { import: slim.import, shareKey: name });
  }
  return shared;
}

const slimAliases = () => Object.assign({}, ...Object.values(SLIM_SHARED).map((slim) => slim.alias));

/**
 * Packages under antd that declare no `sideEffects` although their modules have none: without this flag every
 * re-export of their index files is kept, e.g. `@rc-component/util`'s index re-exports a `render` that imports
 * `react-dom/client`, so the design system carried a second React DOM (~60 KB gzip) on every first load.
 */
export const SIDE_EFFECT_FREE =
  /[\\/]node_modules[\\/](@rc-component[\\/]|@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors|react-slick)[\\/])/;

/** antd's `antd/locale/*` files are CommonJS (they pull antd's `lib/` build); its `es/locale` is the same, tree-shakable. */
const antdAliases = () => ({
  'antd/locale': path.join(path.dirname(require.resolve('antd/package.json')), 'es/locale'),
});

/** Dev-only defaults used when a remote runs alone; the published build resolves entries from /remotes.json. */
export const DEV_PORTS = {
  shell: 4200,
  mf_shared_ui: 4201,
  mf_auth: 4202,
  mf_public: 4203,
  mf_candidate: 4204,
  mf_corporate: 4205,
  mf_backoffice: 4206,
};

/**
 * The host's entry script without React DOM: React DOM (~200 KB of an entry of ~360 KB) is an initial script of its
 * own, which the browser compiles and runs in a task of its own instead of in one long start-up task with the
 * federation runtime and i18next (docs/DECISIONS.md, "The shell's first scripts are cut where the browser can run
 * them apart"). The two files cost ~0.9 KB gzip more than one.
 */
const HOST_INITIAL_SPLIT = {
  cacheGroups: {
    reactDom: {
      test: /[\\/]node_modules[\\/]react-dom[\\/]/,
      chunks: 'initial',
      name: 'react-dom',
      enforce: true,
    },
  },
};

/**
 * @param {object} o
 * @param {string} o.name       container name, e.g. 'mf_candidate'
 * @param {string} o.dir        the app folder (import.meta.dirname of its rspack.config.mjs)
 * @param {Record<string,string>} [o.exposes]
 * @param {string[]} [o.remotes] container names this container imports statically (only mf_shared_ui in practice)
 * @param {boolean} [o.isHost]
 * @param {string[]} [o.eagerShared] singletons the host provides from its entry script (see shell/rspack.config.mjs)
 * @param {string} [o.title]
 * @param {string[]} [o.wholeExposes] exposes whose chunk holds every module it needs, shared or not: an expose added
 *   beside others whose modules it shares would otherwise split their chunks anew (more, smaller files on pages
 *   that never load it); it pays with a copy of what it shares.
 */
export function createFederatedConfig({
  name,
  dir,
  exposes = {},
  remotes = [],
  isHost = false,
  eagerShared = [],
  title = 'JobPortal',
  wholeExposes = [],
}) {
  const production = process.env.NODE_ENV !== 'development';
  // A remote with an eager singleton would bring its own copy instead of the shell's; a misspelt name is ignored.
  const wrongEager = eagerShared.filter((n) => !isHost || !SHARED_SINGLETONS.includes(n));
  if (wrongEager.length) throw new Error(`${name}: eagerShared is for the host's singletons: ${wrongEager}`);
  const port = DEV_PORTS[name];
  // Module Federation names an expose's chunk after the expose: './ui-content' -> __federation_expose_ui_content.
  const wholeChunks = new Set(
    wholeExposes.map(
      (key) => `__federation_expose_${key.replace(/^\.\//, '').replace(/[^a-zA-Z0-9]/g, '_')}`,
    ),
  );
  const remoteMap = Object.fromEntries(
    remotes.map((r) => [r, `${r}@http://localhost:${DEV_PORTS[r]}/remoteEntry.js`]),
  );
  return {
    name,
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // 'auto': a remote is published under /remotes/<name>/<version>/ and must not know where at build time.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      // rspack's default, named here because the shell clears it when it replaces a container in a running tab
      // (shell/src/federation/registry.ts chunkLoadingGlobal): the two must agree.
      chunkLoadingGlobal: `rspackChunk${name}`,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      alias: {
        ...slimAliases(),
        ...antdAliases(),
        ...federationRuntimeAsModules(),
        ...federationErrorCodesWithoutText(),
      },
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
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2020',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.(png|jpe?g|svg|webp|gif)$/i, type: 'asset/resource' },
        { test: SIDE_EFFECT_FREE, sideEffects: false },
      ],
    },
    optimization: {
      minimize: production,
      ...(wholeExposes.length && {
        splitChunks: { chunks: (chunk) => chunk.canBeInitial() === false && !wholeChunks.has(chunk.name) },
      }),
      ...(isHost && production && { splitChunks: HOST_INITIAL_SPLIT }),
    },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: isHost ? undefined : exposes,
        remotes: remoteMap,
        shared: sharedConfig(eagerShared),
        manifest: true,
        dts: false,
        runtimePlugins: [require.resolve('./registry-runtime-plugin.mjs')],
        // One copy of the federation runtime per page: the host provides it, published remotes use it
        // (a remote started alone for development keeps its own).
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : production ? { externalRuntime: true } : {}),
          // Browser builds drop the runtime's Node.js loaders; registry entries are remoteEntry.js files, never
          // manifests, so the manifest snapshot machinery is dropped too.
          optimization: { target: 'web', disableSnapshot: true },
        },
      }),
      new SharedExportsPlugin(Object.fromEntries(Object.entries(SLIM_SHARED).map(([k, v]) => [k, v.import]))),
      ...(production ? [new CompileHintsPlugin(), new PrecompressPlugin()] : []),
      // Static files of the host (e.g. /assets/blog/*.svg covers of the demo posts).
      ...(isHost && fs.existsSync(path.join(dir, 'public'))
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public') }] })]
        : []),
      // The host's page; a remote has one too, for running it alone in development.
      ...(fs.existsSync(path.join(dir, 'src/index.html'))
        ? [new rspack.HtmlRspackPlugin({ template: path.join(dir, 'src/index.html'), title, inject: 'body' })]
        : []),
    ],
    devServer: {
      port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: 'http://localhost:8080' }],
    },
  };
}

/** Where the federation runtime's packages are resolved from: the runtime rspack's federation plugin uses. */
const FROM_FEDERATION_RUNTIME = { paths: [require.resolve('@module-federation/runtime-tools')] };

/**
 * The federation runtime's packages as the browser's containers import them (by name or, from rspack's plugin, by file).
 * Its error codes are aliased apart (federationErrorCodesWithoutText).
 */
const FEDERATION_RUNTIME = [
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/inject-external-runtime-core-plugin',
  '@module-federation/runtime-tools/runtime',
  '@module-federation/runtime-tools/runtime-core',
  '@module-federation/runtime-tools/webpack-bundler-runtime',
];

/**
 * rspack's federation plugin and the runtime's own packages `require` the CommonJS builds of the federation runtime,
 * which cannot be tree-shaken: every container carried all of @module-federation/sdk, including its Node.js loaders.
 * Their ES module builds (the packages' `import` exports) let the bundler keep only what the browser runtime calls.
 */
function federationRuntimeAsModules() {
  return Object.fromEntries(
    FEDERATION_RUNTIME.flatMap((specifier) => {
      const cjs = require.resolve(specifier, FROM_FEDERATION_RUNTIME);
      const [scope, name, ...subpath] = specifier.split('/');
      let dir = path.dirname(cjs);
      while (!dir.endsWith(path.join(scope, name))) dir = path.dirname(dir);
      const { exports } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      const esm = exports[['.', ...subpath].join('/')].import;
      const file = path.join(dir, esm.default ?? esm);
      return [
        [`${specifier}$`, file],
        [`${cjs}$`, file],
      ];
    }),
  );
}

/**
 * The federation runtime's error messages without their description table (federation-error-codes/): every
 * container's entry carried it (~0.4 KB gzip each, two or three on a first load); a message keeps its code and the
 * link to the code's documentation.
 */
function federationErrorCodesWithoutText() {
  const own = (file) => path.join(import.meta.dirname, 'federation-error-codes', file);
  const index = require.resolve('@module-federation/error-codes', FROM_FEDERATION_RUNTIME);
  const browser = require.resolve('@module-federation/error-codes/browser', FROM_FEDERATION_RUNTIME);
  return {
    '@module-federation/error-codes$': own('index.mjs'),
    [`${index}$`]: own('index.mjs'),
    '@module-federation/error-codes/browser$': own('browser.mjs'),
    [`${browser}$`]: own('browser.mjs'),
    'mf-build-federation-error-codes-list$': path.join(path.dirname(index), 'error-codes.mjs'),
  };
}

/**
 * The server build's files are CommonJS whatever package they are deployed under (the gateway image's root
 * package.json says `"type": "module"`): a package.json of their own next to them says so.
 */
class CommonJsScopePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CommonJsScopePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CommonJsScopePlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset('package.json', new rspack.sources.RawSource('{ "type": "commonjs" }\n')),
      );
    });
  }
}

/** Where a container's server build is written and published: next to its browser build, in `server/`. */
export const SERVER_DIR = 'server';

/**
 * The same container built for Node (Module Federation's node runtime): the gateway renders public pages on the
 * server with the components the browser uses, loading each remote's server build from the version the registry
 * names (so a publish or rollback changes the server-rendered HTML too). The host's server entry is
 * `src/server/index.ts` (a CommonJS module the gateway requires); a remote's is its `server/remoteEntry.js`.
 * @param {Parameters<typeof createFederatedConfig>[0]} o
 */
export function createServerConfig({
  name,
  dir,
  exposes = {},
  remotes = [],
  isHost = false,
  eagerShared = [],
}) {
  const browser = createFederatedConfig({ name, dir, exposes, remotes, isHost, eagerShared });
  const remoteMap = Object.fromEntries(
    remotes.map((r) => [r, `${r}@http://localhost:${DEV_PORTS[r]}/${SERVER_DIR}/remoteEntry.js`]),
  );
  return {
    name: `${name}-server`,
    // After the browser build, whose clean step empties dist/ (this build writes into dist/server/).
    dependencies: [name],
    mode: browser.mode,
    context: dir,
    target: 'async-node',
    entry: isHost ? { main: './src/server/index.ts' } : {},
    devtool: false,
    output: {
      path: path.join(dir, 'dist', SERVER_DIR),
      publicPath: 'auto',
      uniqueName: `${name}_server`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    // A module with a `.server.ts` sibling (e.g. mf-shared-ui's sanitiser, which needs no DOM there) is replaced by it.
    resolve: {
      extensions: ['.server.tsx', '.server.ts', ...browser.resolve.extensions],
      alias: antdAliases(),
    },
    module: browser.module,
    optimization: { minimize: false, runtimeChunk: false },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(browser.mode),
      }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: isHost ? undefined : exposes,
        remotes: remoteMap,
        remoteType: 'script',
        library: { type: 'commonjs-module', name },
        shared: sharedConfig(isHost ? [...eagerShared, 'react-router'] : [], true),
        manifest: false,
        dts: false,
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          require.resolve('./registry-runtime-plugin.mjs'),
        ],
      }),
      new CommonJsScopePlugin(),
    ],
  };
}

/** The browser build and, unless a development server is running, the server build of one container. */
export function createFederatedConfigs(options) {
  const browser = createFederatedConfig(options);
  return process.env.NODE_ENV === 'development' ? browser : [browser, createServerConfig(options)];
}
