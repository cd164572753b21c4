// /api/finance/*: the equity curve, the monthly figures, the monthly statement (CSV or PDF) and the
// closed-trades CSV, all of the session's active account (request.accountId). Input is checked
// before anything is read; the downloads then stream from the database page by page.
import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { EquityCurve, FinanceMonth } from '../../../contract/finance';
import { ok } from '../http/envelope';
import { bearerSecurity, failureResponses } from '../http/schema';
import { attachment, chunked, CSV_CONTENT_TYPE, csvDialectOf, csvFileName } from './csv-dialect';
import { closedTradesCsvLines } from './closed-trades-csv';
import { usd } from './finance-money';
import {
  EquityAnswer,
  fileAnswer,
  financeSchemaErrorFormatter,
  MonthsAnswer,
  ClosedTradesQuery,
  RangeQuery,
  StatementParams,
  StatementQuery,
} from './finance-schemas';
import type { FinanceService } from './finance-service';
import { newestFirst } from './monthly-report';
import { statementCsvLines } from './statement-csv';

// pdfkit and its font tables cost about 0.2 s of CPU and 24 MB to load, and only a PDF statement
// needs them, so the start leaves them out and the first PDF loads them.
type StatementPdfModule = typeof import('./statement-pdf');
let statementPdfModule: StatementPdfModule | null = null;
function loadStatementPdf(): StatementPdfModule {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous, deferred load
  statementPdfModule ??= require('./statement-pdf') as StatementPdfModule;
  return statementPdfModule;
}

export interface FinanceRoutesOptions {
  service: FinanceService;
}

const PDF_CONTENT_TYPE = 'application/pdf';

export const financeRoutes: FastifyPluginAsync<FinanceRoutesOptions> = async (app, { service }) => {
  const base = { onRequest: app.authenticate, schemaErrorFormatter: financeSchemaErrorFormatter };
  const tags = { tags: ['finance'], security: bearerSecurity };

  app.get<{ Querystring: RangeQuery }>(
    '/api/finance/equity',
    {
      ...base,
      schema: { ...tags, querystring: RangeQuery, response: { 200: EquityAnswer, ...failureResponses } },
    },
    async (request) => {
      const points = await service.equity(request.accountId, request.query);
      return ok<EquityCurve>({
        currency: 'USD',
        points: points.map((point) => ({
          date: point.day,
          balance: usd(point.balanceCents),
          equity: usd(point.equityCents),
          source: point.source,
        })),
      });
    },
  );

  app.get(
    '/api/finance/months',
    { ...base, schema: { ...tags, response: { 200: MonthsAnswer, ...failureResponses } } },
    async (request) => {
      const months = await service.months(request.accountId);
      return ok<FinanceMonth[]>(
        newestFirst(months).map((figures) => ({
          month: figures.month,
          openingBalance: usd(figures.openingCents),
          deposits: usd(figures.depositsCents),
          withdrawals: usd(figures.withdrawalsCents),
          realized: usd(figures.realizedCents),
          swap: usd(figures.swapCents),
          commission: usd(figures.commissionCents),
          other: usd(figures.otherCents),
          closingBalance: usd(figures.closingCents),
          closedTrades: figures.closedTrades,
        })),
      );
    },
  );

  app.get<{ Params: StatementParams; Querystring: StatementQuery }>(
    '/api/finance/statements/:month',
    {
      ...base,
      schema: {
        ...tags,
        params: StatementParams,
        querystring: StatementQuery,
        response: {
          200: fileAnswer([CSV_CONTENT_TYPE, PDF_CONTENT_TYPE], 'The monthly statement as a download'),
          ...failureResponses,
        },
      },
    },
    async (request, reply) => {
      const source = await service.statement(request.accountId, request.params.month);
      const format = request.query.format ?? 'csv';
      const stem = `ekstre-${source.month}`;
      if (format === 'pdf') {
        reply.header('content-disposition', attachment(`${stem}.pdf`));
        return reply.type(PDF_CONTENT_TYPE).send(loadStatementPdf().statementPdf(source, request.log));
      }
      const dialect = csvDialectOf(request.query.dialect);
      reply.header('content-disposition', attachment(csvFileName(stem, dialect)));
      return reply.type(CSV_CONTENT_TYPE).send(Readable.from(chunked(statementCsvLines(source, dialect))));
    },
  );

  app.get<{ Querystring: ClosedTradesQuery }>(
    '/api/finance/closed-trades.csv',
    {
      ...base,
      schema: {
        ...tags,
        querystring: ClosedTradesQuery,
        response: {
          200: fileAnswer([CSV_CONTENT_TYPE], 'Closed positions of the range'),
          ...failureResponses,
        },
      },
    },
    async (request, reply) => {
      const { dialect: dialectName, ...range } = request.query;
      const { from, to, rows } = service.closedTradesExport(request.accountId, range);
      const dialect = csvDialectOf(dialectName);
      reply.header('content-disposition', attachment(csvFileName(`kapanan-islemler-${from}-${to}`, dialect)));
      return reply.type(CSV_CONTENT_TYPE).send(Readable.from(chunked(closedTradesCsvLines(rows, dialect))));
    },
  );
};
