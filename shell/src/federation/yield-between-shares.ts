import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/** Ends the current task: the next step runs in a task of its own, after input and paint. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * A Module Federation runtime plugin: each shared module is negotiated and loaded in a task of its
 * own, and a remote's container starts in a task after the one that ran its entry. The runtime
 * chains all of these in promises, so a page's first shared modules (React, the kernel's
 * concerns, …) ran in one task of ~100 ms on a fast machine, blocking the page that long; and a
 * remote's entry, its container's start and its first shared module made one of ~25 ms.
 */
export default function yieldBetweenShares(): ModuleFederationRuntimePlugin {
  return {
    name: 'casino-yield-between-shares',
    async beforeLoadShare(args) {
      await yieldToMain();
      return args;
    },
    async beforeInitContainer(args) {
      await yieldToMain();
      return args;
    },
  };
}
