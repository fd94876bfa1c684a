/**
 * Production and development build of the browser app.
 *
 * - Code is split per route by the router's `lazy` (src/app/router.tsx).
 * - `src/app/boot/hero-variant-boot.ts` is built as its own entry and inlined into the
 *   page head by InlineBootScriptPlugin, so the hero variant is chosen before first paint.
 *   The server hashes inline scripts for its Content-Security-Policy.
 * - The app's scripts are requested just after the first paint (AfterFirstPaintScriptsPlugin).
 * - Build-time configuration reaches the bundle only through `__PUBLIC_ENV__`
 *   (src/domain/public-env.ts): the BUSINESS_*, SITE_* and PUBLIC_* variables.
 * - The business profile file (BUSINESS_PROFILE_PATH, default content/business-profile.json,
 *   validated by `npm run build` before webpack runs) reaches it through DefinePlugin in six
 *   parts (core facts, reviews, authors, offers, insurers, certifications), so each loads only with the pages
 *   that show it
 *   (docs/decisions/launch-truth.md#profile-file).
 */
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const fs = require('node:fs');
const { svgDataUri } = require('./scripts/support/svg-data-uri.cjs');
const {
  PROFILE_READER_REQUEST,
  browserStandInRequest,
} = require('./scripts/support/profile-reader-swap.cjs');
const { afterFirstPaintProgram } = require('./scripts/support/after-first-paint-program.cjs');
/**
 * The app's own TypeScript modules that the build needs the result of, compiled on the fly by
 * tsx while they load. Registered for these requires only, and without a tsx namespace: a
 * namespaced require files the modules under `<path>?namespace=…`, a name webpack's
 * persistent cache cannot read when it checks the config's own dependencies
 * (docs/decisions/incremental-crawl.md#webpack-keeps-its-work).
 */
const unregisterTs = require('tsx/cjs/api').register();
// One definition of when an offer ends.
const offerExpiry = require('./src/domain/offer-expiry.ts');
// The global style sheet, inlined into the head (docs/decisions/first-paint.md#global-styles).
// Read once when the config loads: `npm run dev` picks up a change to it after a restart.
const { globalCss } = require('./src/ui/theme/global-styles.ts');
unregisterTs();

const PUBLIC_ENV_PREFIXES = ['BUSINESS_', 'SITE_', 'PUBLIC_'];
/** Build settings that are not for the bundle, even with a public prefix. */
const NOT_PUBLIC = new Set(['BUSINESS_PROFILE_PATH']);
const BOOT_ENTRY = 'hero-variant-boot';

function publicEnv() {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !NOT_PUBLIC.has(name) && PUBLIC_ENV_PREFIXES.some((prefix) => name.startsWith(prefix)),
    ),
  );
}

/** Same file as src/content/load/profile-file.ts reads. */
function businessProfileParts() {
  const file = path.resolve(
    __dirname,
    (process.env.BUSINESS_PROFILE_PATH || '').trim() || 'content/business-profile.json',
  );
  const { reviews, authors, offers, insurers, certifications, quote, ...core } = JSON.parse(
    fs.readFileSync(file, 'utf8'),
  );
  delete core.$comment;
  return {
    __BUSINESS_PROFILE__: JSON.stringify(core),
    __BUSINESS_REVIEWS__: JSON.stringify(reviews),
    __BUSINESS_AUTHORS__: JSON.stringify(authors),
    __BUSINESS_OFFERS__: JSON.stringify(offers),
    __BUSINESS_INSURERS__: JSON.stringify(insurers),
    __BUSINESS_CERTIFICATIONS__: JSON.stringify(certifications),
    __BUSINESS_QUOTE__: JSON.stringify(quote),
    // Whether the business takes same-day work: every page's speed wording follows it
    // (src/content/promise-wording.ts), so it reaches the main bundle without the quote settings.
    __BUSINESS_SAME_DAY__: JSON.stringify(Boolean(quote.appointments.sameDayCutoff)),
    // For the head script that hides an ended offer before first paint, and the offer
    // components after hydration: the instant each offer ends, worked out here so the
    // browser needs no Intl (src/domain/offer-expiry.ts).
    __OFFER_END_INSTANTS__: JSON.stringify(
      Object.fromEntries(
        offers
          .filter((offer) => offer.endDate)
          .map((offer) => [offer.id, offerExpiry.offerEndInstant(offer.endDate)]),
      ),
    ),
  };
}

