// The simulated payment page a link order opens: what a payment provider's checkout shows, served
// by this service. Plain HTML forms and one <style> allowed by its hash: it works under a strict
// Content-Security-Policy with no script at all.
import { createHash } from 'node:crypto';
import { ORDER_STATUS } from '@casino/shared-kernel/api-contract';
import type { Brand } from '../brands/brands.ts';
import { ORDER_TTL_SECONDS, type DepositOrder } from './deposit-orders.ts';
import { formatAmount, type DepositSettings } from './deposit-shop.ts';
import { escapeMarkup as escape } from '../server/markup.ts';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#eef1f6;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2433}
main{width:100%;max-width:420px;margin:16px;background:#fff;border-radius:16px;box-shadow:0 8px 30px rgba(20,30,60,.12);overflow:hidden}
header{padding:18px 24px;background:#1f3b73;color:#fff;display:flex;justify-content:space-between;align-items:center;font-size:14px}
header strong{font-size:16px;letter-spacing:.04em}
section{padding:24px}
h1{margin:0 0 4px;font-size:20px}
.amount{margin:8px 0 20px;font-size:34px;font-weight:700}
dl{margin:0 0 24px;display:grid;grid-template-columns:auto 1fr;gap:8px 16px;font-size:14px}
dt{color:#5b6478}
dd{margin:0;text-align:right;overflow-wrap:anywhere}
.ref{font:13px/1.6 ui-monospace,Menlo,Consolas,monospace}
form{margin:0 0 10px}
button{width:100%;padding:14px;border-radius:10px;border:0;font:inherit;font-weight:600;cursor:pointer}
.confirm{background:#1a9e5c;color:#fff}
.cancel{background:#eef1f6;color:#1d2433}
.mark{display:flex;width:56px;height:56px;margin-bottom:14px;border-radius:50%;align-items:center;justify-content:center;font-size:30px;font-weight:700}
.ok{background:#dff5e9;color:#137a46}
.bad{background:#fde4e4;color:#a12626}
.back{margin:20px 0 0;padding:14px;border-radius:10px;background:#f4f6fa;font-size:14px}
footer{padding:0 24px 20px;color:#8a92a3;font-size:12px}
`;

/** The page's policy: nothing but its own style, its forms posting back here, no framing by others. */
export const PAYMENT_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
].join('; ');

interface PageTexts {
  checkout: string;
  secure: string;
  confirmTitle: string;
  merchant: string;
  amount: string;
  currency: string;
  method: string;
  order: string;
  confirm: string;
  cancel: string;
  testGateway: string;
  paid: string;
  paidText: (amount: string, merchant: string) => string;
  withoutOffer: string;
  cancelled: string;
  cancelledText: string;
  failed: string;
  failedText: string;
  expired: string;
  expiredText: string;
  backPaid: string;
  backUnpaid: string;
  notFound: string;
  notFoundText: string;
}

const ENGLISH: PageTexts = {
  checkout: 'Checkout',
  secure: 'Secure payment',
  confirmTitle: 'Confirm your deposit',
  merchant: 'Merchant',
  amount: 'Amount',
  currency: 'Currency',
  method: 'Payment method',
  order: 'Order number',
  confirm: 'Confirm payment',
  cancel: 'Cancel',
  testGateway: 'Test payment gateway: no real money is charged.',
  paid: 'Payment successful',
  paidText: (amount, merchant) => `${amount} has been paid to ${merchant}.`,
  withoutOffer: 'The offer of this deposit was no longer available, so it was credited as cash only.',
  cancelled: 'Payment cancelled',
  cancelledText: 'You cancelled this payment. No money was taken.',
  failed: 'Payment failed',
  failedText: 'The payment did not go through. No money was taken.',
  expired: 'Payment expired',
  expiredText: `This payment was not completed within ${ORDER_TTL_SECONDS / 60} minutes. No money was taken.`,
  backPaid: 'Back to the casino: close this page and return to the casino. Your balance has been updated.',
  backUnpaid: 'Back to the casino: close this page and return to the casino to start a new deposit.',
  notFound: 'Payment not found',
  notFoundText: 'This payment link is not valid. Start the deposit again from the casino.',
};

const PORTUGUESE: PageTexts = {
  checkout: 'Pagamento',
  secure: 'Pagamento seguro',
  confirmTitle: 'Confirme seu depósito',
  merchant: 'Recebedor',
  amount: 'Valor',
  currency: 'Moeda',
  method: 'Forma de pagamento',
  order: 'Número do pedido',
  confirm: 'Confirmar pagamento',
  cancel: 'Cancelar',
  testGateway: 'Gateway de pagamento de teste: nenhum dinheiro real é cobrado.',
  paid: 'Pagamento aprovado',
  paidText: (amount, merchant) => `${amount} foi pago para ${merchant}.`,
  withoutOffer: 'A oferta deste depósito não estava mais disponível; ele foi creditado apenas como saldo.',
  cancelled: 'Pagamento cancelado',
  cancelledText: 'Você cancelou este pagamento. Nenhum valor foi cobrado.',
  failed: 'Pagamento recusado',
  failedText: 'O pagamento não foi concluído. Nenhum valor foi cobrado.',
  expired: 'Pagamento expirado',
  expiredText: `Este pagamento não foi concluído em ${ORDER_TTL_SECONDS / 60} minutos. Nenhum valor foi cobrado.`,
  backPaid: 'Voltar ao cassino: feche esta página e volte ao cassino. Seu saldo já foi atualizado.',
  backUnpaid: 'Voltar ao cassino: feche esta página e volte ao cassino para fazer um novo depósito.',
  notFound: 'Pagamento não encontrado',
  notFoundText: 'Este link de pagamento não é válido. Comece o depósito novamente pelo cassino.',
};

const textsFor = (language: string) => (/^pt/i.test(language) ? PORTUGUESE : ENGLISH);
const htmlLanguage = (language: string) => (/^pt/i.test(language) ? 'pt-BR' : 'en');

function page(language: string, title: string, merchant: string, body: string, texts: PageTexts): string {
  return `<!doctype html>
<html lang="${htmlLanguage(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escape(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header><strong>${escape(merchant)}</strong><span>${escape(texts.secure)}</span></header>
<section>
${body}
</section>
<footer>${escape(texts.testGateway)}</footer>
</main>
</body>
</html>
`;
}

/** What the page shows of one order. */
export interface PaymentPageView {
  order: DepositOrder;
  brand: Brand;
  settings: DepositSettings;
  payMethodName: string;
}

/** The checkout of a processing order, or the result of a settled one. */
export function paymentPageHtml({ order, brand, settings, payMethodName }: PaymentPageView): string {
  const texts = textsFor(brand.language);
  const amount = formatAmount(brand, order.amount);
  const merchant = settings.merchantName;
  if (order.status === ORDER_STATUS.PROCESSING) {
    const key = `<input type="hidden" name="key" value="${escape(order.payKey)}">`;
    const body = `<h1>${escape(texts.confirmTitle)}</h1>
<p class="amount">${escape(amount)}</p>
<dl>
<dt>${escape(texts.merchant)}</dt><dd>${escape(merchant)}</dd>
<dt>${escape(texts.amount)}</dt><dd>${escape(amount)}</dd>
<dt>${escape(texts.currency)}</dt><dd>${escape(brand.currency)}</dd>
<dt>${escape(texts.method)}</dt><dd>${escape(payMethodName)}</dd>
<dt>${escape(texts.order)}</dt><dd class="ref">${escape(order.orderNo)}</dd>
</dl>
<form method="post" action="${escape(order.orderNo)}/confirm">${key}<button type="submit" class="confirm">${escape(texts.confirm)}</button></form>
<form method="post" action="${escape(order.orderNo)}/cancel">${key}<button type="submit" class="cancel">${escape(texts.cancel)}</button></form>`;
    return page(brand.language, `${texts.checkout} · ${amount} · ${merchant}`, merchant, body, texts);
  }
  const paid = order.status === ORDER_STATUS.SUCCESS;
  const [title, text] = paid
    ? [texts.paid, texts.paidText(amount, merchant)]
    : order.result === 'cancelled'
      ? [texts.cancelled, texts.cancelledText]
      : order.result === 'expired'
        ? [texts.expired, texts.expiredText]
        : [texts.failed, texts.failedText];
  const body = `<div class="mark ${paid ? 'ok' : 'bad'}" aria-hidden="true">${paid ? '&#10003;' : '&#10005;'}</div>
<h1>${escape(title)}</h1>
<p>${escape(text)}</p>
${order.result === 'paid_without_offer' ? `<p>${escape(texts.withoutOffer)}</p>\n` : ''}<dl>
<dt>${escape(texts.amount)}</dt><dd>${escape(amount)}</dd>
<dt>${escape(texts.method)}</dt><dd>${escape(payMethodName)}</dd>
<dt>${escape(texts.order)}</dt><dd class="ref">${escape(order.orderNo)}</dd>
</dl>
<p class="back">${escape(paid ? texts.backPaid : texts.backUnpaid)}</p>`;
  return page(brand.language, `${title} · ${merchant}`, merchant, body, texts);
}

/** An unknown order, or a link whose key does not match: the same page, so a link reveals nothing. */
export function paymentNotFoundHtml(language: string): string {
  const texts = textsFor(language);
  return page(language, texts.notFound, texts.checkout, `<h1>${escape(texts.notFound)}</h1>\n<p>${escape(texts.notFoundText)}</p>`, texts);
}
