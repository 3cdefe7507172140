import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  API_SECURITY_HEADERS,
  DOCUMENT_SECURITY_HEADERS,
  SITE_SECURITY_HEADERS,
  nginxApiHeaderLines,
  nginxApiMaps,
  nginxDocumentHeaderLines,
  nginxDocumentMaps,
  nginxHeaderLines,
} from '@casino/build-tools/static-root';
import {
  SETTING_DEFAULTS,
  SITE_TEMPLATE,
  TLS_TEMPLATE,
  inlineHashesEnvScript,
  inlineSourceHashes,
  renderTemplate,
  resolveSettings,
  templateVariableNames,
} from './nginx-config.ts';

describe('renderTemplate', () => {
  it('fills the upper-case variables and leaves nginx variables alone', () => {
    const text = renderTemplate('root ${STATIC_ROOT}; add_header X $casino_hsts; try_files $uri =404;', { STATIC_ROOT: '/srv/site' });
    expect(text).toBe('root /srv/site; add_header X $casino_hsts; try_files $uri =404;');
  });

  it('refuses a template variable without a value, naming it', () => {
    expect(() => renderTemplate('listen ${SITE_LISTEN}; root ${STATIC_ROOT};', { SITE_LISTEN: '80' })).toThrow('STATIC_ROOT');
  });

  it("sends the site's security headers and the API's from build-tools' one definition (the development static server sends the same)", () => {
    const lines = readFileSync(SITE_TEMPLATE, 'utf8')
      .split('\n')
      .map((line) => line.trim());
    const block = (wanted: string[], from = 0) =>
      lines.findIndex((_, start) => start >= from && wanted.every((line, offset) => lines[start + offset] === line));
    // The server's block, which every static location inherits: every answer's headers, then a
    // document's policies through their maps (an empty value sends no header).
    expect(block([...nginxHeaderLines(SITE_SECURITY_HEADERS), ...nginxDocumentHeaderLines(DOCUMENT_SECURITY_HEADERS)])).toBeGreaterThan(-1);
    expect(block(nginxDocumentMaps(DOCUMENT_SECURITY_HEADERS))).toBeGreaterThan(-1);
    // The /api/ location repeats the ones every answer needs (its own add_header ends the inheritance).
    // The /api/ location sends the ones every answer needs where the API sent none, through their maps.
    const api = lines.indexOf('location /api/ {');
    expect(api).toBeGreaterThan(-1);
    expect(block(nginxApiHeaderLines(API_SECURITY_HEADERS), api)).toBeLessThan(lines.indexOf('}', api));
    expect(block(nginxApiHeaderLines(API_SECURITY_HEADERS), api)).toBeGreaterThan(api);
    expect(block(nginxApiMaps(API_SECURITY_HEADERS))).toBeGreaterThan(-1);
    // So does the /beacons location (the registry's beacon listener answers with its own headers).
    const beacons = lines.indexOf('location = /beacons {');
    expect(beacons).toBeGreaterThan(-1);
    expect(block(nginxApiHeaderLines(API_SECURITY_HEADERS), beacons)).toBeLessThan(lines.indexOf('}', beacons));
    expect(block(nginxApiHeaderLines(API_SECURITY_HEADERS), beacons)).toBeGreaterThan(beacons);
    // No other header line names a security header (the 413 answer's nosniff aside): one definition, not two.
    const names = [...SITE_SECURITY_HEADERS, ...DOCUMENT_SECURITY_HEADERS, ...API_SECURITY_HEADERS].map(([name]) => name);
    const mentions = lines.filter((line) => names.some((name) => line.startsWith(`add_header ${name} `)));
    expect(mentions).toHaveLength(SITE_SECURITY_HEADERS.length + DOCUMENT_SECURITY_HEADERS.length + 2 * API_SECURITY_HEADERS.length + 1);
    // Each policy's text is in its map alone.
    for (const [name, template] of DOCUMENT_SECURITY_HEADERS)
      expect(
        lines.filter((line) => line.includes(template)),
        name,
      ).toHaveLength(1);
  });

  it('the site template uses exactly the documented variables', () => {
    const names = templateVariableNames(readFileSync(SITE_TEMPLATE, 'utf8'));
    expect(names.sort()).toEqual(
      [
        ...Object.keys(SETTING_DEFAULTS),
        'CSP_STYLE_HASHES',
        'CSP_SCRIPT_HASHES',
        'SITE_LISTEN',
        'STATIC_ROOT',
        'NGINX_RESOLVER',
        'API_UPSTREAM',
        'REGISTRY_BEACON_UPSTREAM',
        'ACME_WEBROOT',
      ].sort(),
    );
  });

  it('the TLS template uses exactly its documented variables', () => {
    const names = templateVariableNames(readFileSync(TLS_TEMPLATE, 'utf8'));
    expect(names.sort()).toEqual(['TLS_LISTEN', 'TLS_CERTIFICATE', 'TLS_CERTIFICATE_KEY', 'HTTPS_PORT'].sort());
  });
});

