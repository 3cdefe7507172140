import { toast } from '@casino/shared-kernel/state';
import { pushToastText } from './push-rules.ts';
import type { PushMessage } from './sw-rules.ts';

/** Spec 4: a push that reaches a visible page shows there, as a toast with its title and body. */
export function showPushMessage(message: Pick<PushMessage, 'title' | 'body'>): number {
  return toast('info', pushToastText(message));
}
