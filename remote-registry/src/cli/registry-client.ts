import type { AuditEntry, BrandStatus, HostsStatus, PublishedVersion } from '../registry/registry-types.ts';
import type { ShellVersions } from '../registry/compatibility.ts';
import type { RolloutView } from '../rollout/rollouts.ts';

/** A refusal or failure as the API reported it (`{ error, message }`), or an unreachable registry. */
export class RegistryApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly problems: readonly string[];
  constructor(status: number, code: string, message: string, problems: readonly string[] = []) {
    super(message);
    this.name = 'RegistryApiError';
    this.status = status;
    this.code = code;
    this.problems = problems;
  }
}

interface ErrorBody {
  error?: string;
  message?: string;
  problems?: string[];
}

/** The HTTP API as typed calls, for the CLI (and anyone scripting against the registry). */
export class RegistryClient {
  readonly baseUrl: string;
  private readonly token: string;

  constructor(baseUrl: string, token: string) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.token = token;
  }

  async request<T>(method: string, path: string, body?: unknown, ifMatch?: string): Promise<T> {
    const headers: Record<string, string> = { Authorization: `Bearer ${this.token}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (ifMatch !== undefined) headers['If-Match'] = ifMatch;
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: body === undefined ? null : JSON.stringify(body) });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const why = cause?.code ?? cause?.message ?? (error as Error).message;
      throw new RegistryApiError(0, 'unreachable', `Cannot reach the registry at ${this.baseUrl} (${why}): is it running? Set --url or REGISTRY_URL.`);
    }
    const text = await response.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : {};
    } catch {
      throw new RegistryApiError(response.status, 'bad-response', `The registry answered ${response.status} with something that is not JSON.`);
    }
    if (!response.ok) {
      const problem = data as ErrorBody;
      throw new RegistryApiError(response.status, problem.error ?? 'error', problem.message ?? `HTTP ${response.status}`, problem.problems ?? []);
    }
    return data as T;
  }

  publish(remote: string, files: { path: string; base64: string }[], options: { version?: string | undefined; reason?: string | undefined }) {
    return this.request<PublishedVersion>('POST', `/api/remotes/${remote}/versions`, { ...options, files });
  }

  versions(remote: string) {
    return this.request<{ versions: PublishedVersion[] }>('GET', `/api/remotes/${remote}/versions`);
  }

  allVersions() {
    return this.request<{ remotes: Record<string, PublishedVersion[]> }>('GET', '/api/remotes');
  }

  brands() {
    return this.request<{ brands: BrandStatus[] }>('GET', '/api/brands');
  }

  brand(brand: string) {
    return this.request<BrandStatus>('GET', `/api/brands/${brand}`);
  }

  createBrand(body: { brand: string; previewsAllowed: boolean; copyFrom?: string | undefined; pins?: Record<string, string>; reason: string }) {
    return this.request<BrandStatus>('POST', '/api/brands', body);
  }

  setPreviews(brand: string, previewsAllowed: boolean, reason: string, etag: string) {
    return this.request<BrandStatus & { message?: string }>('PATCH', `/api/brands/${brand}`, { previewsAllowed, reason }, etag);
  }

  setBeaconPercent(brand: string, beaconPercent: number | null, reason: string, etag: string) {
    return this.request<BrandStatus & { message?: string }>('PATCH', `/api/brands/${brand}`, { beaconPercent, reason }, etag);
  }

  /** pin, canary, promote, abort or rollback of one remote on one brand. */
  remoteAction(brand: string, remote: string, action: string, body: Record<string, unknown>, etag: string) {
    return this.request<BrandStatus>('POST', `/api/brands/${brand}/remotes/${remote}/${action}`, body, etag);
  }

  startRollout(brand: string, remote: string, body: { version: string; steps: number[]; bakeMs: number; maxErrorRatio: number; minLoads: number; reason: string }, etag: string) {
    return this.request<{ rollout: RolloutView; status: BrandStatus }>('POST', `/api/brands/${brand}/remotes/${remote}/rollout`, body, etag);
  }

  rolloutAction(brand: string, remote: string, action: 'pause' | 'resume', reason: string) {
    return this.request<{ rollout: RolloutView }>('POST', `/api/brands/${brand}/remotes/${remote}/rollout/${action}`, { reason });
  }

  rollouts(brand?: string) {
    return this.request<{ rollouts: RolloutView[] }>('GET', `/api/rollouts${brand ? `?brand=${encodeURIComponent(brand)}` : ''}`);
  }

  hosts() {
    return this.request<HostsStatus>('GET', '/api/hosts');
  }

  setHost(host: string, brand: string, reason: string, etag: string) {
    return this.request<HostsStatus>('PUT', `/api/hosts/${encodeURIComponent(host)}`, { brand, reason }, etag);
  }

  removeHost(host: string, reason: string, etag: string) {
    return this.request<HostsStatus>('DELETE', `/api/hosts/${encodeURIComponent(host)}`, { reason }, etag);
  }

  audit(query: { brand?: string | undefined; remote?: string | undefined; limit?: string | undefined }) {
    const params = new URLSearchParams(Object.entries(query).filter((pair): pair is [string, string] => pair[1] !== undefined));
    return this.request<{ entries: AuditEntry[]; next: number | null }>('GET', `/api/audit?${params.toString()}`);
  }

  shell() {
    return this.request<ShellVersions>('GET', '/api/shell');
  }

  checkShell(manifest: string) {
    return this.request<{ ok: true; shell: ShellVersions; checked: string[]; message: string }>('POST', '/api/shell/check', { manifest });
  }
}
