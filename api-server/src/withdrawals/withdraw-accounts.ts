import type { DatabaseSync } from 'node:sqlite';
import { PAYOUT_METHOD, type PayoutMethod, type WithdrawAccount, type WithdrawAccountPayload } from '@casino/shared-kernel/api-contract';
import { checkClabe, checkUsdtAddress, usdtNetwork } from '@casino/shared-kernel/validation';
import type { Brand } from '../brands/brands.ts';
import { inTransaction, integer, text, type Row } from '../db/database.ts';
import { refuse } from '../server/api-refusal.ts';
import { isValidCpf } from './cpf.ts';
import { withdrawLimits } from './withdraw-limits.ts';

/** The most accounts a player holds at once: enough for a spare, few enough to slow down mule accounts. */
export const MAX_WITHDRAW_ACCOUNTS = 3;

/** The refusals of the account calls, so tests and the client read the same words. */
export const WITHDRAW_ACCOUNT_MESSAGES = {
  notFound: 'Withdraw account not found',
  tooMany: `You can bind at most ${MAX_WITHDRAW_ACCOUNTS} withdraw accounts; delete one to bind another`,
  duplicate: 'This withdraw account is already bound',
  cpfTaken: 'This CPF is bound to another player',
  bankAccountTaken: 'This bank account is bound to another player',
  walletTaken: 'This USDT wallet address is bound to another player',
  clabeTaken: 'This CLABE is bound to another player',
  editOff: 'Withdraw accounts cannot be edited on this site; delete the account and bind a new one',
  idMissing: 'id: choose the withdraw account to edit',
  editInUse: 'This account has a withdrawal in processing; edit it once the withdrawal is settled',
  deleteInUse: 'This account has a withdrawal in processing; delete it once the withdrawal is settled',
  nameEmpty: 'name: must not be empty',
  ifscMissing: 'ifscCode: the IFSC code of the bank branch is required',
  bankAccountMissing: 'phone: the bank account number is required',
  bankAccountDigits: 'phone: the bank account number must be digits only',
  cpfMissing: 'cpf: the CPF of the account holder is required',
  cpfInvalid: 'cpf: this is not a valid CPF (its check digits do not match)',
  pixKeyMissing: 'phone or email: a PIX key (phone number or e-mail address) is required',
  methodUnavailable: 'Withdrawals to this payout method are not available on this site',
  usdtAddressMissing: 'account_no: the USDT wallet address is required',
  usdtAddressInvalid: 'account_no: must be a USDT wallet address on Tron (TRC-20, "T" and 33 characters) or Ethereum (ERC-20, "0x" and 40 hexadecimal digits)',
  clabeMissing: 'account_no: the CLABE (18 digits) is required',
  clabeInvalid: 'account_no: must be a CLABE of 18 digits',
  clabeCheckDigit: 'account_no: this is not a valid CLABE (its check digit does not match)',
} as const;

/** A bound account as this domain reads it. */
export interface WithdrawAccountRecord extends Omit<WithdrawAccount, 'account_type' | 'account_no'> {
  playerId: number;
  accountType: number;
  accountNo: string;
}

/** The stored fields of an account, checked and normalised for the brand's payout method. */
interface PayoutFields {
  name: string;
  cpf: string;
  email: string;
  phone: string;
  ifscCode: string;
  accountNo: string;
  /** Two accounts with the same identity pay to the same place: a player binds it once. */
  identityKey: string;
  /** What belongs to one person: no two players of a brand bind it. */
  ownerKey: string;
  ownerTakenMessage: string;
}

const accountRecord = (row: Row): WithdrawAccountRecord => ({
  id: integer(row, 'id'),
  playerId: integer(row, 'player_id'),
  accountType: integer(row, 'account_type'),
  name: text(row, 'name'),
  cpf: text(row, 'cpf'),
  email: text(row, 'email'),
  phone: text(row, 'phone'),
  ifscCode: text(row, 'ifsc_code'),
  accountNo: text(row, 'account_no'),
});

