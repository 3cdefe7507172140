// Pictures the site settings point at (logo, favicon, banner, provider logos), drawn as SVG text so
// a fresh checkout shows a complete site without binary files or a design tool.

import { escapeMarkup as escape } from '../server/markup.ts';

/** A stable colour per name, so each provider keeps its look. */
function hue(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

export type BrandAsset = 'logo.svg' | 'favicon.svg' | 'banner.svg';
export const BRAND_ASSETS: readonly BrandAsset[] = ['logo.svg', 'favicon.svg', 'banner.svg'];

export function brandAssetSvg(title: string, asset: BrandAsset): string {
  const colour = `hsl(${hue(title)} 70% 45%)`;
  const name = escape(title);
  switch (asset) {
    case 'favicon.svg':
      return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${colour}"/><text x="32" y="44" font-family="sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="#fff">${escape(title.charAt(0))}</text></svg>`;
    case 'banner.svg':
      return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#111"/></linearGradient></defs><rect width="750" height="300" fill="url(#g)"/><text x="375" y="170" font-family="sans-serif" font-size="56" font-weight="700" text-anchor="middle" fill="#fff">${name}</text></svg>`;
    case 'logo.svg':
      return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64"><rect width="240" height="64" rx="12" fill="${colour}"/><text x="120" y="42" font-family="sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="#fff">${name}</text></svg>`;
  }
}

export function providerLogoSvg(name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 64"><rect width="160" height="64" rx="10" fill="hsl(${hue(name)} 60% 35%)"/><text x="80" y="40" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="#fff">${escape(name)}</text></svg>`;
}
