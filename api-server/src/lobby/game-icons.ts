// The lobby's game tiles, drawn here as SVG so a fresh checkout shows a complete lobby without
// binary files or a provider's artwork: the provider's colours and motif, a symbol of what the
// game plays (reels, dice, a crash curve) and the game's name. Deterministic per game.
import type { CatalogueGame, GameEngine, GameProvider } from '../catalogue/game-catalogue.ts';
import { escapeXml, hashOf, num, seededRandom, starPoints, textLine, wrapWords } from './svg-kit.ts';

/** Part of every icon URL: bump it when the drawing changes, so browsers fetch the new tiles. */
export const GAME_ICON_VERSION = 1;

const SIZE = 300;

type Motif = 'sparkles' | 'sunburst' | 'diamonds' | 'waves' | 'bubbles' | 'coins' | 'suits' | 'pitch' | 'confetti' | 'grid';

/** A provider's look: its background runs from one hue to another, its accent and its motif. */
interface ProviderTheme {
  label: string;
  fromHue: number;
  toHue: number;
  saturation: number;
  accent: string;
  motif: Motif;
}

const THEMES: Readonly<Record<GameProvider, ProviderTheme>> = {
  PGSoft: {
    label: 'PG SOFT',
    fromHue: 268,
    toHue: 322,
    saturation: 72,
    accent: '#ffd23f',
    motif: 'sparkles',
  },
  PragmaticPlay: {
    label: 'PRAGMATIC',
    fromHue: 8,
    toHue: 34,
    saturation: 90,
    accent: '#ffe9a8',
    motif: 'sunburst',
  },
  JILI: {
    label: 'JILI',
    fromHue: 352,
    toHue: 44,
    saturation: 85,
    accent: '#fff1a8',
    motif: 'diamonds',
  },
  JDB: {
    label: 'JDB',
    fromHue: 218,
    toHue: 182,
    saturation: 80,
    accent: '#b8fbff',
    motif: 'waves',
  },
  TADA: {
    label: 'TADA',
    fromHue: 140,
    toHue: 84,
    saturation: 66,
    accent: '#f3ff8a',
    motif: 'bubbles',
  },
  FC: {
    label: 'FC',
    fromHue: 30,
    toHue: 47,
    saturation: 78,
    accent: '#ffe07a',
    motif: 'coins',
  },
  EVO: {
    label: 'EVO',
    fromHue: 224,
    toHue: 236,
    saturation: 62,
    accent: '#e8c56a',
    motif: 'suits',
  },
  SPIRIT: {
    label: 'SPIRIT',
    fromHue: 152,
    toHue: 132,
    saturation: 70,
    accent: '#ffffff',
    motif: 'pitch',
  },
  Popular: {
    label: 'POPULAR',
    fromHue: 346,
    toHue: 318,
    saturation: 84,
    accent: '#ffe0ea',
    motif: 'confetti',
  },
  Originals: {
    label: 'ORIGINALS',
    fromHue: 246,
    toHue: 188,
    saturation: 76,
    accent: '#5ef0ff',
    motif: 'grid',
  },
};

const MOTIFS: readonly Motif[] = ['sparkles', 'sunburst', 'diamonds', 'waves', 'bubbles', 'coins', 'suits', 'pitch', 'confetti', 'grid'];

/** A provider outside spec 9's list still gets a stable look of its own. */
function themeOf(provider: string): ProviderTheme {
  const known = (THEMES as Readonly<Record<string, ProviderTheme>>)[provider];
  if (known) return known;
  const hue = hashOf(provider) % 360;
  return {
    label: provider.toUpperCase(),
    fromHue: hue,
    toHue: hue + 40,
    saturation: 70,
    accent: '#ffffff',
    motif: MOTIFS[hashOf(provider) % MOTIFS.length] ?? 'grid',
  };
}

const hsl = (hue: number, saturation: number, lightness: number) => `hsl(${num(((hue % 360) + 360) % 360)}, ${num(saturation)}%, ${num(lightness)}%)`;

type Random = () => number;
const between = (random: Random, low: number, high: number) => low + random() * (high - low);