/** The account as the calls answer it (spec 3's account list entry). */
export const accountView = (account: WithdrawAccountRecord) => ({
  id: account.id,
  name: account.name,
  cpf: account.cpf,
  email: account.email,
  phone: account.phone,
  ifscCode: account.ifscCode,
  account_type: account.accountType,
  account_no: account.accountNo,
});

/**
 * The payout accounts players bind (spec 7's addAccount, account, delAccount). The fields an account
 * needs follow its payout method, one of those its brand offers: India's IFSC bank transfer, USDT
 * and SPEI; Brazil's PIX (method 5 of the contract, the bank-card kind). Every query is scoped by
 * the player.
 */
export class WithdrawAccounts {
  private readonly db: DatabaseSync;
  private readonly now: () => number;

  constructor(db: DatabaseSync, now: () => number) {
    this.db = db;
    this.now = now;
  }

  /** The player's bound accounts, oldest first. */
  list(playerId: number): WithdrawAccountRecord[] {
    return this.db.prepare('SELECT * FROM withdraw_accounts WHERE player_id = ? AND deleted_at IS NULL ORDER BY id').all(playerId).map(accountRecord);
  }

  /** One of the player's bound accounts; another player's id is simply not found. */
  find(playerId: number, id: number): WithdrawAccountRecord | undefined {
    const row = this.db.prepare('SELECT * FROM withdraw_accounts WHERE id = ? AND player_id = ? AND deleted_at IS NULL').get(id, playerId);
    return row ? accountRecord(row) : undefined;
  }

