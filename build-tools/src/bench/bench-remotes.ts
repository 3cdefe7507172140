/**
 * Remote figures (issue 6): the gzip JS each remote adds on first entering its routes, counted from
 * what the browser fetches under the remote's own `remotes/<remote>/` path (its entry and chunks).
 * The lobby is entered by the first visit of `/`; every other remote from the Dashboard, each in a
 * fresh browser context: games at `/Gamedetail?id=<a game of the lobby>`, promotions at `/activity`,
 * account at `/my` by a signed-in player, and the wallet, which owns dialogs and no route, by the deposit button of a
 * signed-in player. JS of the shell's own path fetched on the way (shared modules the remote needs
 * and the Dashboard did not) is printed beside it. `--check` fails when a remote with a target
 * (lobby, games, wallet, promotions, account) is over it.
 *
 *   node src/bench/bench-remotes.ts [--check]
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import type { RemoteName } from '@casino/shared-kernel/remote-map';
import { call, signInDemoPlayer } from '../demo-player.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { goToHash, inFreshPage, pageOf, sumGzip, TIMEOUT_MS } from './bench-pages.ts';
import { requireBuiltSite, startBenchSite } from './bench-site.ts';
import { kib, runBench, table } from './figures.ts';
import type { JsFile } from './js-recorder.ts';

/**
 * Targets for what first entering a remote adds (gzip JS of the remote's own files): issue 6's for
 * the lobby and games, issue 18's for the wallet (the deposit dialog's first opening, before a QR:
 * its library loads with a QR order), issue 19's for promotions (`/activity`), issue 20's for the
 * account (`/my`, signed in).
 */
const TARGETS: Partial<Record<RemoteName, number>> = {
  'mfe-lobby': 40 * 1024,
  'mfe-games': 30 * 1024,
  'mfe-wallet': 40 * 1024,
  'mfe-promotions': 40 * 1024,
  'mfe-account': 40 * 1024,
};

interface Entry {
  remote: RemoteName;
  /** Where the remote is entered, as printed. */
  via: string;
  /** From the Dashboard, once it shows; the lobby is entered by opening the site itself. */
  enter?(page: Page): Promise<void>;
  ready: string;
  /** Entered by a signed-in player (the wallet asks a visitor to register instead). */
  signedIn?: boolean;
}

interface Measured {
  entry: Entry;
  own: JsFile[];
  shell: JsFile[];
}

/** A game the lobby lists, for the games remote's detail page. */
async function aLobbyGame(origin: string): Promise<number> {
  const lobby = await call(origin, 'lobbyPreload', {});
  const game = lobby.game_type_list.flatMap((type) => type.second_type_list.flatMap((group) => group.game_list))[0];
  if (!game) throw new Error('the lobby lists no game to open /Gamedetail with');
  return game.id;
}

function entries(gameId: number): Entry[] {
  const byHash = (remote: RemoteName, hash: string): Entry => ({ remote, via: hash, enter: (page) => goToHash(page, hash), ready: pageOf(remote) });
  return [
    { remote: 'mfe-lobby', via: 'first visit of /', ready: pageOf('mfe-lobby') },
    byHash('mfe-games', `#/Gamedetail?id=${gameId}`),
    byHash('mfe-promotions', '#/activity'),
    // A player's user centre: a visitor's /my draws less.
    { ...byHash('mfe-account', '#/my'), signedIn: true },
    {
      remote: 'mfe-wallet',
      via: 'deposit button',
      enter: (page) => page.locator('[data-testid="shell.deposit-button"]').click(),
      // The deposit form itself (amounts, methods, its Deposit button), not just the dialog's frame.
      ready: '[data-testid="wallet.deposit.submit"]',
      signedIn: true,
    },
  ];
}

const isUnder = (file: JsFile, prefix: string) => new URL(file.url).pathname.startsWith(prefix);

async function measure(browser: Browser, origin: string, entry: Entry): Promise<Measured> {
  return inFreshPage(browser, async (page, recorder) => {
    if (entry.signedIn) await signInDemoPlayer(page, origin);
    // The lobby's files are what the first visit fetches; for the others, recording starts once
    // the Dashboard is up and the network is quiet.
    if (!entry.enter) recorder.start();
    await page.goto(`${origin}/`);
    await page.locator(pageOf('mfe-lobby')).waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    await recorder.networkIdle();
    if (entry.enter) {
      recorder.start();
      await entry.enter(page);
      await page.locator(entry.ready).first().waitFor({ state: 'visible', timeout: TIMEOUT_MS });
      await recorder.networkIdle();
    }
    const files = await recorder.files();
    const own = files.filter((file) => isUnder(file, `/remotes/${entry.remote}/`));
    // For the lobby the shell's files are the first visit itself, not something the lobby added.
    const shell = entry.enter ? files.filter((file) => !isUnder(file, '/remotes/')) : [];
    return { entry, own, shell };
  });
}

async function main(argv: readonly string[]): Promise<number> {
  const args = argv.filter((arg) => arg !== '--');
  const unknown = args.filter((arg) => arg !== '--check');
  if (unknown.length > 0) throw new Error(`unknown argument(s) ${unknown.join(' ')}; usage: bench-remotes.ts [--check]`);
  requireBuiltSite('bench:remotes measures the built site,');

  const site = await startBenchSite();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const results: Measured[] = [];
    for (const entry of entries(await aLobbyGame(site.origin))) results.push(await measure(browser, site.origin, entry));

    console.log('JS each remote adds on first entering its routes: gzip -9 of the files under its remotes/<remote>/ path');
    for (const { entry, own } of results) {
      const files = [...own].sort((a, b) => b.gzipBytes - a.gzipBytes);
      console.log(`  ${entry.remote} (${entry.via})`);
      console.log(
        table(
          ['file', 'gzip bytes', 'gzip KiB'],
          files.map((file) => [new URL(file.url).pathname, String(file.gzipBytes), kib(file.gzipBytes)]),
        ).replace(/^/gm, '  '),
      );
    }
    const verdict = (remote: RemoteName, bytes: number) => {
      const target = TARGETS[remote];
      return target === undefined ? ['', ''] : [`<= ${target / 1024}`, bytes <= target ? 'met' : 'NOT met'];
    };
    const rows = results.map(({ entry, own, shell }) => [
      entry.remote,
      entry.via,
      String(own.length),
      kib(sumGzip(own)),
      entry.enter ? `${kib(sumGzip(shell))} (${shell.length})` : '-',
      ...verdict(entry.remote, sumGzip(own)),
    ]);
    console.log(`\n${table(['remote', 'entered', 'files', 'gzip KiB', "shell's JS KiB (files)", 'target KiB', ''], rows)}`);
    const over = results.filter(({ entry, own }) => verdict(entry.remote, sumGzip(own))[1] === 'NOT met');
    console.log(over.length === 0 ? '\nremote targets: met' : `\nremote targets NOT met: ${over.map(({ entry }) => entry.remote).join(', ')}`);
    return args.includes('--check') && over.length > 0 ? 1 : 0;
  } finally {
    await browser?.close();
    await site.close();
  }
}

await runBench('remotes', main);
