import { useEffect, useState } from 'react';

/**
 * Code the Dashboard's first screen does not show (the search's results, the events and join
 * banners): its own chunk, fetched the first time it is wanted and kept for the page's life.
 */
export interface OnDemand<Module> {
  /** The module, once it has arrived. */
  current(): Module | undefined;
  /** Fetches it (once; a failed fetch, the network gone, is tried again at the next ask). */
  load(): Promise<Module>;
}

export function onDemand<Module>(fetchCode: () => Promise<Module>): OnDemand<Module> {
  let module: Module | undefined;
  let pending: Promise<Module> | undefined;
  return {
    current: () => module,
    load: () =>
      (pending ??= fetchCode().then(
        (arrived) => (module = arrived),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
  };
}

/**
 * The module of `code` once `wanted` has been true and it has arrived; undefined before. Until
 * then the caller draws what holds its place; a fetch that fails leaves that in place (the
 * Dashboard stays usable) and the next mount asks again.
 */
export function useOnDemand<Module>(code: OnDemand<Module>, wanted: boolean): Module | undefined {
  const [module, setModule] = useState(code.current);
  useEffect(() => {
    if (!wanted || module) return undefined;
    let mounted = true;
    code.load().then(
      (arrived) => {
        if (mounted) setModule(() => arrived);
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [code, wanted, module]);
  return module;
}
