import { createContext, useContext } from 'react';
import type { RemoteMap } from '@casino/shared-kernel/remote-map';

/** What the shell learned at start: its brand and the brand's remote map. */
export interface ShellConfig {
  brand: string;
  remoteMap: RemoteMap;
}

export const ShellConfigContext = createContext<ShellConfig | null>(null);

export function useShellConfig(): ShellConfig {
  const config = useContext(ShellConfigContext);
  if (!config) throw new Error('useShellConfig outside <ShellConfigContext>');
  return config;
}
