import type { PushPermission } from './push-rules.ts';
import { pushSupported, type PushWindow } from './push-support.ts';

const read = (win: PushWindow): PushPermission => (pushSupported(win) ? win.Notification.permission : 'unsupported');

/**
 * The notification permission as an external store: read now, again after the player answered
 * the browser's prompt, and whenever the browser's site settings change it (Permissions API).
 */
export function createPermissionStore(win: PushWindow = window) {
  let permission = read(win);
  const listeners = new Set<() => void>();
  const refresh = () => {
    const next = read(win);
    if (next === permission) return;
    permission = next;
    for (const listener of listeners) listener();
  };
  void win.navigator.permissions
    ?.query({ name: 'notifications' })
    .then((status) => status.addEventListener('change', refresh))
    .catch(() => undefined);
  return {
    get: (): PushPermission => permission,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Shows the browser's permission prompt. Call it only from a player's action (a click on "Turn
     * on"): browsers ignore or penalise prompts on page load. Resolves the permission after it.
     */
    async request(): Promise<PushPermission> {
      if (permission === 'unsupported') return permission;
      await win.Notification.requestPermission();
      refresh();
      return permission;
    },
  };
}

export type PermissionStore = ReturnType<typeof createPermissionStore>;
