// `npm run build`: the publishable build in dist/ (remoteEntry.js, mf-manifest.json, chunks).
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import federation from './federation.mjs';

const pkg = JSON.parse(await import('node:fs').then((fs) => fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8')));

const config = {
  mode: 'production',
  context: import.meta.dirname,
  entry: {},
  devtool: 'source-map',
  output: {
    path: path.join(import.meta.dirname, 'dist'),
    // Chunks load from wherever remoteEntry.js was fetched: the registry serves each version from its own folder.
    publicPath: 'auto',
    // Versioned: a tab may run two versions of this remote (a preview left, a new pin swapped in).
    uniqueName: `${federation.name}@${pkg.version}`,
    filename: 'static/js/[name].[contenthash:10].js',
    chunkFilename: 'static/js/[name].[contenthash:10].js',
    crossOriginLoading: 'anonymous',
    clean: true,
  },
  resolve: { extensions: ['.ts', '.tsx', '.js'] },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
        type: 'javascript/auto',
      },
    ],
  },
  plugins: [new ModuleFederationPlugin(federation)],
};

const stats = await new Promise((resolve, reject) => rspack(config, (error, result) => (error ? reject(error) : resolve(result))));
console.log(stats.toString({ preset: 'errors-warnings', colors: false }));
if (stats.hasErrors()) process.exit(1);
console.log(`built ${federation.name} ${pkg.version} in dist/`);
