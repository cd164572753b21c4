// Webpack for the SPA. webpack-cli loads this file through ts-node, which compiles it to CommonJS
// (the "ts-node" block of tsconfig.json overrides the SPA's ESNext module setting for Node).
//
// Production: content-hashed file names, one chunk per lazily loaded route, minified, into dist/.
// Development: webpack-dev-server on port 3000 proxying the API, the live socket and the simulated
// card provider's hosted page (/pay) to the server.
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { DefinePlugin, type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

/** Lazy page chunks get this long before they count as failed (SPEC.md section 7). */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;
const DEV_SERVER_PORT = 3000;
/** Where `npm run dev` runs the broker server; API_TARGET points the dev proxy elsewhere. */
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';

const REACT_ROUTER_PRODUCTION = path.resolve(
  __dirname,
  'node_modules/react-router/dist/production/index.mjs',
);

/** Browsers that run ES2020 natively; babel then leaves modern syntax alone, which keeps chunks small. */
const BROWSER_TARGETS = 'chrome >= 91, edge >= 91, firefox >= 90, safari >= 15, ios_saf >= 15';

interface CliArguments {
  mode?: Configuration['mode'];
}

export default function webpackConfig(_env: unknown, argv: CliArguments = {}): Configuration {
  const production = argv.mode === 'production';
  const devServer: DevServerConfiguration = {
    port: DEV_SERVER_PORT,
    historyApiFallback: true,
    hot: true,
    client: { overlay: { warnings: false, errors: true } },
    proxy: [{ context: ['/api', '/websocket', '/pay'], target: API_TARGET, ws: true, changeOrigin: false }],
  };

  return {
    mode: production ? 'production' : 'development',
    target: ['web', 'es2020'],
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      cssFilename: production ? 'css/[name].[contenthash:8].css' : 'css/[name].css',
      cssChunkFilename: production ? 'css/[name].[contenthash:8].css' : 'css/[name].css',
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // react-router's package exports only its development build (with its warnings and checks);
      // the production build sits beside it and is smaller.
      alias: production ? { 'react-router$': REACT_ROUTER_PRODUCTION } : {},
    },
    // Native CSS support lets a feature import a library's stylesheet (swiper's, say) without
    // extra loaders; the CSS lands in the chunk of the route that needs it.
    experiments: { css: true },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          include: [path.resolve(__dirname, 'src'), path.resolve(__dirname, 'contract')],
          use: { loader: 'babel-loader', options: { cacheDirectory: true, targets: BROWSER_TARGETS } },
        },
        { test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i, type: 'asset' },
      ],
    },
    plugins: [
      // The chart the SPA draws (src/features/chart/chart-config.ts): 'lightweight' or 'tradingview'.
      new DefinePlugin({ 'process.env.CHART_PROVIDER': JSON.stringify(process.env.CHART_PROVIDER ?? '') }),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        favicon: './public/favicon.svg',
        scriptLoading: 'defer',
      }),
    ],
    optimization: {
      // The libraries apart, so a change in our code keeps the library chunk cached. The runtime
      // stays inside main: a chunk of its own cost the first visit a request and 0.3 KB gzip more
      // (the two files compress worse apart), and main is small enough to refetch when a lazy
      // chunk's hash changes.
      runtimeChunk: false,
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          vendors: { test: /[\\/]node_modules[\\/]/, name: 'vendors', chunks: 'initial', priority: -5 },
        },
      },
      moduleIds: 'deterministic',
    },
    // scripts/budget.js measures what the sign-in page really loads, so webpack's own hints are noise.
    performance: { hints: false },
    devtool: production ? false : 'eval-cheap-module-source-map',
    devServer,
    stats: production ? 'normal' : 'minimal',
  };
}
