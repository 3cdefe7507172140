// Every call of spec 7, once, for client and server alike: its method and path here, its payload
// and result types in `ApiCalls`, its payload schema in `REQUEST_SCHEMAS`.
import type {
  BindEmailPayload,
  BindMobilePayload,
  CheckFrozenResult,
  LoginPayload,
  LoginRegisterPayload,
  LoginResponse,
  PushFcmPayload,
  RegisterPayload,
  ResetPasswordPayload,
  SendCodePayload,
  TokenLoginPayload,
  TokenLoginResponse,
  GuestLoginResponse,
  TokenVerifyResponse,
  UpdateAccountPayload,
  UpdateAvatarPayload,
  UpdateNamePayload,
  UserInfo,
  VipGameStatPayload,
  VipInfo,
} from './auth-user.ts';
import type { EmptyPayload, UnspecifiedData, List } from './fields.ts';
import type {
  FavoritePayload,
  FavoriteResult,
  Game,
  GameDetailPayload,
  GameList,
  GameUrl,
  GameUrlPayload,
  FairRound,
  LatestBetLog,
  LatestBetLogsPayload,
  LobbyInfo,
  PokerHand,
  PokerStats,
} from './games.ts';
import type { MailClaimResult, MailIdPayload, MailList, MailReadPayload } from './mail.ts';
import type { NoticeGroups, NoticeMoodGroupPayload } from './notices.ts';
import type {
  ConfirmGamingLimitPayload,
  GamingLimits,
  GamingSession,
  GamingStatement,
  GamingStatementPayload,
  SetGamingLimitPayload,
  SetRealityCheckPayload,
  SetSessionLimitPayload,
  TakeGamingBreakPayload,
} from './responsible-gaming.ts';
import type { SiteSettingsResponse } from './site-settings.ts';
import type {
  ActivityInfoPayload,
  BlindBoxPlayerPayload,
  BlindBoxWheel,
  BlindBoxWheelInfoPayload,
  BlindBoxWheelRewardPayload,
  CustomerInfo,
  DailyBlindBoxRewardPayload,
  GoldRushingInfo,
  GiftPacketOpened,
  GoldRushingTakeAwardPayload,
  HallRedPayload,
  InvitationTurntable,
  InviteInfoPayload,
  InviteRewardRecordPayload,
  OpenGiftPacketPayload,
  PicCaptcha,
  RedDots,
  RedeemCodePayload,
  RedeemCodeResult,
  RewardCenter,
} from './promotions.ts';
import type {
  BalanceConfig,
  BalancePayload,
  BetTaskInfo,
  ChargeReward,
  DeleteWithdrawAccountPayload,
  DepositLists,
  FirstChargePayload,
  HistoryPagePayload,
  OrderPage,
  OrderPayload,
  OrderResult,
  PaymentMethod,
  ShopInfo,
  ShopPayload,
  WalletInfo,
  WithdrawAccountPayload,
  WithdrawInfo,
  WithdrawPage,
  WithdrawPayload,
  WithdrawResult,
} from './wallet-payments.ts';

/** The HTTP methods the casino API uses. GET payloads travel as the query; others as a JSON body. */
export type HttpMethod = 'GET' | 'POST' | 'PUT';

/** A call's payload and the `data` its success envelope carries. */
interface Call<Payload, Data> {
  payload: Payload;
  data: Data;
}

/**
 * The payload and result of every call, by endpoint name. Results the spec does not show are
 * {@link UnspecifiedData}. `createOrder` resolves null for code 501 ("nothing to do", spec 8).
 */
