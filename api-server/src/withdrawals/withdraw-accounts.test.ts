import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_METHOD } from '@casino/shared-kernel/api-contract';
import { tempDirs } from '../testing/temp-dirs.ts';
import { dataOf, startTestApiServer, type TestApiServer } from '../testing/test-api-server.ts';
import { cpfWithCheckDigits } from './cpf.ts';
import { accountFor, bind, deposit, newPlayer, settle, withdraw, type TestPlayer } from './withdrawal-fixtures.ts';
import { MAX_WITHDRAW_ACCOUNTS, WITHDRAW_ACCOUNT_MESSAGES } from './withdraw-accounts.ts';

const dirs = tempDirs();
let server: TestApiServer;

beforeAll(async () => {
  server = await startTestApiServer(dirs);
});

afterAll(async () => {
  await server.close();
  dirs.cleanup();
});

const refusal = (msg: string) => ({ code: 500, msg, data: null });
const as = (player: TestPlayer) => ({ token: player.token, brand: player.brand });
const accountList = async (player: TestPlayer) => dataOf(await server.call('withdrawInfo', {}, as(player))).account_list;

describe('POST /api/withdraw/addAccount', () => {
  it('binds an Indian bank account (IFSC and account number) and answers msg ok', async () => {
    const player = await newPlayer(server, 'india');
    const answer = await server.call(
      'addWithdrawAccount',
      { name: '  Asha   Rao ', ifscCode: 'SBIN0005678', phone: '123456789012', email: 'Asha@Example.com' },
      as(player),
    );
    expect(answer).toEqual({
      code: 0,
      msg: 'ok',
      data: {
        id: expect.any(Number) as number,
        name: 'Asha Rao',
        cpf: '',
        email: 'asha@example.com',
        phone: '123456789012',
        ifscCode: 'SBIN0005678',
        account_type: PAYOUT_METHOD.IFSC,
        account_no: '',
      },
    });
    expect(await accountList(player)).toEqual([answer.data]);
    expect(dataOf(await server.call('withdrawInfo', {}, as(player)))).toMatchObject({ account_type: PAYOUT_METHOD.IFSC, withdraw_account_edit: 1 });
  });

  it('refuses an Indian account without IFSC code or account number, or with a + in the number', async () => {
    const player = await newPlayer(server, 'india');
    expect(await server.call('addWithdrawAccount', { name: 'A', phone: '123456789012' }, as(player))).toEqual(refusal(WITHDRAW_ACCOUNT_MESSAGES.ifscMissing));
    expect(await server.call('addWithdrawAccount', { name: 'A', ifscCode: 'SBIN0005678' }, as(player))).toEqual(
      refusal(WITHDRAW_ACCOUNT_MESSAGES.bankAccountMissing),
    );
    expect(await server.call('addWithdrawAccount', { name: 'A', ifscCode: 'SBIN0005678', phone: '+123456789012' }, as(player))).toEqual(
      refusal(WITHDRAW_ACCOUNT_MESSAGES.bankAccountDigits),
    );
    // The contract's schema refuses a malformed IFSC code before the rules run.
    expect(await server.call('addWithdrawAccount', { name: 'A', ifscCode: 'sbin5678', phone: '123456789012' }, as(player))).toMatchObject({
      code: 500,
      msg: expect.stringContaining('ifscCode') as string,
    });
    expect(await accountList(player)).toEqual([]);
  });

  it('binds a Brazilian PIX account: CPF with valid check digits, the phone as the key (area code added)', async () => {
    const player = await newPlayer(server, 'brasil');
    const answer = await server.call('addWithdrawAccount', { name: 'Maria Silva', cpf: '111.444.777-35', phone: '+5521987654321' }, as(player));
    expect(answer).toEqual({
      code: 0,
      msg: 'ok',
      data: {
        id: expect.any(Number) as number,
        name: 'Maria Silva',
        cpf: '111.444.777-35',
        email: '',
        phone: '5521987654321',
        ifscCode: '',
        account_type: PAYOUT_METHOD.BANK_CARD,
        account_no: '',
      },
    });
    const byEmail = dataOf(await server.call('addWithdrawAccount', { name: 'Maria Silva', cpf: '111.444.777-35', email: 'maria@example.com' }, as(player)));
    expect(byEmail).toMatchObject({ phone: '', email: 'maria@example.com' });
    const local = dataOf(await server.call('addWithdrawAccount', { name: 'Maria Silva', cpf: '111.444.777-35', phone: '21912345678' }, as(player)));
    expect(local.phone).toBe('5521912345678');
    expect(dataOf(await server.call('withdrawInfo', {}, as(player))).account_type).toBe(PAYOUT_METHOD.BANK_CARD);
  });

  it('refuses a CPF whose check digits are wrong, a missing CPF, and an account without a PIX key', async () => {
    const player = await newPlayer(server, 'brasil');
    expect(await server.call('addWithdrawAccount', { name: 'M', cpf: '111.444.777-36', phone: '21987654321' }, as(player))).toEqual(
      refusal(WITHDRAW_ACCOUNT_MESSAGES.cpfInvalid),
    );
    expect(await server.call('addWithdrawAccount', { name: 'M', cpf: '111.111.111-11', phone: '21987654321' }, as(player))).toEqual(
      refusal(WITHDRAW_ACCOUNT_MESSAGES.cpfInvalid),
    );
    expect(await server.call('addWithdrawAccount', { name: 'M', phone: '21987654321' }, as(player))).toEqual(refusal(WITHDRAW_ACCOUNT_MESSAGES.cpfMissing));
    expect(await server.call('addWithdrawAccount', { name: 'M', cpf: '111.444.777-35' }, as(player))).toEqual(refusal(WITHDRAW_ACCOUNT_MESSAGES.pixKeyMissing));
    expect(await server.call('addWithdrawAccount', { name: 'M', cpf: '111.444.777-35', phone: '9100000000123' }, as(player))).toEqual(
      refusal('phone: must be a phone number of Brasil (+55)'),
    );
    expect(await server.call('addWithdrawAccount', { name: 'M', cpf: '111.444-777.35', phone: '21987654321' }, as(player))).toMatchObject({
      code: 500,
      msg: 'cpf: must be written ddd.ddd.ddd-dd',
    });
    expect(await server.call('addWithdrawAccount', { name: '   ', cpf: '111.444.777-35', phone: '21987654321' }, as(player))).toEqual(
      refusal(WITHDRAW_ACCOUNT_MESSAGES.nameEmpty),
    );
    expect(await accountList(player)).toEqual([]);
  });

  it(`refuses a duplicate, and more than ${MAX_WITHDRAW_ACCOUNTS} accounts`, async () => {
    const player = await newPlayer(server, 'india');
    const fields = (n: number) => ({ name: 'Ravi', ifscCode: 'ICIC0000001', phone: `77770000000${n}` });
    await bind(server, player, fields(1));
    expect(await server.call('addWithdrawAccount', { ...fields(1), name: 'Ravi K', email: 'ravi@example.com' }, as(player))).toEqual(
      refusal(WITHDRAW_ACCOUNT_MESSAGES.duplicate),
    );
    await bind(server, player, fields(2));
    await bind(server, player, fields(3));
    expect(await server.call('addWithdrawAccount', fields(4), as(player))).toEqual(refusal(WITHDRAW_ACCOUNT_MESSAGES.tooMany));
    expect(await accountList(player)).toHaveLength(MAX_WITHDRAW_ACCOUNTS);
  });

  it('binds the same account once when the same request comes twice at once', async () => {
    const player = await newPlayer(server, 'india');
    const fields = { name: 'Twice', ifscCode: 'UTIB0000042', phone: '4242424242' };
    const answers = await Promise.all([1, 2, 3].map(() => server.call('addWithdrawAccount', fields, as(player))));
    expect(answers.map((answer) => answer.code).sort()).toEqual([0, 500, 500]);
    expect(await accountList(player)).toHaveLength(1);
  });

  it('refuses a CPF or a bank account another player already holds', async () => {
    const [first, second] = [await newPlayer(server, 'brasil'), await newPlayer(server, 'brasil')];
    await bind(server, first, { name: 'Ana', cpf: '529.982.247-25', phone: '21911112222' });
    expect(await server.call('addWithdrawAccount', { name: 'Ana', cpf: '529.982.247-25', email: 'other@example.com' }, as(second))).toEqual(
      refusal(WITHDRAW_ACCOUNT_MESSAGES.cpfTaken),
    );
    const [india1, india2] = [await newPlayer(server, 'india'), await newPlayer(server, 'india')];
    await bind(server, india1, { name: 'Dev', ifscCode: 'PUNB0123400', phone: '99887766554' });
    expect(await server.call('addWithdrawAccount', { name: 'Dev', ifscCode: 'PUNB0123400', phone: '99887766554' }, as(india2))).toEqual(
      refusal(WITHDRAW_ACCOUNT_MESSAGES.bankAccountTaken),
    );
  });
});

