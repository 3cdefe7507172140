import { describe, expect, it } from 'vitest';
import { sharedOf } from '../testing/fake-builds.ts';
import { federationProblems, missingExposes, sharedProblems, type ShellVersions } from './compatibility.ts';

const shell: ShellVersions = {
  react: '19.3.1',
  kernel: '0.1.0',
  singletons: { react: '19.3.1', 'react-router': '7.18.5', jotai: '3.0.1' },
  source: 'test shell',
};

describe('sharedProblems', () => {
  it('accepts a build whose required ranges the shell’s versions satisfy, whatever it was built with', () => {
    expect(sharedProblems(sharedOf('19.0.0', '0.1.0'), shell)).toEqual([]);
    const ranges: Record<string, string> = { react: '^19.2.0', 'react-dom': '^19.2.0', 'react/jsx-runtime': '^19.2.0', 'react-dom/client': '^19.2.0' };
    const builtNewer = sharedOf('19.4.0', '0.1.9').map((module) => ({ ...module, requiredVersion: ranges[module.name] ?? (module.name.startsWith('@casino') ? '^0.1.0' : module.requiredVersion) }));
    expect(sharedProblems(builtNewer, shell)).toEqual([]);
    const withoutRange = sharedOf().map(({ requiredVersion: _omitted, ...module }) => module);
    expect(sharedProblems(withoutRange, shell)).toEqual([]);
  });

  it('refuses a build requiring a newer minor than the shell provides (semver: ^19.4.0 is not met by 19.3.1)', () => {
    const problems = sharedProblems(sharedOf('19.4.0'), shell);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toBe(
      'react requires React ^19.4.0 but the shell provides 19.3.1 (test shell): rebuild it requiring a range that 19.3.1 satisfies (e.g. ^19.3.1).',
    );
  });

  it('refuses React 18 in a React 19 shell, naming each React module', () => {
    const problems = sharedProblems(sharedOf('18.3.1'), shell);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^react requires React \^18\.3\.1 but the shell provides 19\.3\.1 \(test shell\)/);
  });

  it('refuses a kernel of another breaking line (0.2 against 0.1; 2.x against 1.x)', () => {
    expect(sharedProblems(sharedOf(undefined, '0.2.0'), shell).join('\n')).toMatch(/@casino\/shared-kernel\/remote requires the kernel \^0\.2\.0 but the shell provides 0\.1\.0/);
    expect(sharedProblems(sharedOf(undefined, '2.0.0'), { ...shell, kernel: '1.5.0' })).toHaveLength(2);
  });

  it('refuses a required version that is not a semver range, saying so', () => {
    const shared = sharedOf().map((module) => (module.name === 'jotai' ? { ...module, requiredVersion: 'the newest' } : module));
    expect(sharedProblems(shared, shell)).toEqual(['jotai requires "the newest", which is not a semver range: build it with a requiredVersion such as ^3.0.1.']);
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
    const shared = sharedOf().map((module) => (module.name === 'react-router' ? { ...module, version: '6.30.0', requiredVersion: '^6.30.0' } : module));
    expect(sharedProblems(shared, shell)).toEqual([expect.stringMatching(/^react-router requires react-router \^6\.30\.0 but the shell provides 7\.18\.5/)]);
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
  const onShell = (federation: string) => ({ ...shell, federation });

  it.each(['2.9.2', '2.9.3', '2.9.0', '2.8.0', '2.8.2'])('a shell on 2.9.2 runs a remote built with Module Federation %s (its minor and the one before)', (version) => {
    expect(federationProblems(built(version), onShell('2.9.2'))).toEqual([]);
  });

  it('a shell upgraded to 2.9.3 still runs remotes built with 2.9.2', () => {
    expect(federationProblems(built('2.9.2'), onShell('2.9.3'))).toEqual([]);
  });

  it.each(['2.7.0', '2.10.0', '3.0.0', '1.9.0'])('refuses a remote built with %s, naming the range', (version) => {
    expect(federationProblems(built(version), onShell('2.9.2'))).toEqual([
      `mfe-wallet 1.5.0 was built with Module Federation ${version} but the shell (2.9.2, test shell) runs remotes built with >=2.8.0 <2.10.0: rebuild it with @module-federation/enhanced in that range.`,
    ]);
  });

  it('refuses a release that is not a version, and has nothing to check when the build or the shell does not say', () => {
    expect(federationProblems(built('next'), onShell('2.9.2'))).toEqual([expect.stringMatching(/names Module Federation "next" \(metaData\.pluginVersion\), which is not a version/)]);
    expect(federationProblems(built(undefined), onShell('2.9.2'))).toEqual([]);
    expect(federationProblems(built('2.9.3'), shell)).toEqual([]);
  });
});
