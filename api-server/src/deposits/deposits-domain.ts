import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod';
import { ORDER_STATUS } from '@casino/shared-kernel/api-contract';
import { inTransaction, integer } from '../db/database.ts';
import { refuse } from '../server/api-refusal.ts';
import type { CasinoDomain, DomainContext } from '../server/casino-domain.ts';
import { hasDepositCatalogue, seedDepositCatalogue } from './deposit-catalogue.ts';
import { DepositOrders, type DepositOrder, type SettleOutcome } from './deposit-orders.ts';
import { DEPOSIT_PICTURES, depositPictureSvg } from './deposit-pictures.ts';
import { DepositShop } from './deposit-shop.ts';
import { PAYMENT_PAGE_CSP, paymentNotFoundHtml, paymentPageHtml } from './payment-page.ts';

/** What a deposit answers where no payment provider is wired in (production without the simulated one). */
export const NO_PAYMENT_PROVIDER = 'Deposits are not available yet: this site has no payment provider';

const orderParams = z.object({
  orderNo: z.string().regex(/^[A-Za-z0-9]{1,25}$/),
});
const linkParams = orderParams.extend({
  action: z.enum(['confirm', 'cancel']),
});
const keyField = z.object({ key: z.string().min(1).max(64) });
const pictureParams = z.object({ file: z.string() });
const settleBody = z.object({ outcome: z.enum(['paid', 'failed']) });

/** An order's status in words, for the dev route's refusal. */
const statusName = (status: number) => (status === ORDER_STATUS.SUCCESS ? 'successful' : status === ORDER_STATUS.FAIL ? 'failed' : 'processing');

/**
 * The deposits domain: the shop and its offers, payment methods, orders paid by QR code (a real
 * PIX BR Code or UPI intent) or through a simulated payment page, their settlement (credit, bet
 * tasks, deposit totals), the charge reward, the balance config and the order history.
 */
