import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** Comfortably above the 1 KiB from which the static tier compresses. */
const padding = (label: string) => `/* ${label} */\n${'var padding = "0123456789abcdef";\n'.repeat(120)}`;

/** The inline boot style of the fixture's index.html; the CSP must allow exactly this by hash. */
export const FIXTURE_BOOT_STYLE = '\n      html, body { margin: 0; background: #0b1324; }\n    ';

/** A small static root laid out as `pnpm build` lays out dist/site (file → content). */
export const FIXTURE_FILES: Readonly<Record<string, string | Buffer>> = {
  'index.html': `<!doctype html><html><head><title>fixture site</title><style>${FIXTURE_BOOT_STYLE}</style><script defer src="static/js/main.a2062fe59c.js"></script></head><body><div id="root"></div></body></html>`,
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'sw.js': padding('service worker'),
  'mf-manifest.json': '{"name":"shell"}',
  'remotes/mfe-lobby/versions.json': '{"format":1,"remote":"mfe-lobby","versions":[]}',
  'static/js/main.a2062fe59c.js': padding('shell main chunk'),
  'static/css/454.6221429e71.css': 'body{color:#fff}',
  // A build that ships its own gzip: gzip_static must send these bytes as they are.
  'static/js/pre.0123456789.js': 'the plain file',
  'static/js/pre.0123456789.js.gz': gzipSync('the pre-compressed file'),
  // And its brotli copy (the build writes one beside every content-hashed script): brotli_static.
  'static/js/pre.0123456789.js.br': brotliCompressSync('the brotli file'),
  'brands/hosts.json': '{"format":1,"hosts":{}}',
  'brands/india/remotes.json': '{"format":1,"brand":"india","remotes":{}}',
  'remotes/mfe-lobby/1.0.0/remoteEntry.js': padding('remote entry'),
  'remotes/mfe-lobby/1.0.0/mf-manifest.json': '{"name":"mfe-lobby"}',
  'remotes/mfe-lobby/1.0.0/static/js/12.abcdef0123.js': padding('remote chunk'),
  'remotes/mfe-lobby/1.0.0/static/css/414.0809a15c58.css': 'a{color:red}',
};

/** What `secret.txt`, beside the static root, holds: never served. */
export const FIXTURE_SECRET = 'a file beside the static root';

/** Writes {@link FIXTURE_FILES} into `site/` of a new temp folder, `secret.txt` beside it. */
export function writeFixtureSite(): string {
  const parent = mkdtempSync(path.join(tmpdir(), 'casino-site-'));
  writeFileSync(path.join(parent, 'secret.txt'), FIXTURE_SECRET);
  const root = path.join(parent, 'site');
  for (const [file, content] of Object.entries(FIXTURE_FILES)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

export function removeFixtureSite(root: string): void {
  rmSync(path.dirname(root), { recursive: true, force: true });
}