export interface ApiCalls {
  // Auth and user
  tokenLogin: Call<TokenLoginPayload, TokenLoginResponse>;
  tokenVerify: Call<TokenLoginPayload, TokenVerifyResponse>;
  loginRegister: Call<LoginRegisterPayload, GuestLoginResponse>;
  register: Call<RegisterPayload, LoginResponse>;
  login: Call<LoginPayload, LoginResponse>;
  /** Sign-out (spec 4) ends the token server-side too; the spec shows no call, the kernel defines it. */
  logout: Call<EmptyPayload, null>;
  sendCode: Call<SendCodePayload, UnspecifiedData>;
  resetPassword: Call<ResetPasswordPayload, UnspecifiedData>;
  bindEmail: Call<BindEmailPayload, UnspecifiedData>;
  bindMobile: Call<BindMobilePayload, UnspecifiedData>;
  updateAccount: Call<UpdateAccountPayload, UnspecifiedData>;
  updateName: Call<UpdateNamePayload, UnspecifiedData>;
  updateAvatar: Call<UpdateAvatarPayload, UnspecifiedData>;
  userProfile: Call<EmptyPayload, UserInfo>;
  userInfo: Call<EmptyPayload, UserInfo>;
  checkFrozen: Call<EmptyPayload, CheckFrozenResult>;
  vipInfo: Call<EmptyPayload, VipInfo>;
  vipGameStat: Call<VipGameStatPayload, PokerStats>;
  /** Not in spec 7: the player's last 20 recorded hands of one poker game, newest first (`/poker`). */
  pokerHands: Call<VipGameStatPayload, List<PokerHand>>;
  pushFcm: Call<PushFcmPayload, UnspecifiedData>;
  // Games
  lobbyPreload: Call<EmptyPayload, LobbyInfo>;
  lobbyIndex: Call<EmptyPayload, LobbyInfo>;
  gameDetail: Call<GameDetailPayload, Game>;
  gameUrl: Call<GameUrlPayload, GameUrl>;
  favorite: Call<FavoritePayload, FavoriteResult>;
  favorites: Call<EmptyPayload, GameList>;
  recents: Call<EmptyPayload, GameList>;
  latestBetLogs: Call<LatestBetLogsPayload, List<LatestBetLog>>;
  /** The player's last provably fair rounds of the originals, newest first (issue 27). */
  fairRounds: Call<EmptyPayload, List<FairRound>>;
  // Wallet and payments
  walletInfo: Call<EmptyPayload, WalletInfo>;
  betTask: Call<EmptyPayload, BetTaskInfo>;
  shop: Call<ShopPayload, ShopInfo>;
  createOrder: Call<OrderPayload, OrderResult | null>;
  orderList: Call<HistoryPagePayload, OrderPage>;
  paymentList: Call<EmptyPayload, List<PaymentMethod>>;
  payMethods: Call<EmptyPayload, List<PaymentMethod>>;
  chargeReward: Call<EmptyPayload, ChargeReward>;
  balance: Call<BalancePayload, BalanceConfig>;
  firstCharge: Call<FirstChargePayload, DepositLists>;
  withdrawInfo: Call<EmptyPayload, WithdrawInfo>;
  withdraw: Call<WithdrawPayload, WithdrawResult>;
  withdrawList: Call<HistoryPagePayload, WithdrawPage>;
  deleteWithdrawAccount: Call<DeleteWithdrawAccountPayload, UnspecifiedData>;
  addWithdrawAccount: Call<WithdrawAccountPayload, UnspecifiedData>;
  updateWithdrawAccount: Call<WithdrawAccountPayload, UnspecifiedData>;
  // Promotions and misc
  downloadTakeAward: Call<EmptyPayload, UnspecifiedData>;
  goldRushingInfo: Call<EmptyPayload, GoldRushingInfo>;
  picCaptcha: Call<EmptyPayload, PicCaptcha>;
  goldRushingTakeAward: Call<GoldRushingTakeAwardPayload, UnspecifiedData>;
  goldRushingShare: Call<EmptyPayload, UnspecifiedData>;
  genGiftPacket: Call<EmptyPayload, UnspecifiedData>;
  /** Opens another player's gift packet for a share of its money; the spec shows no call, the kernel defines it. */
  openGiftPacket: Call<OpenGiftPacketPayload, GiftPacketOpened>;
  rewardCenterList: Call<EmptyPayload, RewardCenter>;
  /** Redeems a code of the reward center (spec 3's `code_redemption_switch`); the spec shows no call, the kernel defines it. */
  redeemCode: Call<RedeemCodePayload, RedeemCodeResult>;
  hallRed: Call<HallRedPayload, RedDots>;
  customerInfo: Call<EmptyPayload, CustomerInfo>;
  activityInfo: Call<ActivityInfoPayload, InvitationTurntable>;
  inviteRewardRecord: Call<InviteRewardRecordPayload, List<UnspecifiedData>>;
  invitePool: Call<EmptyPayload, UnspecifiedData>;
  inviteRotate: Call<EmptyPayload, UnspecifiedData>;
  agentTurntable: Call<EmptyPayload, UnspecifiedData>;
  inviteInfo: Call<InviteInfoPayload, UnspecifiedData>;
  // Mail
  mailRead: Call<MailReadPayload, UnspecifiedData>;
  mailList: Call<EmptyPayload, MailList>;
  mailClaimAll: Call<EmptyPayload, MailClaimResult>;
  mailDeleteAll: Call<EmptyPayload, UnspecifiedData>;
  mailClaim: Call<MailIdPayload, MailClaimResult>;
  mailDelete: Call<MailIdPayload, UnspecifiedData>;
  // Blind box and wheel
  blindBoxWithdrawList: Call<BlindBoxPlayerPayload, List<UnspecifiedData>>;
  blindBoxInviteList: Call<BlindBoxPlayerPayload, List<UnspecifiedData>>;
  blindBoxWheelInfo: Call<BlindBoxWheelInfoPayload, BlindBoxWheel>;
  dailyBlindBoxReward: Call<DailyBlindBoxRewardPayload, UnspecifiedData>;
  blindBoxWheelReward: Call<BlindBoxWheelRewardPayload, UnspecifiedData>;
  blindBoxWheelWithdraw: Call<BlindBoxPlayerPayload, UnspecifiedData>;
  // Notices
  noticeMoodGroup: Call<NoticeMoodGroupPayload, NoticeGroups>;
  // Site settings: the spec shows no call; the kernel defines this one (its data: site-settings.ts).
  siteSettings: Call<EmptyPayload, SiteSettingsResponse>;
  // Responsible gaming (issue 25): the spec shows no calls; the kernel defines them.
  gamingLimits: Call<EmptyPayload, GamingLimits>;
  setGamingLimit: Call<SetGamingLimitPayload, GamingLimits>;
  confirmGamingLimit: Call<ConfirmGamingLimitPayload, GamingLimits>;
  takeGamingBreak: Call<TakeGamingBreakPayload, GamingLimits>;
  gamingSession: Call<EmptyPayload, GamingSession>;
  setRealityCheck: Call<SetRealityCheckPayload, GamingSession>;
  setSessionLimit: Call<SetSessionLimitPayload, GamingSession>;
  gamingStatement: Call<GamingStatementPayload, GamingStatement>;
}

