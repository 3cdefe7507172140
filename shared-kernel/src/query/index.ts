// What the page's query string says (spec 2): the channel of lobby info and the invitation code.
// Apart from `validation` because start-up reads them before the first screen, while the form
// rules of `validation` wait for the first form.
export { readQueryParameter, type QuerySource } from './query-parameter.ts';
export { CHANNEL_CODES, DEFAULT_CHANNEL_ID, channelIdForCode, readChannelId } from './channel-id.ts';
export { readInvitationCode } from './invitation-code.ts';
