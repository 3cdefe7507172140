import { describe, expect, it } from 'vitest';
import { crc16Ccitt, decimalAmount, pixBrCode, readEmvFields, upiUri } from './payment-codes.ts';

describe('payment codes', () => {
  it('computes CRC-16/CCITT-FALSE as EMV QR codes need it', () => {
    // The catalogue check value of CRC-16/CCITT-FALSE.
    expect(crc16Ccitt('123456789')).toBe('29B1');
    // A static BR Code as published by the Banco Central's examples, checksum included.
    const published =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
    expect(crc16Ccitt(published.slice(0, -4))).toBe(published.slice(-4));
  });

  it('writes amounts as payment codes carry them', () => {
    expect([decimalAmount(1), decimalAmount(5_750), decimalAmount(1_000_000)]).toEqual(['0.01', '57.50', '10000.00']);
  });

  it('builds a PIX BR Code whose fields and checksum a banking app accepts', () => {
    const code = pixBrCode({
      key: 'a1b2c3d4-0000-4000-8000-123456789abc',
      merchantName: 'Cassino São João',
      merchantCity: 'São Paulo',
      amount: 12_345,
      txid: 'D2024010112000012345678',
    });
    const fields = readEmvFields(code);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('01')).toBe('12');
    expect(readEmvFields(fields.get('26') ?? '')).toEqual(
      new Map([
        ['00', 'br.gov.bcb.pix'],
        ['01', 'a1b2c3d4-0000-4000-8000-123456789abc'],
      ]),
    );
    expect([fields.get('52'), fields.get('53'), fields.get('54'), fields.get('58')]).toEqual(['0000', '986', '123.45', 'BR']);
    expect([fields.get('59'), fields.get('60')]).toEqual(['CASSINO SAO JOAO', 'SAO PAULO']);
    expect(readEmvFields(fields.get('62') ?? '').get('05')).toBe('D2024010112000012345678');
    expect(code.slice(-8, -4)).toBe('6304');
    expect(fields.get('63')).toBe(crc16Ccitt(code.slice(0, -4)));
  });

  it('refuses a txid PIX would not carry', () => {
    expect(() =>
      pixBrCode({
        key: 'k',
        merchantName: 'M',
        merchantCity: 'C',
        amount: 100,
        txid: 'has-dash',
      }),
    ).toThrow(/txid/);
  });

  it('builds a UPI intent with the payee, amount, currency and the order as reference', () => {
    expect(
      upiUri({
        payee: 'casino@icici',
        payeeName: 'Casino India',
        amount: 50_000,
        orderNo: 'D1',
      }),
    ).toBe('upi://pay?pa=casino@icici&pn=Casino%20India&mc=7995&tr=D1&tn=Deposit%20D1&am=500.00&cu=INR');
  });
});
