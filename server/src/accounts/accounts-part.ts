// Accounts as a server part: a customer's real and practice accounts under /api/users/accounts
// (figures, holds, switching, the practice reset), with the accounts' refusals. The engine behind
// them is trading's when this node runs it, else the stored figures at rest.
import type { PartDefinition } from '../compose/server-part';
import { partRef } from '../compose/server-part';
import { findTradingCommands } from '../trading/trading-commands-part';
import { USERS } from '../users/users-part';
import { ACCOUNTS_REFUSALS } from './accounts-refusals';
import { accountsRoutes, restingAccounts, type AccountsEngine } from './accounts-routes';

export const ACCOUNTS = partRef<AccountsEngine>('accounts');

export const accountsPart: PartDefinition<AccountsEngine> = {
  ref: ACCOUNTS,
  roles: ['gateway'],
  needs: [USERS],
  build(context) {
    const engine =
      findTradingCommands(context)?.accounts ?? restingAccounts(context.use(USERS).accountFigures);
    return {
      services: engine,
      routes: async (app) => {
        await app.register(accountsRoutes, { prefix: '/api/users/accounts', engine });
      },
      refusals: ACCOUNTS_REFUSALS,
    };
  },
};
