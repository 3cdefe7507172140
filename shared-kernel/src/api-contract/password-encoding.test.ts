import { describe, expect, it } from 'vitest';
import { decodePassword, encodePassword } from './password-encoding.ts';
import { parseApiRequest } from './request-schemas.ts';

describe('the password as the sign-in calls send it (spec 7: encoded)', () => {
  it('is b64: and the base64 of its UTF-8 bytes, and decodes back, any character included', () => {
    expect(encodePassword('Secret_12')).toBe('b64:U2VjcmV0XzEy');
    for (const password of ['Secret_12', 'senha çãõ €', '密码123456', 'a"b\\c\r\n']) expect(decodePassword(encodePassword(password))).toBe(password);
  });

  it('is taken as it is without the prefix, and refused when the encoding is broken', () => {
    expect(decodePassword('demo1234')).toBe('demo1234');
    expect(decodePassword('b64:***')).toBeUndefined();
    expect(decodePassword('b64:/w==')).toBeUndefined();
  });

  it('reaches the server decoded: the contract checks and hands on the password itself', () => {
    const login = parseApiRequest('login', { client_type: 1, mobile: '919000000001', password: encodePassword('demo1234'), system_type: 3 });
    expect(login).toMatchObject({ success: true, data: { password: 'demo1234' } });
    expect(parseApiRequest('login', { client_type: 1, mobile: '919000000001', password: 'demo1234', system_type: 3 })).toMatchObject({ data: { password: 'demo1234' } });
    // Spec 5's 6 characters count the password, not its encoding.
    expect(parseApiRequest('register', { client_type: 1, mobile: '919000000001', password: encodePassword('abc'), verify_code: '123456', channel_id: 1 })).toMatchObject({
      success: false,
      problems: ['password: must be at least 6 characters'],
    });
    expect(parseApiRequest('updateAccount', { password: encodePassword('n3w-Secret'), old_password: encodePassword('old') })).toMatchObject({
      data: { password: 'n3w-Secret', old_password: 'old' },
    });
    expect(parseApiRequest('login', { client_type: 1, mobile: '919000000001', password: 'b64:***', system_type: 3 })).toMatchObject({
      success: false,
      problems: ['password: must be b64: and the base64 of UTF-8 text'],
    });
  });
});
