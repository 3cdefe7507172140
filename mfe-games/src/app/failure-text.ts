import { isApiError } from '@casino/shared-kernel/api';
import { translate } from '@casino/shared-kernel/i18n';

/** What a failed call says to the player: the server's or client's message, translated, else `fallback`. */
export function failureText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.msg !== '') return translate(error.msg);
  return fallback;
}
