import { describe, expect, it } from 'vitest';
import { readInvitationCode } from './invitation-code.ts';

describe('readInvitationCode', () => {
  it('reads invitationCode or iCode', () => {
    expect(readInvitationCode(new URLSearchParams('invitationCode=AbC123'))).toBe('AbC123');
    expect(readInvitationCode(new URLSearchParams('iCode=XyZ789'))).toBe('XyZ789');
  });

  it('prefers invitationCode when both are present', () => {
    expect(readInvitationCode(new URLSearchParams('iCode=second&invitationCode=first'))).toBe('first');
  });

  it('reads the query inside the hash', () => {
    expect(readInvitationCode(new URL('https://x.example/#/?iCode=H4SH'))).toBe('H4SH');
  });

  it('is null without one', () => {
    expect(readInvitationCode(new URLSearchParams('cid=B8C37E'))).toBeNull();
    expect(readInvitationCode(new URLSearchParams('invitationcode=lower'))).toBeNull();
  });
});
