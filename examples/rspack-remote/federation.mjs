// This remote's public contract: its name in the brands' remote maps, its two exposes, and the
// shared modules it takes from the shell (never a copy of its own: one React, one kernel per page).
// The ranges are what the shell provides (`casino-registry shell`); the registry checks them at
// publish and whenever a brand would start running this build.
const fromShell = (requiredVersion) => ({ singleton: true, import: false, requiredVersion });

export const REACT_RANGE = '^19.0.0';
export const KERNEL_RANGE = '^0.1.0';

export default {
  name: 'mfe-promotions',
  filename: 'remoteEntry.js',
  // The shell finds each remote's container under its name on globalThis.
  library: { type: 'global', name: 'mfe-promotions' },
  exposes: {
    './app': './src/app.tsx',
    './dialogs': './src/dialogs.tsx',
  },
  shared: {
    react: fromShell(REACT_RANGE),
    'react/jsx-runtime': fromShell(REACT_RANGE),
    'react-dom': fromShell(REACT_RANGE),
    '@casino/shared-kernel/remote': fromShell(KERNEL_RANGE),
    '@casino/shared-kernel/routing': fromShell(KERNEL_RANGE),
    '@casino/shared-kernel/state': fromShell(KERNEL_RANGE),
  },
  shareStrategy: 'loaded-first',
  manifest: true,
  dts: false,
  // MF's own switches for a remote registered by entry URL that loads no remote of its own: its
  // runtime goes without the manifest-snapshot and remote-loading code.
  experiments: { optimization: { disableSnapshot: true, target: 'web', disableRemote: true } },
};
