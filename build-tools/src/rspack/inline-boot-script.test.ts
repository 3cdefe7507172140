import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { rspack, type Configuration, type Stats } from '@rspack/core';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineSourceHashes } from '../static-root/security-headers.ts';
import { escapeInlineScript, InlineBootScriptPlugin } from './inline-boot-script.ts';

describe('escapeInlineScript', () => {
  it('keeps a string that names the closing tag or an HTML comment from ending the element', () => {
    const code = 'const a = "</script><!--"; const b = "</SCRIPT>";';
    const escaped = escapeInlineScript(code);
    expect(escaped).not.toMatch(/<\/script/i);
    expect(escaped).not.toContain('<!--');
    // The same program: the escapes mean the same characters in a JS string.
    expect(runInNewContext(`${escaped}; [a, b]`)).toEqual(['</script><!--', '</SCRIPT>']);
  });
});

describe("the host's page with its boot script inline", () => {
  const appDir = mkdtempSync(path.join(tmpdir(), 'boot-script-'));
  afterAll(() => rmSync(appDir, { recursive: true, force: true }));

  it('runs the boot script, bundled with what it imports, while the page is parsed, before any script file of the page', async () => {
    mkdirSync(path.join(appDir, 'src'), { recursive: true });
    writeFileSync(path.join(appDir, 'src', 'main.ts'), "console.log('main');\n");
    writeFileSync(path.join(appDir, 'src', 'early.ts'), "export const early = (): string => 'booted </script>';\n");
    writeFileSync(path.join(appDir, 'src', 'boot.ts'), "import { early } from './early.ts';\n(globalThis as unknown as { booted: string }).booted = early();\n");
    const swcRule = { test: /\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' } } }, type: 'javascript/auto' as const };
    const app: Configuration = {
      mode: 'production',
      context: appDir,
      entry: { main: './src/main.ts' },
      output: { path: path.join(appDir, 'dist'), filename: 'static/js/[name].[contenthash:10].js', clean: true },
      resolve: { extensions: ['.ts', '.js'] },
      module: { rules: [swcRule] },
      plugins: [new rspack.HtmlRspackPlugin({ scriptLoading: 'defer' }), new InlineBootScriptPlugin(path.join(appDir, 'src', 'boot.ts'), [swcRule])],
    };
    const stats = await new Promise<Stats | undefined>((resolve, reject) => rspack(app).run((error, result) => (error ? reject(error) : resolve(result))));
    expect(stats?.hasErrors(), stats?.toString({ all: false, errors: true })).toBe(false);

    const html = readFileSync(path.join(appDir, 'dist', 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    const inline = scripts.filter((script) => !/\ssrc=/.test(script[1] ?? ''));
    expect(inline).toHaveLength(1);
    // In the head, after the script tags (their downloads are asked for first): the files are all
    // deferred, so the boot script, run as the parser meets it, runs before any of them.
    expect(html.indexOf(inline[0]![0])).toBeLessThan(html.indexOf('</head>'));
    const files = scripts.filter((script) => /\ssrc=/.test(script[1] ?? ''));
    expect(files.map((script) => script[1])).toEqual([expect.stringMatching(/\bdefer\b.*src="[^"]*main\.[0-9a-f]{10}\.js"/)]);
    expect(html.indexOf(files[0]![0])).toBeLessThan(html.indexOf(inline[0]![0]));
    const boot = inline[0]?.[2] ?? '';
    expect(boot).not.toMatch(/import|require|<\/script/i);
    const page: { booted?: string } = {};
    runInNewContext(boot, { globalThis: page });
    expect(page.booted).toBe('booted </script>');
    // The CSP names it by the hash of what the page holds.
    expect(inlineSourceHashes(html).CSP_SCRIPT_HASHES.split(' ')).toHaveLength(1);
  });
});
