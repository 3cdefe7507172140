// A signed-in player, mails and a stand-in API for the account's tests.
import type { Mail, UserInfo } from '@casino/shared-kernel/api-contract';
import { MAIL_STATUS } from '@casino/shared-kernel/api-contract';
import { signIn } from '@casino/shared-kernel/state';

export function userFixture(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 1,
    uid: 100_001,
    name: 'asha',
    nick_name: 'Asha',
    coin: 0,
    money: 1_000_00,
    gold: 0,
    vip_level: 1,
    top_agent: 0,
    top_agent_level: 0,
    channel_id: 1,
    pay_count: 0,
    pay_total: 0,
    gold_amount: 0,
    first_pay_date: '',
    create_time: 1_780_000_000,
    mobile: '919876543210',
    email: '',
    avatar_id: 3,
    is_need_opt: false,
    parent_invitation_code: '',
    second_parent: 0,
    third_parent: 0,
    ip: '',
    regist_device_code: '',
    regist_finger: '',
    login_ip: '',
    login_device_code: '',
    login_finger: '',
    state: 0,
    classify: 0,
    fcm_token: '',
    ...overrides,
  };
}

export const signInAsha = (overrides: Partial<UserInfo> = {}) => signIn({ accessToken: 'token-of-asha', userInfo: userFixture(overrides) });

const texts = (en: string, pt: string) => JSON.stringify({ en, 'pt-br': pt });

export function welcomeMail(overrides: Partial<Mail> = {}): Mail {
  return {
    id: 7,
    title: texts('Welcome!', 'Bem-vindo!'),
    content: texts('A bonus is waiting.', 'Um bônus espera por você.'),
    is_attach: true,
    award_package: [{ award_type: 1, amount: 50_00 }],
    status: MAIL_STATUS.UNREAD,
    create_time: 1_780_000_000,
    ...overrides,
  };
}

export function noticeMail(overrides: Partial<Mail> = {}): Mail {
  return {
    id: 8,
    title: texts('Maintenance', 'Manutenção'),
    content: texts('Tonight at 2.', 'Hoje às 2.'),
    is_attach: false,
    award_package: [],
    status: MAIL_STATUS.READ,
    create_time: 1_780_000_100,
    ...overrides,
  };
}
