import { atom } from 'jotai';
import { casinoBus, type ToastType } from '@casino/shared-kernel/events';
import { kernelStore } from './kernel-store.ts';

/** How long a toast stays by default (spec 9). */
export const TOAST_DEFAULT_MS = 3000;

/** More at once would cover the page; a burst of failures shows the latest ones. */
export const MAX_VISIBLE_TOASTS = 3;

// setTimeout fires at once for delays above 2^31 - 1 ms (about 24.8 days).
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** One visible toast. */
export interface Toast {
  /** From 1 up; unique for the life of the page. */
  id: number;
  type: ToastType;
  text: string;
  /** When it goes by itself, in ms after it appeared; 0 = only when dismissed. */
  ms: number;
}

const toastsStateAtom = atom<readonly Toast[]>([]);

/** The visible toasts, oldest first, for a toast host to render. Change them with `toast` and `dismissToast`. */
export const toastsAtom = atom((get) => get(toastsStateAtom));

let lastId = 0;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Removes a toast (the player closed it, or its time ran out). Unknown ids are ignored. */
export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const visible = kernelStore.get(toastsStateAtom);
  if (visible.some((shown) => shown.id === id))
    kernelStore.set(
      toastsStateAtom,
      visible.filter((shown) => shown.id !== id),
    );
}

/**
 * Shows a toast (spec 8, 9) and returns its id. It goes after `ms` (3000 by default); `ms` of 0 or
 * less (or not finite) keeps it until dismissed. The same type and text already showing is replaced
 * rather than stacked, and only the newest {@link MAX_VISIBLE_TOASTS} stay. Empty text shows nothing
 * and returns 0 (spec 8: some failures have no text).
 */
export function toast(type: ToastType, text: string, ms: number = TOAST_DEFAULT_MS): number {
  if (text.trim() === '') return 0;
  for (const same of kernelStore.get(toastsStateAtom).filter((shown) => shown.type === type && shown.text === text)) {
    dismissToast(same.id);
  }
  const autoDismiss = Number.isFinite(ms) && ms > 0;
  const shown: Toast = { id: ++lastId, type, text, ms: autoDismiss ? ms : 0 };
  const visible = [...kernelStore.get(toastsStateAtom), shown];
  for (const old of visible.slice(0, -MAX_VISIBLE_TOASTS)) dismissToast(old.id);
  kernelStore.set(toastsStateAtom, visible.slice(-MAX_VISIBLE_TOASTS));
  if (autoDismiss)
    timers.set(
      shown.id,
      setTimeout(() => dismissToast(shown.id), Math.min(ms, LONGEST_TIMER_MS)),
    );
  casinoBus.emit('toast:shown', { ...shown });
  return shown.id;
}
