import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { BIND_OK_MSG, ORDER_STATUS } from '@casino/shared-kernel/api-contract';
import type { Brand } from '../brands/brands.ts';
import type { CasinoDomain, DomainContext, DomainSeedContext } from '../server/casino-domain.ts';
import { cpfWithCheckDigits } from './cpf.ts';
import { WithdrawAccounts, accountView } from './withdraw-accounts.ts';
import { withdrawLimits } from './withdraw-limits.ts';
import { Withdrawals, withdrawalFee } from './withdrawals.ts';

const DAY_SECONDS = 86_400;

/** The demo player's bound account and past withdrawals per brand (minor units of its currency). */
const DEMO_HISTORY: Readonly<Record<string, { account: { name: string; ifscCode?: string; phone: string; cpf?: string }; failed: number; paid: number }>> = {
  // A State Bank of India branch and an 11-digit SBI-style account number.
  india: { account: { name: 'Demo Player', ifscCode: 'SBIN0001234', phone: '30012345678' }, failed: 500_00, paid: 1_500_00 },
  // PIX to the demo player's own phone, under a CPF whose check digits are right.
  brasil: { account: { name: 'Jogador Demo', cpf: cpfWithCheckDigits('390533447'), phone: '11900000001' }, failed: 100_00, paid: 300_00 },
};

// `?brand=&status=` leaves a filter blank: blank means every brand or status.
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);
const listQuery = z.object({
  brand: z.preprocess(blankAsAbsent, z.string().optional()),
  status: z.preprocess(blankAsAbsent, z.coerce.number().int().min(ORDER_STATUS.PROCESSING).max(ORDER_STATUS.FAIL).optional()),
  player_id: z.preprocess(blankAsAbsent, z.coerce.number().int().positive().optional()),
  limit: z.preprocess(blankAsAbsent, z.coerce.number().int().min(1).max(500).default(200)),
});
const settleParams = z.object({ id: z.coerce.number().int().positive() });
const settleBody = z.object({ outcome: z.enum(['success', 'fail']) });

const problems = (error: z.ZodError) => error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');

/**
 * The withdrawals domain: withdraw info, the withdrawal itself (turnover gating, limits, fee),
 * its history, the payout accounts, and in development the settlement a payout provider would call.
 */
export function createWithdrawalsDomain(context: DomainContext): CasinoDomain {
  const accounts = new WithdrawAccounts(context.db, context.now);
  const withdrawals = new Withdrawals({ db: context.db, ledger: context.ledger, betTasks: context.betTasks, accounts, now: context.now });

  return {
    routes: {
      withdrawInfo: { access: 'player', handle: ({ brand, session }) => withdrawals.info(brand, session.playerId) },
      withdraw: { access: 'player', handle: ({ brand, session }, payload) => withdrawals.withdraw(brand, session.playerId, payload) },
      withdrawList: { access: 'player', handle: ({ session }, payload) => withdrawals.history(session.playerId, payload) },
      // Spec 5: the client judges a bind by msg 'ok' and shows its own 'Bind Succ!' / 'Del Succ!'.
      addWithdrawAccount: {
        access: 'player',
        msg: BIND_OK_MSG,
        handle: ({ brand, session }, payload) => accountView(accounts.add(brand, session.playerId, payload)),
      },
      updateWithdrawAccount: {
        access: 'player',
        msg: BIND_OK_MSG,
        handle: ({ brand, session }, payload) => accountView(accounts.update(brand, session.playerId, payload)),
      },
      deleteWithdrawAccount: {
        access: 'player',
        msg: BIND_OK_MSG,
        handle: ({ session }, payload) => {
          accounts.delete(session.playerId, payload.id);
          return { id: payload.id };
        },
      },
    },

    registerDevRoutes(app: FastifyInstance) {
      app.get('/dev/withdrawals', (request, reply) => {
        const query = listQuery.safeParse(request.query);
        if (!query.success) return reply.code(400).send({ error: problems(query.error) });
        return { list: withdrawals.list({ brand: query.data.brand, status: query.data.status, playerId: query.data.player_id, limit: query.data.limit }) };
      });
      // Stands for the payout provider's callback: the outcome of one processing withdrawal.
      app.post('/dev/withdrawals/:id/settle', (request, reply) => {
        const params = settleParams.safeParse(request.params);
        if (!params.success) return reply.code(404).send({ error: 'No such withdrawal' });
        const body = settleBody.safeParse(request.body);
        if (!body.success) return reply.code(400).send({ error: problems(body.error) });
        const settled = withdrawals.settle(params.data.id, body.data.outcome);
        if (!settled.ok) return reply.code(settled.status).send({ error: settled.error });
        return { withdrawal: settled.withdrawal };
      });
    },

    seed({ brand, demo: demoPlayer }: DomainSeedContext) {
      const demo = DEMO_HISTORY[brand.brand];
      // A payout history moves cash: only a demo player with withdrawable money has one.
      if (!demo || !demoPlayer?.withdrawableMoney) return;
      const demoPlayerId = demoPlayer.playerId;
      const asBrand: Brand = {
        brand: brand.brand,
        region: brand.region,
        currency: brand.currency,
        currencySymbol: brand.currencySymbol,
        language: brand.language,
        areaCode: brand.areaCode,
        phonePattern: new RegExp(brand.phonePattern),
      };
      const account = accounts.add(asBrand, demoPlayerId, demo.account);
      const limits = withdrawLimits(brand.brand);
      const today = Math.floor(context.now() / 1000);
      for (const [amount, daysAgo, outcome] of [
        [demo.failed, 5, 'fail'],
        [demo.paid, 2, 'success'],
      ] as const) {
        withdrawals.seedHistory({
          brand: brand.brand,
          playerId: demoPlayerId,
          accountId: account.id,
          amount,
          fee: withdrawalFee(limits, amount, 0),
          at: today - daysAgo * DAY_SECONDS,
          outcome,
        });
      }
    },
  };
}
