import type { CustomerInfo } from '@casino/shared-kernel/api-contract';

/** `flag` of `/api/customer/info` that opens the live chat (spec 4). */
export const CUSTOMER_FLAG_LIVE_CHAT = 1;

/** What customer service does for this brand. */
export type CustomerServiceAction = { kind: 'live-chat'; license: string } | { kind: 'link'; url: string };

/**
 * Spec 4: flag 1 opens the live chat maximized; otherwise an alert shows and the url opens in a new
 * tab. A flag 1 from a brand whose site settings carry no `liveChatLicense` cannot load the widget:
 * the player gets the url (the chat's own page) rather than nothing.
 */
export function customerServiceAction(info: CustomerInfo, liveChatLicense: string): CustomerServiceAction {
  if (info.flag === CUSTOMER_FLAG_LIVE_CHAT && liveChatLicense.trim() !== '') return { kind: 'live-chat', license: liveChatLicense };
  return { kind: 'link', url: info.url };
}

/** Only links a player may safely be sent to: the web, mail and phone (never `javascript:`). */
export function isSafeSupportUrl(url: string): boolean {
  try {
    return ['https:', 'http:', 'mailto:', 'tel:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/**
 * Opens the support url in a new tab. The page keeps no handle on it (`opener` cut). A browser that
 * blocks the tab (the call follows a request, not the click itself) leaves the alert's link.
 */
export function openSupportTab(url: string, open: (url: string, target: string) => Window | null = (to, target) => window.open(to, target)): boolean {
  if (!isSafeSupportUrl(url)) return false;
  const tab = open(url, '_blank');
  if (tab) tab.opener = null;
  return tab !== null;
}