/** The name of a call of the casino API, e.g. `walletInfo`. */
export type EndpointName = keyof ApiCalls;
/** What a call sends. */
export type ApiPayload<Name extends EndpointName> = ApiCalls[Name]['payload'];
/** What a call's promise resolves to. */
export type ApiData<Name extends EndpointName> = ApiCalls[Name]['data'];

/** How a call is made. Flags are only present when true. */
export interface EndpointDefinition {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  /** Query parameters sent on every call, before the payload's (e.g. `reserve=1`). */
  readonly query?: Readonly<Record<string, string | number>>;
  /** Lobby info: also sends `Accept-ChannelID` (spec 7). */
  readonly lobby?: true;
  /** An order call: code 501 is accepted and resolves null (spec 8). */
  readonly order?: true;
  /** A GET that changes state (credits, withdraws): never retried, like POST and PUT. */
  readonly changesState?: true;
  /**
   * A call each acceptance of which moves money anew (a withdrawal, a deposit order): it carries an
   * `Idempotency-Key`, one per intent, which its signature covers; the server refuses it without one.
   */
  readonly needsIdempotencyKey?: true;
  /** Spec 7 names the device fields in its payload: the client adds them (shop, order, payout accounts). */
  readonly deviceFields?: true;
}

const GET = 'GET';
const POST = 'POST';
const PUT = 'PUT';