export function createDepositsDomain(context: DomainContext): CasinoDomain {
  const { db, config } = context;
  const shop = new DepositShop(db, config.publicUrl, context.now);
  const orders = new DepositOrders({
    db,
    ledger: context.ledger,
    betTasks: context.betTasks,
    shop,
    brands: context.brands,
    publicUrl: config.publicUrl,
    now: context.now,
    gamingLimits: context.gamingLimits,
  });

  // A database created before this domain existed has brands but no catalogue: give each its
  // own now, as the first start's seed would have.
  inTransaction(db, () => {
    for (const brand of context.brands.keys()) {
      if (hasDepositCatalogue(brand) && !shop.settings(brand)) seedDepositCatalogue(db, brand);
    }
  });

  const payCount = (playerId: number) => {
    const row = db.prepare('SELECT pay_count FROM players WHERE id = ?').get(playerId);
    return row ? integer(row, 'pay_count') : 0;
  };

  const sendPage = (reply: FastifyReply, html: string) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', PAYMENT_PAGE_CSP)
      .header('X-Frame-Options', 'SAMEORIGIN')
      .header('X-Content-Type-Options', 'nosniff')
      // The link carries the order's key: no page it leads to may learn it.
      .header('Referrer-Policy', 'no-referrer')
      .send(html);

  const pageOf = (order: DepositOrder) => {
    const brand = context.brands.get(order.brand);
    const settings = shop.settings(order.brand);
    const method = shop.payMethod(order.brand, order.payMethodId);
    if (!brand || !settings || !method) throw new Error(`Order ${order.orderNo} names a brand or method that is gone`);
    return paymentPageHtml({
      order,
      brand,
      settings,
      payMethodName: method.name,
    });
  };

  return {
    routes: {
      shop: {
        access: 'player',
        handle: ({ brand, session }, payload) => shop.shop(brand.brand, session.playerId, payload.type),
      },
      paymentList: {
        access: 'player',
        handle: ({ brand }) => shop.paymentList(brand.brand),
      },
      payMethods: {
        access: 'player',
        handle: ({ brand, session }) => shop.playerPayMethods(brand.brand, session.playerId),
      },
      createOrder: {
        access: 'player',
        handle: ({ brand, session, language }, payload) => {
          // Without the simulated provider nothing would ever pay an order: say so instead of
          // leaving the player with an order that stays "processing".
          if (!config.simulatedPayments) throw refuse(NO_PAYMENT_PROVIDER);
          return orders.create(brand, session.playerId, payload, language);
        },
      },
      orderList: {
        access: 'player',
        handle: ({ brand, session }, payload) => orders.list(brand.brand, session.playerId, payload),
      },
      chargeReward: {
        access: 'player',
        handle: ({ brand, session }) => shop.chargeReward(brand.brand, session.playerId),
      },
      balance: {
        access: 'player',
        handle: ({ brand, session }, payload) => shop.balance(brand.brand, session.playerId, payload.config_type),
      },
      firstCharge: {
        access: 'player',
        handle: ({ brand, session }, payload) => shop.firstCharge(brand.brand, session.playerId, payCount(session.playerId), payload),
      },
    },

    registerPublicRoutes(app: FastifyInstance) {
      app.get('/api/assets/deposits/:file', (request, reply) => {
        const params = pictureParams.safeParse(request.params);
        const picture = params.success ? DEPOSIT_PICTURES.find((name) => `${name}.svg` === params.data.file) : undefined;
        if (!picture) return reply.callNotFound();
        return reply.type('image/svg+xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(depositPictureSvg(picture));
      });

      if (!config.simulatedPayments) return;
      // The payment page's forms post as a browser does (form-encoded), which the API itself
      // never accepts: the parser lives in this scope only.
      void app.register(async (scope) => {
        scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
        });

        scope.get('/api/pay/:orderNo', (request, reply) => {
          const params = orderParams.safeParse(request.params);
          const query = keyField.safeParse(request.query);
          const order = params.success && query.success ? orders.findByLink(params.data.orderNo, query.data.key) : undefined;
          if (!order) return sendPage(reply.code(404), paymentNotFoundHtml('en'));
          return sendPage(reply, pageOf(order));
        });

        scope.post('/api/pay/:orderNo/:action', (request, reply) => {
          const params = linkParams.safeParse(request.params);
          const form = keyField.safeParse(request.body);
          const order = params.success && form.success ? orders.findByLink(params.data.orderNo, form.data.key) : undefined;
          if (!params.success || !form.success || !order) return sendPage(reply.code(404), paymentNotFoundHtml('en'));
          orders.settle(order.orderNo, params.data.action === 'confirm' ? 'paid' : 'cancelled');
          // Post, then redirect to the page: reloading the result never posts again.
          return reply.redirect(`/api/pay/${order.orderNo}?key=${encodeURIComponent(order.payKey)}`, 303);
        });
      });
    },

    registerDevRoutes(app: FastifyInstance) {
      // The payment provider's callback: settles an order of either kind (QR orders have no page).
      app.post('/dev/orders/:orderNo/settle', (request, reply) => {
        const params = orderParams.safeParse(request.params);
        const body = settleBody.safeParse(request.body);
        if (!body.success) return reply.code(400).send({ error: 'outcome: must be "paid" or "failed"' });
        const outcome: SettleOutcome = body.data.outcome;
        const settled = params.success ? orders.settle(params.data.orderNo, outcome) : undefined;
        if (!settled)
          return reply.code(404).send({
            error: `No order ${params.success ? params.data.orderNo : ''}`,
          });
        const { order, changed } = settled;
        const wanted = outcome === 'paid' ? ORDER_STATUS.SUCCESS : ORDER_STATUS.FAIL;
        if (!changed && order.status !== wanted) {
          return reply.code(409).send({
            error: `Order ${order.orderNo} is already ${statusName(order.status)} (${order.result}) and cannot change`,
          });
        }
        return {
          order_no: order.orderNo,
          status: order.status,
          result: order.result,
          changed,
        };
      });
    },

    seed: ({ brand }) => seedDepositCatalogue(db, brand.brand),
  };
}
