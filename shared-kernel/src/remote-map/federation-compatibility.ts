/**
 * Which builds of a remote the shell runs: the one statement of the rule, read by the registry at
 * publish and whenever a brand would run a version, and by a team outside this repository (the
 * registry's `GET /api/shell` gives the range for the shell deployed now).
 *
 * A remote carries its own Module Federation runtime; what it shares with the shell is the
 * container protocol (`init`/`get`, the share scope), which MF keeps within a major. The range is
 * relative to the shell's MF release, so a shell upgrade moves it with no change here.
 */
export const FEDERATION_COMPATIBILITY = {
  /** Minors before the shell's that remotes may be built with (any patch): 2.8.x and 2.9.x for a 2.9.2 shell. */
  minorsBefore: 1,
  /** Minors after the shell's: none, a newer runtime may rely on what the shell's lacks. */
  minorsAfter: 0,
  /**
   * Bundlers a remote may be built with, with `@module-federation/enhanced`: rspack of the shell's
   * major or the one before (MF's rspack plugin supports both), webpack 5. A build's manifest does
   * not name its bundler, so this is the kit's promise, not something the registry can check.
   */
  bundlers: [
    { bundler: 'rspack', majors: 'the shell’s and the one before' },
    { bundler: 'webpack', majors: '5' },
  ],
} as const;

const NUMERIC_VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/;

/**
 * The semver range of Module Federation releases a remote may be built with, for a shell built with
 * `shellFederation` (its manifest's `metaData.pluginVersion`): `>=2.8.0 <2.10.0` for 2.9.2. Never
 * reaches into another major. Undefined for a version that is not `major.minor.patch`.
 */
export function federationRangeOf(shellFederation: string): string | undefined {
  const match = NUMERIC_VERSION.exec(shellFederation.trim());
  if (!match) return undefined;
  const major = Number(match[1]);
  const minor = Number(match[2]);
  const lowest = Math.max(0, minor - FEDERATION_COMPATIBILITY.minorsBefore);
  const beyond = minor + FEDERATION_COMPATIBILITY.minorsAfter + 1;
  return `>=${major}.${lowest}.0 <${major}.${beyond}.0`;
}
