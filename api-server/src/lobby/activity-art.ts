// The events' pictures (banner, list image, side-menu icons), drawn as SVG in the brand's language:
// each event has its colours and its symbol (a gift, a wheel, gold bars…).
import { ACTIVITY_TYPE } from '@casino/shared-kernel/api-contract';
import { escapeXml, num, starPoints, textLine, wrapWords } from './svg-kit.ts';

/** Part of every activity picture URL: bump it when the drawing or the texts on it change. */
export const ACTIVITY_ART_VERSION = 1;

/** The pictures of an event: `banner_url`, `img_url`, `left_icon1`, `left_icon2`. */
export const ACTIVITY_ART_KINDS = ['banner', 'image', 'icon', 'icon-active'] as const;
export type ActivityArtKind = (typeof ACTIVITY_ART_KINDS)[number];

type ActivitySymbol = 'percent' | 'gift' | 'coins' | 'wheel' | 'gold' | 'box' | 'cashback' | 'download' | 'envelope';

interface ActivityLook {
  from: string;
  to: string;
  accent: string;
  symbol: ActivitySymbol;
}

const LOOKS: Readonly<Record<number, ActivityLook>> = {
  [ACTIVITY_TYPE.FIRST_RECHARGE]: {
    from: '#4c0519',
    to: '#e11d48',
    accent: '#fde047',
    symbol: 'percent',
  },
  [ACTIVITY_TYPE.SECOND_RECHARGE]: {
    from: '#3b0764',
    to: '#9333ea',
    accent: '#fde047',
    symbol: 'percent',
  },
  [ACTIVITY_TYPE.REPEAT_PAY]: {
    from: '#7c2d12',
    to: '#f97316',
    accent: '#fef3c7',
    symbol: 'gift',
  },
  [ACTIVITY_TYPE.RECHARGE_REWARD]: {
    from: '#052e16',
    to: '#16a34a',
    accent: '#fde68a',
    symbol: 'coins',
  },
  [ACTIVITY_TYPE.INVITE_TURNTABLE]: {
    from: '#172554',
    to: '#2563eb',
    accent: '#facc15',
    symbol: 'wheel',
  },
  [ACTIVITY_TYPE.GOLD_RUSHING]: {
    from: '#422006',
    to: '#ca8a04',
    accent: '#fef08a',
    symbol: 'gold',
  },
  [ACTIVITY_TYPE.BLIND_BOX]: {
    from: '#312e81',
    to: '#db2777',
    accent: '#f9a8d4',
    symbol: 'box',
  },
  [ACTIVITY_TYPE.CASH_BACK]: {
    from: '#083344',
    to: '#0891b2',
    accent: '#a5f3fc',
    symbol: 'cashback',
  },
  [ACTIVITY_TYPE.DOWNLOAD]: {
    from: '#0f172a',
    to: '#4f46e5',
    accent: '#93c5fd',
    symbol: 'download',
  },
  [ACTIVITY_TYPE.GIFT_PACKET]: {
    from: '#7f1d1d',
    to: '#dc2626',
    accent: '#fcd34d',
    symbol: 'envelope',
  },
};

const FALLBACK_LOOK: ActivityLook = {
  from: '#1e293b',
  to: '#475569',
  accent: '#e2e8f0',
  symbol: 'gift',
};

