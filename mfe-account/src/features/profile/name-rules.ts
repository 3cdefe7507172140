// The nick name rule (spec 5, "Name: rejects special symbols"), with the server's 32-character limit.
import { checkName } from '@casino/shared-kernel/validation';

/** The longest nick name the server accepts. */
export const NICK_NAME_MAX = 32;

/** Why a nick name is refused, as a key of the account texts; undefined when it is fine. */
export type NickNameProblem = 'name_required' | 'name_symbols' | 'name_too_long';

export function checkNickName(value: string): NickNameProblem | undefined {
  const name = value.trim();
  const result = checkName(name);
  if (!result.ok) return result.reason === 'required' ? 'name_required' : 'name_symbols';
  return [...name].length > NICK_NAME_MAX ? 'name_too_long' : undefined;
}
