// The goods pictures of the shop and offers, drawn as SVG text (like the site's own assets), so a
// fresh checkout shows a complete shop without binary files.

export const DEPOSIT_PICTURES = ['coins-1', 'coins-2', 'coins-3', 'coins-4', 'coins-5', 'coins-6', 'gift-first', 'gift-second', 'gift-daily', 'chest'] as const;
export type DepositPicture = (typeof DEPOSIT_PICTURES)[number];

/** Where a picture is served; goods rows store this path, answered against the public URL. */
export const depositPicturePath = (picture: DepositPicture) => `/api/assets/deposits/${picture}.svg`;

const FRAME = `<defs><radialGradient id="bg" cx="50%" cy="35%" r="75%"><stop offset="0" stop-color="#3b2a6b"/><stop offset="1" stop-color="#160f2e"/></radialGradient><linearGradient id="gold" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#ffe27a"/><stop offset="1" stop-color="#e0a21a"/></linearGradient></defs><rect width="120" height="120" rx="18" fill="url(#bg)"/>`;

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120">${FRAME}${body}</svg>`;

/** One coin lying flat, its top face at (x, y). */
const coin = (x: number, y: number) =>
  `<ellipse cx="${x}" cy="${y + 5}" rx="16" ry="6" fill="#b97d0c"/><ellipse cx="${x}" cy="${y}" rx="16" ry="6" fill="url(#gold)" stroke="#a86f08" stroke-width="1"/>`;

/** Stacks of coins, more and taller with the pack's size (1 to 6). */
function coins(size: number): string {
  const stacks = [
    [60, 1 + size],
    [36, size],
    [84, Math.max(1, size - 1)],
  ].slice(0, size === 1 ? 1 : size < 4 ? 2 : 3);
  let body = '';
  for (const [x = 60, height = 1] of stacks) {
    for (let level = 0; level < height; level += 1) body += coin(x, 92 - level * 7);
  }
  return body;
}

function gift(caption: string, ribbon: string): string {
  return (
    `<rect x="28" y="52" width="64" height="44" rx="4" fill="url(#gold)"/><rect x="24" y="42" width="72" height="14" rx="3" fill="#ffd24d"/>` +
    `<rect x="55" y="42" width="10" height="54" fill="${ribbon}"/><path d="M60 42c-10-16-26-12-20-2 3 5 14 2 20 2zm0 0c10-16 26-12 20-2-3 5-14 2-20 2z" fill="${ribbon}"/>` +
    `<text x="60" y="28" font-family="sans-serif" font-size="16" font-weight="700" text-anchor="middle" fill="#fff">${caption}</text>`
  );
}

const CHEST =
  `<path d="M26 58a34 20 0 0 1 68 0v6H26z" fill="#8a4b1c"/><rect x="26" y="62" width="68" height="34" rx="3" fill="#a65d25"/>` +
  `<rect x="26" y="60" width="68" height="6" fill="url(#gold)"/><rect x="54" y="58" width="12" height="16" rx="2" fill="url(#gold)"/>` +
  `<circle cx="60" cy="66" r="2.5" fill="#5a2e0e"/><circle cx="40" cy="36" r="3" fill="#ffe27a"/><circle cx="82" cy="30" r="2" fill="#ffe27a"/>`;

export function depositPictureSvg(picture: DepositPicture): string {
  switch (picture) {
    case 'gift-first':
      return svg(gift('1st', '#e6395b'));
    case 'gift-second':
      return svg(gift('2nd', '#2f8fe6'));
    case 'gift-daily':
      return svg(gift('Daily', '#25b36a'));
    case 'chest':
      return svg(CHEST);
    default:
      return svg(coins(Number(picture.slice('coins-'.length))));
  }
}
