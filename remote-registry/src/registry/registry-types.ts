import type { RemoteName } from '@casino/shared-kernel/remote-map';
import type { SharedDeclaration } from './build-manifest.ts';

/** A remote build the registry published under `remotes/<remote>/<version>/`. */
export interface PublishedVersion {
  remote: RemoteName;
  version: string;
  /** URL of its `remoteEntry.js` as brand maps give it. */
  entry: string;
  /** sha384 SRI of `remoteEntry.js`. */
  integrity: string;
  exposes: string[];
  shared: SharedDeclaration[];
  publishedAt: string;
  publishedBy: string;
}

export interface CanaryState {
  version: string;
  /** Share of devices (0–100) that run the canary instead of the pin. */
  percent: number;
  startedAt: string;
  startedBy: string;
}

/** Which versions of one remote a brand runs. */
export interface RemoteState {
  pinned: string;
  pinnedAt: string;
  pinnedBy: string;
  canary: CanaryState | null;
  /**
   * The newest version that ran well as this brand's pin (a forward move replaced it; never rolled
   * back or aborted since), other than the pin: the map's fallback.
   */
  lastKnownGood: string | null;
  /** The pin stack, oldest first; the last is the current pin. */
  history: string[];
}

export interface BrandStatus {
  brand: string;
  previewsAllowed: boolean;
  /** The share of page loads that report how remotes load; null: the registry's default (`--beacon-percent`). */
  beaconPercent: number | null;
  revision: number;
  /** Send it back in `If-Match` with the next write to this brand. */
  etag: string;
  hosts: string[];
  remotes: Record<RemoteName, RemoteState>;
}

export interface HostsStatus {
  revision: number;
  etag: string;
  /** Host name → brand. */
  hosts: Record<string, string>;
}

export const AUDIT_ACTIONS = [
  'publish',
  'brand-create',
  'previews',
  'pin',
  'canary',
  'promote',
  'abort',
  'rollback',
  'host-set',
  'host-remove',
  'adopt',
  'beacons',
  'rollout-pause',
  'rollout-resume',
  'rollout-held',
  'fallback',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One write, as the audit log keeps it. `from`/`to` are versions, `1.5.0@10%` for a canary, or brand ids for hosts. */
export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: AuditAction;
  brand: string | null;
  remote: string | null;
  host: string | null;
  from: string | null;
  to: string | null;
  reason: string | null;
}

/** Who writes, why, and on which state of the brand (or hosts file) they based the write. */
export interface WriteContext {
  actor: string;
  reason: string;
  ifMatch: string | undefined;
}
