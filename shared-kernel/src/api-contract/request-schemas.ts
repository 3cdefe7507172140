// The payload schema of every call, by endpoint name: the api-server validates each request with
// it. Kept apart from ENDPOINTS so that the browser client, which needs only methods and paths,
// does not carry the schemas around in the same table.
import type * as z from 'zod/mini';
import {
  bindEmailPayloadSchema,
  bindMobilePayloadSchema,
  loginPayloadSchema,
  loginRegisterPayloadSchema,
  pushFcmPayloadSchema,
  registerPayloadSchema,
  resetPasswordPayloadSchema,
  sendCodePayloadSchema,
  tokenLoginPayloadSchema,
  updateAccountPayloadSchema,
  updateAvatarPayloadSchema,
  updateNamePayloadSchema,
  vipGameStatPayloadSchema,
} from './auth-user.ts';
import type { ApiPayload, EndpointName } from './endpoints.ts';
import { emptyPayload } from './fields.ts';
import { favoritePayloadSchema, gameDetailPayloadSchema, gameUrlPayloadSchema, latestBetLogsPayloadSchema } from './games.ts';
import { describeIssues } from './issues.ts';
import { mailIdPayloadSchema, mailReadPayloadSchema } from './mail.ts';
import { noticeMoodGroupPayloadSchema } from './notices.ts';
import {
  activityInfoPayloadSchema,
  blindBoxPlayerPayloadSchema,
  blindBoxWheelInfoPayloadSchema,
  blindBoxWheelRewardPayloadSchema,
  dailyBlindBoxRewardPayloadSchema,
  goldRushingTakeAwardPayloadSchema,
  hallRedPayloadSchema,
  inviteInfoPayloadSchema,
  inviteRewardRecordPayloadSchema,
  openGiftPacketPayloadSchema,
  redeemCodePayloadSchema,
} from './promotions.ts';
import {
  confirmGamingLimitPayloadSchema,
  gamingStatementPayloadSchema,
  setGamingLimitPayloadSchema,
  setRealityCheckPayloadSchema,
  setSessionLimitPayloadSchema,
  takeGamingBreakPayloadSchema,
} from './responsible-gaming.ts';
import {
  balancePayloadSchema,
  deleteWithdrawAccountPayloadSchema,
  firstChargePayloadSchema,
  historyPagePayloadSchema,
  orderPayloadSchema,
  shopPayloadSchema,
  withdrawAccountPayloadSchema,
  withdrawPayloadSchema,
} from './wallet-payments.ts';

/** A schema that reads any input into a call's payload. */
export type PayloadSchema<Name extends EndpointName> = z.ZodMiniType<ApiPayload<Name>, unknown>;

/**
 * The payload schema of every call. GET schemas read query-string text (`"12"` → 12); unknown keys
 * are dropped, not refused (clients add random fields).
 */
