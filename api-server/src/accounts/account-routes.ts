import { BIND_OK_MSG } from '@casino/shared-kernel/api-contract';
import { MODIFIED_SUCCESSFULLY, type EndpointRoutes } from '../server/endpoint-routes.ts';
import type { Accounts } from './accounts.ts';
import { PLAYER_STATE } from './players.ts';

/** The auth and user calls of spec 7, plus the kernel's sign-out. */
export function accountRoutes(accounts: Accounts): EndpointRoutes {
  const players = accounts.players;
  return {
    loginRegister: { access: 'visitor', handle: ({ brand, origin }, payload) => accounts.guestLogin(brand, payload, origin) },
    register: { access: 'visitor', handle: ({ brand, origin }, payload) => accounts.register(brand, payload, origin) },
    login: { access: 'visitor', handle: ({ brand, origin }, payload) => accounts.login(brand, payload, origin) },
    // The token of these two travels in the body (the stored token, or the game token), not in
    // Authorization: they are how a client learns whether its token still works.
    tokenLogin: { access: 'visitor', handle: ({ brand, origin }, payload) => accounts.tokenLogin(brand, payload.token, origin, payload.login_finger) },
    tokenVerify: { access: 'visitor', handle: ({ brand }, payload) => accounts.tokenVerify(brand, payload.token) },
    // Visitor access: signing out with a token that is already dead must not answer 1013, which
    // would open the login dialog on the way out.
    logout: { access: 'visitor', handle: ({ session }) => accounts.logout(session) },
    sendCode: { access: 'visitor', handle: ({ brand }, payload) => accounts.sendCode(brand, payload.mobile_or_email) },
    resetPassword: { access: 'visitor', msg: MODIFIED_SUCCESSFULLY, handle: ({ brand }, payload) => accounts.resetPassword(brand, payload) },
    bindMobile: { access: 'player', msg: BIND_OK_MSG, handle: ({ brand, session }, payload) => accounts.bindMobile(brand, session.playerId, payload) },
    bindEmail: { access: 'player', msg: BIND_OK_MSG, handle: ({ brand, session }, payload) => accounts.bindEmail(brand, session.playerId, payload) },
    updateAccount: { access: 'player', msg: MODIFIED_SUCCESSFULLY, handle: ({ session }, payload) => accounts.updatePassword(session, payload) },
    updateName: { access: 'player', msg: MODIFIED_SUCCESSFULLY, handle: ({ session }, payload) => accounts.updateName(session.playerId, payload.nick_name) },
    updateAvatar: {
      access: 'player',
      msg: MODIFIED_SUCCESSFULLY,
      handle: ({ session }, payload) => accounts.updateAvatar(session.playerId, payload.avatar_id),
    },
    userProfile: { access: 'player', handle: ({ session }) => players.userInfo(session.playerId) },
    userInfo: { access: 'player', handle: ({ session }) => players.userInfo(session.playerId) },
    checkFrozen: { access: 'player', handle: ({ session }) => ({ is_frozen: session.state === PLAYER_STATE.FROZEN }) },
    vipInfo: { access: 'player', handle: ({ session }) => players.vipInfo(session.playerId) },
    pushFcm: { access: 'player', handle: ({ session }, payload) => accounts.savePushToken(session.playerId, payload) },
  };
}