const TRON = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';
const ETHEREUM = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const CLABE = '032180000118359719';

describe('USDT (1000) and SPEI (6) accounts, on the brands that offer them', () => {
  it('india offers IFSC, USDT and SPEI; brasil PIX only', async () => {
    const india = dataOf(await server.call('withdrawInfo', {}, as(await newPlayer(server, 'india'))));
    expect(india).toMatchObject({ account_type: PAYOUT_METHOD.IFSC, payout_methods: [PAYOUT_METHOD.IFSC, PAYOUT_METHOD.USDT, PAYOUT_METHOD.SPEI] });
    const brasil = dataOf(await server.call('withdrawInfo', {}, as(await newPlayer(server, 'brasil'))));
    expect(brasil).toMatchObject({ account_type: PAYOUT_METHOD.BANK_CARD, payout_methods: [PAYOUT_METHOD.BANK_CARD] });
  });

  it('binds a USDT wallet on Tron or Ethereum (an Ethereum address in any letter case is one address)', async () => {
    const player = await newPlayer(server, 'india');
    const tron = await server.call('addWithdrawAccount', { name: 'Asha Rao', account_type: PAYOUT_METHOD.USDT, account_no: TRON }, as(player));
    expect(tron).toEqual({
      code: 0,
      msg: 'ok',
      data: {
        id: expect.any(Number) as number,
        name: 'Asha Rao',
        cpf: '',
        email: '',
        phone: '',
        ifscCode: '',
        account_type: PAYOUT_METHOD.USDT,
        account_no: TRON,
      },
    });
    const ethereum = dataOf(await server.call('addWithdrawAccount', { name: 'Asha Rao', account_type: PAYOUT_METHOD.USDT, account_no: ETHEREUM }, as(player)));
    expect(ethereum.account_no).toBe(ETHEREUM.toLowerCase());
    expect(
      await server.call(
        'addWithdrawAccount',
        { name: 'Asha Rao', account_type: PAYOUT_METHOD.USDT, account_no: ETHEREUM.toUpperCase().replace('0X', '0x') },
        as(player),
      ),
    ).toEqual(refusal(WITHDRAW_ACCOUNT_MESSAGES.duplicate));
    expect((await accountList(player)).map((account) => account.account_type)).toEqual([PAYOUT_METHOD.USDT, PAYOUT_METHOD.USDT]);
  });

  it('refuses a USDT account without an address or with one of no network', async () => {
    const player = await newPlayer(server, 'india');
    expect(await server.call('addWithdrawAccount', { name: 'A', account_type: PAYOUT_METHOD.USDT }, as(player))).toEqual(
      refusal(WITHDRAW_ACCOUNT_MESSAGES.usdtAddressMissing),
    );
    expect(
      await server.call('addWithdrawAccount', { name: 'A', account_type: PAYOUT_METHOD.USDT, account_no: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2' }, as(player)),
    ).toEqual(refusal(WITHDRAW_ACCOUNT_MESSAGES.usdtAddressInvalid));
    expect(await accountList(player)).toEqual([]);
  });

  it('binds a SPEI account by its CLABE, and refuses a wrong check digit or a short number', async () => {
    const player = await newPlayer(server, 'india');
    const answer = dataOf(await server.call('addWithdrawAccount', { name: 'Luis Pérez', account_type: PAYOUT_METHOD.SPEI, account_no: CLABE }, as(player)));
    expect(answer).toMatchObject({ name: 'Luis Pérez', account_type: PAYOUT_METHOD.SPEI, account_no: CLABE, phone: '', ifscCode: '' });
    expect(await server.call('addWithdrawAccount', { name: 'L', account_type: PAYOUT_METHOD.SPEI, account_no: '032180000118359718' }, as(player))).toEqual(
      refusal(WITHDRAW_ACCOUNT_MESSAGES.clabeCheckDigit),
    );
    expect(await server.call('addWithdrawAccount', { name: 'L', account_type: PAYOUT_METHOD.SPEI, account_no: '03218000011835971' }, as(player))).toEqual(
      refusal(WITHDRAW_ACCOUNT_MESSAGES.clabeInvalid),
    );
    expect(await server.call('addWithdrawAccount', { name: 'L', account_type: PAYOUT_METHOD.SPEI }, as(player))).toEqual(
      refusal(WITHDRAW_ACCOUNT_MESSAGES.clabeMissing),
    );
    // Another player cannot bind the same CLABE.
    const other = await newPlayer(server, 'india');
    expect(await server.call('addWithdrawAccount', { name: 'L', account_type: PAYOUT_METHOD.SPEI, account_no: CLABE }, as(other))).toEqual(
      refusal(WITHDRAW_ACCOUNT_MESSAGES.clabeTaken),
    );
  });

  it('refuses USDT and SPEI on brasil, which does not offer them', async () => {
    const player = await newPlayer(server, 'brasil');
    expect(await server.call('addWithdrawAccount', { name: 'M', account_type: PAYOUT_METHOD.USDT, account_no: TRON }, as(player))).toEqual(
      refusal(WITHDRAW_ACCOUNT_MESSAGES.methodUnavailable),
    );
    expect(await server.call('addWithdrawAccount', { name: 'M', account_type: PAYOUT_METHOD.SPEI, account_no: CLABE }, as(player))).toEqual(
      refusal(WITHDRAW_ACCOUNT_MESSAGES.methodUnavailable),
    );
    expect(await accountList(player)).toEqual([]);
  });

  it('edits a USDT account in place (its method kept), moves it to SPEI when asked, withdraws to it and deletes it', async () => {
    const player = await newPlayer(server, 'india');
    const id = await bind(server, player, { name: 'Asha Rao', account_type: PAYOUT_METHOD.USDT, account_no: `TB${TRON.slice(2)}` });
    const wallet = `0x${'1F'.repeat(20)}`;
    expect(dataOf(await server.call('updateWithdrawAccount', { id, name: 'Asha R', account_no: wallet }, as(player)))).toMatchObject({
      id,
      name: 'Asha R',
      account_type: PAYOUT_METHOD.USDT,
      account_no: wallet.toLowerCase(),
    });
    expect(await server.call('updateWithdrawAccount', { id, name: 'Asha R', account_no: '0x12' }, as(player))).toEqual(
      refusal(WITHDRAW_ACCOUNT_MESSAGES.usdtAddressInvalid),
    );
    const moved = dataOf(
      await server.call('updateWithdrawAccount', { id, name: 'Asha R', account_type: PAYOUT_METHOD.SPEI, account_no: '646180000000000009' }, as(player)),
    );
    expect(moved).toMatchObject({ id, account_type: PAYOUT_METHOD.SPEI, account_no: '646180000000000009' });

    deposit(server, player.id, 500_00, { unlocked: true });
    expect(await withdraw(server, player, 200_00, id)).toMatchObject({ code: 0 });
    const [record] = dataOf(await server.call('withdrawList', { last_id: 0, limit: 20 }, as(player))).list;
    const settled = await settle(server, record?.id ?? 0, 'success');
    expect(settled.body.withdrawal?.account).toMatchObject({ account_type: PAYOUT_METHOD.SPEI, account_no: '646180000000000009' });
    expect(await server.call('deleteWithdrawAccount', { id }, as(player))).toMatchObject({ code: 0, msg: 'ok' });
    expect(await accountList(player)).toEqual([]);
  });

  it('takes no withdrawal to an account of a method the brand no longer offers, and lets it be deleted', async () => {
    const player = await newPlayer(server, 'brasil');
    // A USDT account bound while the brand offered it.
    const id = Number(
      server.services.db
        .prepare(
          `INSERT INTO withdraw_accounts (player_id, brand, account_type, name, account_no, identity_key, owner_key, created_at, updated_at)
           VALUES (?, 'brasil', 1000, 'Maria', ?, ?, ?, 0, 0)`,
        )
        .run(player.id, TRON, `usdt:${TRON}`, `usdt:${TRON}`).lastInsertRowid,
    );
    deposit(server, player.id, 500_00, { unlocked: true });
    expect(await withdraw(server, player, 100_00, id)).toEqual(refusal(WITHDRAW_ACCOUNT_MESSAGES.methodUnavailable));
    expect(server.services.ledger.balances(player.id).cash).toBe(500_00);
    expect(await server.call('updateWithdrawAccount', { id, name: 'Maria', account_no: TRON }, as(player))).toEqual(
      refusal(WITHDRAW_ACCOUNT_MESSAGES.methodUnavailable),
    );
    expect(await server.call('deleteWithdrawAccount', { id }, as(player))).toMatchObject({ code: 0, msg: 'ok' });
  });
});

describe('POST /api/withdraw/account (rebind)', () => {
  it('edits the account in place and answers msg ok', async () => {
    const player = await newPlayer(server, 'brasil');
    const id = await bind(server, player, accountFor('brasil', 501));
    const cpf = cpfWithCheckDigits('876543210');
    const answer = await server.call('updateWithdrawAccount', { id, name: 'João Souza', cpf, email: 'joao@example.com' }, as(player));
    expect(answer).toEqual({
      code: 0,
      msg: 'ok',
      data: { id, name: 'João Souza', cpf, email: 'joao@example.com', phone: '', ifscCode: '', account_type: PAYOUT_METHOD.BANK_CARD, account_no: '' },
    });
    expect(await accountList(player)).toEqual([answer.data]);
  });

  it('refuses without an id, with an unknown id, into a duplicate, or into an invalid CPF', async () => {
    const player = await newPlayer(server, 'brasil');
    const first = await bind(server, player, accountFor('brasil', 502));
    const second = await bind(server, player, { ...accountFor('brasil', 502), phone: '21955554444' });
    expect(await server.call('updateWithdrawAccount', accountFor('brasil', 502), as(player))).toEqual(refusal(WITHDRAW_ACCOUNT_MESSAGES.idMissing));
    expect(await server.call('updateWithdrawAccount', { id: 999_999, ...accountFor('brasil', 502) }, as(player))).toEqual(
      refusal(WITHDRAW_ACCOUNT_MESSAGES.notFound),
    );
    expect(await server.call('updateWithdrawAccount', { id: second, ...accountFor('brasil', 502) }, as(player))).toEqual(
      refusal(WITHDRAW_ACCOUNT_MESSAGES.duplicate),
    );
    expect(await server.call('updateWithdrawAccount', { id: first, ...accountFor('brasil', 502), cpf: '529.982.247-24' }, as(player))).toEqual(
      refusal(WITHDRAW_ACCOUNT_MESSAGES.cpfInvalid),
    );
    // Rebinding an account to its own details is no duplicate.
    expect(await server.call('updateWithdrawAccount', { id: first, ...accountFor('brasil', 502), name: 'Renamed' }, as(player))).toMatchObject({ code: 0 });
  });
});

describe('POST /api/withdraw/delAccount', () => {
  it('deletes the account, answers msg ok, and frees its slot', async () => {
    const player = await newPlayer(server, 'india');
    const ids = [
      await bind(server, player, accountFor('india', 601)),
      await bind(server, player, accountFor('india', 602)),
      await bind(server, player, accountFor('india', 603)),
    ];
    expect(await server.call('deleteWithdrawAccount', { id: ids[1] }, as(player))).toEqual({ code: 0, msg: 'ok', data: { id: ids[1] } });
    expect((await accountList(player)).map((account) => account.id)).toEqual([ids[0], ids[2]]);
    expect(await server.call('deleteWithdrawAccount', { id: ids[1] }, as(player))).toEqual(refusal(WITHDRAW_ACCOUNT_MESSAGES.notFound));
    // The same bank account may be bound again once deleted.
    await bind(server, player, accountFor('india', 602));
    expect(await accountList(player)).toHaveLength(3);
  });

  it('refuses to delete or edit an account while a withdrawal to it is processing, and allows both once settled', async () => {
    const player = await newPlayer(server, 'india');
    const id = await bind(server, player, accountFor('india', 604));
    deposit(server, player.id, 500_00, { unlocked: true });
    const withdrawal = await withdraw(server, player, 200_00, id);
    expect(withdrawal.code).toBe(0);
    expect(await server.call('deleteWithdrawAccount', { id }, as(player))).toEqual(refusal(WITHDRAW_ACCOUNT_MESSAGES.deleteInUse));
    expect(await server.call('updateWithdrawAccount', { id, ...accountFor('india', 605) }, as(player))).toEqual(refusal(WITHDRAW_ACCOUNT_MESSAGES.editInUse));
    const [record] = dataOf(await server.call('withdrawList', { last_id: 0, limit: 20 }, as(player))).list;
    expect((await settle(server, record?.id ?? 0, 'success')).status).toBe(200);
    expect(await server.call('deleteWithdrawAccount', { id }, as(player))).toMatchObject({ code: 0, msg: 'ok' });
    // The history keeps the paid withdrawal; the deleted account takes no new one.
    expect(dataOf(await server.call('withdrawList', { last_id: 0, limit: 20 }, as(player))).list).toHaveLength(1);
    expect(await withdraw(server, player, 100_00, id)).toEqual(refusal(WITHDRAW_ACCOUNT_MESSAGES.notFound));
  });
});

describe("another player's account", () => {
  it('is not found by edit, delete or withdraw, and never listed', async () => {
    const owner = await newPlayer(server, 'india');
    const other = await newPlayer(server, 'india');
    const id = await bind(server, owner, accountFor('india', 701));
    deposit(server, other.id, 1_000_00, { unlocked: true });
    expect(await server.call('updateWithdrawAccount', { id, ...accountFor('india', 702) }, as(other))).toEqual(refusal(WITHDRAW_ACCOUNT_MESSAGES.notFound));
    expect(await server.call('deleteWithdrawAccount', { id }, as(other))).toEqual(refusal(WITHDRAW_ACCOUNT_MESSAGES.notFound));
    expect(await withdraw(server, other, 100_00, id)).toEqual(refusal(WITHDRAW_ACCOUNT_MESSAGES.notFound));
    expect(await accountList(other)).toEqual([]);
    expect(await accountList(owner)).toEqual([expect.objectContaining({ id, name: 'Player 701' })]);
    expect(server.services.ledger.balances(other.id).cash).toBe(1_000_00);
  });

  it('answers 1013 without a token', async () => {
    expect(await server.call('addWithdrawAccount', accountFor('india', 703))).toMatchObject({ code: 1013 });
    expect(await server.call('deleteWithdrawAccount', { id: 1 })).toMatchObject({ code: 1013 });
  });
});
