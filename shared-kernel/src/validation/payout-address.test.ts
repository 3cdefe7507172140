import { describe, expect, it } from 'vitest';
import { checkClabe, checkUsdtAddress, usdtNetwork } from './payout-address.ts';

const TRON = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';
const ETHEREUM = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

describe('checkUsdtAddress', () => {
  it('accepts a Tron (TRC-20) and an Ethereum (ERC-20) address, and tells which', () => {
    expect(checkUsdtAddress(TRON)).toEqual({ ok: true });
    expect(checkUsdtAddress(ETHEREUM)).toEqual({ ok: true });
    expect(usdtNetwork(TRON)).toBe('TRC20');
    expect(usdtNetwork(ETHEREUM.toLowerCase())).toBe('ERC20');
  });

  it.each([
    ['one character short', TRON.slice(0, -1)],
    ['a Base58 letter it never uses (0)', `T0${TRON.slice(2)}`],
    ['a Bitcoin address', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
    ['hex without 0x', ETHEREUM.slice(2)],
    ['a space inside', `${ETHEREUM.slice(0, 10)} ${ETHEREUM.slice(11)}`],
  ])('rejects %s', (_, address) => {
    expect(checkUsdtAddress(address)).toEqual({ ok: false, reason: 'usdt_address' });
  });

  it('asks for a value when empty', () => {
    expect(checkUsdtAddress('')).toEqual({ ok: false, reason: 'required' });
  });
});

describe('checkClabe', () => {
  it('accepts a CLABE whose check digit is right', () => {
    expect(checkClabe('032180000118359719')).toEqual({ ok: true });
    expect(checkClabe('012180015418171233')).toEqual({ ok: true });
  });

  it('rejects a wrong check digit, as a typo gives', () => {
    expect(checkClabe('032180000118359718')).toEqual({ ok: false, reason: 'clabe_check_digit' });
    // Two neighbouring digits swapped.
    expect(checkClabe('032180000181359719')).toEqual({ ok: false, reason: 'clabe_check_digit' });
  });

  it.each(['03218000011835971', '0321800001183597190', '032 180 000118359719', '03218000011835971a'])('rejects the form %j', (clabe) => {
    expect(checkClabe(clabe)).toEqual({ ok: false, reason: 'clabe_format' });
  });

  it('asks for a value when empty', () => {
    expect(checkClabe('')).toEqual({ ok: false, reason: 'required' });
  });
});
