import { closeDialog, openDialog, requireLogin, type DialogName } from '@casino/shared-kernel/state';
import type { ActivityAction } from '../activities/activity-rules.ts';

/**
 * An event's action from inside a dialog: dialogs render outside the routed parcel, so a page is
 * reached through the site's hash. The dialog it was opened from closes first.
 */
export function openFromDialog(from: DialogName, action: ActivityAction, props: Record<string, unknown> = {}): void {
  if (action.kind === 'none') return;
  if (action.needsLogin && !requireLogin()) return;
  closeDialog(from);
  if (action.kind === 'route') window.location.hash = `#${action.to}`;
  else openDialog(action.name, props);
}

/** The server's refusal, to show beside the field it is about. */
export function refusalOf(error: unknown): string {
  if (error !== null && typeof error === 'object' && 'msg' in error && typeof error.msg === 'string') return error.msg;
  return '';
}