function motifLayer(motif: Motif, accent: string, random: Random): string {
  const parts: string[] = [];
  switch (motif) {
    case 'sparkles':
      for (let index = 0; index < 8; index += 1) {
        const [x, y, r] = [between(random, 20, 280), between(random, 40, 200), between(random, 5, 14)];
        parts.push(
          `<path d="M${num(x)} ${num(y - r)}Q${num(x)} ${num(y)} ${num(x + r)} ${num(y)}Q${num(x)} ${num(y)} ${num(x)} ${num(y + r)}Q${num(x)} ${num(y)} ${num(x - r)} ${num(y)}Q${num(x)} ${num(y)} ${num(x)} ${num(y - r)}Z" fill="${accent}" opacity="0.55"/>`,
        );
      }
      break;
    case 'sunburst': {
      const turn = random() * 20;
      for (let index = 0; index < 18; index += 2) {
        const a = ((index * 20 + turn) * Math.PI) / 180;
        const b = (((index + 1) * 20 + turn) * Math.PI) / 180;
        parts.push(
          `<path d="M150 120L${num(150 + 320 * Math.cos(a))} ${num(120 + 320 * Math.sin(a))}L${num(150 + 320 * Math.cos(b))} ${num(120 + 320 * Math.sin(b))}Z" fill="#fff" opacity="0.09"/>`,
        );
      }
      break;
    }
    case 'diamonds':
      for (let index = 0; index < 9; index += 1) {
        const [x, y, r] = [between(random, 10, 290), between(random, 20, 210), between(random, 8, 22)];
        parts.push(
          `<path d="M${num(x)} ${num(y - r)}L${num(x + r * 0.7)} ${num(y)}L${num(x)} ${num(y + r)}L${num(x - r * 0.7)} ${num(y)}Z" fill="${accent}" opacity="0.22"/>`,
        );
      }
      break;
    case 'waves':
      for (let index = 0; index < 5; index += 1) {
        const y = 40 + index * 40 + between(random, -8, 8);
        const lift = between(random, 8, 16);
        parts.push(
          `<path d="M-10 ${num(y)}Q40 ${num(y - lift)} 90 ${num(y)}T190 ${num(y)}T290 ${num(y)}T390 ${num(y)}" fill="none" stroke="#fff" stroke-width="3" opacity="0.16"/>`,
        );
      }
      break;
    case 'bubbles':
      for (let index = 0; index < 12; index += 1) {
        parts.push(
          `<circle cx="${num(between(random, 10, 290))}" cy="${num(between(random, 20, 210))}" r="${num(between(random, 4, 18))}" fill="none" stroke="#fff" stroke-width="2" opacity="0.28"/>`,
        );
      }
      break;
    case 'coins':
      for (let index = 0; index < 7; index += 1) {
        const [x, y, r] = [between(random, 15, 285), between(random, 25, 205), between(random, 9, 17)];
        parts.push(
          `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="${accent}" opacity="0.25"/><circle cx="${num(x)}" cy="${num(y)}" r="${num(r * 0.62)}" fill="none" stroke="${accent}" stroke-width="2" opacity="0.35"/>`,
        );
      }
      break;
    case 'suits': {
      const suits = ['♠', '♥', '♦', '♣'];
      for (let index = 0; index < 6; index += 1) {
        const suit = suits[Math.floor(random() * suits.length)] ?? '♠';
        parts.push(
          `<text x="${num(between(random, 20, 280))}" y="${num(between(random, 50, 210))}" font-family="'Segoe UI Symbol', 'DejaVu Sans', Arial, sans-serif" font-size="${num(between(random, 26, 48))}" text-anchor="middle" fill="${accent}" opacity="0.2">${suit}</text>`,
        );
      }
      break;
    }
    case 'pitch':
      for (let index = 0; index < 6; index += 2) parts.push(`<rect x="${index * 50}" y="0" width="50" height="${SIZE}" fill="#fff" opacity="0.05"/>`);
      parts.push(
        `<circle cx="150" cy="120" r="${num(between(random, 52, 64))}" fill="none" stroke="#fff" stroke-width="3" opacity="0.22"/><line x1="150" y1="0" x2="150" y2="${SIZE}" stroke="#fff" stroke-width="3" opacity="0.22"/>`,
      );
      break;
    case 'confetti': {
      const colours = ['#ffe066', '#5ef0ff', '#ffffff', '#b4ff6b', '#ff9bd2'];
      for (let index = 0; index < 20; index += 1) {
        const colour = colours[Math.floor(random() * colours.length)] ?? '#fff';
        parts.push(
          `<rect x="${num(between(random, 5, 290))}" y="${num(between(random, 10, 210))}" width="7" height="13" rx="2" fill="${colour}" opacity="0.5" transform="rotate(${num(between(random, 0, 180))} ${num(150)} ${num(120)})"/>`,
        );
      }
      break;
    }
    case 'grid':
      for (let index = 0; index <= 10; index += 1)
        parts.push(
          `<line x1="${index * 30}" y1="200" x2="${num(150 + (index * 30 - 150) * 3)}" y2="310" stroke="${accent}" stroke-width="1.5" opacity="0.3"/>`,
        );
      for (let index = 0; index < 4; index += 1)
        parts.push(
          `<line x1="0" y1="${204 + index * index * 8}" x2="${SIZE}" y2="${204 + index * index * 8}" stroke="${accent}" stroke-width="1.5" opacity="0.3"/>`,
        );
      parts.push(`<circle cx="${num(between(random, 60, 240))}" cy="${num(between(random, 40, 80))}" r="26" fill="${accent}" opacity="0.18"/>`);
      break;
  }
  return `<g>${parts.join('')}</g>`;
}

