import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ApiServerConfig } from '../config.ts';
import type { Launch } from './launches.ts';
import type { PageTexts } from './page-texts.ts';
import { escapeMarkup as escapeHtml } from '../server/markup.ts';
import { themeOf } from './themes.ts';

/** Where the page, its files and its round API live: under /api/, which nginx forwards here. */
export const PLAY_PREFIX = '/api/play';

const PROVIDER_CLASSES = ['Originals', 'PGSoft', 'PragmaticPlay', 'JILI', 'JDB', 'TADA', 'FC', 'EVO', 'SPIRIT', 'Popular'] as const;
const themeClass = (provider: string) => `theme-${(PROVIDER_CLASSES as readonly string[]).includes(provider) ? provider.toLowerCase() : 'originals'}`;

/** Each provider's colours as CSS variables on its body class, so the first paint is already themed. */
function themeCss(): string {
  return PROVIDER_CLASSES.map((provider) => {
    const { colors } = themeOf(provider);
    return `.${themeClass(provider)}{--from:${colors.from};--to:${colors.to};--panel:${colors.panel};--accent:${colors.accent};--on-accent:${colors.onAccent}}`;
  }).join('\n');
}

const read = (file: string) => readFileSync(new URL(`./page/${file}`, import.meta.url), 'utf8');

/** The page's script and style sheet, read once; their hash names the version in their URLs. */
export const PAGE_SCRIPT = read('game-page.js');
export const PAGE_STYLE = `${read('game-page.css')}\n${themeCss()}\n`;
export const PAGE_ASSET_VERSION = createHash('sha256').update(PAGE_SCRIPT).update(PAGE_STYLE).digest('hex').slice(0, 12);
export const SCRIPT_PATH = `${PLAY_PREFIX}/static/game.js`;
export const STYLE_PATH = `${PLAY_PREFIX}/static/game.css`;

/**
 * Pages on this machine, whatever their port: development's site and the remotes' standalone pages
 * (their own ports) frame the game, and no site elsewhere may.
 */
export const DEVELOPMENT_FRAME_ANCESTORS = ['http://localhost:*', 'http://127.0.0.1:*', 'http://*.localhost:*'] as const;

/**
 * The game page's policy: only this service's own files, no inline script or style, no
 * plug-ins, forms or base changes. Who may frame it: the site itself ('self': nginx, or the
 * development site server, serves the site and /api/ on one origin), the origins configured for
 * CORS (sites on other hosts that call this API), and in development the pages of this machine.
 */
