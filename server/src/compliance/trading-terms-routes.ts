// The jurisdiction's terms for new positions over HTTP: GET /api/compliance/minimum-deposit (where
// the active account stands against the minimum initial deposit, for the wallet and the ticket),
// and the operator's GET and PUT /api/operator/compliance/leverage-caps (every category's cap per
// asset class; a change applies to new positions only and is audited).
import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { MARKET_CATEGORIES } from '../../../contract/entities';
import { serverTexts } from '../../../contract/server-texts';
import type { MinimumDepositStatus } from '../../../contract/trading-terms';
import { ok } from '../http/envelope';
import {
  bearerSecurity,
  FailureEnvelope,
  failureResponses,
  strictObject,
  successEnvelope,
} from '../http/schema';
import type { TermsFigures } from '../trading/trading-types';
import { LEVERAGE_CAP_MAX, LEVERAGE_CAP_MIN } from './leverage-caps';
import type { TradingTerms } from './trading-terms';

const texts = serverTexts.tradingTerms;

const ClientCategory = Type.Union([Type.Literal('retail'), Type.Literal('professional')]);
const AssetClass = Type.Union(MARKET_CATEGORIES.map((category) => Type.Literal(category)));

export const CapChangeBody = strictObject({
  clientCategory: ClientCategory,
  assetClass: AssetClass,
  leverage: Type.Integer({ minimum: LEVERAGE_CAP_MIN, maximum: LEVERAGE_CAP_MAX }),
});

const Caps = Type.Record(Type.String(), Type.Integer());
const CapsAnswer = successEnvelope(Type.Object({ retail: Caps, professional: Caps }));

const StatusAnswer = successEnvelope(
  Type.Object({
    blocked: Type.Boolean(),
    reason: Type.Union([Type.Literal('first-deposit'), Type.Literal('after-withdrawal'), Type.Null()]),
    minimumTry: Type.Number(),
    minimumUsd: Type.Number(),
    missingUsd: Type.Number(),
  }),
);

/** The engine's figures of an account, from trading once it is built (null before: no trading). */
export type TermsFiguresReader = (accountId: string) => Promise<TermsFigures | null>;

const NOT_BLOCKED = (minimumTry: number): MinimumDepositStatus => ({
  blocked: false,
  reason: null,
  minimumTry,
  minimumUsd: 0,
  missingUsd: 0,
});

export function tradingTermsRoutes(
  terms: TradingTerms | null,
  minimumTry: number,
  figuresOf: TermsFiguresReader,
): FastifyPluginAsync {
  return async (app) => {
    app.get(
      '/minimum-deposit',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['compliance'],
          security: bearerSecurity,
          response: { 200: StatusAnswer, ...failureResponses },
        },
      },
      async (request) => {
        const figures = terms ? await figuresOf(request.accountId) : null;
        if (!terms || !figures) return ok(NOT_BLOCKED(terms ? minimumTry : 0));
        return ok(await terms.depositStatus(request.accountId, figures));
      },
    );
  };
}

export function leverageCapsOperatorRoutes(terms: TradingTerms): FastifyPluginAsync {
  return async (app) => {
    const schemaBase = { tags: ['operator'], security: bearerSecurity };
    app.get(
      '/compliance/leverage-caps',
      { schema: { ...schemaBase, response: { 200: CapsAnswer, 403: FailureEnvelope, ...failureResponses } } },
      async () => ok(await terms.caps()),
    );

    app.put<{ Body: Static<typeof CapChangeBody> }>(
      '/compliance/leverage-caps',
      {
        schema: {
          ...schemaBase,
          body: CapChangeBody,
          response: { 200: CapsAnswer, 403: FailureEnvelope, ...failureResponses },
        },
      },
      async (request) => {
        await terms.changeCap(request.userId, request.body);
        return ok(await terms.caps(), texts.capChanged);
      },
    );
  };
}
