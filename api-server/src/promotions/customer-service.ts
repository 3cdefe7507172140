import type { CustomerInfo } from '@casino/shared-kernel/api-contract';
import type { Brand } from '../brands/brands.ts';
import type { PromotionsDeps } from './promotions-deps.ts';

/** `flag` of `/api/customer/info`: 1 opens the live chat maximized; otherwise `url` opens in a new tab (spec 4). */
export const CUSTOMER_FLAG = { LINK: 0, LIVE_CHAT: 1 } as const;

/**
 * Customer service per brand: the live chat when the brand has a live chat licence (site setting
 * `liveChatLicense`, which the live chat widget needs), with its direct chat page as the url;
 * otherwise the brand's support channel from its promotion settings (Telegram for India,
 * WhatsApp for Brasil: where players of each market expect support).
 */
export function customerInfo(deps: PromotionsDeps, brand: Brand): CustomerInfo {
  const licence = deps.context.siteSettings.value(brand.brand, 'liveChatLicense');
  if (licence !== '') return { flag: CUSTOMER_FLAG.LIVE_CHAT, url: `https://direct.lc.chat/${encodeURIComponent(licence)}/` };
  const url = deps.configs.of(brand.brand, brand.currency)?.customerService.url ?? `mailto:${deps.context.siteSettings.value(brand.brand, 'contactEmail')}`;
  return { flag: CUSTOMER_FLAG.LINK, url };
}
