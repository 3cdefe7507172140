import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type LoaderContext } from '@rspack/core';
import { HOSTED_BUNDLER_RUNTIME } from '../federation-runtime/hosted-bundler-runtime-global.ts';

/**
 * MF's wiring of a bundle, shared by the host with its remotes (issue 22), as the bundler runtime
 * already is (`federation-runtime/`). rspack makes every bundle's MF entry module from one template
 * (`@rspack/core/dist/moduleFederationDefaultRuntime.js`): the bundle's constants (its name, share
 * strategy, runtime plugins…), then the template's body, which wires `__webpack_require__` to the
 * bundler runtime (chunk loading of remotes and shares, container init). The body is the same text
 * in every bundle built by one rspack: 1.3 KiB gzip of every remoteEntry.js, one on every first visit.
 * - In the host, the body becomes a function of the bundle's require and constants, which the host
 *   runs for itself and puts on the hosted bundler runtime's global (`wire`), with the body's
 *   fingerprint (`wiring`).
 * - In a published remote, the body becomes a call of the host's function with the remote's own
 *   require and constants, once the fingerprints agree: a remote built by another rspack stops with
 *   a clear error, as one built by another MF version does.
 * Production builds only (`start` runs each app on its own).
 */

/** The parameters of the host's function: the bundle's require, then the constants the template reads. */
const PARAMETERS = [
  'runtimeRequire',
  '__module_federation_bundler_runtime__',
  '__module_federation_runtime_plugins__',
  '__module_federation_remote_infos__',
  '__module_federation_container_name__',
  '__module_federation_share_strategy__',
  '__module_federation_share_fallbacks__',
  '__module_federation_library_type__',
] as const;

/** How the body starts in a bundle of ours (rspack's default runtime mode: the require is `__webpack_require__`). */
const BODY_START = 'const runtimeRequire=__webpack_require__;';

/** The template's body as rspack writes it into a bundle's MF entry module. */
export function wiringTemplate(): string {
  const fromRspack = createRequire(createRequire(import.meta.url).resolve('@rspack/core'));
  const file = path.join(path.dirname(fromRspack.resolve('@rspack/core')), 'moduleFederationDefaultRuntime.js');
  const code = readFileSync(file, 'utf8');
  const start = code.indexOf('export default function(){');
  if (start === -1) throw new Error(`federation-wiring: no default function in ${file}; check the loader against this rspack version.`);
  // rspack reads the function's body the same way (Template.getFunctionContent of the default export).
  const body = rspack.Template.getFunctionContent(new Function(`return function${code.slice(start + 'export default function'.length)}`)() as () => void);
  return body.replace('__module_federation_runtime_require__', '__webpack_require__');
}

/** The body's fingerprint: host and remote must run the same wiring. */
export const wiringFingerprint = (body: string): string => createHash('sha256').update(body).digest('base64url').slice(0, 16);

export type WiringRole = 'host' | 'remote';

/** The MF entry module of a bundle, its wiring shared (`host`) or taken from the host (`remote`). */
export function federationWiring(source: string, role: WiringRole, template = wiringTemplate()): string {
  const start = source.lastIndexOf(BODY_START);
  const body = start === -1 ? '' : source.slice(start);
  if (body !== template) {
    throw new Error("federation-wiring: the MF entry module does not end with rspack's wiring template; check the loader against this rspack version.");
  }
  const constants = source.slice(0, start);
  const fingerprint = JSON.stringify(wiringFingerprint(body));
  const hosted = `globalThis[${JSON.stringify(HOSTED_BUNDLER_RUNTIME)}]`;
  const args = ['__webpack_require__', ...PARAMETERS.slice(1)].join(',');
  if (role === 'host') {
    const wire = `(${PARAMETERS.join(',')})=>{${body.slice(BODY_START.length)}}`;
    return `${constants}const __casino_wire__=${wire};Object.assign(${hosted},{wire:__casino_wire__,wiring:${fingerprint}});__casino_wire__(${args})`;
  }
  return (
    `${constants}const __casino_hosted__=${hosted};` +
    `if(__casino_hosted__.wiring!==${fingerprint})throw new Error("This remote was built with another rspack than the shell's (its Module Federation wiring differs): rebuild it on the shell's version.");` +
    `__casino_hosted__.wire(${args})`
  );
}

export default function federationWiringLoader(this: LoaderContext<{ role: WiringRole }>, source: string): string {
  return federationWiring(source, this.getOptions().role);
}
