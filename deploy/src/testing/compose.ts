import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

export interface ComposeService {
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  expose?: string[];
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
}

/** docker-compose.yml as compose reads it (before interpolation). */
export const compose = parse(readFileSync(path.join(REPOSITORY_ROOT, 'docker-compose.yml'), 'utf8')) as ComposeFile;

/**
 * Compose's interpolation of one value: `${NAME:-default}` and `${NAME:?message}` (which fails
 * without NAME), from `variables`, as `docker compose up` would do it with them set.
 */
export function interpolate(value: string, variables: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_whole, name: string, kind: string | undefined, rest: string | undefined) => {
    const set = variables[name];
    if (set !== undefined && set !== '') return set;
    if (kind === '?') throw new Error(`${name}: ${rest ?? 'required'}`);
    return kind === '-' ? (rest ?? '') : '';
  });
}

/** A service's environment in compose, interpolated with `variables`. */
export function serviceEnvironment(service: string, variables: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(compose.services[service]?.environment ?? {}).map(([name, value]) => [name, interpolate(String(value), variables)]));
}
