import { randomInt } from 'node:crypto';
import { CAPTCHA_LENGTH } from '@casino/shared-kernel/validation';

/** No 0/O, 1/I/L: a player must be able to read every character off a noisy picture. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

type Stroke = readonly (readonly [x: number, y: number])[];

/**
 * Each character as strokes on a 10 × 14 grid. The picture draws paths, never text, so the answer
 * is not in the SVG's source for a bot to read.
 */
const GLYPHS: Readonly<Record<string, readonly Stroke[]>> = {
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

const WIDTH = 180;
const HEIGHT = 60;
const CELL = WIDTH / CAPTCHA_LENGTH;

/** A uniform random number in [min, max), to 0.01. */
const between = (min: number, max: number) => min + randomInt(Math.round((max - min) * 100)) / 100;
const randomColour = (light: boolean) => `hsl(${randomInt(360)} ${between(35, 70)}% ${light ? between(86, 95) : between(18, 42)}%)`;

/** A new answer: 6 characters of the alphabet, from the system's random source. */
export function newCaptchaText(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

function glyphPath(character: string, position: number): string {
  const strokes = GLYPHS[character];
  if (!strokes) throw new Error(`No glyph for ${character}`);
  const scale = between(1.5, 1.9);
  const angle = (between(-22, 22) * Math.PI) / 180;
  const centreX = CELL * position + CELL / 2 + between(-3, 3);
  const centreY = HEIGHT / 2 + between(-4, 4);
  // Each point is moved a little on its own, so no two pictures of a character are alike.
  const place = ([x, y]: readonly [number, number]) => {
    const dx = (x - 5 + between(-0.5, 0.5)) * scale;
    const dy = (y - 7 + between(-0.5, 0.5)) * scale;
    return `${(centreX + dx * Math.cos(angle) - dy * Math.sin(angle)).toFixed(1)} ${(centreY + dx * Math.sin(angle) + dy * Math.cos(angle)).toFixed(1)}`;
  };
  const d = strokes.map((stroke) => stroke.map((point, index) => `${index === 0 ? 'M' : 'L'}${place(point)}`).join(' ')).join(' ');
  return `<path d="${d}" fill="none" stroke="${randomColour(false)}" stroke-width="${between(2.2, 3.2)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** Curves across the picture and specks, drawn over and under the characters. */
function noise(count: number, specks: number): string {
  const curves = Array.from({ length: count }, () => {
    const points = [
      between(0, 20),
      between(0, HEIGHT),
      between(40, 90),
      between(0, HEIGHT),
      between(90, 140),
      between(0, HEIGHT),
      between(160, WIDTH),
      between(0, HEIGHT),
    ];
    const [x1, y1, c1x, c1y, c2x, c2y, x2, y2] = points.map((value) => value.toFixed(1));
    return `<path d="M${x1} ${y1} C${c1x} ${c1y} ${c2x} ${c2y} ${x2} ${y2}" fill="none" stroke="${randomColour(false)}" stroke-width="${between(0.8, 1.8)}" opacity="0.7"/>`;
  });
  const dots = Array.from(
    { length: specks },
    () =>
      `<circle cx="${between(0, WIDTH).toFixed(1)}" cy="${between(0, HEIGHT).toFixed(1)}" r="${between(0.5, 1.6)}" fill="${randomColour(false)}" opacity="0.8"/>`,
  );
  return [...curves, ...dots].join('');
}

/** The captcha picture: the characters, rotated and bent, between noise lines and specks. */
export function captchaSvg(answer: string): string {
  const characters = Array.from(answer).map((character, position) => glyphPath(character, position));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="100%" height="100%" fill="${randomColour(true)}"/>`,
    noise(3, 40),
    ...characters,
    noise(2, 20),
    '</svg>',
  ].join('');
}

/** The picture as the data URL `PicCaptcha.image` carries. */
export function captchaDataUrl(answer: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}`;
}