// Reel symbols, each drawn around its centre.
const REEL_SYMBOLS: readonly ((x: number, y: number) => string)[] = [
  (x, y) =>
    `<text x="${x}" y="${y + 17}" font-family="Georgia, 'Times New Roman', serif" font-size="50" font-weight="900" text-anchor="middle" fill="#e11d48" stroke="#7f1d1d" stroke-width="2">7</text>`,
  (x, y) =>
    `<rect x="${x - 22}" y="${y - 11}" width="44" height="22" rx="4" fill="#1f2937"/><text x="${x}" y="${y + 5}" font-family="Arial, sans-serif" font-size="13" font-weight="900" text-anchor="middle" fill="#fcd34d">BAR</text>`,
  (x, y) => `<polygon points="${starPoints(x, y, 22, 9)}" fill="#f59e0b" stroke="#b45309" stroke-width="2"/>`,
  (x, y) =>
    `<path d="M${x} ${y - 22}L${x + 17} ${y - 4}L${x} ${y + 22}L${x - 17} ${y - 4}Z" fill="#22d3ee" stroke="#0e7490" stroke-width="2"/><path d="M${x - 17} ${y - 4}H${x + 17}" stroke="#0e7490" stroke-width="2"/>`,
  (x, y) =>
    `<path d="M${x - 9} ${y + 6}Q${x - 4} ${y - 16} ${x + 8} ${y - 22}M${x + 10} ${y + 8}Q${x + 8} ${y - 10} ${x + 8} ${y - 22}" fill="none" stroke="#15803d" stroke-width="3"/><circle cx="${x - 10}" cy="${y + 10}" r="10" fill="#dc2626"/><circle cx="${x + 11}" cy="${y + 12}" r="10" fill="#b91c1c"/>`,
  (x, y) =>
    `<circle cx="${x}" cy="${y}" r="20" fill="#fbbf24" stroke="#b45309" stroke-width="3"/><text x="${x}" y="${y + 8}" font-family="Arial, sans-serif" font-size="22" font-weight="900" text-anchor="middle" fill="#92400e">$</text>`,
];

function reels(accent: string, random: Random): string {
  const pick = () => Math.floor(random() * REEL_SYMBOLS.length);
  // Some tiles show a line of three: the picture of a win.
  const first = pick();
  const symbols = random() < 0.3 ? [first, first, first] : [first, pick(), pick()];
  const windows = [88, 150, 212]
    .map((x, index) => `<rect x="${x - 28}" y="74" width="56" height="88" rx="10" fill="#fff"/>${REEL_SYMBOLS[symbols[index] ?? 0]?.(x, 118) ?? ''}`)
    .join('');
  return (
    `<rect x="46" y="62" width="208" height="112" rx="18" fill="#000" fill-opacity="0.35" stroke="${accent}" stroke-width="4"/>` +
    windows +
    `<line x1="52" y1="118" x2="248" y2="118" stroke="${accent}" stroke-width="2" opacity="0.55"/>` +
    `<path d="M256 96Q272 92 270 66" fill="none" stroke="#e5e7eb" stroke-width="5" stroke-linecap="round"/><circle cx="270" cy="60" r="9" fill="#ef4444" stroke="#7f1d1d" stroke-width="2"/>`
  );
}

const PIPS: Readonly<Record<number, readonly [number, number][]>> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

function die(x: number, y: number, size: number, angle: number, value: number): string {
  const step = size * 0.27;
  const pips = (PIPS[value] ?? PIPS[1] ?? [])
    .map(
      ([dx, dy]) =>
        `<circle cx="${num(dx * step)}" cy="${num(dy * step)}" r="${num(size * (value === 1 ? 0.13 : 0.085))}" fill="${value === 1 ? '#dc2626' : '#111827'}"/>`,
    )
    .join('');
  const half = size / 2;
  return `<g transform="translate(${num(x)} ${num(y)}) rotate(${num(angle)})"><rect x="${num(-half)}" y="${num(-half)}" width="${num(size)}" height="${num(size)}" rx="${num(size * 0.18)}" fill="#fff" stroke="#0f172a" stroke-opacity="0.25" stroke-width="3"/>${pips}</g>`;
}

function dice(random: Random): string {
  const face = () => 1 + Math.floor(random() * 6);
  return (
    `<ellipse cx="152" cy="178" rx="92" ry="12" fill="#000" opacity="0.28"/>` +
    die(112, 124, 80, between(random, -20, -8), face()) +
    die(196, 112, 70, between(random, 8, 20), face())
  );
}

