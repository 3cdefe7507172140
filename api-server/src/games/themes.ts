import type { SlotSymbol } from './slot-engine.ts';

/**
 * How a provider's games look when they launch the demo engines: the provider's name as the
 * page shows it, its colours, and the six slot symbols drawn as emoji (the page needs no image
 * files, and every phone has the glyphs). Colours echo the lobby's tiles of the same provider.
 */
export interface GameTheme {
  label: string;
  colors: {
    /** The page background runs from `from` to `to`. */
    from: string;
    to: string;
    /** Panels and reels. */
    panel: string;
    /** Buttons and highlights, and the text on them. */
    accent: string;
    onAccent: string;
  };
  symbols: Readonly<Record<SlotSymbol, string>>;
}

const CLASSIC: GameTheme['symbols'] = { seven: '7️⃣', bar: '💎', bell: '🔔', grape: '🍇', lemon: '🍋', cherry: '🍒' };

const ORIGINALS: GameTheme = {
  label: 'Originals',
  colors: { from: '#10163a', to: '#0b4b5e', panel: '#18224d', accent: '#35e0f0', onAccent: '#06212a' },
  symbols: CLASSIC,
};

const THEMES: Readonly<Record<string, GameTheme>> = {
  Originals: ORIGINALS,
  PGSoft: {
    label: 'PG Soft',
    colors: { from: '#2a0f4a', to: '#6a1555', panel: '#3a1763', accent: '#ffd23f', onAccent: '#3a1400' },
    symbols: { seven: '🐯', bar: '🧧', bell: '🏮', grape: '💰', lemon: '🍊', cherry: '🎋' },
  },
  PragmaticPlay: {
    label: 'Pragmatic Play',
    colors: { from: '#5a1206', to: '#a14a07', panel: '#6e2108', accent: '#ffe9a8', onAccent: '#4a1a00' },
    symbols: { seven: '👑', bar: '💎', bell: '🍭', grape: '🍇', lemon: '🍉', cherry: '🍬' },
  },
  JILI: {
    label: 'JILI',
    colors: { from: '#4d0a14', to: '#7a5206', panel: '#5e1420', accent: '#fff1a8', onAccent: '#4d2a00' },
    symbols: { seven: '🐉', bar: '🪙', bell: '🧨', grape: '🏺', lemon: '🥮', cherry: '🍑' },
  },
  JDB: {
    label: 'JDB',
    colors: { from: '#0a2450', to: '#0b5360', panel: '#0f3166', accent: '#b8fbff', onAccent: '#032a36' },
    symbols: { seven: '🐋', bar: '🔱', bell: '🐚', grape: '🐙', lemon: '🐠', cherry: '🦀' },
  },
  TADA: {
    label: 'TADA',
    colors: { from: '#0e3b1c', to: '#3f5a0b', panel: '#144a24', accent: '#f3ff8a', onAccent: '#223300' },
    symbols: { seven: '🦁', bar: '🗿', bell: '🥁', grape: '🍍', lemon: '🥭', cherry: '🌺' },
  },
  FC: {
    label: 'FC',
    colors: { from: '#3d2406', to: '#6b4d07', panel: '#4c2e08', accent: '#ffe07a', onAccent: '#3b2500' },
    symbols: { seven: '🏆', bar: '💰', bell: '🪙', grape: '🎁', lemon: '🍀', cherry: '⭐' },
  },
  EVO: {
    label: 'Evolution',
    colors: { from: '#0c1433', to: '#142a52', panel: '#172047', accent: '#e8c56a', onAccent: '#2b1f00' },
    symbols: { seven: '♠️', bar: '♥️', bell: '♦️', grape: '♣️', lemon: '🃏', cherry: '🎲' },
  },
  SPIRIT: {
    label: 'Spirit Sports',
    colors: { from: '#083b26', to: '#0f5a30', panel: '#0c4a2d', accent: '#ffffff', onAccent: '#0c3a20' },
    symbols: { seven: '🏆', bar: '⚽', bell: '🏏', grape: '🏀', lemon: '🎾', cherry: '🏇' },
  },
  Popular: {
    label: 'Popular',
    colors: { from: '#4a0b26', to: '#5d0f4d', panel: '#5a1236', accent: '#ffe0ea', onAccent: '#4a0b26' },
    symbols: { seven: '🃏', bar: '♠️', bell: '♥️', grape: '♦️', lemon: '♣️', cherry: '🪙' },
  },
};

/** A provider outside the list plays in the Originals' colours. */
export function themeOf(provider: string): GameTheme {
  return THEMES[provider] ?? ORIGINALS;
}
