import { describe, expect, it } from 'vitest';
import { sharedOf } from '../testing/fake-builds.ts';
import { breakingLine, federationProblems, missingExposes, sharedProblems, type ShellVersions } from './compatibility.ts';

const shell: ShellVersions = {
  react: '19.3.1',
  kernel: '0.1.0',
  singletons: { react: '19.3.1', 'react-router': '7.18.5', jotai: '3.0.1' },
  source: 'test shell',
};

describe('breakingLine', () => {
  it.each([
    ['19.3.1', '19'],
    ['^19.3.1', '19'],
    ['0.1.0', '0.1'],
    ['0.2.7', '0.2'],
    ['0.0.3', '0.0.3'],
    ['1.4.0-rc.1', '1'],
  ])('%s → %s', (version, line) => {
    expect(breakingLine(version)).toBe(line);
  });

  it('has none for a version that is not numeric', () => {
    expect(breakingLine('latest')).toBeUndefined();
  });
});

describe('sharedProblems', () => {
  it('accepts a build made with the shell’s React and kernel, newer minors included', () => {
    expect(sharedProblems(sharedOf('19.4.0', '0.1.9'), shell)).toEqual([]);
  });

  it('refuses React 18 in a React 19 shell, naming each React module', () => {
    const problems = sharedProblems(sharedOf('18.3.1'), shell);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^react 18\.3\.1 needs React 18\.x but the shell provides 19\.3\.1 \(test shell\): rebuild against React 19/);
  });

  it('refuses a kernel of another breaking line (0.2 against 0.1; 2.x against 1.x)', () => {
    expect(sharedProblems(sharedOf(undefined, '0.2.0'), shell).join('\n')).toMatch(/@casino\/shared-kernel\/remote 0\.2\.0 needs the kernel 0\.2\.x/);
    expect(sharedProblems(sharedOf(undefined, '2.0.0'), { ...shell, kernel: '1.5.0' })).toHaveLength(2);
  });

  it('refuses a build that does not share React or the kernel, or not as singletons', () => {
    const withoutReact = sharedOf().filter((module) => !module.name.startsWith('react'));
    expect(sharedProblems(withoutReact, shell)).toEqual([expect.stringMatching(/^react is not shared/)]);
    const withoutKernel = sharedOf().filter((module) => !module.name.startsWith('@casino'));
    expect(sharedProblems(withoutKernel, shell)).toEqual([expect.stringMatching(/^@casino\/shared-kernel is not shared/)]);
    const notSingleton = sharedOf().map((module) => (module.name === 'react' ? { ...module, singleton: false } : module));
    expect(sharedProblems(notSingleton, shell)).toEqual([expect.stringMatching(/^react is shared without "singleton"/)]);
  });

  it('refuses another singleton of another major than the shell’s (react-router 6 against 7)', () => {
    const shared = sharedOf().map((module) => (module.name === 'react-router' ? { ...module, version: '6.30.0' } : module));
    expect(sharedProblems(shared, shell)).toEqual([expect.stringMatching(/^react-router 6\.30\.0 needs react-router 6\.x/)]);
  });
});

describe('sharedProblems: modules taken from the shell', () => {
  // A shell that provides every module of `sharedOf`, as its manifest lists them.
  const providing: ShellVersions = { ...shell, singletons: Object.fromEntries(sharedOf().map((module) => [module.name, module.version])) };

  it('accepts a build taking from the shell what it provides, or carrying its own copy of the rest', () => {
    const shared = [...sharedOf().map((module) => ({ ...module, ownCopy: false })), { name: '@casino/shared-kernel/provably-fair', version: '0.1.0', singleton: true, ownCopy: true }];
    expect(sharedProblems(shared, providing)).toEqual([]);
  });

  it('refuses a build taking from the shell a module the shell does not provide', () => {
    const shared = [...sharedOf(), { name: '@casino/shared-kernel/provably-fair', version: '0.1.0', singleton: true, ownCopy: false }];
    expect(sharedProblems(shared, providing)).toEqual([
      expect.stringMatching(/^@casino\/shared-kernel\/provably-fair is taken from the shell \(the build carries no copy of it\) but the shell does not provide it \(test shell\)/),
    ]);
  });

  it('has nothing to check when the shell’s modules are not known (versions configured by hand)', () => {
    const shared = [...sharedOf(), { name: 'left-pad', version: '1.3.0', singleton: true, ownCopy: false }];
    expect(sharedProblems(shared, { ...shell, singletons: {} })).toEqual([]);
  });
});

describe('missingExposes', () => {
  it('names ./app and ./dialogs when absent', () => {
    expect(missingExposes(['./app', './dialogs', './extra'])).toEqual([]);
    expect(missingExposes(['./dialogs'])).toEqual(['./app']);
    expect(missingExposes([])).toEqual(['./app', './dialogs']);
  });
});

describe('federationProblems', () => {
  const built = (federationVersion: string | undefined) => ({ name: 'mfe-wallet 1.5.0', federationVersion });
  it('accepts a build made with the shell’s Module Federation version', () => {
    expect(federationProblems(built('2.9.2'), { ...shell, federation: '2.9.2' })).toEqual([]);
  });

  it('refuses any other version, patches included: the remote runs on the shell’s runtime', () => {
    expect(federationProblems(built('2.9.3'), { ...shell, federation: '2.9.2' })).toEqual([
      "mfe-wallet 1.5.0 was built with Module Federation 2.9.3 but the shell runs 2.9.2 (test shell): a remote runs on the shell's Module Federation runtime; rebuild it with @module-federation/enhanced 2.9.2.",
    ]);
  });

  it('has nothing to check when the build or the shell does not say', () => {
    expect(federationProblems(built(undefined), { ...shell, federation: '2.9.2' })).toEqual([]);
    expect(federationProblems(built('2.9.3'), shell)).toEqual([]);
  });
});
