import { parseArgs } from 'node:util';

/** A service's flags: their environment variables are named after them (see {@link readServiceOptions}). */
export interface ServiceFlags<Single extends string, Repeatable extends string> {
  /** `API` names the variables `API_…`. */
  variablePrefix: string;
  /** Flags given once: `--data-dir` is also `<PREFIX>_DATA_DIR`. */
  single: readonly Single[];
  /** Flags that may be repeated: `--cors-origin a --cors-origin b`, or `<PREFIX>_CORS_ORIGINS=a,b`. */
  repeatable?: readonly Repeatable[];
  /** Variables named otherwise than the rule, for names operators already know (`TRUSTED_PROXIES`). */
  variables?: Partial<Record<Single | Repeatable, string>>;
}

/**
 * A service's settings from its command line and environment: a flag wins over its environment
 * variable, which wins over the default. A flag's variable is the prefix and the flag in capitals,
 * plural for a repeatable one (`--signing-key` → `API_SIGNING_KEYS`). Unknown flags are refused
 * (node's `parseArgs`, strict). Each reader checks its value and refuses a bad one with a message
 * that names the flag.
 */
export function readServiceOptions<const Single extends string, const Repeatable extends string = never>(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  flags: ServiceFlags<Single, Repeatable>,
) {
  type Flag = Single | Repeatable;
  const repeatable = new Set<string>(flags.repeatable ?? []);
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: Object.fromEntries([...flags.single, ...repeatable].map((flag) => [flag, { type: 'string', multiple: repeatable.has(flag) }])),
  });
  const variable = (flag: Flag): string | undefined =>
    env[flags.variables?.[flag] ?? `${flags.variablePrefix}_${flag.toUpperCase().replaceAll('-', '_')}${repeatable.has(flag) ? 'S' : ''}`];
  const given = (flag: Flag): string | string[] | undefined => values[flag] as string | string[] | undefined;

  /** The flag's value, else its variable's, else undefined. */
  const maybeText = (flag: Flag): string | undefined => {
    const value = given(flag);
    return (Array.isArray(value) ? value.at(-1) : value) ?? variable(flag);
  };
  const text = (flag: Flag, fallback: string): string => maybeText(flag) ?? fallback;

  return {
    maybeText,
    text,
    /** Whether the flag or its variable was given at all (an empty variable counts: the operator set it). */
    isSet: (flag: Flag): boolean => given(flag) !== undefined || variable(flag) !== undefined,
    /** A repeatable flag's values, else its variable split at commas (trimmed, empty items dropped), else (unset or empty) `fallback`. */
    list(flag: Flag, fallback: readonly string[] = []): string[] {
      const value = given(flag);
      if (Array.isArray(value)) return value;
      if (value !== undefined) return [value];
      const fromEnv = variable(flag);
      if (!fromEnv) return [...fallback];
      return fromEnv
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    },
    /** A TCP port, 0 to 65535 (0: the system picks a free one). */
    port(flag: Flag, fallback: number): number {
      const value = text(flag, String(fallback));
      const port = Number(value);
      if (!/^\d+$/.test(value) || port > 65535) throw new Error(`--${flag} must be a port number, not "${value}".`);
      return port;
    },
    /** A whole number from `min` to `max`. */
    wholeNumber(flag: Flag, fallback: number, min: number, max: number): number {
      const value = text(flag, String(fallback));
      const number = Number(value);
      if (!/^\d+$/.test(value) || number < min || number > max) throw new Error(`--${flag} must be a whole number from ${min} to ${max}, not "${value}".`);
      return number;
    },
    /** `on` or `off`. */
    onOff(flag: Flag, fallback: boolean): boolean {
      const value = text(flag, fallback ? 'on' : 'off');
      if (value !== 'on' && value !== 'off') throw new Error(`--${flag} must be on or off, not "${value}".`);
      return value === 'on';
    },
    /** Fastify's `trustProxy`: the proxies whose X-Forwarded-For names the client, or `false` for none. */
    trustProxy(flag: Flag, fallback: string): string | false {
      const value = text(flag, fallback);
      return value === 'false' ? false : value;
    },
  };
}
