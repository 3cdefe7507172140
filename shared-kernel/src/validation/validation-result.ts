/**
 * What every validator returns: `{ ok: true }`, or `{ ok: false, reason }` with a reason key the
 * UI translates (e.g. `t(\`validation.${result.reason}\`)`). One shape for all, so a form handles
 * every field the same way. Validators check the value exactly as given (no trimming): the value
 * checked must be the value sent.
 */
export type ValidationResult<Reason extends string> = { readonly ok: true } | { readonly ok: false; readonly reason: Reason };

/** The reason every validator gives for an empty value. */
export type RequiredProblem = 'required';

/** The result of a value that passes. */
export const VALID = { ok: true } as const;

/** The result of a value that fails for `reason`. */
export function invalid<Reason extends string>(reason: Reason): { readonly ok: false; readonly reason: Reason } {
  return { ok: false, reason };
}

/** Length in characters (code points), as a player counts them. */
export function characterCount(value: string): number {
  return Array.from(value).length;
}
