// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { afterEach, describe, expect, it } from 'vitest';
import { createLiveChat, LIVE_CHAT_SCRIPT, type LiveChatWindow } from './live-chat.ts';

const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

function freshWindow(): LiveChatWindow {
  return { document };
}

describe('the live chat', () => {
  afterEach(() => {
    for (const script of document.head.querySelectorAll('script')) script.remove();
  });

  it('loads nothing for a brand without a liveChatLicense', () => {
    const win = freshWindow();
    const chat = createLiveChat(win);
    expect(chat.show('', 'maximized')).toBe(false);
    expect(chat.show('   ', 'maximized')).toBe(false);
    expect(chat.loaded()).toBe(false);
    expect(win.__lc).toBeUndefined();
    expect(scripts()).toEqual([]);
    expect(chat.visibility()).toBe('hidden');
  });

  it('requests the vendor script once, with the licence, and asks it to maximize', () => {
    const win = freshWindow();
    const chat = createLiveChat(win);
    expect(chat.show('19012345', 'maximized')).toBe(true);
    expect(win.__lc).toMatchObject({ license: 19012345 });
    expect(scripts()).toEqual([LIVE_CHAT_SCRIPT]);
    expect(chat.visibility()).toBe('maximized');
    // Calls made before the script runs wait in the queue the vendor's script drains.
    expect(win.LiveChatWidget?._q).toContainEqual(['call', ['maximize']]);

    chat.show('19012345', 'minimized');
    expect(scripts()).toHaveLength(1);
    expect(win.LiveChatWidget?._q).toContainEqual(['call', ['minimize']]);
    expect(chat.visibility()).toBe('minimized');
  });

  it('follows the widget: the player minimizing it in the vendor’s frame is seen', () => {
    const win = freshWindow();
    const chat = createLiveChat(win);
    const seen: string[] = [];
    chat.subscribe(() => seen.push(chat.visibility()));
    chat.show('abc-licence', 'maximized');
    expect(win.__lc).toMatchObject({ license: 'abc-licence' });
    // The vendor's script takes over the queue and replays the handlers registered with `on`.
    const [, [event, handler]] = win.LiveChatWidget?._q.find(([method]) => method === 'on') as [string, [string, (data: unknown) => void]];
    expect(event).toBe('visibility_changed');
    handler({ visibility: 'minimized' });
    handler({ visibility: 'hidden' });
    expect(seen).toEqual(['maximized', 'minimized', 'hidden']);
  });
});