/** The symbol in a 100 × 100 box. */
function symbolOf(symbol: ActivitySymbol, accent: string): string {
  switch (symbol) {
    case 'percent':
      return `<circle cx="50" cy="50" r="44" fill="${accent}" stroke="#fff" stroke-width="4"/><circle cx="50" cy="50" r="34" fill="none" stroke="#b45309" stroke-width="2" stroke-dasharray="5 5"/><text x="50" y="67" font-family="Arial, sans-serif" font-size="48" font-weight="900" text-anchor="middle" fill="#9f1239">%</text><polygon points="${starPoints(84, 16, 12, 5)}" fill="#fff"/>`;
    case 'gift':
      return `<rect x="14" y="42" width="72" height="50" rx="6" fill="${accent}"/><rect x="8" y="28" width="84" height="18" rx="5" fill="#fff"/><rect x="44" y="28" width="12" height="64" fill="#dc2626"/><path d="M50 28C38 8 22 14 30 26ZM50 28C62 8 78 14 70 26Z" fill="none" stroke="#dc2626" stroke-width="6" stroke-linejoin="round"/>`;
    case 'coins':
      return [72, 58, 44, 30]
        .map((y) => `<ellipse cx="40" cy="${y}" rx="28" ry="10" fill="${accent}" stroke="#a16207" stroke-width="3"/>`)
        .concat([60, 46].map((y) => `<ellipse cx="70" cy="${y + 18}" rx="24" ry="9" fill="#facc15" stroke="#a16207" stroke-width="3"/>`))
        .join('');
    case 'wheel': {
      const slices = Array.from({ length: 8 }, (_, index) => {
        const a = (index * Math.PI) / 4;
        const b = ((index + 1) * Math.PI) / 4;
        return `<path d="M50 52L${num(50 + 40 * Math.cos(a))} ${num(52 + 40 * Math.sin(a))}A40 40 0 0 1 ${num(50 + 40 * Math.cos(b))} ${num(52 + 40 * Math.sin(b))}Z" fill="${index % 2 === 0 ? accent : '#fff'}"/>`;
      }).join('');
      return `<circle cx="50" cy="52" r="46" fill="#1e3a8a" stroke="#fff" stroke-width="4"/>${slices}<circle cx="50" cy="52" r="9" fill="#dc2626" stroke="#fff" stroke-width="3"/><path d="M42 0H58L50 16Z" fill="#dc2626" stroke="#fff" stroke-width="2"/>`;
    }
    case 'gold':
      return `<path d="M8 84L20 62H48L58 84Z" fill="${accent}" stroke="#a16207" stroke-width="3"/><path d="M44 84L56 62H84L94 84Z" fill="#facc15" stroke="#a16207" stroke-width="3"/><path d="M26 60L38 38H66L76 60Z" fill="#fde047" stroke="#a16207" stroke-width="3"/><polygon points="${starPoints(74, 22, 10, 4)}" fill="#fff"/><polygon points="${starPoints(24, 30, 7, 3)}" fill="#fff"/>`;
    case 'box':
      return `<path d="M14 40L50 26L86 40L50 54Z" fill="#fff"/><path d="M14 40V78L50 94V54Z" fill="${accent}"/><path d="M86 40V78L50 94V54Z" fill="#be185d"/><text x="50" y="48" font-family="Arial, sans-serif" font-size="22" font-weight="900" text-anchor="middle" fill="#be185d">?</text><polygon points="${starPoints(80, 14, 10, 4)}" fill="#fde047"/>`;
    case 'cashback':
      return `<path d="M50 8A42 42 0 1 1 12 30" fill="none" stroke="${accent}" stroke-width="8" stroke-linecap="round"/><path d="M2 22L14 40L26 22Z" fill="${accent}"/><circle cx="50" cy="50" r="26" fill="#facc15" stroke="#a16207" stroke-width="3"/><text x="50" y="60" font-family="Arial, sans-serif" font-size="28" font-weight="900" text-anchor="middle" fill="#92400e">$</text>`;
    case 'download':
      return `<rect x="26" y="6" width="48" height="88" rx="9" fill="#0f172a" stroke="#fff" stroke-width="4"/><rect x="32" y="16" width="36" height="62" rx="3" fill="${accent}"/><path d="M50 26V58M38 46L50 60L62 46" fill="none" stroke="#1e3a8a" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="50" cy="86" r="3" fill="#fff"/>`;
    case 'envelope':
      return `<rect x="18" y="8" width="64" height="86" rx="8" fill="#b91c1c" stroke="#fff" stroke-width="3"/><path d="M18 30Q50 52 82 30" fill="none" stroke="#7f1d1d" stroke-width="4"/><circle cx="50" cy="44" r="13" fill="${accent}" stroke="#a16207" stroke-width="3"/><text x="50" y="50" font-family="Arial, sans-serif" font-size="16" font-weight="900" text-anchor="middle" fill="#92400e">$</text>`;
  }
}

/** What a picture of an event shows. */
export interface ActivityArtInput {
  activityType: number;
  /** The site's title, shown small on the banner. */
  siteTitle: string;
  name: string;
  listTitle: string;
  action: string;
}

const FONT = `font-family="'Trebuchet MS', 'Segoe UI', Arial, Helvetica, sans-serif"`;

