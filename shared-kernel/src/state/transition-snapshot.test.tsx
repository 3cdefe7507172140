// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTransitionSnapshot } from './transition-snapshot.ts';

/** A value outside React with its own listeners, as the lobby's texts flag or the translator. */
function outsideValue(initial: string) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: string) {
      value = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

afterEach(cleanup);

describe('an outside value read in render', () => {
  it('follows every change, and stops listening when the component goes', async () => {
    const store = outsideValue('loading');
    function Status() {
      return <p>{useTransitionSnapshot(store.subscribe, store.get)}</p>;
    }
    const { unmount } = render(<Status />);
    expect(screen.getByText('loading')).toBeDefined();
    await act(async () => store.set('ready'));
    expect(screen.getByText('ready')).toBeDefined();
    unmount();
    expect(store.listeners.size).toBe(0);
  });

  it('misses no change made between the render and the subscription', async () => {
    const store = outsideValue('before');
    function Status() {
      const value = useTransitionSnapshot(store.subscribe, store.get);
      // Changed while rendering, before any effect has subscribed.
      if (value === 'before') store.set('after');
      return <p>{value}</p>;
    }
    await act(async () => render(<Status />));
    expect(screen.getByText('after')).toBeDefined();
  });
});
