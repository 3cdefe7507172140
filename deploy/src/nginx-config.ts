import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SECURITY_HEADER_DEFAULTS, inlineSourceHashes, type InlineHashVariables } from '@casino/build-tools/static-root';

export { inlineSourceHashes, type InlineHashVariables };

/** The site's nginx config, a template the nginx image renders with envsubst at container start. */
export const SITE_TEMPLATE = path.join(import.meta.dirname, '..', 'nginx', 'templates', 'casino.conf.template');

/**
 * What ops set per deployment (docker-compose.yml passes each from the environment). Origins are
 * space-separated CSP sources such as `https://cdn.example.com`.
 */
export const SETTING_DEFAULTS = {
  /** The security headers' settings (CSP sources, frame ancestors, Permissions-Policy): one definition with the static server's. */
  ...SECURITY_HEADER_DEFAULTS,
  /** Host name of the registry's console and API. */
  REGISTRY_SERVER_NAME: 'registry.localhost',
} as const;

export type SettingName = keyof typeof SETTING_DEFAULTS;
export type Settings = Record<SettingName, string>;


/** Where things are: differs between a container (`80`, `/srv/casino/site`) and a local run. */
export type PlacementVariables = {
  SITE_LISTEN: string;
  STATIC_ROOT: string;
  NGINX_RESOLVER: string;
  API_UPSTREAM: string;
  REGISTRY_UPSTREAM: string;
};

export type TemplateVariables = Settings & InlineHashVariables & PlacementVariables;

const TEMPLATE_VARIABLE = /\$\{([A-Z][A-Z0-9_]*)\}/g;

/** The `${NAME}` variables a template uses, in order of first use. */
export function templateVariableNames(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(TEMPLATE_VARIABLE), (match) => match[1] ?? ''))];
}

/**
 * envsubst as the nginx image runs it, but strict: a `${NAME}` with no value is an error here,
 * where envsubst would leave it for nginx to reject at start-up as an unknown variable.
 */
export function renderTemplate(template: string, variables: Readonly<Record<string, string>>): string {
  const missing = templateVariableNames(template).filter((name) => !(name in variables));
  if (missing.length > 0) throw new Error(`The nginx template needs ${missing.join(', ')}.`);
  return template.replace(TEMPLATE_VARIABLE, (_whole, name: string) => variables[name] ?? '');
}

/** A CSP source list must not end the directive, the header or the nginx string it sits in. */
const UNSAFE_IN_SOURCE_LIST = /[;,"\\\n\r$]/;

/** Settings with defaults filled in, each checked so it cannot break the header or the config. */
export function resolveSettings(overrides: Partial<Readonly<Record<string, string | undefined>>> = {}): Settings {
  const settings = { ...SETTING_DEFAULTS } as Settings;
  for (const name of Object.keys(SETTING_DEFAULTS) as SettingName[]) {
    const value = overrides[name];
    if (value === undefined) continue;
    const trimmed = value.trim();
    const unsafe = name === 'PERMISSIONS_POLICY' ? /["\\\n\r$;]/ : UNSAFE_IN_SOURCE_LIST;
    if (unsafe.test(trimmed)) throw new Error(`${name} may not contain ; , " \\ $ or line breaks: "${value}".`);
    settings[name] = name === 'CSP_FRAME_ANCESTORS' && trimmed === '' ? "'none'" : trimmed;
  }
  return settings;
}

/** {@link inlineSourceHashes} of the index.html at the root of a static root ('' when there is none). */
export function staticRootHashes(staticRoot: string): InlineHashVariables {
  let html = '';
  try {
    html = readFileSync(path.join(staticRoot, 'index.html'), 'utf8');
  } catch {
    // A static root without a shell (a remotes-only origin) has no inline source to allow.
  }
  return inlineSourceHashes(html);
}

/**
 * The hashes as a `.envsh` file, which the nginx image's entrypoint sources before envsubst
 * (written at image build from the same index.html the image seeds into the static root).
 */
export function inlineHashesEnvScript(hashes: InlineHashVariables): string {
  return [
    '# Written at image build by deploy/src/write-inline-hashes.ts from the shell\'s index.html.',
    `export CSP_STYLE_HASHES="${hashes.CSP_STYLE_HASHES}"`,
    `export CSP_SCRIPT_HASHES="${hashes.CSP_SCRIPT_HASHES}"`,
    '',
  ].join('\n');
}
