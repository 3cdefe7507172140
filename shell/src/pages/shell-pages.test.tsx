// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render as renderTree, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LobbyInfo, UserInfo } from '@casino/shared-kernel/api-contract';
import { casinoBus } from '@casino/shared-kernel/events';
import { initI18n } from '@casino/shared-kernel/i18n';
import { REMOTE_NAMES, type RemoteName } from '@casino/shared-kernel/remote-map';
import { HashRouter } from '@casino/shared-kernel/routing';
import {
  DEFAULT_SITE_SETTINGS,
  KernelProvider,
  kernelStore,
  languageAtom,
  lobbyInfoAtom,
  openDialogsAtom,
  redDotsAtom,
  siteSettingsAtom,
  signIn,
  signOut,
  toastsAtom,
} from '@casino/shared-kernel/state';
import { ShellConfigContext, type ShellConfig } from '../app/shell-context.ts';
import { RunningRemotes } from '../federation/running-remotes.ts';
import type { RemoteVersions } from '../federation/remote-versions.ts';
import type { RunningRemote } from '../federation/resolve-remote.ts';
import { DownloadPage, downloadAwardOffered } from './download-page.tsx';
import { legalBlocks, legalProfile } from './legal-documents.ts';
import { LegalPage } from './legal-page.tsx';
import { loadPageTexts } from './page-texts.ts';
import ShellPage from './shell-pages.tsx';

const api = vi.hoisted(() => ({ callEnvelope: vi.fn() }));
vi.mock('@casino/shared-kernel/api', () => ({ casinoApi: api }));

/** Components read the kernel's one store, as in the site. */
const render = (tree: ReactNode) => renderTree(<KernelProvider>{tree}</KernelProvider>);

const INDIA = { ...DEFAULT_SITE_SETTINGS, title: 'Casino India', contactEmail: 'support@india.casino.example', currency: 'INR', currencySymbol: '₹' };
const BRASIL = { ...DEFAULT_SITE_SETTINGS, title: 'Cassino Brasil', contactEmail: 'suporte@brasil.casino.example', currency: 'BRL', currencySymbol: 'R$' };

beforeAll(async () => {
  await initI18n();
  await loadPageTexts();
});

afterEach(() => {
  cleanup();
  act(() => {
    signOut();
    kernelStore.set(languageAtom, 'en');
    kernelStore.set(lobbyInfoAtom, null);
    kernelStore.set(redDotsAtom, null);
    kernelStore.set(siteSettingsAtom, DEFAULT_SITE_SETTINGS);
  });
  api.callEnvelope.mockReset();
});

describe('the legal pages', () => {
  it('show India’s user agreement: rupees, Indian law, 18+', async () => {
    kernelStore.set(siteSettingsAtom, INDIA);
    render(<LegalPage path="/userAgreement" brand="india" />);
    expect(screen.getByRole('heading', { level: 1, name: 'User agreement' })).toBeTruthy();
    const text = (await screen.findByRole('heading', { level: 2, name: '2. Who may play' })).closest('section')?.textContent ?? '';
    expect(text).toContain('at least 18 years old');
    expect(text).toContain('India');
    expect(document.body.textContent).toContain('Indian rupees (INR, ₹)');
    expect(document.body.textContent).toContain('governed by the laws of India');
    expect(document.body.textContent).toContain('Casino India');
    expect(document.body.textContent).toContain('support@india.casino.example');
    expect(document.body.textContent).not.toContain('14,790');
    expect(document.body.textContent).not.toContain('{{');
    // Every section has a body.
    for (const section of screen.getByTestId('legal.document').querySelectorAll('section')) expect(section.querySelector('p, ul')?.textContent).toBeTruthy();
  });

  it('show Brasil’s text in Portuguese: reais, Lei 14.790, LGPD, 18+', async () => {
    kernelStore.set(siteSettingsAtom, BRASIL);
    kernelStore.set(languageAtom, 'pt-br');
    render(<LegalPage path="/privacyAgreement" brand="brasil" />);
    await screen.findByRole('heading', { level: 2, name: '4. Base legal' });
    // The title is a text of the shell namespace, redrawn in a transition when its bundle arrives.
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de privacidade' })).toBeTruthy();
    const text = document.body.textContent ?? '';
    expect(text).toContain('Lei nº 14.790/2023');
    expect(text).toContain('LGPD');
    expect(text).toContain('Cassino Brasil');
    expect(text).not.toContain('Digital Personal Data Protection');
  });

  it('read in Thai and in Chinese, body and headings, for the brand’s market', async () => {
    kernelStore.set(siteSettingsAtom, INDIA);
    kernelStore.set(languageAtom, 'th');
    const { unmount } = render(<LegalPage path="/termOfService" brand="india" />);
    const service = (await screen.findByRole('heading', { level: 2, name: '1. บริการ' })).closest('section')?.textContent ?? '';
    expect(service).toContain('เราให้บริการเกมคาสิโนออนไลน์');
    expect(document.body.textContent).toContain('สกุลเงินของบริการคือรูปีอินเดีย (INR, ₹)');
    expect(document.body.textContent).not.toContain('We offer online casino games');
    unmount();

    kernelStore.set(siteSettingsAtom, BRASIL);
    kernelStore.set(languageAtom, 'zh');
    render(<LegalPage path="/userAgreement" brand="brasil" />);
    const eligibility = (await screen.findByRole('heading', { level: 2, name: '2. 谁可以游戏' })).closest('section')?.textContent ?? '';
    expect(eligibility).toContain('您已年满 18 周岁');
    expect(eligibility).toContain('CPF');
    expect(document.body.textContent).toContain('Cassino Brasil');
    expect(document.body.textContent).not.toContain('You may register and play only if');
  });

  it('links the contents to the sections', async () => {
    render(<LegalPage path="/termOfService" brand="brasil" />);
    const contents = await screen.findByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(12);
    expect(document.getElementById(links[9]!.getAttribute('href')!.slice(1))?.textContent).toContain('Law no. 14,790/2023');
  });

  it('pick the market by brand or currency, and split bodies into paragraphs and lists', () => {
    expect(legalProfile('brasil', '')).toBe('brasil');
    expect(legalProfile('other', 'BRL')).toBe('brasil');
    expect(legalProfile('india', 'INR')).toBe('india');
    expect(legalBlocks('One.\n\nYou may:\n- a;\n- b.')).toEqual([
      { kind: 'paragraph', text: 'One.' },
      { kind: 'paragraph', text: 'You may:' },
      { kind: 'list', items: ['a;', 'b.'] },
    ]);
  });
});

