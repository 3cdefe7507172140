/**
 * Masks for showing someone else's name or number (winner tickers, invite records, bound
 * accounts). Characters are counted as code points, so a Devanagari, Thai or emoji name is never
 * cut through the middle of a character.
 */

function maskMiddle(value: string, hidden: string): string {
  const characters = Array.from(value);
  if (characters.length <= 4) return value;
  return `${characters.slice(0, 2).join('')}${hidden}${characters.slice(-2).join('')}`;
}

/** A name longer than 4 characters as first 2, "***", last 2 (spec 9): "Rajesh" → "Ra***sh". Shorter names are shown as they are. */
export function maskName(name: string): string {
  return maskMiddle(name, '***');
}

/** A number (phone, account, id) longer than 4 characters as first 2, "****", last 2 (spec 9): "9876543210" → "98****10". */
export function maskDigits(digits: string): string {
  return maskMiddle(digits, '****');
}
