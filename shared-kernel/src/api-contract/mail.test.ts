import { describe, expect, it } from 'vitest';
import { MAIL_BADGE_CAP, mailText } from './mail.ts';

describe('mail text', () => {
  const title = JSON.stringify({ en: 'Welcome', 'pt-br': 'Bem-vindo', zh: '欢迎' });

  it('picks the language, then the fallback, then the first text', () => {
    expect(mailText(title, 'pt-br')).toBe('Bem-vindo');
    expect(mailText(title, 'th')).toBe('Welcome');
    expect(mailText(JSON.stringify({ zh: '欢迎', vi: 'Chào' }), 'th')).toBe('欢迎');
  });

  it('shows text that is not a language map as it is', () => {
    expect(mailText('Plain text', 'en')).toBe('Plain text');
    expect(mailText('["a"]', 'en')).toBe('["a"]');
    expect(mailText('{"en":1}', 'en')).toBe('{"en":1}');
  });

  it('caps the unread badge at 9', () => {
    expect(MAIL_BADGE_CAP).toBe(9);
  });
});
