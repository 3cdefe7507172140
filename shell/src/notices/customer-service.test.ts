import { describe, expect, it, vi } from 'vitest';
import { customerServiceAction, isSafeSupportUrl, openSupportTab } from './customer-service.ts';

describe('customer service (spec 4)', () => {
  it('flag 1 opens the live chat of a brand with a licence', () => {
    expect(customerServiceAction({ flag: 1, url: 'https://direct.lc.chat/123/' }, '123')).toEqual({ kind: 'live-chat', license: '123' });
  });

  it('any other flag sends the player to the url', () => {
    expect(customerServiceAction({ flag: 0, url: 'https://t.me/casino_support' }, '123')).toEqual({ kind: 'link', url: 'https://t.me/casino_support' });
    expect(customerServiceAction({ flag: 2, url: 'mailto:help@example.com' }, '')).toEqual({ kind: 'link', url: 'mailto:help@example.com' });
  });

  it('flag 1 without a licence in the site settings falls back to the url: no widget can load', () => {
    expect(customerServiceAction({ flag: 1, url: 'https://direct.lc.chat/123/' }, '')).toEqual({ kind: 'link', url: 'https://direct.lc.chat/123/' });
  });

  it('opens only safe urls in a new tab, cut from this page', () => {
    const tab = { opener: {} } as unknown as Window;
    const open = vi.fn(() => tab);
    expect(openSupportTab('https://wa.me/5511999999999', open)).toBe(true);
    expect(open).toHaveBeenCalledWith('https://wa.me/5511999999999', '_blank');
    expect(tab.opener).toBeNull();

    expect(openSupportTab('javascript:alert(1)', open)).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
    expect(isSafeSupportUrl('not a url')).toBe(false);
    expect(isSafeSupportUrl('mailto:suporte@brasil.casino.example')).toBe(true);
  });

  it('says so when the browser blocked the tab', () => {
    expect(openSupportTab('https://t.me/x', () => null)).toBe(false);
  });
});
