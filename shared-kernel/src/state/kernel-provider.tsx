import type { ReactNode } from 'react';
import { Provider } from 'jotai';
import { kernelStore } from './kernel-store.ts';

/** Wraps a React root (shell or remote) so that its atoms live in the one shared store. */
export function KernelProvider({ children }: { children: ReactNode }) {
  return <Provider store={kernelStore}>{children}</Provider>;
}
