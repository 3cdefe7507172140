// Small pieces the lobby's generated pictures share: escaping, a stable hash, a seeded random
// source (so a picture is the same on every start and every machine) and line wrapping.

import { escapeMarkup as escapeXml } from '../server/markup.ts';

/** Text inside SVG markup: the five XML specials as character references. */
export { escapeXml };

/** FNV-1a, 32 bits: a stable number per name. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** mulberry32: a deterministic sequence in [0, 1) from a seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A number for an SVG attribute: at most two decimals, no trailing zeros. */
export const num = (value: number) => String(Math.round(value * 100) / 100);

/**
 * Words greedily packed into lines of at most `width` characters; a word longer than a line is
 * kept whole (the caller squeezes the line with `textLength`). More than `maxLines` lines: the
 * last one ends with an ellipsis.
 */
export function wrapWords(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
  return kept;
}

/**
 * One centred line of bold text. A line wider than `maxWidth` (estimated at 0.62 em a character,
 * a bold sans-serif's average) is squeezed to fit instead of spilling over the tile's edge.
 */
export function textLine(options: {
  text: string;
  x: number;
  y: number;
  size: number;
  maxWidth: number;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  extra?: string;
}): string {
  const { text, x, y, size, maxWidth, fill, anchor = 'middle', extra = '' } = options;
  const estimated = text.length * size * 0.62;
  const squeeze = estimated > maxWidth ? ` textLength="${num(maxWidth)}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${num(x)}" y="${num(y)}" font-family="'Trebuchet MS', 'Segoe UI', Arial, Helvetica, sans-serif" font-size="${num(size)}" font-weight="800" text-anchor="${anchor}" fill="${fill}"${squeeze}${extra}>${escapeXml(text)}</text>`;
}

/** A five-pointed star's points around (cx, cy). */
export function starPoints(cx: number, cy: number, outer: number, inner: number): string {
  const points: string[] = [];
  for (let index = 0; index < 10; index += 1) {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    points.push(`${num(cx + radius * Math.cos(angle))},${num(cy + radius * Math.sin(angle))}`);
  }
  return points.join(' ');
}
