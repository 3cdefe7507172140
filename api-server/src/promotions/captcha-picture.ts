import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { CAPTCHA_LENGTH } from '@casino/shared-kernel/validation';

/** No 0/O, 1/I/L: a player must be able to read every character off a noisy picture. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

type Stroke = readonly (readonly [x: number, y: number])[];

/**
 * Each character as strokes on a 10 × 14 grid, drawn into pixels: the picture carries no shapes, paths
 * or text for a script to sort and match (an SVG's character paths, straighter and thicker than its
 * noise, can be told apart by a path filter).
 */
export const GLYPHS: Readonly<Record<string, readonly Stroke[]>> = {
  A: [
    [
      [0, 14],
      [5, 0],
      [10, 14],
    ],
    [
      [2, 8],
      [8, 8],
    ],
  ],
  B: [
    [
      [0, 0],
      [0, 14],
      [7, 14],
      [10, 11],
      [10, 9],
      [7, 7],
      [0, 7],
    ],
    [
      [0, 0],
      [6, 0],
      [9, 2],
      [9, 5],
      [6, 7],
    ],
  ],
  C: [
    [
      [10, 2],
      [8, 0],
      [2, 0],
      [0, 2],
      [0, 12],
      [2, 14],
      [8, 14],
      [10, 12],
    ],
  ],
  D: [
    [
      [0, 0],
      [0, 14],
      [6, 14],
      [10, 10],
      [10, 4],
      [6, 0],
      [0, 0],
    ],
  ],
  E: [
    [
      [10, 0],
      [0, 0],
      [0, 14],
      [10, 14],
    ],
    [
      [0, 7],
      [7, 7],
    ],
  ],
  F: [
    [
      [10, 0],
      [0, 0],
      [0, 14],
    ],
    [
      [0, 7],
      [7, 7],
    ],
  ],
  G: [
    [
      [10, 2],
      [8, 0],
      [2, 0],
      [0, 2],
      [0, 12],
      [2, 14],
      [8, 14],
      [10, 12],
      [10, 8],
      [5, 8],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 14],
    ],
    [
      [10, 0],
      [10, 14],
    ],
    [
      [0, 7],
      [10, 7],
    ],
  ],
  J: [
    [
      [10, 0],
      [10, 11],
      [7, 14],
      [3, 14],
      [0, 11],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 14],
    ],
    [
      [10, 0],
      [0, 8],
    ],
    [
      [3, 6],
      [10, 14],
    ],
  ],
  M: [
    [
      [0, 14],
      [0, 0],
      [5, 8],
      [10, 0],
      [10, 14],
    ],
  ],
  N: [
    [
      [0, 14],
      [0, 0],
      [10, 14],
      [10, 0],
    ],
  ],
  P: [
    [
      [0, 14],
      [0, 0],
      [7, 0],
      [10, 3],
      [10, 5],
      [7, 8],
      [0, 8],
    ],
  ],
  Q: [
    [
      [2, 0],
      [8, 0],
      [10, 2],
      [10, 12],
      [8, 14],
      [2, 14],
      [0, 12],
      [0, 2],
      [2, 0],
    ],
    [
      [6, 10],
      [10, 14],
    ],
  ],
  R: [
    [
      [0, 14],
      [0, 0],
      [7, 0],
      [10, 3],
      [10, 5],
      [7, 8],
      [0, 8],
    ],
    [
      [5, 8],
      [10, 14],
    ],
  ],
  S: [
    [
      [10, 2],
      [8, 0],
      [2, 0],
      [0, 2],
      [0, 5],
      [2, 7],
      [8, 7],
      [10, 9],
      [10, 12],
      [8, 14],
      [2, 14],
      [0, 12],
    ],
  ],
  T: [
    [
      [0, 0],
      [10, 0],
    ],
    [
      [5, 0],
      [5, 14],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 12],
      [2, 14],
      [8, 14],
      [10, 12],
      [10, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [5, 14],
      [10, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [2, 14],
      [5, 6],
      [8, 14],
      [10, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [10, 14],
    ],
    [
      [10, 0],
      [0, 14],
    ],
  ],
  Y: [
    [
      [0, 0],
      [5, 7],
      [10, 0],
    ],
    [
      [5, 7],
      [5, 14],
    ],
  ],
  Z: [
    [
      [0, 0],
      [10, 0],
      [0, 14],
      [10, 14],
    ],
  ],
  '2': [
    [
      [0, 3],
      [2, 0],
      [8, 0],
      [10, 3],
      [10, 5],
      [0, 14],
      [10, 14],
    ],
  ],
  '3': [
    [
      [0, 1],
      [2, 0],
      [8, 0],
      [10, 2],
      [10, 5],
      [7, 7],
      [3, 7],
    ],
    [
      [7, 7],
      [10, 9],
      [10, 12],
      [8, 14],
      [2, 14],
      [0, 13],
    ],
  ],
  '4': [
    [
      [7, 14],
      [7, 0],
      [0, 10],
      [10, 10],
    ],
  ],
  '5': [
    [
      [10, 0],
      [1, 0],
      [0, 7],
      [7, 6],
      [10, 9],
      [10, 12],
      [8, 14],
      [2, 14],
      [0, 12],
    ],
  ],
  '6': [
    [
      [9, 1],
      [7, 0],
      [3, 0],
      [0, 4],
      [0, 12],
      [2, 14],
      [8, 14],
      [10, 12],
      [10, 9],
      [8, 7],
      [2, 7],
      [0, 9],
    ],
  ],
  '7': [
    [
      [0, 0],
      [10, 0],
      [4, 14],
    ],
  ],
  '8': [
    [
      [5, 7],
      [2, 7],
      [0, 5],
      [0, 2],
      [2, 0],
      [8, 0],
      [10, 2],
      [10, 5],
      [8, 7],
      [5, 7],
    ],
    [
      [2, 7],
      [0, 9],
      [0, 12],
      [2, 14],
      [8, 14],
      [10, 12],
      [10, 9],
      [8, 7],
    ],
  ],
  '9': [
    [
      [10, 5],
      [8, 7],
      [2, 7],
      [0, 5],
      [0, 2],
      [2, 0],
      [8, 0],
      [10, 2],
      [10, 10],
      [7, 14],
      [3, 14],
      [1, 13],
    ],
  ],
};

/** The size the dialog shows (CSS pixels); drawn at twice that, for sharp phones. */
export const CAPTCHA_WIDTH = 180;
export const CAPTCHA_HEIGHT = 60;
const DENSITY = 2;
const W = CAPTCHA_WIDTH * DENSITY;
const H = CAPTCHA_HEIGHT * DENSITY;

/** A uniform random number in [min, max), to 0.001. */
const between = (min: number, max: number) => min + randomInt(Math.round((max - min) * 1000)) / 1000;

/** A new answer: 6 characters of the alphabet, from the system's random source. */
export function newCaptchaText(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

type Point = readonly [x: number, y: number];

/** Ink (0 to 1) per pixel; strokes are anti-aliased round-capped lines. */
class Ink {
  readonly cover = new Float32Array(W * H);

  line(a: Point, b: Point, width: number, strength: number): void {
    const half = width / 2;
    const [minX, maxX] = [Math.max(0, Math.floor(Math.min(a[0], b[0]) - half - 1)), Math.min(W - 1, Math.ceil(Math.max(a[0], b[0]) + half + 1))];
    const [minY, maxY] = [Math.max(0, Math.floor(Math.min(a[1], b[1]) - half - 1)), Math.min(H - 1, Math.ceil(Math.max(a[1], b[1]) + half + 1))];
    const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
    const length = dx * dx + dy * dy || 1;
    for (let y = minY; y <= maxY; y += 1) {
      for (let x = minX; x <= maxX; x += 1) {
        const t = Math.max(0, Math.min(1, ((x - a[0]) * dx + (y - a[1]) * dy) / length));
        const distance = Math.hypot(x - (a[0] + t * dx), y - (a[1] + t * dy));
        const coverage = Math.max(0, Math.min(1, half + 0.5 - distance)) * strength;
        const at = y * W + x;
        if (coverage > (this.cover[at] ?? 0)) this.cover[at] = coverage;
      }
    }
  }

  polyline(points: readonly Point[], width: number, strength: number): void {
    for (let index = 1; index < points.length; index += 1) {
      const [a, b] = [points[index - 1], points[index]];
      if (a && b) this.line(a, b, width, strength);
    }
  }

  /** The ink moved by a wave in each direction (each pixel reads from where the wave puts it, bilinear). */
  warped(): Float32Array {
    const [ax, ay] = [between(2, 3.5) * DENSITY, between(1.5, 3) * DENSITY];
    const [px, py] = [between(0, 2 * Math.PI), between(0, 2 * Math.PI)];
    const [lx, ly] = [between(60, 100) * DENSITY, between(40, 70) * DENSITY];
    const out = new Float32Array(W * H);
    for (let y = 0; y < H; y += 1) {
      for (let x = 0; x < W; x += 1) {
        const sx = x + ax * Math.sin((2 * Math.PI * y) / ly + px);
        const sy = y + ay * Math.sin((2 * Math.PI * x) / lx + py);
        out[y * W + x] = this.sample(sx, sy);
      }
    }
    return out;
  }

  private sample(x: number, y: number): number {
    const [x0, y0] = [Math.floor(x), Math.floor(y)];
    const [fx, fy] = [x - x0, y - y0];
    const at = (cx: number, cy: number) => (cx < 0 || cy < 0 || cx >= W || cy >= H ? 0 : (this.cover[cy * W + cx] ?? 0));
    return (at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx) * (1 - fy) + (at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx) * fy;
  }
}

/** One character's strokes, scaled, rotated, sheared and each point nudged: no two pictures of it alike. */
function glyphStrokes(character: string, centreX: number): Point[][] {
  const strokes = GLYPHS[character];
  if (!strokes) throw new Error(`No glyph for ${character}`);
  const scale = between(2.5, 3) * DENSITY;
  const angle = (between(-20, 20) * Math.PI) / 180;
  const shear = between(-0.3, 0.3);
  const centreY = H / 2 + between(-3, 3) * DENSITY;
  return strokes.map((stroke) =>
    stroke.map(([x, y]) => {
      const dx = (x - 5 + between(-0.5, 0.5) + shear * (y - 7)) * scale * 0.75;
      const dy = (y - 7 + between(-0.5, 0.5)) * scale * 0.8;
      return [centreX + dx * Math.cos(angle) - dy * Math.sin(angle), centreY + dx * Math.sin(angle) + dy * Math.cos(angle)] as const;
    }),
  );
}

/** A curve across the picture (a cubic Bézier as short segments), as thick and dark as the characters. */
function noiseCurve(): Point[] {
  const p = [
    [between(-10, 30), between(0, H)],
    [between(60, 150), between(-20, H + 20)],
    [between(200, 300), between(-20, H + 20)],
    [between(W - 30, W + 10), between(0, H)],
  ].map(([x = 0, y = 0]) => [x * (x > 40 ? DENSITY / 2 : 1), y] as const);
  return Array.from({ length: 33 }, (_, step) => {
    const t = step / 32;
    const u = 1 - t;
    const weights = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
    return [weights.reduce((sum, w, i) => sum + w * (p[i]?.[0] ?? 0), 0), weights.reduce((sum, w, i) => sum + w * (p[i]?.[1] ?? 0), 0)] as const;
  });
}

/**
 * The captcha picture as grey pixels: the characters at uneven spacing (they touch or overlap),
 * rotated, sheared and bent, crossed by curves drawn with the same pen, then the whole picture
 * warped by waves and speckled. Nothing separates a character's ink from the noise but its shape.
 */
export function captchaPixels(answer: string): Uint8Array {
  const ink = new Ink();
  const characters = Array.from(answer);
  const step = (W - 24 * DENSITY) / characters.length;
  let x = 12 * DENSITY + step / 2 + between(-4, 4) * DENSITY;
  for (const character of characters) {
    const width = between(2, 2.8) * DENSITY;
    for (const stroke of glyphStrokes(character, x)) ink.polyline(stroke, width, between(0.85, 1));
    x += step + between(-2, 3) * DENSITY;
  }
  ink.polyline(noiseCurve(), between(2, 2.8) * DENSITY, between(0.85, 1));
  for (let curve = 0; curve < 2; curve += 1) ink.polyline(noiseCurve(), between(1.2, 2) * DENSITY, between(0.7, 0.95));
  const cover = ink.warped();
  const pixels = new Uint8Array(W * H);
  const [paperFrom, paperTo, inkGrey] = [between(210, 245), between(210, 245), between(20, 60)];
  for (let y = 0; y < H; y += 1) {
    for (let px = 0; px < W; px += 1) {
      const paper = paperFrom + ((paperTo - paperFrom) * px) / W + randomInt(-8, 9);
      const c = cover[y * W + px] ?? 0;
      const speck = randomInt(150) === 0 ? randomInt(-90, 91) : 0;
      pixels[y * W + px] = Math.max(0, Math.min(255, Math.round(paper * (1 - c) + inkGrey * c + speck)));
    }
  }
  return pixels;
}

/** One PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Grey pixels as a PNG (8-bit greyscale, no filter): PNG is a few bytes of framing around zlib. */
export function greyPng(pixels: Uint8Array, width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) rows.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', new Uint8Array())]);
}

/** The picture as the data URL `PicCaptcha.image` carries: a PNG, twice the size it is shown at. */
export function captchaDataUrl(answer: string): string {
  return `data:image/png;base64,${greyPng(captchaPixels(answer), W, H).toString('base64')}`;
}