/**
 * Inlines the boot entry's script, the font stylesheet and the global styles into the head.
 * The font is not preloaded: nothing may be requested before the first paint but the HTML
 * (docs/decisions/first-paint.md#font).
 */
class InlineBootScriptPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('InlineBootScriptPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'InlineBootScriptPlugin',
        (data) => {
          const isBoot = (tag) =>
            tag.tagName === 'script' && String(tag.attributes.src || '').includes(BOOT_ENTRY);
          const bootTags = [...data.headTags, ...data.bodyTags].filter(isBoot);
          data.headTags = data.headTags.filter((tag) => !isBoot(tag));
          data.bodyTags = data.bodyTags.filter((tag) => !isBoot(tag));
          for (const tag of bootTags) {
            const file = String(tag.attributes.src).replace(/^\//, '');
            const source = compilation.assets[file].source().toString();
            data.headTags.unshift({
              tagName: 'script',
              voidTag: false,
              innerHTML: source,
              attributes: {},
              meta: { plugin: 'InlineBootScriptPlugin' },
            });
            compilation.deleteAsset(file);
          }
          // The only stylesheet is the @font-face rule (page styles are Emotion's, inline):
          // inlining it removes a render-blocking request. The global styles follow it, so
          // they come before every component's rules, as Emotion's Global put them.
          data.headTags = data.headTags.flatMap((tag) => {
            if (tag.tagName !== 'link' || tag.attributes.rel !== 'stylesheet') return [tag];
            const file = String(tag.attributes.href).replace(/^\//, '');
            return [compilation.assets[file].source().toString(), globalCss()].map((css) => ({
              tagName: 'style',
              voidTag: false,
              innerHTML: css,
              attributes: {},
              meta: { plugin: 'InlineBootScriptPlugin' },
            }));
          });
          return data;
        },
      );
    });
  }
}

/**
 * Requests the app's scripts only once the first contentful paint has happened, instead of
 * with the HTML: the prerendered page is readable and usable as plain HTML, so nothing but
 * the HTML may compete with the first paint, and a request started before it would count
 * toward the page's largest paint in Lighthouse's simulation of a slow phone
 * (docs/decisions/first-paint.md#scripts). The inlined program is
 * src/app/boot/after-first-paint.ts, bundled with this page's script list by
 * scripts/support/after-first-paint-program.cjs.
 */
class AfterFirstPaintScriptsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('AfterFirstPaintScriptsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'AfterFirstPaintScriptsPlugin',
        (data) => {
          const isAppScript = (tag) => tag.tagName === 'script' && Boolean(tag.attributes.src);
          const sources = [...data.headTags, ...data.bodyTags]
            .filter(isAppScript)
            .map((tag) => tag.attributes.src);
          data.headTags = data.headTags.filter((tag) => !isAppScript(tag));
          data.bodyTags = data.bodyTags.filter((tag) => !isAppScript(tag));
          const loader = afterFirstPaintProgram(sources);
          data.headTags.push({
            tagName: 'script',
            voidTag: false,
            innerHTML: loader,
            attributes: {},
            meta: { plugin: 'AfterFirstPaintScriptsPlugin' },
          });
          return data;
        },
      );
    });
  }
}

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    // Modules and minified chunks kept between builds, one cache per output folder
    // (docs/decisions/incremental-crawl.md#webpack-keeps-its-work).
    cache: production
      ? {
          type: 'filesystem',
          cacheDirectory: path.resolve(__dirname, '.cache/webpack'),
          name: path.basename(process.env.DIST_DIR || 'dist'),
          // The config and every module it requires (the TypeScript ones above included).
          buildDependencies: { config: [__filename] },
        }
      : undefined,
    entry: {
      [BOOT_ENTRY]: './src/app/boot/hero-variant-boot.ts',
      main: './src/app/entry.tsx',
    },
    output: {
      // DIST_DIR lets parallel work build into separate folders; `dist` by default.
      path: path.resolve(__dirname, process.env.DIST_DIR || 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      // A chunk's file is named by its id, even a chunk the code names (`webpackChunkName`): the
      // crawl's snapshot cache finds a chunk's file by the id the page registered
      // (docs/decisions/incremental-crawl.md#chunk-files-are-named-by-id).
      chunkFilename: production ? 'assets/[id].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        '@': path.resolve(__dirname, 'src'),
        // react-router's package exports only its development build to bundlers; the
        // production build drops the development warnings.
        ...(production && {
          'react-router$': path.resolve(
            __dirname,
            'node_modules/react-router/dist/production/index.mjs',
          ),
          'react-router/dom$': path.resolve(
            __dirname,
            'node_modules/react-router/dist/production/dom-export.mjs',
          ),
        }),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          // Type-checking is `npm run typecheck`; the build only transpiles.
          use: { loader: 'ts-loader', options: { transpileOnly: true } },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.md$/, type: 'asset/source' },
        { test: /\.(woff2|png|jpe?g|webp|svg)$/, type: 'asset/resource' },
        {
          // @emotion/react imports this package bare, for `withTheme`, which the site never
          // uses; the package has no side effects but does not say so, so webpack kept it and
          // react-is in every page's first load (docs/decisions/first-paint.md#router).
          test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/,
          sideEffects: false,
        },
      ],
    },
    plugins: [
      // The browser never reads the profile file (nor loads zod for it): why, in
      // scripts/support/profile-reader-swap.cjs.
      new webpack.NormalModuleReplacementPlugin(PROFILE_READER_REQUEST, (resource) => {
        resource.request = browserStandInRequest(resource.request);
      }),
      new webpack.DefinePlugin({
        __PUBLIC_ENV__: JSON.stringify(publicEnv()),
        ...businessProfileParts(),
        __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
        // The build's day in the business's time zone (src/content/claims.ts, BUILD_DATE).
        __BUILD_DATE__: JSON.stringify(
          new Intl.DateTimeFormat('en-CA', {
            timeZone: 'America/Los_Angeles',
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
          }).format(new Date()),
        ),
      }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        // Like the scripts' chunks: by id (docs/decisions/incremental-crawl.md#chunk-files-are-named-by-id).
        chunkFilename: production ? 'assets/[id].[contenthash:10].css' : 'assets/[name].css',
      }),
      new HtmlWebpackPlugin({
        template: './static/index.html',
        // The favicon as a data URI: no request may start before the first paint
        // (docs/decisions/first-paint.md#no-request-before-first-paint).
        templateParameters: {
          faviconHref: svgDataUri(
            fs.readFileSync(path.join(__dirname, 'static/public/favicon.svg'), 'utf8'),
          ),
        },
        scriptLoading: 'defer',
        inject: 'head',
      }),
      new InlineBootScriptPlugin(),
      ...(production ? [new AfterFirstPaintScriptsPlugin()] : []),
    ],
    optimization: {
      splitChunks: { chunks: 'all' },
    },
    performance: { hints: false },
    devServer: {
      port: 3000,
      historyApiFallback: true,
      static: { directory: path.resolve(__dirname, 'static/public') },
      proxy: [{ context: ['/api'], target: 'http://127.0.0.1:8080' }],
    },
  };
};

// Tests that bundle a browser module with esbuild (test/e2e/markdown.e2e.ts) define the
// same profile constants the site's bundle gets, from this one place.
module.exports.businessProfileParts = businessProfileParts;
