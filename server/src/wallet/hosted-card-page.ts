// The simulated provider's hosted payment page, /pay/checkout/{id}: the card form, the 3-D Secure
// code form, and a 303 back to the broker's deposit screen with the payment token once the checkout
// is done. It stands for another company's site, so it is isolated from the broker's app: no
// bearer token or cookie is read or set (the unguessable checkout id is the capability), forms
// arrive url-encoded and are parsed only here, and its answers carry their own headers: a policy
// that allows no script and no framing, forms posting only to itself, nothing cached, no referrer.
// Hidden from /api/docs: it is not the broker's API.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { serverTexts } from '../../../contract/server-texts';
import type { Clock } from '../clock';
import { ApiError } from '../http/envelope';
import { cardFormPage, codeFormPage, notFoundPage, returnUrlOf } from './hosted-card-html';
import type { Checkout, SimulatedCheckouts } from './simulated-checkouts';
import { WALLET_INPUT_TEXTS } from './wallet-refusals';

const texts = serverTexts.wallet;

export const HOSTED_PAGE_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const CheckoutParams = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) },
  { additionalProperties: false },
);
const CardForm = Type.Object(
  {
    number: Type.String({ maxLength: 30 }),
    holder: Type.String({ maxLength: 100 }),
    expiry: Type.String({ maxLength: 10 }),
    cvc: Type.String({ maxLength: 10 }),
  },
  { additionalProperties: false },
);
const CodeForm = Type.Object({ code: Type.String({ maxLength: 10 }) }, { additionalProperties: false });
type CheckoutParams = Static<typeof CheckoutParams>;

export interface HostedCardPageOptions {
  checkouts: SimulatedCheckouts;
  clock: Clock;
}

function html(reply: FastifyReply, statusCode: number, body: string): FastifyReply {
  return reply.code(statusCode).type('text/html; charset=utf-8').send(body);
}

export function hostedCardPage({ checkouts, clock }: HostedCardPageOptions): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // Runs after the app's own onSend hook, so these replace the SPA's policy on every answer here.
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Content-Security-Policy', HOSTED_PAGE_POLICY);
      reply.header('Cache-Control', 'no-store');
      reply.header('Referrer-Policy', 'no-referrer');
      reply.header('X-Frame-Options', 'DENY');
      return payload;
    });

    const open = (id: string): Checkout | null => checkouts.find(id, clock.nowMs());
    const finished = (reply: FastifyReply, checkout: Checkout) => reply.redirect(returnUrlOf(checkout), 303);
    const current = (reply: FastifyReply, checkout: Checkout) =>
      checkout.step === 'done'
        ? finished(reply, checkout)
        : html(reply, 200, checkout.step === 'card' ? cardFormPage(checkout) : codeFormPage(checkout));
    // The page's own forms always pass these schemas; anything else is not a person typing, and
    // gets one generic Turkish refusal rather than the broker's field labels.
    const base = {
      schema: { hide: true, params: CheckoutParams },
      schemaErrorFormatter: () => new ApiError(400, serverTexts.validation.invalidInput, 'VALIDATION'),
    };

    app.get<{ Params: CheckoutParams }>('/pay/checkout/:id', base, async (request, reply) => {
      const checkout = open(request.params.id);
      return checkout ? current(reply, checkout) : html(reply, 404, notFoundPage());
    });

    app.post<{ Params: CheckoutParams; Body: Static<typeof CardForm> }>(
      '/pay/checkout/:id/card',
      { ...base, schema: { ...base.schema, body: CardForm } },
      async (request, reply) => {
        const checkout = open(request.params.id);
        if (!checkout) return html(reply, 404, notFoundPage());
        if (checkout.step !== 'card') return current(reply, checkout);
        const refusal = checkouts.submitCard(checkout, request.body, clock.nowMs());
        if (refusal) return html(reply, 400, cardFormPage(checkout, WALLET_INPUT_TEXTS[refusal]));
        return html(reply, 200, codeFormPage(checkout));
      },
    );

    app.post<{ Params: CheckoutParams; Body: Static<typeof CodeForm> }>(
      '/pay/checkout/:id/code',
      { ...base, schema: { ...base.schema, body: CodeForm } },
      async (request, reply) => {
        const checkout = open(request.params.id);
        if (!checkout) return html(reply, 404, notFoundPage());
        if (checkout.step !== 'code') return current(reply, checkout);
        const outcome = checkouts.submitCode(checkout, request.body.code, clock.nowMs());
        if (outcome.kind === 'done') return finished(reply, outcome.checkout);
        const error = `${texts.codeWrong} ${serverTexts.hostedCard.triesLeft(outcome.triesLeft)}`;
        return html(reply, 400, codeFormPage(checkout, error));
      },
    );

    app.post<{ Params: CheckoutParams }>('/pay/checkout/:id/cancel', base, async (request, reply) => {
      const checkout = open(request.params.id);
      return checkout ? finished(reply, checkouts.abandon(checkout)) : html(reply, 404, notFoundPage());
    });
  };
}
