import path from 'node:path';
import { SECURITY_SETTING_DEFAULTS, resolveSecuritySettings, type InlineHashVariables } from '@casino/build-tools/static-root';

export { inlineSourceHashes, staticRootHashes, type InlineHashVariables } from '@casino/build-tools/static-root';

/** The site's nginx config, a template the static image's entrypoint renders with envsubst at container start. */
export const SITE_TEMPLATE = path.join(import.meta.dirname, '..', 'nginx', 'templates', 'casino.conf.template');

/**
 * The site's TLS, rendered into `casino-tls/` beside the main config (which the site's server block
 * includes) only when a certificate is configured.
 */
export const TLS_TEMPLATE = path.join(import.meta.dirname, '..', 'nginx', 'tls', 'casino-tls.conf.template');

/** The TLS template's variables: paths as nginx sees them. */
export type TlsVariables = {
  /** What nginx listens on for TLS: `443` in the container. */
  TLS_LISTEN: string;
  /** PEM: the certificate, then its chain (certbot's fullchain.pem). */
  TLS_CERTIFICATE: string;
  /** PEM: its private key (certbot's privkey.pem). */
  TLS_CERTIFICATE_KEY: string;
  /** The port players reach HTTPS on, where plain HTTP is redirected: 443 in production. */
  HTTPS_PORT: string;
};

/**
 * What ops set per deployment (docker-compose.yml passes each from the environment): the security
 * headers' settings (defined with the headers, in build-tools' security-headers.ts, which the
 * development static server sends too).
 */
export const SETTING_DEFAULTS = { ...SECURITY_SETTING_DEFAULTS } as const;

export type SettingName = keyof typeof SETTING_DEFAULTS;
export type Settings = Record<SettingName, string>;

/** Where things are: differs between a container (`80`, `/srv/casino/site`) and a local run. */
export type PlacementVariables = {
  SITE_LISTEN: string;
  STATIC_ROOT: string;
  NGINX_RESOLVER: string;
  API_UPSTREAM: string;
  /** The registry's beacon listener (players' load beacons, at `/beacons`); its ops API and console are never proxied. */
  REGISTRY_BEACON_UPSTREAM: string;
  /** The folder `/.well-known/acme-challenge/` is served from (certbot's `--webroot` folder). */
  ACME_WEBROOT: string;
};

export type TemplateVariables = Settings & InlineHashVariables & PlacementVariables;

const TEMPLATE_VARIABLE = /\$\{([A-Z][A-Z0-9_]*)\}/g;

/** The `${NAME}` variables a template uses, in order of first use. */
export function templateVariableNames(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(TEMPLATE_VARIABLE), (match) => match[1] ?? ''))];
}

/**
 * envsubst as the static image's entrypoint runs it, but strict: a `${NAME}` with no value is an error here,
 * where envsubst would leave it for nginx to reject at start-up as an unknown variable.
 */
export function renderTemplate(template: string, variables: Readonly<Record<string, string>>): string {
  const missing = templateVariableNames(template).filter((name) => !(name in variables));
  if (missing.length > 0) throw new Error(`The nginx template needs ${missing.join(', ')}.`);
  return template.replace(TEMPLATE_VARIABLE, (_whole, name: string) => variables[name] ?? '');
}

/** Settings with defaults filled in, each checked so it cannot break the header or the config. */
export function resolveSettings(overrides: Partial<Readonly<Record<string, string | undefined>>> = {}): Settings {
  return resolveSecuritySettings(overrides);
}

/**
 * The hashes as a `.envsh` file, which the static image's entrypoint sources before envsubst
 * (written at image build from the same index.html the image seeds into the static root).
 */
export function inlineHashesEnvScript(hashes: InlineHashVariables): string {
  return [
    "# Written at image build by deploy/src/write-inline-hashes.ts from the shell's index.html.",
    `export CSP_STYLE_HASHES="${hashes.CSP_STYLE_HASHES}"`,
    `export CSP_SCRIPT_HASHES="${hashes.CSP_SCRIPT_HASHES}"`,
    '',
  ].join('\n');
}
