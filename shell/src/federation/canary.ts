/**
 * FNV-1a (32 bit) over the text's UTF-16 code units, then murmur3's finaliser: FNV alone leaves
 * ids that differ in their last digit close together, the finaliser spreads them over all 32 bits.
 */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/**
 * Where a device falls for one remote's canary: a number in [0, 100), the same on every visit. The
 * remote's name is part of the hash, so the devices in one remote's canary are not the ones in
 * another's. Changing this function moves devices between versions: never change it.
 */
export function canaryBucket(remote: string, deviceId: number | string): number {
  return (hash32(`${remote}:${deviceId}`) / 2 ** 32) * 100;
}

/**
 * Whether this device runs the remote's canary rolled out to `percent` (0–100) of devices. Raising
 * the percent keeps every device already in; 0 is nobody, 100 everybody.
 */
export function runsCanary(remote: string, deviceId: number | string, percent: number): boolean {
  return canaryBucket(remote, deviceId) < percent;
}
