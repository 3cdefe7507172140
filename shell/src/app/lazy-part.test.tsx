// @vitest-environment happy-dom
import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PART_RETRIES, PART_RETRY_MS, lazyPart, withTexts } from './lazy-part.tsx';

/** What webpack rejects an `import()` with when the chunk could not be downloaded. */
function chunkLoadError(): Error {
  const error = new Error('Loading chunk 7625 failed.');
  error.name = 'ChunkLoadError';
  return error;
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

function page(Part: React.ComponentType<{ name: string }>) {
  return render(
    <main>
      <h1>Lobby</h1>
      <Suspense fallback={<p>loading</p>}>
        <Part name="Ana" />
      </Suspense>
    </main>,
  );
}

describe('lazyPart', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('draws the part once its code is in', async () => {
    const Part = lazyPart('greeting', () => Promise.resolve({ default: Greeting }));
    page(Part);
    expect(await screen.findByText('Hello Ana')).toBeTruthy();
  });

  it('keeps the page when the part cannot be downloaded, and downloads it again once the browser is back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<{ default: typeof Greeting }>>().mockRejectedValueOnce(chunkLoadError()).mockResolvedValue({ default: Greeting });
    const Part = lazyPart('greeting', load, (retry) => (
      <button type="button" onClick={retry}>
        Retry
      </button>
    ));
    page(Part);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Lobby' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => {
      dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Hello Ana')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again on its own a while after a failed download, a few times', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<{ default: typeof Greeting }>>().mockRejectedValue(chunkLoadError());
    const Part = lazyPart('greeting', load);
    page(Part);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(load).toHaveBeenCalledTimes(1);
    for (let attempt = 1; attempt <= PART_RETRIES + 2; attempt += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(PART_RETRY_MS);
      });
    }
    // The first download and PART_RETRIES more; then only a return online tries again.
    expect(load).toHaveBeenCalledTimes(1 + PART_RETRIES);
    expect(screen.getByRole('heading', { name: 'Lobby' })).toBeTruthy();
    load.mockResolvedValue({ default: Greeting });
    await act(async () => {
      dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Hello Ana')).toBeTruthy();
  });

  it('leaves out a part that throws while drawing, without downloading it again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = ({ name }: { name: string }): never => {
      throw new TypeError(`broken part for ${name}`);
    };
    const load = vi.fn(() => Promise.resolve({ default: Broken }));
    const Part = lazyPart('broken', load, () => <p>unavailable</p>);
    page(Part);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByRole('heading', { name: 'Lobby' })).toBeTruthy();
    expect(screen.queryByText('unavailable')).toBeNull();
    await act(async () => {
      dispatchEvent(new Event('online'));
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(error.mock.calls.some(([message]) => String(message).includes('broken could not be drawn'))).toBe(true);
  });
});

describe('withTexts', () => {
  it('resolves with the part’s code only once its texts are in', async () => {
    let textsIn: () => void = () => undefined;
    const module = { default: Greeting, textsLoaded: () => new Promise<void>((resolve) => (textsIn = resolve)) };
    let resolved = false;
    const loading = withTexts(Promise.resolve(module)).then((loaded) => ((resolved = true), loaded));
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe(false);
    textsIn();
    expect(await loading).toBe(module);
  });

  it('still resolves with the code when its texts cannot be downloaded', async () => {
    const module = { default: Greeting, textsLoaded: () => Promise.reject(new Error('no texts')) };
    expect(await withTexts(Promise.resolve(module))).toBe(module);
  });
});
