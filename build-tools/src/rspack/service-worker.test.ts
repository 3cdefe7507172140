import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { rspack, type Configuration, type Stats } from '@rspack/core';
import { afterAll, describe, expect, it } from 'vitest';
import { brotliFilesPlugin } from './create-app-config.ts';
import { isPrecached, serviceWorkerPlugin } from './service-worker.ts';

describe('isPrecached', () => {
  it("precaches the app's hashed chunks, styles, static files and the offline page", () => {
    expect(isPrecached('static/js/main.0123abcdef.js')).toBe(true);
    expect(isPrecached('static/css/2142.0123abcdef.css')).toBe(true);
    expect(isPrecached('offline.html')).toBe(true);
    expect(isPrecached('offline.js')).toBe(true);
  });

  it('leaves out the page, what points at versions, maps, brotli copies, licences and on-demand chunks', () => {
    for (const file of ['index.html', 'sw.js', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'static/js/main.0123abcdef.js.map', 'static/js/main.0123abcdef.js.br']) {
      expect(isPrecached(file), file).toBe(false);
    }
    expect(isPrecached('static/js/main.0123abcdef.js.LICENSE.txt')).toBe(false);
    expect(isPrecached('static/js/on-demand-firebase.0123abcdef.js')).toBe(false);
  });
});

describe("the worker's build (workbox's InjectManifest in the app's rspack build)", () => {
  const appDir = mkdtempSync(path.join(tmpdir(), 'sw-build-'));
  afterAll(() => rmSync(appDir, { recursive: true, force: true }));

  it("writes the app's precache list into /sw.js and ships the offline page's script", async () => {
    mkdirSync(path.join(appDir, 'src', 'pwa'), { recursive: true });
    // Over the 1 KiB from which the build writes a brotli copy.
    writeFileSync(path.join(appDir, 'src', 'main.ts'), `import('./late').then((late) => console.log(late.default, '${'a compressible sentence '.repeat(60)}'));\n`);
    writeFileSync(path.join(appDir, 'src', 'late.ts'), "export default 'late';\n");
    writeFileSync(path.join(appDir, 'src', 'pwa', 'sw.ts'), 'console.log((self as unknown as { __WB_MANIFEST: unknown }).__WB_MANIFEST);\n');
    writeFileSync(path.join(appDir, 'src', 'pwa', 'offline.ts'), "document.title = 'offline';\n");
    const swcRule = { test: /\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' } } }, type: 'javascript/auto' };
    const app: Configuration = {
      mode: 'production',
      context: appDir,
      entry: { main: './src/main.ts' },
      output: { path: path.join(appDir, 'dist'), publicPath: 'auto', filename: 'static/js/[name].[contenthash:10].js', clean: true },
      resolve: { extensions: ['.ts', '.js'] },
      module: { rules: [swcRule] },
      plugins: [new rspack.HtmlRspackPlugin(), brotliFilesPlugin(), await serviceWorkerPlugin(appDir)],
    };
    const stats = await new Promise<Stats | undefined>((resolve, reject) => rspack(app).run((error, result) => (error ? reject(error) : resolve(result))));
    expect(stats?.hasErrors(), stats?.toString({ all: false, errors: true })).toBe(false);

    const worker = readFileSync(path.join(appDir, 'dist', 'sw.js'), 'utf8');
    expect(worker).not.toContain('__WB_MANIFEST');
    const list = JSON.parse((/\[\{.*\}\]/.exec(worker)?.[0] ?? '[]').replaceAll("'", '"')) as { url: string; revision: string | null }[];
    const urls = list.map((entry) => entry.url);
    expect(urls).toContain('/offline.js');
    expect(urls.filter((url) => /^\/static\/js\/(main|\d+)\.[0-9a-f]{10}\.js$/.test(url))).toHaveLength(2);
    expect(urls).not.toContain('/index.html');
    // The brotli copies are the server's to choose: the worker asks for the file itself.
    const main = urls.find((url) => url.startsWith('/static/js/main.'))!;
    const mainBytes = readFileSync(path.join(appDir, 'dist', main));
    expect(brotliDecompressSync(readFileSync(path.join(appDir, 'dist', `${main}.br`)))).toEqual(mainBytes);
    expect(urls.filter((url) => url.endsWith('.br'))).toEqual([]);
    expect(urls).not.toContain('/sw.js');
    // A content-hashed name is its own revision; the offline page's script is revisioned by its content.
    expect(list.find((entry) => entry.url.startsWith('/static/js/main.'))?.revision).toBeNull();
    expect(list.find((entry) => entry.url === '/offline.js')?.revision).toMatch(/^[0-9a-f]{32}$/);
    expect(readFileSync(path.join(appDir, 'dist', 'offline.js'), 'utf8')).toContain('offline');
  });
});
