import type { AppFederationConfig } from '@casino/build-tools/rspack';

/** The public contract of this remote: its name in the brand remote maps and what it exposes. */
export default {
  name: 'mfe-account',
  exposes: {
    './app': './src/exposes/app.tsx',
    './dialogs': './src/exposes/dialogs.tsx',
  },
} satisfies AppFederationConfig;
