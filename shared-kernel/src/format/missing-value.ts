/**
 * What a formatter shows for a value it cannot show (NaN, Infinity, an invalid date): a bad field
 * from the server blanks one spot instead of crashing the remote, and "--" reads as "no value" in
 * every language the site has.
 */
export const MISSING_VALUE = '--';
