import { describe, expect, it } from 'vitest';
import type { RedDots } from '@casino/shared-kernel/api-contract';
import { applySiteSettings } from '@casino/shared-kernel/state';
import { asideMenuItems, hasRedDot, isExternalUrl } from './aside-menu.ts';

const menu = (...items: [key: string, value: string][]) =>
  applySiteSettings({ groups: [{ group: 'asideMenu', items: items.map(([key, value]) => ({ key, value })) }] }).asideMenu;

const dots = (overrides: Partial<RedDots> = {}): RedDots => ({ activity_list: [], actnew_list: [], down_load_status: 0, ...overrides });

describe('the side menu from the site settings', () => {
  it('keeps only complete url-then-key pairs, in order', () => {
    const entries = menu(['url', '/activity'], ['key', 'menu_activity'], ['url', '/orphan'], ['url', '/news'], ['key', 'menu_news'], ['key', 'menu_lonely'], ['url', '/download'], ['key', '']);
    expect(asideMenuItems(entries, null).map(({ url, key }) => [url, key])).toEqual([
      ['/activity', 'menu_activity'],
      ['/news', 'menu_news'],
    ]);
  });

  it('shows a red dot where the dots say so, never on an entry whose badge is hidden', () => {
    const entries = menu(['url', '/activity'], ['key', 'menu_activity'], ['url', '/download'], ['key', 'menu_download'], ['badgeHidden', '1'], ['url', '/news'], ['key', 'menu_news']);
    const red = dots({ activity_list: [{ activity_id: 17, is_show_red: true, is_agent_binding: false }], down_load_status: 1 });
    expect(asideMenuItems(entries, red).map(({ key, dot }) => [key, dot])).toEqual([
      ['menu_activity', true],
      ['menu_download', false],
      ['menu_news', false],
    ]);
    expect(asideMenuItems(entries, null).some((item) => item.dot)).toBe(false);
  });

  it('opens an address outside the site in a new tab, a route in the router', () => {
    const entries = menu(['url', 'https://t.me/casino'], ['key', 'menu_telegram'], ['url', '/news'], ['key', 'menu_news']);
    expect(asideMenuItems(entries, null).map((item) => item.external)).toEqual([true, false]);
    expect(isExternalUrl('//cdn.example/x')).toBe(true);
    expect(isExternalUrl('/activity?x=1')).toBe(false);
  });
});

describe('red dots per page (spec 3)', () => {
  it('download: while the download award waits', () => {
    expect(hasRedDot('/download', dots({ down_load_status: 1 }))).toBe(true);
    expect(hasRedDot('/download', dots({ down_load_status: 0 }))).toBe(false);
  });

  it('activity: any red event; actnew_list counts only the events it shows', () => {
    expect(hasRedDot('/activity', dots({ actnew_list: [{ activity_id: 7, is_show_red: true, is_show: false }] }))).toBe(false);
    expect(hasRedDot('/activity', dots({ actnew_list: [{ activity_id: 7, is_show_red: true, is_show: true }] }))).toBe(true);
    expect(hasRedDot('/activity', dots({ activity_list: [{ activity_id: 7, is_show_red: false, is_agent_binding: true }] }))).toBe(false);
  });

  it('agency: a red event of a player bound to an agent, on every entry that leads to /proxy', () => {
    const agentRed = dots({ activity_list: [{ activity_id: 1002, is_show_red: true, is_agent_binding: true }] });
    expect(hasRedDot('/proxy', agentRed)).toBe(true);
    expect(hasRedDot('/proxy?tab=invitees', agentRed)).toBe(true);
    expect(hasRedDot('/proxy', dots({ activity_list: [{ activity_id: 1002, is_show_red: true, is_agent_binding: false }] }))).toBe(false);
    expect(hasRedDot('/proxy', dots({ activity_list: [{ activity_id: 1002, is_show_red: false, is_agent_binding: true }] }))).toBe(false);
    const entries = menu(['url', '/proxy'], ['key', 'menu_agent'], ['url', '/news'], ['key', 'menu_news']);
    expect(asideMenuItems(entries, agentRed).map(({ key, dot }) => [key, dot])).toEqual([
      ['menu_agent', true],
      ['menu_news', false],
    ]);
  });

  it('invitation and blind box: their own events only', () => {
    const inviteRed = dots({ activity_list: [{ activity_id: 8, is_show_red: true, is_agent_binding: false }] });
    expect(hasRedDot('/invitation', inviteRed)).toBe(true);
    expect(hasRedDot('/blindBox', inviteRed)).toBe(false);
    expect(hasRedDot('/blindBox', dots({ activity_list: [{ activity_id: 19, is_show_red: true, is_agent_binding: false }] }))).toBe(true);
    expect(hasRedDot('/news', inviteRed)).toBe(false);
  });
});