  add(brand: Brand, playerId: number, payload: WithdrawAccountPayload): WithdrawAccountRecord {
    const method = offeredMethod(brand, payload.account_type ?? withdrawLimits(brand.brand).accountType);
    const fields = payoutFields(brand, method, payload);
    return inTransaction(this.db, () => {
      const held = this.db.prepare('SELECT COUNT(*) AS n FROM withdraw_accounts WHERE player_id = ? AND deleted_at IS NULL').get(playerId);
      if (held && integer(held, 'n') >= MAX_WITHDRAW_ACCOUNTS) throw refuse(WITHDRAW_ACCOUNT_MESSAGES.tooMany);
      this.checkFree(brand, playerId, fields, undefined);
      const at = Math.floor(this.now() / 1000);
      const inserted = this.db
        .prepare(
          `INSERT INTO withdraw_accounts (player_id, brand, account_type, name, cpf, email, phone, ifsc_code, account_no, identity_key, owner_key, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          playerId,
          brand.brand,
          method,
          fields.name,
          fields.cpf,
          fields.email,
          fields.phone,
          fields.ifscCode,
          fields.accountNo,
          fields.identityKey,
          fields.ownerKey,
          at,
          at,
        );
      return this.stored(playerId, Number(inserted.lastInsertRowid));
    });
  }

  /** Rebinds the account `payload.id` with new details, where the brand lets players edit accounts. */
  update(brand: Brand, playerId: number, payload: WithdrawAccountPayload): WithdrawAccountRecord {
    const limits = withdrawLimits(brand.brand);
    if (!limits.accountEdit) throw refuse(WITHDRAW_ACCOUNT_MESSAGES.editOff);
    const id = payload.id;
    if (id === undefined) throw refuse(WITHDRAW_ACCOUNT_MESSAGES.idMissing);
    return inTransaction(this.db, () => {
      const current = this.find(playerId, id);
      if (!current) throw refuse(WITHDRAW_ACCOUNT_MESSAGES.notFound);
      // An edit keeps the account's method unless it names another the brand offers.
      const method = offeredMethod(brand, payload.account_type ?? current.accountType);
      const fields = payoutFields(brand, method, payload);
      // The payout of a processing withdrawal goes to the account as it was when requested.
      if (this.inProcessing(id)) throw refuse(WITHDRAW_ACCOUNT_MESSAGES.editInUse);
      this.checkFree(brand, playerId, fields, id);
      this.db
        .prepare(
          `UPDATE withdraw_accounts SET account_type = ?, name = ?, cpf = ?, email = ?, phone = ?, ifsc_code = ?, account_no = ?, identity_key = ?, owner_key = ?, updated_at = ?
           WHERE id = ? AND player_id = ?`,
        )
        .run(
          method,
          fields.name,
          fields.cpf,
          fields.email,
          fields.phone,
          fields.ifscCode,
          fields.accountNo,
          fields.identityKey,
          fields.ownerKey,
          Math.floor(this.now() / 1000),
          id,
          playerId,
        );
      return this.stored(playerId, id);
    });
  }

  delete(playerId: number, id: number): void {
    inTransaction(this.db, () => {
      if (!this.find(playerId, id)) throw refuse(WITHDRAW_ACCOUNT_MESSAGES.notFound);
      if (this.inProcessing(id)) throw refuse(WITHDRAW_ACCOUNT_MESSAGES.deleteInUse);
      // Kept, stamped: the withdrawal history still names the account it paid to.
      this.db.prepare('UPDATE withdraw_accounts SET deleted_at = ? WHERE id = ? AND player_id = ?').run(Math.floor(this.now() / 1000), id, playerId);
    });
  }

  private inProcessing(accountId: number): boolean {
    return this.db.prepare('SELECT 1 FROM withdrawals WHERE account_id = ? AND status = 0 LIMIT 1').get(accountId) !== undefined;
  }

  /** Refuses a payout target the player already holds, or one that belongs to another player. */
  private checkFree(brand: Brand, playerId: number, fields: PayoutFields, exceptId: number | undefined): void {
    const own = this.db
      .prepare('SELECT id FROM withdraw_accounts WHERE player_id = ? AND identity_key = ? AND deleted_at IS NULL AND id <> ?')
      .get(playerId, fields.identityKey, exceptId ?? 0);
    if (own) throw refuse(WITHDRAW_ACCOUNT_MESSAGES.duplicate);
    const other = this.db
      .prepare('SELECT 1 FROM withdraw_accounts WHERE brand = ? AND owner_key = ? AND player_id <> ? AND deleted_at IS NULL LIMIT 1')
      .get(brand.brand, fields.ownerKey, playerId);
    if (other) throw refuse(fields.ownerTakenMessage);
  }

  private stored(playerId: number, id: number): WithdrawAccountRecord {
    const account = this.find(playerId, id);
    if (!account) throw new Error(`Withdraw account ${id} was not stored`);
    return account;
  }
}

/** The method asked for, when the brand offers it; else the refusal a player sees. */
export function offeredMethod(brand: Brand, method: number): PayoutMethod {
  const offered = withdrawLimits(brand.brand).payoutMethods.find((candidate) => candidate === method);
  if (offered === undefined) throw refuse(WITHDRAW_ACCOUNT_MESSAGES.methodUnavailable);
  return offered;
}

/** The account's fields for the payout method, or a refusal naming the field that is wrong. */
function payoutFields(brand: Brand, method: PayoutMethod, payload: WithdrawAccountPayload): PayoutFields {
  const name = payload.name.trim().replace(/\s+/g, ' ');
  if (name === '') throw refuse(WITHDRAW_ACCOUNT_MESSAGES.nameEmpty);
  const email = payload.email?.trim().toLowerCase() ?? '';
  switch (method) {
    case PAYOUT_METHOD.IFSC: {
      // The contract's account fields have no account number; the phone field carries it (digits).
      if (!payload.ifscCode) throw refuse(WITHDRAW_ACCOUNT_MESSAGES.ifscMissing);
      if (!payload.phone) throw refuse(WITHDRAW_ACCOUNT_MESSAGES.bankAccountMissing);
      if (!/^\d+$/.test(payload.phone)) throw refuse(WITHDRAW_ACCOUNT_MESSAGES.bankAccountDigits);
      const key = `ifsc:${payload.ifscCode}:${payload.phone}`;
      return {
        name,
        cpf: '',
        email,
        phone: payload.phone,
        ifscCode: payload.ifscCode,
        accountNo: '',
        identityKey: key,
        ownerKey: key,
        ownerTakenMessage: WITHDRAW_ACCOUNT_MESSAGES.bankAccountTaken,
      };
    }
    case PAYOUT_METHOD.BANK_CARD: {
      if (!payload.cpf) throw refuse(WITHDRAW_ACCOUNT_MESSAGES.cpfMissing);
      if (!isValidCpf(payload.cpf)) throw refuse(WITHDRAW_ACCOUNT_MESSAGES.cpfInvalid);
      const phone = payload.phone ? nationalPhone(brand, payload.phone) : '';
      if (phone === '' && email === '') throw refuse(WITHDRAW_ACCOUNT_MESSAGES.pixKeyMissing);
      const cpfDigits = payload.cpf.replace(/\D/g, '');
      // A PIX transfer goes to one key: the phone when both are given.
      return {
        name,
        cpf: payload.cpf,
        email,
        phone,
        ifscCode: '',
        accountNo: '',
        identityKey: `pix:${cpfDigits}:${phone || email}`,
        ownerKey: `cpf:${cpfDigits}`,
        ownerTakenMessage: WITHDRAW_ACCOUNT_MESSAGES.cpfTaken,
      };
    }
    case PAYOUT_METHOD.USDT: {
      const address = payload.account_no?.trim() ?? '';
      const check = checkUsdtAddress(address);
      if (!check.ok) throw refuse(check.reason === 'required' ? WITHDRAW_ACCOUNT_MESSAGES.usdtAddressMissing : WITHDRAW_ACCOUNT_MESSAGES.usdtAddressInvalid);
      // Ethereum addresses are one address in any letter case; Tron's Base58 is case-sensitive.
      const stored = usdtNetwork(address) === 'ERC20' ? address.toLowerCase() : address;
      const key = `usdt:${stored}`;
      return {
        name,
        cpf: '',
        email,
        phone: '',
        ifscCode: '',
        accountNo: stored,
        identityKey: key,
        ownerKey: key,
        ownerTakenMessage: WITHDRAW_ACCOUNT_MESSAGES.walletTaken,
      };
    }
    case PAYOUT_METHOD.SPEI: {
      const clabe = payload.account_no?.trim() ?? '';
      const check = checkClabe(clabe);
      if (!check.ok) {
        throw refuse(
          check.reason === 'required'
            ? WITHDRAW_ACCOUNT_MESSAGES.clabeMissing
            : check.reason === 'clabe_format'
              ? WITHDRAW_ACCOUNT_MESSAGES.clabeInvalid
              : WITHDRAW_ACCOUNT_MESSAGES.clabeCheckDigit,
        );
      }
      const key = `clabe:${clabe}`;
      return {
        name,
        cpf: '',
        email,
        phone: '',
        ifscCode: '',
        accountNo: clabe,
        identityKey: key,
        ownerKey: key,
        ownerTakenMessage: WITHDRAW_ACCOUNT_MESSAGES.clabeTaken,
      };
    }
  }
}

/** A phone number of the brand's country as digits with the area code, as the accounts store phones. */
function nationalPhone(brand: Brand, phone: string): string {
  const digits = phone.replace(/^\+/, '');
  if (digits.startsWith(brand.areaCode) && brand.phonePattern.test(digits.slice(brand.areaCode.length))) return digits;
  if (brand.phonePattern.test(digits)) return `${brand.areaCode}${digits}`;
  throw refuse(`phone: must be a phone number of ${brand.region} (+${brand.areaCode})`);
}