function crash(accent: string, random: Random): string {
  const steepness = between(random, 2.2, 4);
  const points: string[] = [];
  for (let step = 0; step <= 24; step += 1) {
    const t = step / 24;
    points.push(`${num(58 + t * 176)} ${num(184 - ((Math.exp(steepness * t) - 1) / (Math.exp(steepness) - 1)) * 106)}`);
  }
  const curve = `M${points.join('L')}`;
  const multiplier = `${(1.5 + random() * 8.5).toFixed(2)}x`;
  const grid = [96, 130, 164]
    .map((y) => `<line x1="58" y1="${y}" x2="250" y2="${y}" stroke="#fff" stroke-width="1" stroke-dasharray="4 6" opacity="0.25"/>`)
    .join('');
  return (
    `<path d="M58 52V186H252" fill="none" stroke="#fff" stroke-width="2.5" opacity="0.45"/>${grid}` +
    `<path d="${curve}L234 186Z" fill="${accent}" opacity="0.22"/><path d="${curve}" fill="none" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>` +
    // The rocket rides the end of the curve, nose up and to the right.
    `<g transform="translate(236 74) rotate(40)"><path d="M0 22Q-7 36 0 44Q7 36 0 22Z" fill="#f97316"/><path d="M-8 14L-15 24L-8 22ZM8 14L15 24L8 22Z" fill="#ef4444"/><ellipse cx="0" cy="2" rx="9" ry="20" fill="#f8fafc"/><circle cx="0" cy="-2" r="4" fill="${accent}" stroke="#0f172a" stroke-width="1.5"/></g>` +
    textLine({
      text: multiplier,
      x: 70,
      y: 76,
      size: 28,
      maxWidth: 130,
      fill: '#fff',
      anchor: 'start',
    })
  );
}

function engineSymbol(engine: GameEngine, accent: string, random: Random): string {
  if (engine === 'dice') return dice(random);
  if (engine === 'crash') return crash(accent, random);
  return reels(accent, random);
}

/** The game's tile: 300 × 300, the same drawing for the same game on every start. */
export function gameIconSvg(game: Pick<CatalogueGame, 'id' | 'thirdGameId' | 'provider' | 'name' | 'engine' | 'rtp'>): string {
  const theme = themeOf(game.provider);
  const random = seededRandom(hashOf(`${game.thirdGameId}#${game.id}`));
  const shift = between(random, -14, 14);
  const from = hsl(theme.fromHue + shift, theme.saturation, 16 + random() * 6);
  const to = hsl(theme.toHue + shift, theme.saturation, 44 + random() * 8);
  const slant = random() < 0.5;
  const prefix = `g${game.id}`;
  const lines = wrapWords(game.name.toUpperCase(), 14, 2);
  const nameSize = lines.length > 1 ? 25 : 31;
  const nameLines = lines
    .map((line, index) =>
      textLine({
        text: line,
        x: 150,
        y: (lines.length > 1 ? 246 : 263) + index * 30,
        size: nameSize,
        maxWidth: 268,
        fill: '#fff',
        extra: ' stroke="#000" stroke-opacity="0.35" stroke-width="3" paint-order="stroke"',
      }),
    )
    .join('');
  const labelWidth = theme.label.length * 9 + 22;
  const rtp = `RTP ${num(game.rtp)}%`;
  const title = escapeXml(`${game.name} · ${game.provider}`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img" aria-label="${title}"><title>${title}</title>` +
    `<defs><linearGradient id="${prefix}b" x1="0" y1="0" x2="${slant ? 1 : 0.35}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="${prefix}l" cx="0.5" cy="0.38" r="0.55"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<clipPath id="${prefix}c"><rect width="${SIZE}" height="${SIZE}" rx="28"/></clipPath></defs>` +
    `<g clip-path="url(#${prefix}c)"><rect width="${SIZE}" height="${SIZE}" fill="url(#${prefix}b)"/><rect width="${SIZE}" height="${SIZE}" fill="url(#${prefix}l)"/>` +
    motifLayer(theme.motif, theme.accent, random) +
    engineSymbol(game.engine, theme.accent, random) +
    `<rect y="206" width="${SIZE}" height="94" fill="#000" opacity="0.45"/><rect y="206" width="${SIZE}" height="3" fill="${theme.accent}" opacity="0.8"/>${nameLines}` +
    `<rect x="14" y="14" width="${labelWidth}" height="26" rx="13" fill="#000" opacity="0.42"/>` +
    textLine({
      text: theme.label,
      x: 25,
      y: 32,
      size: 13,
      maxWidth: labelWidth - 20,
      fill: theme.accent,
      anchor: 'start',
    }) +
    textLine({
      text: rtp,
      x: 286,
      y: 32,
      size: 12,
      maxWidth: 110,
      fill: '#fff',
      anchor: 'end',
      extra: ' opacity="0.85"',
    }) +
    `</g></svg>`
  );
}
