import { describe, expect, it } from 'vitest';
import { MAIL_STATUS } from '@casino/shared-kernel/api-contract';
import { noticeMail, welcomeMail } from '../../testing/account-fixtures.ts';
import { hasUnclaimedAward, mailTextFor, unclaimedMails, wonRewards } from './mail-rules.ts';

describe('a mail’s text', () => {
  const title = JSON.stringify({ en: 'Welcome!', 'pt-br': 'Bem-vindo!', th: 'ยินดีต้อนรับ' });

  it('is in the site’s language when the mail has it', () => {
    expect(mailTextFor(title, 'th', 'en')).toBe('ยินดีต้อนรับ');
    expect(mailTextFor(title, 'pt-br', 'en')).toBe('Bem-vindo!');
  });

  it('falls back to the brand’s language, then to any text the mail has', () => {
    expect(mailTextFor(title, 'vi', 'pt-br')).toBe('Bem-vindo!');
    expect(mailTextFor(JSON.stringify({ es: '¡Hola!' }), 'vi', 'en')).toBe('¡Hola!');
  });

  it('shows text that is not per-language JSON as it is', () => {
    expect(mailTextFor('Plain words', 'en', 'en')).toBe('Plain words');
  });
});

describe('awards', () => {
  it('are unclaimed until the mail is claimed; a mail without awards holds none', () => {
    expect(hasUnclaimedAward(welcomeMail())).toBe(true);
    expect(hasUnclaimedAward(welcomeMail({ status: MAIL_STATUS.READ }))).toBe(true);
    expect(hasUnclaimedAward(welcomeMail({ status: MAIL_STATUS.CLAIMED }))).toBe(false);
    expect(hasUnclaimedAward(noticeMail())).toBe(false);
    expect(unclaimedMails([welcomeMail(), noticeMail()]).map((mail) => mail.id)).toEqual([7]);
  });

  it('become the reward animation’s prizes: type 2 cash, coins and any other type bonus, summed per balance', () => {
    expect(
      wonRewards([
        { award_type: 1, amount: 10_00 },
        { award_type: 2, amount: 5_00 },
        { award_type: 9, amount: 1_00 },
      ]),
    ).toEqual([
      { kind: 'bonus', amount: 11_00, scale: 100 },
      { kind: 'cash', amount: 5_00, scale: 100 },
    ]);
    expect(wonRewards([])).toEqual([]);
  });
});
