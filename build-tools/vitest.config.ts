import { federationRuntimeAliases, federationRuntimeFiles } from './src/rspack/create-app-config.ts';
import { unitTestConfig } from './src/testing/unit-test-config.ts';

// The federation-runtime files import MF's runtime packages by the specifiers the app builds alias
// (`create-app-config.ts`); their tests resolve them the same way, to the same files.
const files = federationRuntimeFiles();
const aliases = federationRuntimeAliases(false, files);
export default unitTestConfig(
  {},
  {
    resolve: {
      alias: Object.entries(aliases)
        .filter(([specifier]) => specifier.startsWith('@casino/'))
        .map(([specifier, file]) => ({ find: new RegExp(`^${specifier.replace(/\$$/, '')}$`), replacement: file })),
    },
    define: { __MF_BUNDLER_RUNTIME_VERSION__: JSON.stringify(files.bundlerRuntimeVersion) },
  },
);
