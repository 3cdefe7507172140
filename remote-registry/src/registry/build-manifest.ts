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
}

// Loose objects: the MF plugin adds fields release by release; only these few are relied on.
const manifestSchema = z.looseObject({
  name: z.string().min(1),
  metaData: z.optional(
    z.looseObject({ buildInfo: z.optional(z.looseObject({ buildVersion: z.optional(z.string()) })), pluginVersion: z.optional(z.string()) }),
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
