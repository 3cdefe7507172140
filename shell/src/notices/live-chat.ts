/** Where the live chat is (spec 2: "live chat (hidden, minimized or maximized)"). */
export type LiveChatVisibility = 'hidden' | 'minimized' | 'maximized';

/** LiveChat's widget script; it reads `window.__lc` and drains `window.LiveChatWidget._q`. */
export const LIVE_CHAT_SCRIPT = 'https://cdn.livechatinc.com/tracking.js';

type QueuedCall = [method: string, args: unknown[]];

/** The part of LiveChat's widget API the site uses, as its official snippet defines it. */
interface LiveChatWidget {
  _q: QueuedCall[];
  _h: ((...call: QueuedCall) => unknown) | null;
  _v: string;
  call(...args: unknown[]): void;
  on(...args: unknown[]): void;
}

/** The window as LiveChat sees it. */
export interface LiveChatWindow {
  __lc?: Record<string, unknown>;
  LiveChatWidget?: LiveChatWidget;
  document: Document;
}

export interface LiveChat {
  visibility(): LiveChatVisibility;
  subscribe(listener: () => void): () => void;
  /** Whether the vendor script was requested (only ever with a licence). */
  loaded(): boolean;
  /**
   * Shows the chat as `visibility` (maximized for customer service). Loads the widget on first use,
   * and only with a licence: without one nothing loads and false comes back.
   */
  show(license: string, visibility: LiveChatVisibility): boolean;
}

/**
 * The live chat, loaded on demand: a visitor who never asks for help never downloads the vendor's
 * script (size, privacy), and a brand without a `liveChatLicense` never does.
 */
export function createLiveChat(win: LiveChatWindow): LiveChat {
  let visibility: LiveChatVisibility = 'hidden';
  const listeners = new Set<() => void>();
  const set = (next: LiveChatVisibility) => {
    if (next === visibility) return;
    visibility = next;
    for (const listener of listeners) listener();
  };

  function load(license: string): LiveChatWidget {
    if (win.LiveChatWidget) return win.LiveChatWidget;
    win.__lc = { ...win.__lc, license: /^\d+$/.test(license) ? Number(license) : license, integration_name: 'manual_channels', product_name: 'livechat' };
    // LiveChat's snippet: calls made before the script runs wait in `_q`, the script replays them.
    const widget: LiveChatWidget = {
      _q: [],
      _h: null,
      _v: '2.0',
      call: (...args) => enqueue(['call', args]),
      on: (...args) => enqueue(['on', args]),
    };
    const enqueue = (call: QueuedCall) => (widget._h ? widget._h(...call) : widget._q.push(call));
    win.LiveChatWidget = widget;
    widget.on('visibility_changed', (data: { visibility?: string }) => {
      if (data.visibility === 'maximized' || data.visibility === 'minimized' || data.visibility === 'hidden') set(data.visibility);
    });
    const script = win.document.createElement('script');
    script.async = true;
    script.src = LIVE_CHAT_SCRIPT;
    script.dataset['testid'] = 'live-chat.script';
    win.document.head.append(script);
    return widget;
  }

  return {
    visibility: () => visibility,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loaded: () => win.LiveChatWidget !== undefined,
    show(license, next) {
      if (license.trim() === '') return false;
      const widget = load(license.trim());
      widget.call(next === 'maximized' ? 'maximize' : next === 'minimized' ? 'minimize' : 'hide');
      set(next);
      return true;
    },
  };
}

/** The page's live chat. */
export const liveChat: LiveChat = createLiveChat(window as unknown as LiveChatWindow);
