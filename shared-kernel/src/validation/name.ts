import { VALID, invalid, type RequiredProblem, type ValidationResult } from './validation-result.ts';

/** Why {@link checkName} rejects a value. */
export type NameProblem = RequiredProblem | 'name_symbols';

/*
 * Letters of any script with their combining marks (Devanagari and Thai vowel signs are marks),
 * digits, spaces, and the three signs real names use: "." (initials), "-" (double names) and the
 * apostrophe, straight or curly (phone keyboards type the curly ’).
 */
const NAME_PATTERN = /^[\p{L}\p{M}\p{Nd} .'’-]+$/u;

/** A name without special symbols (spec 5): "R. K. Sharma", "João D'Ávila", "राहुल". Blank is `required`. */
export function checkName(value: string): ValidationResult<NameProblem> {
  if (value.trim() === '') return invalid('required');
  return NAME_PATTERN.test(value) ? VALID : invalid('name_symbols');
}