export function pageSecurityPolicy(config: Pick<ApiServerConfig, 'mode' | 'corsOrigins'>): string {
  const ancestors = ["'self'", ...(config.mode === 'development' ? DEVELOPMENT_FRAME_ANCESTORS : []), ...config.corsOrigins].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

function document(title: string, bodyClass: string, language: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="dark">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${STYLE_PATH}?v=${PAGE_ASSET_VERSION}">
<script src="${SCRIPT_PATH}?v=${PAGE_ASSET_VERSION}" defer></script>
</head>
<body class="${bodyClass}">
${body}
</body>
</html>
`;
}

const ENGINE_STAGES: Record<Launch['game']['engine'], (texts: PageTexts) => string> = {
  slot: (texts) => `<section class="stage slot" aria-label="${escapeHtml(texts.spin)}">
  <div class="reels" id="reels"></div>
</section>`,
  dice: (texts) => `<section class="stage dice">
  <output class="roll" id="roll">50.00</output>
  <div class="track" id="track"><div class="zone" id="zone"></div><div class="marker" id="marker"><span id="marker-label">50.00</span></div></div>
  <div class="scale"><span>0</span><span>25</span><span>50</span><span>75</span><span>100</span></div>
  <dl class="figures">
    <div><dt>${escapeHtml(texts.target)}</dt><dd id="target-value">50</dd></div>
    <div><dt>${escapeHtml(texts.winChance)}</dt><dd id="chance-value">50 %</dd></div>
    <div><dt>${escapeHtml(texts.multiplier)}</dt><dd id="payout-value">–</dd></div>
  </dl>
</section>`,
  crash: () => `<section class="stage crash">
  <canvas id="curve" width="640" height="360"></canvas>
  <div class="readout"><output id="multiplier">1.00×</output><span id="crash-note"></span></div>
</section>`,
};

const ENGINE_CONTROLS: Record<Launch['game']['engine'], (texts: PageTexts) => string> = {
  slot: (texts) =>
    `<details class="paytable"><summary>${escapeHtml(texts.paytable)}</summary><p>${escapeHtml(texts.paytableNote)}</p><ul id="paytable"></ul></details>`,
  dice: (texts) => `<div class="direction" role="group">
    <button type="button" class="toggle on" id="under">${escapeHtml(texts.rollUnder)}</button>
    <button type="button" class="toggle" id="over">${escapeHtml(texts.rollOver)}</button>
  </div>
  <label class="field"><span>${escapeHtml(texts.target)}</span><input type="range" id="target" min="2" max="98" step="1" value="50"></label>`,
  crash: (
    texts,
  ) => `<label class="field"><span>${escapeHtml(texts.cashoutAt)}</span><input type="number" id="cashout" min="1.01" max="1000" step="0.01" value="2.00" inputmode="decimal"></label>
  <div class="chips" id="cashout-chips"><button type="button" data-cashout="1.5">1.5×</button><button type="button" data-cashout="2">2×</button><button type="button" data-cashout="5">5×</button><button type="button" data-cashout="10">10×</button><button type="button" data-cashout="100">100×</button></div>`,
};

/** The page of a live launch. Its script reads the launch token from the page's own path. */
export function gamePage(launch: Launch, texts: PageTexts, language: string, moneyLabel: string): string {
  const { game } = launch;
  const theme = themeOf(game.provider);
  const play = game.engine === 'slot' ? texts.spin : game.engine === 'dice' ? texts.roll : texts.play;
  const layout = launch.mode === 2 ? 'layout-mobile' : 'layout-desktop';
  const body = `<main class="game" id="game">
<header class="bar">
  <div class="title"><span class="provider">${escapeHtml(theme.label)}</span><h1>${escapeHtml(game.name)}</h1></div>
  <span class="rtp" id="rtp">${escapeHtml(texts.rtp.replace('{rtp}', String(game.rtp)))}</span>
  <div class="wallet"><span class="label">${escapeHtml(moneyLabel)}</span><strong id="balance">…</strong></div>
</header>
${ENGINE_STAGES[game.engine](texts)}
<section class="controls">
  <div class="bet">
    <label class="field"><span>${escapeHtml(texts.bet)}</span><input type="number" id="stake" min="0" step="0.01" inputmode="decimal"></label>
    <div class="chips"><button type="button" id="half">${escapeHtml(texts.half)}</button><button type="button" id="double">${escapeHtml(texts.double)}</button><button type="button" id="min">${escapeHtml(texts.min)}</button><button type="button" id="max">${escapeHtml(texts.max)}</button></div>
    <p class="limits" id="limits"></p>
  </div>
  ${ENGINE_CONTROLS[game.engine](texts)}
  <button type="button" class="play" id="play" disabled>${escapeHtml(play)}</button>
  <p class="outcome" id="outcome" role="status" aria-live="polite">${escapeHtml(texts.loading)}</p>
</section>
<details class="fairness" id="fairness">
  <summary>${escapeHtml(texts.fairness)}</summary>
  <p class="fair-note">${escapeHtml(texts.fairnessNote)}</p>
  <dl>
    <div><dt>${escapeHtml(texts.serverSeedHash)}</dt><dd><code id="server-seed-hash">…</code></dd></div>
    <div><dt>${escapeHtml(texts.nonce)}</dt><dd id="fair-nonce">…</dd></div>
  </dl>
  <div class="client-seed">
    <label class="field"><span>${escapeHtml(texts.clientSeed)}</span><input type="text" id="client-seed" maxlength="64" autocomplete="off" spellcheck="false"></label>
    <button type="button" id="change-client-seed">${escapeHtml(texts.changeClientSeed)}</button>
  </div>
  <button type="button" id="rotate-seeds">${escapeHtml(texts.rotate)}</button>
  <p class="fair-status" id="fair-status" role="status" aria-live="polite"></p>
  <div class="revealed" id="revealed" hidden><h3>${escapeHtml(texts.revealedSeed)}</h3><code id="revealed-seed"></code><p id="revealed-rounds"></p></div>
</details>
<section class="history">
  <h2>${escapeHtml(texts.lastResults)}</h2>
  <ol id="history"><li class="empty">${escapeHtml(texts.noResults)}</li></ol>
</section>
</main>`;
  return document(`${game.name} · ${theme.label}`, `${themeClass(game.provider)} engine-${game.engine} ${layout}`, language, body);
}

/** A short note instead of a game, under its heading. */
function notePage(title: string, language: string, message: string): string {
  return document(title, 'theme-originals closed', language, `<main class="note"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main>`);
}

/** What a dead or unknown launch opens. */
export function closedPage(texts: PageTexts, language: string, message: string): string {
  return notePage(texts.closed, language, message);
}

/** What a poker launch's page opens: the casino draws the table itself (its calls are under this launch's path). */
export function pokerNotePage(launch: Launch, texts: PageTexts, language: string): string {
  return notePage(launch.game.name, language, texts.pokerTable);
}
