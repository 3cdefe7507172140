import type * as z from 'zod/mini';

/** zod/mini ships no message locale: every issue without a message of its own says this. */
const GENERIC_MESSAGE = 'Invalid input';

/**
 * Plain-English problems, one `path: message` per issue, for the input that failed. Checks with a
 * message of their own keep it; the generic ones are worded here. The input is read to tell
 * "is missing" from "is of the wrong type" without asking zod to copy values (passwords) into
 * issues.
 */
export function describeIssues(error: z.core.$ZodError, input: unknown): string[] {
  return error.issues.map((issue) => {
    const where = issue.path.length > 0 ? issue.path.join('.') : '(root)';
    return `${where}: ${describeIssue(issue, valueAt(input, issue.path))}`;
  });
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function describeIssue(issue: z.core.$ZodIssue, value: unknown): string {
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_union') && value === undefined) return 'is missing';
  if (issue.message !== GENERIC_MESSAGE) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${issue.expected === 'object' || issue.expected === 'array' ? 'an' : 'a'} ${issue.expected}`;
    case 'unrecognized_keys':
      return `unknown ${issue.keys.length > 1 ? 'keys' : 'key'} ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
    case 'invalid_value':
      return `must be ${issue.values.map((option) => JSON.stringify(option)).join(' or ')}`;
    case 'invalid_union':
      return 'is none of the accepted forms';
    case 'too_small':
      return `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return `must be at most ${String(issue.maximum)}`;
    default:
      return issue.message;
  }
}
