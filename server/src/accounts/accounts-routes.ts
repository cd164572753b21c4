// /api/users/accounts*: the customer's real and practice accounts (API.md "Accounts"). The list
// shows both with their figures; switching makes one the session's active account (the token's
// sockets get a fresh snapshot through the sessions listener); the practice reset closes, cancels
// and restores 10,000.00 through the engine and the ledger.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { serverTexts } from '../../../contract/server-texts';
import type { TradingAccount } from '../../../contract/wallet';
import { DomainError } from '../domain/domain-error';
import { ok } from '../http/envelope';
import { bearerSecurity, failureResponses, MessageEnvelope, strictObject } from '../http/schema';
import type { AccountFiguresProvider } from './account-figures';
import { accountsOf, loadAccount, PRACTICE_BALANCE_CENTS } from './accounts-repository';
import type { AccountsRefusalCode } from './accounts-refusals';

/** What the routes need of the engine: live figures, holds and the practice reset. */
export interface AccountsEngine {
  figures: AccountFiguresProvider;
  heldCents(accountId: string): Promise<number>;
  resetBalance(accountId: string, balanceCents: number): Promise<void>;
}

/** Without the trading engine (tests of the users part alone): stored figures, no reset. */
export function restingAccounts(figures: AccountFiguresProvider): AccountsEngine {
  return {
    figures,
    heldCents: async () => 0,
    resetBalance: async () => {
      throw new DomainError('BUSY');
    },
  };
}

const SwitchBody = strictObject({ id: Type.String({ minLength: 1, maxLength: 64 }) });

function refused(code: AccountsRefusalCode): DomainError<AccountsRefusalCode> {
  return new DomainError(code);
}

export const accountsRoutes: FastifyPluginAsync<{ engine: AccountsEngine }> = async (app, { engine }) => {
  const base = { onRequest: app.authenticate };
  const schemaBase = { tags: ['accounts'], security: bearerSecurity };

  app.get('/', { ...base, schema: schemaBase }, async (request) => {
    const accounts = await accountsOf(app.db, request.userId);
    const data: TradingAccount[] = await Promise.all(
      accounts.map(async (account) => {
        const [figures, heldCents] = await Promise.all([
          engine.figures(account.id),
          engine.heldCents(account.id),
        ]);
        return {
          id: account.id,
          kind: account.kind,
          currency: 'USD' as const,
          balance: figures.balance,
          credit: figures.credit,
          marginFree: figures.marginFree,
          held: heldCents / 100,
          active: account.id === request.accountId,
        };
      }),
    );
    return ok(data);
  });

  app.put<{ Body: Static<typeof SwitchBody> }>(
    '/active',
    {
      ...base,
      schema: { ...schemaBase, body: SwitchBody, response: { 200: MessageEnvelope, ...failureResponses } },
    },
    async (request) => {
      const account = await loadAccount(app.db, request.body.id);
      // Someone else's account is as unknown as one that does not exist.
      if (!account || account.userId !== request.userId) throw refused('ACCOUNT_UNKNOWN');
      await app.sessions.setActiveAccount(request.tokenHash, account.id);
      return ok(
        undefined,
        account.kind === 'real'
          ? serverTexts.accounts.switchedToReal
          : serverTexts.accounts.switchedToPractice,
      );
    },
  );

  app.post(
    '/practice/reset',
    { ...base, schema: { ...schemaBase, response: { 200: MessageEnvelope, ...failureResponses } } },
    async (request) => {
      const accounts = await accountsOf(app.db, request.userId);
      const practice = accounts.find((account) => account.kind === 'practice');
      if (!practice) throw refused('ACCOUNT_UNKNOWN');
      await engine.resetBalance(practice.id, PRACTICE_BALANCE_CENTS);
      return ok(undefined, serverTexts.accounts.practiceReset);
    },
  );
};