/** Every call of spec 7, plus `logout`, `resetPassword`, `openGiftPacket`, `redeemCode`, `siteSettings` and the responsible-gaming calls. Paths are case-sensitive, exactly as the spec writes them. */
export const ENDPOINTS = {
  // Auth and user
  tokenLogin: { method: POST, path: '/api/user/tokenLogin' },
  tokenVerify: { method: POST, path: '/api/user/tokenVerify' },
  loginRegister: { method: POST, path: '/api/user/login_register' },
  register: { method: POST, path: '/api/user/register' },
  login: { method: POST, path: '/api/user/login' },
  // Not in spec 7: revokes the request's token, so a signed-out token is dead everywhere (1013).
  logout: { method: POST, path: '/api/user/logout' },
  sendCode: { method: POST, path: '/api/user/sendCode' },
  // Not in spec 7: forgot password (a new password proved by a one-time code).
  resetPassword: { method: POST, path: '/api/user/resetPassword' },
  bindEmail: { method: POST, path: '/api/user/bindEmail' },
  bindMobile: { method: POST, path: '/api/user/bindMobile' },
  updateAccount: { method: POST, path: '/api/user/updateAccount' },
  updateName: { method: POST, path: '/api/user/updateName' },
  updateAvatar: { method: PUT, path: '/api/user/updateAvatar' },
  userProfile: { method: GET, path: '/api/user/profile' },
  userInfo: { method: POST, path: '/api/user/userinfo' },
  checkFrozen: { method: POST, path: '/api/user/checkFrozen' },
  vipInfo: { method: POST, path: '/api/user/vip' },
  vipGameStat: { method: POST, path: '/api/user/vip/gameStat' },
  // Not in spec 7: the hands the stats are counted from, for the player to see.
  pokerHands: { method: POST, path: '/api/user/vip/pokerHands' },
  pushFcm: { method: POST, path: '/api/push/fcm' },
  // Games
  lobbyPreload: { method: GET, path: '/api/preload', lobby: true },
  lobbyIndex: { method: GET, path: '/api/index', lobby: true },
  gameDetail: { method: GET, path: '/api/game/detail' },
  // The spec writes "api/game/getGameUrl" without the leading slash; it is the same API root.
  gameUrl: { method: GET, path: '/api/game/getGameUrl' },
  favorite: { method: PUT, path: '/api/user/favorite' },
  favorites: { method: GET, path: '/api/user/favorites' },
  recents: { method: GET, path: '/api/user/recents' },
  latestBetLogs: { method: GET, path: '/api/latestBet/logs' },
  fairRounds: { method: GET, path: '/api/game/fairRounds' },
  // Wallet and payments
  walletInfo: { method: GET, path: '/api/wallet', query: { reserve: 1 } },
  betTask: { method: GET, path: '/api/bet_task', query: { reserve: 1 } },
  shop: { method: POST, path: '/api/user/shop', deviceFields: true },
  createOrder: { method: POST, path: '/api/user/order', order: true, needsIdempotencyKey: true, deviceFields: true },
  orderList: { method: POST, path: '/api/user/order/list' },
  paymentList: { method: GET, path: '/api/payment/list' },
  payMethods: { method: GET, path: '/api/user/paymethod' },
  chargeReward: { method: POST, path: '/api/user/chargereward' },
  balance: { method: POST, path: '/api/user/balance' },
  firstCharge: { method: POST, path: '/api/user/firstcharge' },
  withdrawInfo: { method: GET, path: '/api/withdraw/info' },
  withdraw: { method: POST, path: '/api/user/withdraw', needsIdempotencyKey: true },
  withdrawList: { method: POST, path: '/api/withdraw/list' },
  deleteWithdrawAccount: { method: POST, path: '/api/withdraw/delAccount', deviceFields: true },
  addWithdrawAccount: { method: POST, path: '/api/withdraw/addAccount', deviceFields: true },
  updateWithdrawAccount: { method: POST, path: '/api/withdraw/account', deviceFields: true },
  // Promotions and misc
  downloadTakeAward: { method: POST, path: '/api/download/takeAward' },
  goldRushingInfo: { method: GET, path: '/api/goldRushing/getInfo' },
  picCaptcha: { method: POST, path: '/api/user/getPicCaptcha' },
  goldRushingTakeAward: { method: POST, path: '/api/goldRushing/takeAward' },
  goldRushingShare: { method: POST, path: '/api/goldRushing/share' },
  genGiftPacket: { method: GET, path: '/api/giftPacket/genGiftPacket', changesState: true },
  // Not in spec 7: another player opens a packet genGiftPacket made and receives a share of its money.
  openGiftPacket: { method: POST, path: '/api/giftPacket/open' },
  rewardCenterList: { method: GET, path: '/api/rewardCenter/list' },
  // Not in spec 7: the reward center's redeem-code entry (code_redemption_switch) pays a code's prize.
  redeemCode: { method: POST, path: '/api/rewardCenter/redeem' },
  hallRed: { method: POST, path: '/api/hall/getRed' },
  customerInfo: { method: GET, path: '/api/customer/info' },
  activityInfo: { method: GET, path: '/api/activity/info' },
  inviteRewardRecord: { method: GET, path: '/api/actInvite/getInviteRewardRecord' },
  invitePool: { method: GET, path: '/api/actInvite/getPool' },
  inviteRotate: { method: POST, path: '/api/actInvite/rotate' },
  agentTurntable: { method: POST, path: '/api/agent/turntable' },
  inviteInfo: { method: GET, path: '/api/invite/infonew' },
  // Mail
  mailRead: { method: POST, path: '/api/mail/read' },
  mailList: { method: POST, path: '/api/mail/list' },
  mailClaimAll: { method: POST, path: '/api/mail/claimAllAward' },
  mailDeleteAll: { method: POST, path: '/api/mail/deleteAllMail' },
  mailClaim: { method: POST, path: '/api/mail/claimAward' },
  mailDelete: { method: POST, path: '/api/mail/deleteOneMail' },
  // Blind box and wheel
  blindBoxWithdrawList: { method: GET, path: '/api/blind_box_wheel_withdraw_list' },
  blindBoxInviteList: { method: GET, path: '/api/blind_box_wheel_invite_list' },
  blindBoxWheelInfo: { method: GET, path: '/api/get/blind_box_wheel_info' },
  dailyBlindBoxReward: { method: POST, path: '/api/daily_blind_box_reward' },
  blindBoxWheelReward: { method: POST, path: '/api/blind_box_wheel_reward' },
  blindBoxWheelWithdraw: { method: GET, path: '/api/blind_box_wheel_withdraw', changesState: true },
  // Notices
  noticeMoodGroup: { method: GET, path: '/api/notice/getMoodGroup' },
  // Site settings (platform.md: the kernel defines the call the spec does not show)
  siteSettings: { method: GET, path: '/api/site/settings' },
  // Responsible gaming (issue 25): the player's limits; the server enforces them.
  gamingLimits: { method: GET, path: '/api/responsible-gaming/limits' },
  setGamingLimit: { method: POST, path: '/api/responsible-gaming/limits' },
  confirmGamingLimit: { method: POST, path: '/api/responsible-gaming/limits/confirm' },
  takeGamingBreak: { method: POST, path: '/api/responsible-gaming/break' },
  gamingSession: { method: GET, path: '/api/responsible-gaming/session' },
  setRealityCheck: { method: POST, path: '/api/responsible-gaming/reality-check' },
  setSessionLimit: { method: POST, path: '/api/responsible-gaming/session-limit' },
  gamingStatement: { method: GET, path: '/api/responsible-gaming/statement' },
} as const satisfies { readonly [Name in EndpointName]: EndpointDefinition };

/** The names of the calls made with `method`. */
export type EndpointNameFor<Method extends HttpMethod> = {
  [Name in EndpointName]: (typeof ENDPOINTS)[Name]['method'] extends Method ? Name : never;
}[EndpointName];

/** Whether a text names a call of {@link ENDPOINTS}. */
export function isEndpointName(name: string): name is EndpointName {
  return Object.hasOwn(ENDPOINTS, name);
}

const byRoute = new Map<string, EndpointName>(
  (Object.keys(ENDPOINTS) as EndpointName[]).map((name) => [`${ENDPOINTS[name].method} ${ENDPOINTS[name].path}`, name]),
);

/** The call a method and path stand for (path without query), e.g. for a server's router. */
export function findEndpoint(method: string, path: string): EndpointName | undefined {
  return byRoute.get(`${method.toUpperCase()} ${path}`);
}
