import { describe, expect, it } from 'vitest';
import yieldBetweenShares, { yieldToMain } from './yield-between-shares.ts';

type Hook = (args: { name: string }) => Promise<{ name: string }>;
type Plugin = { beforeLoadShare: Hook; beforeInitContainer: Hook };

describe('a shared module loads, and a remote container starts, in a task of its own', () => {
  it.each(['beforeLoadShare', 'beforeInitContainer'] as const)('%s hands the runtime its arguments back, after the task that asked has ended', async (hook) => {
    const plugin = yieldBetweenShares() as unknown as Plugin;
    const args = { name: 'react' };
    const steps: string[] = [];
    const loaded = plugin[hook](args).then((result) => {
      steps.push('share');
      return result;
    });
    // However long a promise chain of the same task runs, the share waits for a new task.
    let chain: Promise<void> = Promise.resolve();
    for (let i = 0; i < 50; i += 1) chain = chain.then(() => undefined);
    await chain.then(() => steps.push('same task'));
    expect(await loaded).toBe(args);
    expect(steps).toEqual(['same task', 'share']);
  });

  it('uses the browser’s scheduler.yield where there is one', async () => {
    const scheduler = { yield: () => Promise.resolve(), calls: 0 };
    const original = (globalThis as { scheduler?: unknown }).scheduler;
    (globalThis as { scheduler?: unknown }).scheduler = { yield: () => (scheduler.calls++, scheduler.yield()) };
    try {
      await yieldToMain();
      expect(scheduler.calls).toBe(1);
    } finally {
      (globalThis as { scheduler?: unknown }).scheduler = original;
    }
  });
});
