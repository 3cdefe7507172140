import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import type { Linter } from 'eslint';

const REMOTES = ['mfe-lobby', 'mfe-games', 'mfe-wallet', 'mfe-promotions', 'mfe-account'] as const;

/** An import specifier that reaches into `folder`, by package name or by a relative path. */
const reaches = (folder: string) => `(^@casino/${folder}(/|$))|((^|/)${folder}/)`;

type RestrictedPattern = { regex: string; message: string };

const noRemoteOf = (folders: readonly string[], message: string): RestrictedPattern[] =>
  folders.map((folder) => ({ regex: reaches(folder), message }));

/**
 * Routing comes from the kernel's `routing` concern: one router instance for the site, and only the
 * names in use reach the browser (react-router shared whole is 59 KiB gzip).
 */
const ROUTER_MESSAGE = 'Import routing from "@casino/shared-kernel/routing": the site has one router, shared by the kernel.';
/** Translation likewise: the site's one i18next instance lives in the kernel's `i18n` concern. */
const I18N_MESSAGE = 'Import translation from "@casino/shared-kernel/i18n": the site has one i18next instance, the kernel’s.';
const ROUTER_IMPORTS = [
  { name: 'react-router', message: ROUTER_MESSAGE },
  { name: 'react-router-dom', message: ROUTER_MESSAGE },
];
const I18N_IMPORTS = [
  { name: 'i18next', message: I18N_MESSAGE, allowTypeImports: true },
  { name: 'react-i18next', message: I18N_MESSAGE },
];
/** Libraries that reach the browser only inside one kernel concern. */
const CONCERN_LIBRARIES = [...ROUTER_IMPORTS, ...I18N_IMPORTS];

/** What an app (shell or remote) may not import directly. */
const APP_IMPORTS = {
  paths: [
    { name: 'jotai', message: 'Use the hooks and atoms of @casino/shared-kernel/state: the store is the kernel’s.' },
    ...CONCERN_LIBRARIES,
  ],
  patterns: [{ group: ['jotai/*'], message: 'Use @casino/shared-kernel/state: the store is the kernel’s.' }],
};

const restrictImports = (options: object): Linter.RulesRecord => ({ 'no-restricted-imports': ['error', options] });

const KERNEL_PATTERNS: RestrictedPattern[] = [
  ...noRemoteOf([...REMOTES, 'shell', 'e2e', 'build-tools'], 'The kernel imports no app.'),
  {
    // Relative imports across concern folders would bundle a second copy of that concern
    // into this one's shared chunk (two buses, two stores).
    regex: '^\\.\\./(?!testing/)',
    message: 'Import another kernel concern as @casino/shared-kernel/<concern>, so it stays one shared instance.',
  },
];

/** `src/testing/` holds test data; it must never reach a shared chunk. */
const KERNEL_TEST_DATA: RestrictedPattern = { regex: '^\\.\\./testing/', message: 'Only tests import the kernel\'s test data.' };

/** The boundaries of platform.md and style.md, one `no-restricted-imports` block per package. */
function boundaries(): Linter.Config[] {
  const remoteBlocks = REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: restrictImports({
      ...APP_IMPORTS,
      patterns: [
        ...APP_IMPORTS.patterns,
        ...noRemoteOf(
          REMOTES.filter((other) => other !== remote),
          'A remote never imports another remote: talk through the kernel’s event bus or atoms.',
        ),
        ...noRemoteOf(['shell'], 'A remote never imports the shell: it receives RemoteProps.'),
      ],
    }),
  }));
  return [
    ...remoteBlocks,
    {
      files: ['shell/**/*.{ts,tsx}'],
      rules: restrictImports({
        ...APP_IMPORTS,
        patterns: [
          ...APP_IMPORTS.patterns,
          ...noRemoteOf(REMOTES, 'The shell names no remote in its build: remotes load at run time from the brand map.'),
        ],
      }),
    },
    {
      // Its sources: its vitest.config.ts takes the workspace's test settings from build-tools by path.
      files: ['shared-kernel/src/**/*.{ts,tsx}'],
      rules: restrictImports({ paths: CONCERN_LIBRARIES, patterns: [...KERNEL_PATTERNS, KERNEL_TEST_DATA] }),
    },
    {
      // Tests never ship, so they may share the kernel's test data (src/testing/).
      files: ['shared-kernel/**/*.test.{ts,tsx}'],
      rules: restrictImports({ paths: CONCERN_LIBRARIES, patterns: KERNEL_PATTERNS }),
    },
    {
      // The one place react-router is imported: the concern that shares it.
      files: ['shared-kernel/src/routing/**/*.{ts,tsx}'],
      rules: restrictImports({ paths: I18N_IMPORTS, patterns: [...KERNEL_PATTERNS, KERNEL_TEST_DATA] }),
    },
    {
      // The one place i18next and react-i18next are imported: the concern that shares them.
      files: ['shared-kernel/src/i18n/**/*.{ts,tsx}'],
      rules: restrictImports({ paths: ROUTER_IMPORTS, patterns: [...KERNEL_PATTERNS, KERNEL_TEST_DATA] }),
    },
    {
      files: ['shared-kernel/src/i18n/**/*.test.{ts,tsx}'],
      rules: restrictImports({ paths: ROUTER_IMPORTS, patterns: KERNEL_PATTERNS }),
    },
  ];
}

/** The workspace's ESLint configuration (flat config), used by the root eslint.config.js. */
export const eslintConfig: Linter.Config[] = [
  // examples/ are outside teams' projects (their own package.json, lockfile and tools), not the workspace's.
  { ignores: ['**/dist/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', 'examples/**'] },
  js.configs.recommended,
  ...(tseslint.configs.recommended as Linter.Config[]),
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': 'allow-with-description', minimumDescriptionLength: 10 }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // React code lives in the apps and the kernel; e2e's and build-tools' `use` is not a hook.
    files: ['{shell,shared-kernel,mfe-*}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks as never },
    rules: reactHooks.configs.recommended.rules,
  },
  ...boundaries(),
];
