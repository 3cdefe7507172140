// Drawing the engine's rotation on a canvas, one function per game. Sizes are CSS pixels: the
// caller has scaled the context by the device pixel ratio, so the art stays sharp on high-DPI screens.
import { prizeAt } from './prize-engine.ts';

export type PrizeGameKind = 'wheel' | 'grid' | 'slot';

/** One prize as the game draws it. */
export interface PrizeFace {
  /** Short text on the prize (an amount). */
  label: string;
}

/** Spec 9: the prize grid is 3x3 with a gutter of 5. */
export const GRID_SIZE = 3;
export const GRID_GUTTER = 5;
/** The ring of the grid, clockwise from the top-left corner; the centre is the spin button. */
export const GRID_RING: readonly (readonly [number, number])[] = [
  [0, 0],
  [1, 0],
  [2, 0],
  [2, 1],
  [2, 2],
  [1, 2],
  [0, 2],
  [0, 1],
];

export interface Palette {
  slices: readonly string[];
  text: string;
  highlight: string;
  frame: string;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

function fitText(context: CanvasRenderingContext2D, text: string, maxWidth: number, size: number) {
  let font = size;
  context.font = `700 ${font}px system-ui, sans-serif`;
  while (font > 8 && context.measureText(text).width > maxWidth) {
    font -= 1;
    context.font = `700 ${font}px system-ui, sans-serif`;
  }
}

/** The wheel turns clockwise under a pointer at the top; prize i spans [i, i + 1) slices from it. */
export function drawWheel(context: CanvasRenderingContext2D, size: number, prizes: readonly PrizeFace[], rotation: number, palette: Palette) {
  const centre = size / 2;
  const radius = centre - 6;
  const slice = 360 / prizes.length;
  context.clearRect(0, 0, size, size);
  context.save();
  context.translate(centre, centre);
  context.rotate(radians(rotation));
  prizes.forEach((prize, index) => {
    // Angles measured clockwise from the top; the wheel turned by `rotation` brings prize i to the pointer.
    const start = radians(-90 - (index + 1) * slice);
    const end = radians(-90 - index * slice);
    context.beginPath();
    context.moveTo(0, 0);
    context.arc(0, 0, radius, start, end);
    context.closePath();
    context.fillStyle = palette.slices[index % palette.slices.length] ?? '#333';
    context.fill();
    context.save();
    context.rotate(radians(-(index + 0.5) * slice));
    context.fillStyle = palette.text;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    fitText(context, prize.label, radius * 0.55, 16);
    context.translate(0, -radius * 0.68);
    context.fillText(prize.label, 0, 0);
    context.restore();
  });
  context.restore();
  context.beginPath();
  context.arc(centre, centre, radius, 0, Math.PI * 2);
  context.lineWidth = 6;
  context.strokeStyle = palette.frame;
  context.stroke();
  // The pointer.
  context.beginPath();
  context.moveTo(centre - 12, 0);
  context.lineTo(centre + 12, 0);
  context.lineTo(centre, 26);
  context.closePath();
  context.fillStyle = palette.highlight;
  context.fill();
}

/** The grid lights the ring's cells in turn; the lit one is the prize under the engine's pointer. */
export function drawGrid(context: CanvasRenderingContext2D, size: number, prizes: readonly PrizeFace[], rotation: number, palette: Palette) {
  const cell = (size - GRID_GUTTER * (GRID_SIZE + 1)) / GRID_SIZE;
  const lit = prizeAt(rotation, prizes.length);
  context.clearRect(0, 0, size, size);
  GRID_RING.forEach(([column, row], index) => {
    const x = GRID_GUTTER + column * (cell + GRID_GUTTER);
    const y = GRID_GUTTER + row * (cell + GRID_GUTTER);
    const prize = prizes[index];
    // A game of fewer than 8 prizes leaves the rest of the ring as quiet cells, so the grid stays whole.
    context.globalAlpha = prize ? 1 : 0.25;
    context.fillStyle = index === lit && prize ? palette.highlight : (palette.slices[index % palette.slices.length] ?? '#333');
    context.beginPath();
    context.roundRect(x, y, cell, cell, 10);
    context.fill();
    context.globalAlpha = 1;
    if (!prize) return;
    context.fillStyle = palette.text;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    fitText(context, prize.label, cell - 10, 16);
    context.fillText(prize.label, x + cell / 2, y + cell / 2);
  });
}

/** The reel scrolls its prizes upwards past a window of three rows; the middle row is the prize. */
export function drawSlot(context: CanvasRenderingContext2D, size: number, prizes: readonly PrizeFace[], rotation: number, palette: Palette) {
  const row = size / 3;
  // One lap of the engine is one pass of the whole reel.
  const position = (((rotation / 360) * prizes.length) % prizes.length + prizes.length) % prizes.length;
  context.clearRect(0, 0, size, size);
  context.save();
  context.beginPath();
  context.rect(0, 0, size, size);
  context.clip();
  for (let offset = -2; offset <= 2; offset++) {
    const index = (((Math.floor(position) + offset) % prizes.length) + prizes.length) % prizes.length;
    // The prize under the pointer (position within [i, i+1)) sits centred in the middle row at i + 0.5.
    const y = row + row / 2 + (Math.floor(position) + offset + 0.5 - position) * row;
    context.fillStyle = palette.slices[index % palette.slices.length] ?? '#333';
    context.fillRect(GRID_GUTTER, y - row / 2 + GRID_GUTTER / 2, size - GRID_GUTTER * 2, row - GRID_GUTTER);
    context.fillStyle = palette.text;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    const label = prizes[index]?.label ?? '';
    fitText(context, label, size - 40, 22);
    context.fillText(label, size / 2, y);
  }
  context.restore();
  context.lineWidth = 3;
  context.strokeStyle = palette.highlight;
  context.strokeRect(2, row, size - 4, row);
}

export const DRAW: Record<PrizeGameKind, typeof drawWheel> = { wheel: drawWheel, grid: drawGrid, slot: drawSlot };
