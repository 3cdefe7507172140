/**
 * Lengths of a local number (without the area code) where it is known. A local number can itself
 * start with the area code's digits (Indian mobiles starting 91, Brazil's area code 55), so a
 * number of a local length is always prefixed, whatever its first digits.
 */
const LOCAL_LENGTHS: Readonly<Record<string, readonly number[]>> = {
  '91': [10],
  '55': [10, 11],
};

/**
 * A phone number with the area code in front, unless it already starts with it (spec 5):
 * `withAreaCode('9876543210', '+91')` → "919876543210".
 *
 * The result is digits only, without "+": the form the spec's Brazilian rule checks ("starts with
 * 55"). Spaces, dashes and brackets are dropped. A number typed with "+" is taken as already
 * international and kept; a number of a known local length (10 for +91; 10 or 11 for +55) is
 * always prefixed, so "9123456789" becomes "919123456789". An empty number stays empty.
 */
export function withAreaCode(phone: string, areaCode: string): string {
  const digits = phone.replace(/[^0-9]/g, '');
  const code = areaCode.replace(/[^0-9]/g, '');
  if (digits === '' || phone.trimStart().startsWith('+')) return digits;
  const isLocal = LOCAL_LENGTHS[code]?.includes(digits.length) ?? false;
  return !isLocal && digits.startsWith(code) ? digits : `${code}${digits}`;
}
