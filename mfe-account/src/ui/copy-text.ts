import { toast } from '@casino/shared-kernel/state';
import { translate } from '@casino/shared-kernel/i18n';

/** Copies `text` to the clipboard and says whether it worked (the clipboard needs a secure page). */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast('success', translate('copied'));
  } catch {
    toast('error', translate('unknown_error'));
  }
}
