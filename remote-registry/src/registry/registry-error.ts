/** What went wrong, as a stable code clients can branch on; the HTTP status follows from it. */
export type RegistryErrorCode =
  | 'invalid-payload'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'version-exists'
  | 'brand-exists'
  | 'build-refused'
  | 'incompatible-shared'
  | 'shell-unknown'
  | 'shell-refused'
  | 'entry-missing'
  | 'integrity-mismatch'
  | 'precondition-required'
  | 'stale-etag'
  | 'conflict'
  | 'rate-limited';

const STATUS: Record<RegistryErrorCode, number> = {
  'invalid-payload': 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  'version-exists': 409,
  'brand-exists': 409,
  'build-refused': 422,
  'incompatible-shared': 422,
  'shell-unknown': 422,
  'shell-refused': 422,
  'entry-missing': 409,
  'integrity-mismatch': 409,
  'precondition-required': 428,
  'stale-etag': 409,
  conflict: 409,
  'rate-limited': 429,
};

/**
 * A refusal the registry explains to its caller: the API answers `{ error: code, message }` with
 * the status of the code. `problems` lists each thing to fix when there are several.
 */
export class RegistryError extends Error {
  readonly code: RegistryErrorCode;
  readonly status: number;
  readonly problems: readonly string[] | undefined;
  constructor(code: RegistryErrorCode, message: string, problems?: readonly string[]) {
    super(message);
    this.name = 'RegistryError';
    this.code = code;
    this.status = STATUS[code];
    this.problems = problems;
  }
}
