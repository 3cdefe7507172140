import { readQueryParameter, type QuerySource } from './query-parameter.ts';

/**
 * The invitation code of the link the player came by, from `invitationCode`, else `iCode`
 * (spec 5), exactly as written (the server decides what case means); null without one.
 */
export function readInvitationCode(source: QuerySource): string | null {
  return readQueryParameter(source, ['invitationCode', 'iCode']);
}
