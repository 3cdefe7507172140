import { createContext, useContext } from 'react';
import type { RemoteVersions } from '../federation/remote-versions.ts';

/** What the shell learned at start: its brand, and which version of each remote this tab runs. */
export interface ShellConfig {
  brand: string;
  versions: RemoteVersions;
}

export const ShellConfigContext = createContext<ShellConfig | null>(null);

export function useShellConfig(): ShellConfig {
  const config = useContext(ShellConfigContext);
  if (!config) throw new Error('useShellConfig outside <ShellConfigContext>');
  return config;
}
