import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { federationRuntimeFiles } from '../create-app-config.ts';
import { PRELOAD_REMOTE_LEFT_OUT, federationAsConfigured } from './federation-as-configured.ts';

const files = federationRuntimeFiles();
/** The installed runtime core's `dist` folder, the copy the builds bundle. */
const runtimeCoreDist = path.dirname(files.esmBeside(files.runtimeCore));
const installed = (file: string) => {
  const full = path.join(runtimeCoreDist, file);
  return { full, source: readFileSync(full, 'utf8') };
};

describe('federationAsConfigured, on the installed MF runtime (an upgrade that moves its text fails here)', () => {
  it('builds the disabled snapshot handler when the snapshot plugin is off', () => {
    const { full, source } = installed('core.js');
    const rewritten = federationAsConfigured(source, full);
    expect(rewritten).toContain('this.snapshotHandler = USE_REMOTE && USE_SNAPSHOT ? new SnapshotHandler(this) : new DisabledSnapshotHandler();');
    // USE_SNAPSHOT is the flag disableSnapshot defines, as MF itself reads it for the snapshot plugin.
    expect(rewritten).toMatch(/const USE_SNAPSHOT = typeof FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN === "boolean"/);
  });

  it('leaves preloadRemote saying why it is not there, and the preload helpers unimported', () => {
    const { full, source } = installed('remote/index.js');
    expect(source).toContain('host.snapshotHandler.loadRemoteSnapshotInfo');
    const rewritten = federationAsConfigured(source, full);
    // What is left of the handler is removeRemote's, on the manifest cache the disabled one has not got.
    expect(rewritten.match(/snapshotHandler.*/g)).toEqual(['snapshotHandler.manifestCache?.delete(remote.entry);']);
    expect(rewritten).not.toContain('utils/preload.js');
    expect(rewritten).not.toMatch(/\bformatPreloadArgs\b|\bpreloadAssets\b/);
    expect(rewritten).toContain(`async preloadRemote() {\n\t\tthrow new Error(${JSON.stringify(PRELOAD_REMOTE_LEFT_OUT)});\n\t}`);
    // The methods around it stay whole.
    for (const method of ['async loadRemote(', 'registerRemotes(', 'async getRemoteModuleAndOptions(']) expect(rewritten).toContain(method);
  });

  it("leaves out the bundler runtime's shared tree shaking, which no share of ours can ask for", () => {
    const dist = path.dirname(files.bundlerRuntimeEsm);
    const init = path.join(dist, 'init.js');
    const initSource = readFileSync(init, 'utf8');
    expect(initSource).toContain('treeShakingSharePlugin');
    const rewrittenInit = federationAsConfigured(initSource, init);
    expect(rewrittenInit).not.toMatch(/treeShaking|helpers|getRemoteEntry|getGlobalSnapshotInfoByModuleInfo/);
    // What init does for every bundle stays: its runtime's instance, made from its options.
    expect(rewrittenInit).toContain('if (!initOptions) throw new Error("initOptions is required!");');
    expect(rewrittenInit).toContain('return runtime.init(initOptions);');

    const index = path.join(dist, 'index.js');
    const rewrittenIndex = federationAsConfigured(readFileSync(index, 'utf8'), index);
    expect(rewrittenIndex).toContain('getSharedFallbackGetter: void 0');
    // The runtime's init alone, the one function of it the bundler runtime still calls.
    expect(rewrittenIndex).not.toContain('import * as runtime');
    expect(rewrittenIndex).toContain('const runtime = { init: runtimeInit };');
    expect(rewrittenIndex).toMatch(/consumes: USE_SHARED \? consumes : void 0/);
  });

  it('fails the build, naming the file, when the text it rewrites is not there', () => {
    expect(() => federationAsConfigured('var ModuleFederation = class {};', '/x/runtime-core/dist/core.js')).toThrow(/not in MF's core\.js any more/);
    expect(() => federationAsConfigured('var RemoteHandler = class {};', '/x/runtime-core/dist/remote/index.js')).toThrow(
      /not in MF's remote\/index\.js any more/,
    );
  });

  it('leaves every other file as it was', () => {
    const { full, source } = installed('shared/index.js');
    expect(federationAsConfigured(source, full)).toBe(source);
  });
});
