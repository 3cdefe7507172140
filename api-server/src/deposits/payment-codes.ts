// The payment code of a QR order (`br_code`): what a banking app reads from the QR code, in the
// format of the brand's payment system, so any real app that scans it recognises the payment.

/** Minor units as the decimal text payment codes carry: 50000 → "500.00". */
export function decimalAmount(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection), as 4 upper-case hex
 * digits: the checksum of EMV QR codes, PIX's BR Code included.
 */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** An EMV data object: 2-digit id, 2-digit length, value. */
function emvField(id: string, value: string): string {
  if (value.length > 99) throw new Error(`EMV field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** PIX names and cities are plain upper-case ASCII of a fixed maximum length. */
function plainAscii(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .toUpperCase()
    .trim()
    .slice(0, max);
}

export interface PixCharge {
  /** The receiver's PIX key (here a random "EVP" key). */
  key: string;
  merchantName: string;
  merchantCity: string;
  /** Minor units of BRL. */
  amount: number;
  /** The transaction id the payment comes back with: the order number (alphanumeric, up to 25). */
  txid: string;
}

/**
 * A PIX "BR Code" (the EMV QR Code Merchant-Presented payload of the Banco Central's manual):
 * format 01, single-use (12), merchant account GUI br.gov.bcb.pix with the key, MCC 0000, BRL (986),
 * the amount, country BR, name, city, the txid in the additional data, and the CRC over all of it.
 */
export function pixBrCode(charge: PixCharge): string {
  if (!/^[A-Za-z0-9]{1,25}$/.test(charge.txid)) throw new Error(`A PIX txid is 1 to 25 letters and digits, not ${charge.txid}`);
  const payload =
    emvField('00', '01') +
    emvField('01', '12') +
    emvField('26', emvField('00', 'br.gov.bcb.pix') + emvField('01', charge.key)) +
    emvField('52', '0000') +
    emvField('53', '986') +
    emvField('54', decimalAmount(charge.amount)) +
    emvField('58', 'BR') +
    emvField('59', plainAscii(charge.merchantName, 25)) +
    emvField('60', plainAscii(charge.merchantCity, 15)) +
    emvField('62', emvField('05', charge.txid)) +
    '6304';
  return payload + crc16Ccitt(payload);
}

/** The top-level data objects of an EMV payload, id → value; throws on a malformed one. */
export function readEmvFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > payload.length) throw new Error(`Malformed EMV field at ${at}`);
    fields.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

export interface UpiCharge {
  /** The payee's UPI address (VPA). */
  payee: string;
  payeeName: string;
  /** Minor units of INR. */
  amount: number;
  /** The transaction reference: the order number. */
  orderNo: string;
}

/** MCC 7995: betting and casino gaming, as a gaming merchant's UPI intent declares. */
const GAMING_MCC = '7995';

// NPCI's intent links keep the @ of the address readable; everything else is percent-encoded.
const upiText = (text: string) => encodeURIComponent(text).replace(/%40/g, '@');

/** A UPI intent (NPCI's linking specification), what a UPI app reads from the QR code. */
export function upiUri(charge: UpiCharge): string {
  const params: [string, string][] = [
    ['pa', charge.payee],
    ['pn', charge.payeeName],
    ['mc', GAMING_MCC],
    ['tr', charge.orderNo],
    ['tn', `Deposit ${charge.orderNo}`],
    ['am', decimalAmount(charge.amount)],
    ['cu', 'INR'],
  ];
  return `upi://pay?${params.map(([name, value]) => `${name}=${upiText(value)}`).join('&')}`;
}