function background(id: string, look: ActivityLook, width: number, height: number, radius: number): string {
  return (
    `<defs><linearGradient id="${id}b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${look.from}"/><stop offset="1" stop-color="${look.to}"/></linearGradient>` +
    `<clipPath id="${id}c"><rect width="${width}" height="${height}" rx="${radius}"/></clipPath></defs>` +
    `<g clip-path="url(#${id}c)"><rect width="${width}" height="${height}" fill="url(#${id}b)"/>` +
    `<circle cx="${num(width * 0.78)}" cy="${num(height * 0.5)}" r="${num(height * 0.62)}" fill="#fff" opacity="0.08"/><circle cx="${num(width * 0.92)}" cy="${num(height * 0.1)}" r="${num(height * 0.3)}" fill="#fff" opacity="0.06"/>`
  );
}

/** One picture of an event, `kind` as in {@link ACTIVITY_ART_KINDS}. */
export function activityArtSvg(input: ActivityArtInput, kind: ActivityArtKind): string {
  const look = LOOKS[input.activityType] ?? FALLBACK_LOOK;
  const id = `a${input.activityType}${kind.replace('-', '')}`;
  const title = escapeXml(input.name);
  const open = (width: number, height: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${title}"><title>${title}</title>`;

  if (kind === 'icon' || kind === 'icon-active') {
    const active = kind === 'icon-active';
    // The active icon (the side menu's selected entry) is the same drawing, lit: a ring and a glow.
    return (
      open(96, 96) +
      background(id, active ? { ...look, from: look.to, to: look.from } : look, 96, 96, 22) +
      (active ? `<rect x="3" y="3" width="90" height="90" rx="20" fill="none" stroke="${look.accent}" stroke-width="5"/>` : '') +
      `<g transform="translate(16 16) scale(0.64)">${symbolOf(look.symbol, look.accent)}</g></g></svg>`
    );
  }

  if (kind === 'image') {
    const nameLines = wrapWords(input.name, 20, 2);
    const names = nameLines
      .map((line, index) =>
        textLine({
          text: line,
          x: 32,
          y: 78 + index * 40,
          size: 34,
          maxWidth: 330,
          fill: '#fff',
          anchor: 'start',
        }),
      )
      .join('');
    const subtitleY = 78 + nameLines.length * 40 + 6;
    return (
      open(600, 240) +
      background(id, look, 600, 240, 24) +
      names +
      textLine({
        text: input.listTitle,
        x: 32,
        y: subtitleY,
        size: 19,
        maxWidth: 340,
        fill: look.accent,
        anchor: 'start',
      }) +
      `<g transform="translate(400 30) scale(1.8)">${symbolOf(look.symbol, look.accent)}</g></g></svg>`
    );
  }

  const nameLines = wrapWords(input.name, 18, 2);
  const names = nameLines
    .map((line, index) =>
      textLine({
        text: line,
        x: 44,
        y: 118 + index * 54,
        size: 50,
        maxWidth: 440,
        fill: '#fff',
        anchor: 'start',
        extra: ' stroke="#000" stroke-opacity="0.25" stroke-width="4" paint-order="stroke"',
      }),
    )
    .join('');
  const subtitleY = 118 + (nameLines.length - 1) * 54 + 46;
  const actionWidth = Math.min(300, input.action.length * 13 + 56);
  return (
    open(750, 300) +
    background(id, look, 750, 300, 28) +
    `<text x="44" y="56" ${FONT} font-size="18" font-weight="700" fill="#fff" opacity="0.75">${escapeXml(input.siteTitle)}</text>` +
    names +
    textLine({
      text: input.listTitle,
      x: 44,
      y: subtitleY,
      size: 24,
      maxWidth: 450,
      fill: look.accent,
      anchor: 'start',
    }) +
    `<rect x="44" y="${subtitleY + 22}" width="${actionWidth}" height="44" rx="22" fill="${look.accent}"/>` +
    textLine({
      text: input.action,
      x: 44 + actionWidth / 2,
      y: subtitleY + 51,
      size: 20,
      maxWidth: actionWidth - 28,
      fill: look.from,
    }) +
    `<g transform="translate(510 40) scale(2.2)">${symbolOf(look.symbol, look.accent)}</g></g></svg>`
  );
}
