import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { federationRuntimeFiles } from '../create-app-config.ts';
import { PRELOAD_REMOTE_LEFT_OUT, federationWithoutSnapshot } from './federation-without-snapshot.ts';

/** The installed runtime core's `dist` folder, the copy the builds bundle. */
const runtimeCoreDist = path.dirname(federationRuntimeFiles().esmBeside(federationRuntimeFiles().runtimeCore));
const installed = (file: string) => {
  const full = path.join(runtimeCoreDist, file);
  return { full, source: readFileSync(full, 'utf8') };
};

describe('federationWithoutSnapshot, on the installed MF runtime core (an upgrade that moves its text fails here)', () => {
  it('builds the disabled snapshot handler when the snapshot plugin is off', () => {
    const { full, source } = installed('core.js');
    const rewritten = federationWithoutSnapshot(source, full);
    expect(rewritten).toContain('this.snapshotHandler = USE_REMOTE && USE_SNAPSHOT ? new SnapshotHandler(this) : new DisabledSnapshotHandler();');
    // USE_SNAPSHOT is the flag disableSnapshot defines, as MF itself reads it for the snapshot plugin.
    expect(rewritten).toMatch(/const USE_SNAPSHOT = typeof FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN === "boolean"/);
  });

  it('leaves preloadRemote saying why it is not there, and the preload helpers unimported', () => {
    const { full, source } = installed('remote/index.js');
    expect(source).toContain('host.snapshotHandler.loadRemoteSnapshotInfo');
    const rewritten = federationWithoutSnapshot(source, full);
    // What is left of the handler is removeRemote's, on the manifest cache the disabled one has not got.
    expect(rewritten.match(/snapshotHandler.*/g)).toEqual(['snapshotHandler.manifestCache?.delete(remote.entry);']);
    expect(rewritten).not.toContain('utils/preload.js');
    expect(rewritten).not.toMatch(/\bformatPreloadArgs\b|\bpreloadAssets\b/);
    expect(rewritten).toContain(`async preloadRemote() {\n\t\tthrow new Error(${JSON.stringify(PRELOAD_REMOTE_LEFT_OUT)});\n\t}`);
    // The methods around it stay whole.
    for (const method of ['async loadRemote(', 'registerRemotes(', 'async getRemoteModuleAndOptions(']) expect(rewritten).toContain(method);
  });

  it("leaves out the bundler runtime's read of a host snapshot, and the runtime helpers it took", () => {
    const init = path.join(path.dirname(federationRuntimeFiles().bundlerRuntimeEsm), 'init.js');
    const source = readFileSync(init, 'utf8');
    const rewritten = federationWithoutSnapshot(source, init);
    expect(source).toContain('helpers.global.getGlobalSnapshotInfoByModuleInfo(');
    expect(rewritten).not.toContain('helpers');
    expect(rewritten).toContain('const hostGlobalSnapshot = void 0;');
    // The plugin still returns the init arguments when the snapshot is missing, as before.
    expect(rewritten).toContain('if (!hostGlobalSnapshot || !("shared" in hostGlobalSnapshot)) return args;');
  });

  it('fails the build, naming the file, when the text it rewrites is not there', () => {
    expect(() => federationWithoutSnapshot('var ModuleFederation = class {};', '/x/runtime-core/dist/core.js')).toThrow(/not in MF's core\.js any more/);
    expect(() => federationWithoutSnapshot('var RemoteHandler = class {};', '/x/runtime-core/dist/remote/index.js')).toThrow(
      /not in MF's remote\/index\.js any more/,
    );
  });

  it('leaves every other file as it was', () => {
    const { full, source } = installed('shared/index.js');
    expect(federationWithoutSnapshot(source, full)).toBe(source);
  });
});