const lobby = (overrides: Partial<LobbyInfo> = {}) => ({ download_show: true, download_award: 50_00, ...overrides }) as LobbyInfo;

describe('/download', () => {
  it('installs through the PWA prompt it is given', () => {
    const requestInstall = vi.fn();
    render(<DownloadPage brand="india" requestInstall={requestInstall} />);
    fireEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(requestInstall).toHaveBeenCalledOnce();
    expect(screen.getByRole('heading', { name: 'How to install' })).toBeTruthy();
  });

  it('shows the award only when the lobby says the brand offers it', () => {
    expect(downloadAwardOffered(null)).toBe(false);
    expect(downloadAwardOffered(lobby({ download_show: false }))).toBe(false);
    expect(downloadAwardOffered(lobby({ download_award: 0 }))).toBe(false);
    render(<DownloadPage brand="india" />);
    expect(screen.queryByTestId('download.award')).toBeNull();
    act(() => kernelStore.set(lobbyInfoAtom, lobby()));
    expect(screen.getByTestId('download.award')).toBeTruthy();
  });

  it('asks a visitor to log in first', () => {
    kernelStore.set(lobbyInfoAtom, lobby());
    kernelStore.set(siteSettingsAtom, INDIA);
    render(<DownloadPage brand="india" />);
    expect(screen.getByTestId('download.award').textContent).toContain('₹50.00');
    fireEvent.click(screen.getByRole('button', { name: 'Log in to claim' }));
    expect(kernelStore.get(openDialogsAtom).map((dialog) => dialog.name)).toContain('shell.login');
  });

  it('pays the award once: the wallet refreshes, then the page says it is claimed', async () => {
    kernelStore.set(lobbyInfoAtom, lobby());
    kernelStore.set(siteSettingsAtom, INDIA);
    signIn({ accessToken: 'player-token', userInfo: { uid: 100001 } as UserInfo });
    api.callEnvelope.mockResolvedValue({ code: 0, msg: 'ok', data: { amount: 50_00 } });
    const reasons: string[] = [];
    const off = casinoBus.on('wallet:changed', ({ reason }) => reasons.push(reason));
    render(<DownloadPage brand="india" />);
    fireEvent.click(screen.getByRole('button', { name: 'Claim ₹50.00' }));
    await screen.findByTestId('download.award-claimed');
    off();
    expect(api.callEnvelope).toHaveBeenCalledExactlyOnceWith('downloadTakeAward');
    expect(reasons).toContain('download-award');
    expect(kernelStore.get(toastsAtom).map((shown) => shown.text)).toContain('₹50.00 bonus added to your wallet.');
    expect(screen.queryByRole('button', { name: /Claim/ })).toBeNull();
  });

  it('a refused claim (already taken) leaves the server’s message to the API client and offers no second try', async () => {
    kernelStore.set(lobbyInfoAtom, lobby());
    signIn({ accessToken: 'player-token', userInfo: { uid: 100001 } as UserInfo });
    api.callEnvelope.mockRejectedValue(new Error('You have already claimed the app download award'));
    render(<DownloadPage brand="india" />);
    fireEvent.click(screen.getByRole('button', { name: /Claim/ }));
    await screen.findByTestId('download.award-claimed');
  });

  it('says claimed when the red dots say the player took it', () => {
    kernelStore.set(lobbyInfoAtom, lobby());
    signIn({ accessToken: 'player-token', userInfo: { uid: 100001 } as UserInfo });
    kernelStore.set(redDotsAtom, { activity_list: [], actnew_list: [], down_load_status: 0 });
    render(<DownloadPage brand="india" />);
    expect(screen.getByTestId('download.award-claimed')).toBeTruthy();
  });
});