export const REQUEST_SCHEMAS: { readonly [Name in EndpointName]: PayloadSchema<Name> } = {
  tokenLogin: tokenLoginPayloadSchema,
  tokenVerify: tokenLoginPayloadSchema,
  loginRegister: loginRegisterPayloadSchema,
  register: registerPayloadSchema,
  login: loginPayloadSchema,
  logout: emptyPayload,
  sendCode: sendCodePayloadSchema,
  resetPassword: resetPasswordPayloadSchema,
  bindEmail: bindEmailPayloadSchema,
  bindMobile: bindMobilePayloadSchema,
  updateAccount: updateAccountPayloadSchema,
  updateName: updateNamePayloadSchema,
  updateAvatar: updateAvatarPayloadSchema,
  userProfile: emptyPayload,
  userInfo: emptyPayload,
  checkFrozen: emptyPayload,
  vipInfo: emptyPayload,
  vipGameStat: vipGameStatPayloadSchema,
  pokerHands: vipGameStatPayloadSchema,
  pushFcm: pushFcmPayloadSchema,
  lobbyPreload: emptyPayload,
  lobbyIndex: emptyPayload,
  gameDetail: gameDetailPayloadSchema,
  gameUrl: gameUrlPayloadSchema,
  favorite: favoritePayloadSchema,
  favorites: emptyPayload,
  recents: emptyPayload,
  latestBetLogs: latestBetLogsPayloadSchema,
  fairRounds: emptyPayload,
  walletInfo: emptyPayload,
  betTask: emptyPayload,
  shop: shopPayloadSchema,
  createOrder: orderPayloadSchema,
  orderList: historyPagePayloadSchema,
  paymentList: emptyPayload,
  payMethods: emptyPayload,
  chargeReward: emptyPayload,
  balance: balancePayloadSchema,
  firstCharge: firstChargePayloadSchema,
  withdrawInfo: emptyPayload,
  withdraw: withdrawPayloadSchema,
  withdrawList: historyPagePayloadSchema,
  deleteWithdrawAccount: deleteWithdrawAccountPayloadSchema,
  addWithdrawAccount: withdrawAccountPayloadSchema,
  updateWithdrawAccount: withdrawAccountPayloadSchema,
  downloadTakeAward: emptyPayload,
  goldRushingInfo: emptyPayload,
  picCaptcha: emptyPayload,
  goldRushingTakeAward: goldRushingTakeAwardPayloadSchema,
  goldRushingShare: emptyPayload,
  genGiftPacket: emptyPayload,
  openGiftPacket: openGiftPacketPayloadSchema,
  rewardCenterList: emptyPayload,
  redeemCode: redeemCodePayloadSchema,
  hallRed: hallRedPayloadSchema,
  customerInfo: emptyPayload,
  activityInfo: activityInfoPayloadSchema,
  inviteRewardRecord: inviteRewardRecordPayloadSchema,
  invitePool: emptyPayload,
  inviteRotate: emptyPayload,
  agentTurntable: emptyPayload,
  inviteInfo: inviteInfoPayloadSchema,
  mailRead: mailReadPayloadSchema,
  mailList: emptyPayload,
  mailClaimAll: emptyPayload,
  mailDeleteAll: emptyPayload,
  mailClaim: mailIdPayloadSchema,
  mailDelete: mailIdPayloadSchema,
  blindBoxWithdrawList: blindBoxPlayerPayloadSchema,
  blindBoxInviteList: blindBoxPlayerPayloadSchema,
  blindBoxWheelInfo: blindBoxWheelInfoPayloadSchema,
  dailyBlindBoxReward: dailyBlindBoxRewardPayloadSchema,
  blindBoxWheelReward: blindBoxWheelRewardPayloadSchema,
  blindBoxWheelWithdraw: blindBoxPlayerPayloadSchema,
  noticeMoodGroup: noticeMoodGroupPayloadSchema,
  siteSettings: emptyPayload,
  gamingLimits: emptyPayload,
  setGamingLimit: setGamingLimitPayloadSchema,
  confirmGamingLimit: confirmGamingLimitPayloadSchema,
  takeGamingBreak: takeGamingBreakPayloadSchema,
  gamingSession: emptyPayload,
  setRealityCheck: setRealityCheckPayloadSchema,
  setSessionLimit: setSessionLimitPayloadSchema,
  gamingStatement: gamingStatementPayloadSchema,
};

/** The outcome of {@link parseApiRequest}: the payload, or every problem as `field: message`. */
export type ParsedRequest<Name extends EndpointName> = { success: true; data: ApiPayload<Name> } | { success: false; problems: string[] };

/**
 * Validates a request's payload (the parsed JSON body, or the query as an object for GET) for a
 * call. A missing payload counts as `{}`, so a call without fields needs no body.
 */
export function parseApiRequest<Name extends EndpointName>(name: Name, input: unknown): ParsedRequest<Name> {
  const payload = input ?? {};
  const result = REQUEST_SCHEMAS[name].safeParse(payload);
  return result.success ? { success: true, data: result.data } : { success: false, problems: describeIssues(result.error, payload) };
}
