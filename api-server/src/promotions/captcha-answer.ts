import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@casino/shared-kernel/api-contract';

/** The picture captcha a gold-panning claim carries: `{captcha_key, captcha}` in its JSON body. */
export interface CaptchaAnswer {
  captchaKey: string | undefined;
  captcha: string | undefined;
}

const answers = new AsyncLocalStorage<CaptchaAnswer>();

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The contract's payload of `goldRushingTakeAward` is empty and its schema drops unknown keys, so
 * the handler never sees the captcha the player typed. Until the contract carries
 * `{captcha_key, captcha}`, this hook reads those two fields from the (signed) JSON body of that
 * one call and hands them to its handler for the rest of the request. A call sent inside the
 * message envelope has no such body: it arrives without an answer and is refused.
 */
export function registerCaptchaAnswerHook(app: FastifyInstance): void {
  const { method, path } = ENDPOINTS.goldRushingTakeAward;
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.method !== method || request.routeOptions.url !== path) {
      done();
      return;
    }
    const body: unknown = request.body;
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    answers.run({ captchaKey: textOf(fields.captcha_key), captcha: textOf(fields.captcha) }, () => done());
  });
}

/** The captcha sent with the current gold-panning claim, if any. */
export function currentCaptchaAnswer(): CaptchaAnswer {
  return answers.getStore() ?? { captchaKey: undefined, captcha: undefined };
}