describe('/404 and /500', () => {
  const config = { brand: 'india' } as ShellConfig;
  const page = (path: string) =>
    render(
      <ShellConfigContext value={config}>
        <HashRouter>
          <ShellPage path={path} />
        </HashRouter>
      </ShellConfigContext>,
    );

  it('/404 says so and leads home', () => {
    page('/404');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the lobby' }).getAttribute('href')).toBe('#/');
  });

  it('/500 offers a retry and a way home', () => {
    page('/500');
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the lobby' }).getAttribute('href')).toBe('#/');
  });

  it('an unknown shell path is a bug, said loudly', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => page('/nope')).toThrow('The shell owns /nope but has no page for it');
  });
});

describe('legal texts', () => {
  it('every language has every text of English, with its placeholders, paragraphs and lists', async () => {
    const { LANGUAGES } = await import('@casino/shared-kernel/state');
    const { LEGAL_DOCUMENTS, loadLegalTexts } = await import('./legal-documents.ts');
    const en = (await loadLegalTexts('en')).default;
    const shape = (text: string) => [text.match(/\{\{\w+\}\}/g)?.sort(), text.split('\n\n').length, text.split('\n- ').length];
    for (const { id, sections } of Object.values(LEGAL_DOCUMENTS)) {
      for (const section of sections) {
        // English has every body, for both markets.
        expect(en[`legal.${id}.${section}.body`] ?? (en[`legal.${id}.${section}.body.india`] && en[`legal.${id}.${section}.body.brasil`])).toBeTruthy();
      }
    }
    for (const language of LANGUAGES) {
      const bundle = (await loadLegalTexts(language)).default;
      expect(Object.keys(bundle).sort(), language).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en)) {
        expect(shape(bundle[key] ?? ''), `${language} ${key}`).toEqual(shape(text));
        // A body in the page's language, not English under a translated heading.
        if (language !== 'en' && key.includes('.body')) expect(bundle[key], `${language} ${key}`).not.toBe(text);
      }
    }
  });
});

describe('/__dev__design, the UI kit’s showcase', () => {
  /** A tab's versions: every remote at its pin, or the lobby previewed by a tester. */
  const configWith = (previewing: boolean): ShellConfig => {
    const remote = (name: RemoteName): RunningRemote => ({
      name,
      version: '1.0.0',
      entry: `/remotes/${name}/1.0.0/remoteEntry.js`,
      pinned: '1.0.0',
      fallbacks: [],
      source: previewing && name === 'mfe-lobby' ? 'preview' : 'pin',
    });
    const remotes = Object.fromEntries(REMOTE_NAMES.map((name) => [name, remote(name)])) as Record<RemoteName, RunningRemote>;
    return { brand: 'india', versions: { running: new RunningRemotes(remotes) } as unknown as RemoteVersions };
  };
  const open = (config: ShellConfig) => {
    window.location.hash = '#/__dev__design';
    return render(
      <ShellConfigContext value={config}>
        <HashRouter>
          <ShellPage path="/__dev__design" />
        </HashRouter>
      </ShellConfigContext>,
    );
  };

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is not served by a production build to a player: the tab goes to /404', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    open(configWith(false));
    await waitFor(() => expect(window.location.hash).toBe('#/404'));
    expect(screen.queryByTestId('design.themes')).toBeNull();
  });

  it('is served by a production build to a tab that previews a version, and by a development build', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    open(configWith(true));
    expect(await screen.findByTestId('design.themes')).toBeTruthy();
    cleanup();
    vi.stubEnv('NODE_ENV', 'development');
    open(configWith(false));
    expect(await screen.findByTestId('design.themes')).toBeTruthy();
    expect(window.location.hash).toBe('#/__dev__design');
  });
});
