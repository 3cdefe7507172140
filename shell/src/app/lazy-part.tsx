import { Component, lazy, useCallback, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

/** After a failed download, the part is fetched again this long after, at most PART_RETRIES times (and whenever the browser is back online). */
export const PART_RETRY_MS = 10_000;
export const PART_RETRIES = 3;

/** webpack's (and rspack's) error for a chunk that could not be downloaded. */
const isChunkLoadError = (error: unknown) => error instanceof Error && error.name === 'ChunkLoadError';

interface BoundaryProps {
  name: string;
  /** Called once the part failed to download: the next attempt starts a new download. */
  onDownloadFailed: () => void;
  /** Draw the part again (a new attempt). */
  retry: () => void;
  /** Whether to try again on a timer too (else only when the browser is back online). */
  timedRetry: boolean;
  /** What stands in the part's place while its code cannot be downloaded (nothing by default). */
  unavailable?: ((retry: () => void) => ReactNode) | undefined;
  children: ReactNode;
}

/**
 * Catches what a part throws, so the rest of the page stays: without it React unmounts the whole
 * shell, and a phone whose network dropped for one chunk was left with a blank page.
 */
class PartBoundary extends Component<BoundaryProps, { failed: 'download' | 'crash' | null }> {
  override state: { failed: 'download' | 'crash' | null } = { failed: null };

  static getDerivedStateFromError(error: unknown): { failed: 'download' | 'crash' } {
    return { failed: isChunkLoadError(error) ? 'download' : 'crash' };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error)) this.props.onDownloadFailed();
    // Reported as any uncaught error is (notices/global-error-handlers.ts logs the console's).
    console.error(`[shell] ${this.props.name} could not be drawn`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed === 'download') {
      return (
        <>
          <RetryLater retry={this.props.retry} timed={this.props.timedRetry} />
          {this.props.unavailable?.(this.props.retry)}
        </>
      );
    }
    if (this.state.failed === 'crash') return null;
    return this.props.children;
  }
}

/** Nothing on screen; asks for the part again when the browser is back online, or (`timed`) in a while. */
function RetryLater({ retry, timed }: { retry: () => void; timed: boolean }): null {
  useEffect(() => {
    addEventListener('online', retry);
    const timer = timed ? setTimeout(retry, PART_RETRY_MS) : undefined;
    return () => {
      removeEventListener('online', retry);
      clearTimeout(timer);
    };
  }, [retry, timed]);
  return null;
}

/**
 * A part's code, resolved once its texts are in too (`textsLoaded`, which the module exports so that
 * the namespace's loader comes with the part, not with the first screen): the part is never drawn
 * with bare keys. A failed text download still draws it: the kernel's fallbacks stand in.
 */
export const withTexts = <Module extends { textsLoaded(): Promise<unknown> }>(code: Promise<Module>): Promise<Module> =>
  code.then(async (module) => {
    await module.textsLoaded().catch(() => undefined);
    return module;
  });

/**
 * React's `lazy` for a part of the shell that downloads when first drawn (a dialog, a menu, the
 * player's parts), made safe to fail: if its code cannot be downloaded, the page carries on without
 * the part and the download is tried again when the browser is back online or PART_RETRY_MS later
 * (PART_RETRIES times; and whenever the part is drawn anew), with `unavailable` in its place
 * meanwhile (a page says so, with a Retry). A part that throws while drawing is left out and
 * reported. Wrap it in `<Suspense>` as any lazy component.
 */
export function lazyPart<Props extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<Props> }>,
  unavailable?: (retry: () => void) => ReactNode,
): ComponentType<Props> {
  let Loaded = lazy(load);
  const downloadFailed = () => {
    // React keeps a lazy component's failure for good: a new one downloads again.
    Loaded = lazy(load);
  };
  function Part(props: Props) {
    const [attempt, setAttempt] = useState(0);
    const retry = useCallback(() => setAttempt((count) => count + 1), []);
    return (
      <PartBoundary key={attempt} name={name} onDownloadFailed={downloadFailed} retry={retry} timedRetry={attempt < PART_RETRIES} unavailable={unavailable}>
        <Loaded {...props} />
      </PartBoundary>
    );
  }
  Part.displayName = `LazyPart(${name})`;
  return Part;
}
