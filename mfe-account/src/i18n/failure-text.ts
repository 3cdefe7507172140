import { isApiError } from '@casino/shared-kernel/api';
import { translate } from '@casino/shared-kernel/i18n';

/**
 * What to show beside a form or action that the server refused: its message, translated when the
 * kernel knows it (spec 8). Nothing for an aborted call or a dead token (the sign-out says why).
 */
export function failureText(error: unknown): string {
  if (!isApiError(error)) return translate('unknown_error');
  if (error.kind === 'aborted' || error.kind === 'ignored' || error.kind === 'token-invalid') return '';
  return translate(error.msg || 'unknown_error');
}
