import * as z from 'zod';
import { BRAND_ID_PATTERN, REMOTE_NAMES, VERSION_PATTERN } from '@casino/shared-kernel/remote-map';
import { RegistryError } from '../registry/registry-error.ts';

/** Every payload and parameter the API accepts; nothing reaches the registry unvalidated. */

export const remoteName = z.enum(REMOTE_NAMES, { error: `must be one of ${REMOTE_NAMES.join(', ')}` });
export const brandId = z.string().regex(BRAND_ID_PATTERN, 'must be a lower-case brand id such as "india"');
export const version = z.string().regex(VERSION_PATTERN, 'must be a version such as "1.4.0" or "1.4.0-rc.1"');
export const reason = z
  .string({ error: 'is required: say why (it goes to the audit log)' })
  .trim()
  .min(1, 'is required: say why (it goes to the audit log)')
  .max(500);

/** A host name as browsers give `location.hostname`: lower case, no port. */
export const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.*[a-z0-9])[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, 'must be a host name such as "india.example.com" (no scheme, no port)');

/**
 * A path inside a build folder: `/`-separated names that never start with a dot, so no `..`, no
 * absolute path and no hidden file can be written outside (or hidden inside) the version's folder.
 */
const buildFilePath = z
  .string()
  .max(300)
  .regex(/^[\w@+-][\w.@+-]*(\/[\w@+-][\w.@+-]*)*$/, 'must be a relative path of plain names (no "..", no leading "/" or ".")');

export const remoteParams = z.strictObject({ remote: remoteName });
export const versionParams = z.strictObject({ remote: remoteName, version });
export const brandParams = z.strictObject({ brand: brandId });
export const brandRemoteParams = z.strictObject({ brand: brandId, remote: remoteName });
export const hostParams = z.strictObject({ host: hostName });

export const publishBody = z.strictObject({
  /** Defaults to the version in the build's mf-manifest.json (its package.json version). */
  version: version.optional(),
  reason: z.string().trim().max(500).optional(),
  files: z
    .array(z.strictObject({ path: buildFilePath, base64: z.base64('must be base64') }))
    .min(1)
    .max(5000)
    .refine((files) => new Set(files.map((file) => file.path)).size === files.length, 'must not name a path twice'),
});
export type PublishBody = z.infer<typeof publishBody>;

export const createBrandBody = z.strictObject({
  brand: brandId,
  previewsAllowed: z.boolean().default(false),
  copyFrom: brandId.optional(),
  pins: z.partialRecord(remoteName, version).optional(),
  reason,
});
export type CreateBrandBody = z.input<typeof createBrandBody>;

export const previewsBody = z.strictObject({ previewsAllowed: z.boolean(), reason });
/** A brand's share of page loads that send load beacons; null goes back to the registry's default. */
export const beaconsBody = z.strictObject({
  beaconPercent: z.number('must be a number or null').int('must be a whole percent').min(0, 'must be at least 0').max(100, 'must be at most 100').nullable(),
  reason,
});
export const pinBody = z.strictObject({ version, reason });
export const canaryBody = z.strictObject({ version, percent: z.number('must be a number').int('must be a whole number').min(0, 'must be at least 0').max(100, 'must be at most 100'), reason });
export const reasonBody = z.strictObject({ reason });
/** A shell about to be deployed: the text of its build's `mf-manifest.json`. */
export const shellCheckBody = z.strictObject({ manifest: z.string().min(2).max(2_000_000) });
export const hostBody = z.strictObject({ brand: brandId, reason });

export const auditQuery = z.strictObject({
  brand: brandId.optional(),
  remote: remoteName.optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

/** Validates `data`; a refusal names every problem as `where: what`. */
export function parse<S extends z.ZodType>(schema: S, data: unknown, what: string): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`);
  throw new RegistryError('invalid-payload', `Invalid ${what}: ${problems.join('; ')}`, problems);
}
