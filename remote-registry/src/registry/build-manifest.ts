import * as z from 'zod';

/** One shared module as a build's `mf-manifest.json` declares it. */
export interface SharedDeclaration {
  name: string;
  /** The version the build was made with (the one it ships as its own fallback copy). */
  version: string;
  requiredVersion?: string;
  singleton: boolean;
  /**
   * Whether the build carries its own copy (its manifest lists the copy's files): false for a
   * module it takes from the shell (`import: false`), undefined when the manifest does not say.
   */
  ownCopy?: boolean;
}

/** What the registry reads from a build's (or the shell's) `mf-manifest.json`. */
export interface BuildManifest {
  name: string;
  /** `version` of the app's package.json at build time. */
  buildVersion: string | undefined;
  exposes: string[];
  shared: SharedDeclaration[];
  /** The Module Federation plugin's version the build was made with (`metaData.pluginVersion`), when it says. */
  federationVersion: string | undefined;
  /** The global its remoteEntry.js assigns the container to (`metaData.globalName`), when it says. */
  globalName: string | undefined;
}

// Loose objects: the MF plugin adds fields release by release; only these few are relied on.
const manifestSchema = z.looseObject({
  name: z.string().min(1),
  metaData: z.optional(
    z.looseObject({
      buildInfo: z.optional(z.looseObject({ buildVersion: z.optional(z.string()) })),
      pluginVersion: z.optional(z.string()),
      globalName: z.optional(z.string()),
    }),
  ),
  exposes: z.array(z.looseObject({ path: z.string() })),
  shared: z.array(
    z.looseObject({
      name: z.string().min(1),
      version: z.string(),
      requiredVersion: z.optional(z.string()),
      singleton: z.optional(z.boolean()),
      assets: z.optional(z.looseObject({ js: z.optional(z.looseObject({ sync: z.optional(z.array(z.string())), async: z.optional(z.array(z.string())) })) })),
    }),
  ),
});

/** Parses the text of an `mf-manifest.json`; throws an Error naming each problem. */
export function parseBuildManifest(text: string): BuildManifest {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`mf-manifest.json is not JSON (${(error as Error).message})`, { cause: error });
  }
  const result = manifestSchema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`mf-manifest.json is not a Module Federation manifest: ${problems.join('; ')}`);
  }
  const manifest = result.data;
  return {
    name: manifest.name,
    buildVersion: manifest.metaData?.buildInfo?.buildVersion,
    federationVersion: manifest.metaData?.pluginVersion,
    globalName: manifest.metaData?.globalName,
    exposes: manifest.exposes.map((expose) => expose.path),
    shared: manifest.shared.map((shared) => ({
      name: shared.name,
      version: shared.version,
      ...(shared.requiredVersion === undefined ? {} : { requiredVersion: shared.requiredVersion }),
      singleton: shared.singleton === true,
      ...(shared.assets?.js === undefined ? {} : { ownCopy: (shared.assets.js.sync?.length ?? 0) + (shared.assets.js.async?.length ?? 0) > 0 }),
    })),
  };
}

/**
 * The entries of each `moduleIdToConsumeDataMapping` object in a script, as text, without what is
 * nested in them (the fallback getter's body). Strings are skipped so that braces in them do not count.
 */
function consumeDataEntries(script: string): string[] {
  const entries: string[] = [];
  // Where the mapping is defined (`…Mapping = {` in webpack's runtime, `…Mapping:{` in rspack's), not read.
  const start = /moduleIdToConsumeDataMapping\s*[:=]\s*\{/g;
  for (let match = start.exec(script); match !== null; match = start.exec(script)) {
    let index = match.index + match[0].length - 1;
    let depth = 0;
    let quote: string | null = null;
    let current = '';
    for (; index < script.length; index++) {
      const char = script[index] ?? '';
      if (depth === 2) current += char;
      if (quote !== null) {
        if (char === '\\') {
          index++;
          if (depth === 2) current += script[index] ?? '';
        } else if (char === quote) quote = null;
        continue;
      }
      if (char === '"' || char === "'" || char === '`') quote = char;
      else if (char === '{') {
        depth++;
        if (depth === 2) current = '';
      } else if (char === '}') {
        depth--;
        if (depth === 1) entries.push(current.slice(0, -1));
        if (depth === 0) break;
      }
    }
    start.lastIndex = index + 1;
  }
  return entries;
}

/**
 * The shared modules a build consumes as its Module Federation runtime declares them: each entry of
 * `consumesLoadingData.moduleIdToConsumeDataMapping` (`shareKey`, `requiredVersion`, `singleton`),
 * which rspack and webpack 5 write into the entry or its chunks. A webpack 5 build's manifest leaves
 * out a module shared with `import: false` whose package is not installed (MF's manifest plugin
 * reads the version from the installed package.json and drops the module without one), yet its
 * runtime consumes it from the shell: these are read from the scripts so such a build is checked
 * on what it runs. Each is taken from the shell (no copy of its own).
 */
export function consumedShares(scripts: Iterable<string>): SharedDeclaration[] {
  const found = new Map<string, SharedDeclaration>();
  for (const script of scripts) {
    for (const entry of consumeDataEntries(script)) {
      const name = /\bshareKey\s*:\s*"([^"]+)"/.exec(entry)?.[1];
      if (name === undefined || found.has(name)) continue;
      const requiredVersion = /\brequiredVersion\s*:\s*"([^"]*)"/.exec(entry)?.[1];
      found.set(name, {
        name,
        version: '',
        ...(requiredVersion === undefined ? {} : { requiredVersion }),
        singleton: /\bsingleton\s*:\s*(?:!0|true)\b/.test(entry),
        ownCopy: false,
      });
    }
  }
  return [...found.values()];
}

/** The manifest's shared modules, plus those the build's scripts consume that the manifest leaves out (see `consumedShares`). */
export function withConsumedShares(shared: readonly SharedDeclaration[], scripts: Iterable<string>): SharedDeclaration[] {
  const listed = new Set(shared.map((module) => module.name));
  return [...shared, ...consumedShares(scripts).filter((module) => !listed.has(module.name))];
}
