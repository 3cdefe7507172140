import type { WonReward } from '@casino/shared-kernel/events';

const KINDS: readonly WonReward['kind'][] = ['cash', 'bonus', 'gold'];

/** The prizes of a `'reward:won'` payload that can be shown: known kinds, positive amounts, a positive scale. */
export function wonRewards(props: Record<string, unknown>): WonReward[] {
  const list = Array.isArray(props.rewards) ? (props.rewards as unknown[]) : [];
  return list.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { kind, amount, scale } = entry as Record<string, unknown>;
    if (!KINDS.includes(kind as WonReward['kind'])) return [];
    if (typeof amount !== 'number' || !(amount > 0) || typeof scale !== 'number' || !(scale > 0)) return [];
    return [{ kind: kind as WonReward['kind'], amount, scale }];
  });
}