describe('settings', () => {
  it('defaults to no extra origins and framing by this origin only', () => {
    const settings = resolveSettings({});
    expect(settings.CSP_REMOTE_ORIGINS).toBe('');
    expect(settings.CSP_FRAME_ANCESTORS).toBe("'self'");
  });

  it('takes origins from the environment, ignoring other variables', () => {
    const settings = resolveSettings({ CSP_REMOTE_ORIGINS: ' https://cdn.example.com https://preview.example.com ', HOME: '/root' });
    expect(settings.CSP_REMOTE_ORIGINS).toBe('https://cdn.example.com https://preview.example.com');
    expect(settings).not.toHaveProperty('HOME');
  });

  it('refuses values that would end the directive or the header', () => {
    expect(() => resolveSettings({ CSP_GAME_ORIGINS: "https://games.example.com; script-src 'unsafe-eval'" })).toThrow('CSP_GAME_ORIGINS');
    expect(() => resolveSettings({ CSP_IMG_ORIGINS: 'https://a.example.com"; add_header X y' })).toThrow('CSP_IMG_ORIGINS');
  });

  it('an empty frame-ancestors list means nobody may frame the site', () => {
    expect(resolveSettings({ CSP_FRAME_ANCESTORS: '' }).CSP_FRAME_ANCESTORS).toBe("'none'");
  });
});

describe('inline source hashes', () => {
  it('hashes the exact text of each inline style and script, not scripts with src', () => {
    const hashes = inlineSourceHashes(
      '<head><style>body{}</style><script defer src="main.js"></script><script>window.x = 1;</script>' +
        '<style media="screen">\n  html { color: red; }\n</style></head>',
    );
    expect(hashes.CSP_STYLE_HASHES).toBe("'sha256-fJgEClQWV1hGkK4qHMO0KotTsVnMYMXTq7/suurGyUo=' 'sha256-66odmCiY2vZT89/otZeLXHE+o/575uC2KZB9bfkvE90='");
    expect(hashes.CSP_SCRIPT_HASHES).toBe("'sha256-U1BU0BfAhaBREBgsEDDctSYokOF3U7hQUIj6mrtukfw='");
  });

  it('a page without inline sources needs no hash', () => {
    expect(inlineSourceHashes('<script src="a.js"></script>')).toEqual({ CSP_STYLE_HASHES: '', CSP_SCRIPT_HASHES: '' });
  });

  describe('as the .envsh the nginx image sources', () => {
    let dir = '';
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('gives the shell the same values', () => {
      dir = mkdtempSync(path.join(tmpdir(), 'inline-hashes-'));
      const file = path.join(dir, '15-casino-inline-hashes.envsh');
      const hashes = inlineSourceHashes('<style>body{}</style>');
      writeFileSync(file, inlineHashesEnvScript(hashes));
      const seen = execFileSync('sh', ['-c', `. "${file}"; printf '%s|%s' "$CSP_STYLE_HASHES" "$CSP_SCRIPT_HASHES"`], { encoding: 'utf8' });
      expect(seen).toBe(`${hashes.CSP_STYLE_HASHES}|`);
    });
  });
});
