// Users as a server part: sign-up, sign-in, the profile, uploads and the watchlists kept for the
// person (server/src/watchlists) under /api/users, with the users' and the watchlists' refusals.
// With the compliance part, the profile carries the onboarding state and sign-up records the
// privacy notice. The profile's live figures come from trading when this node runs it, else from
// the stored balances (a node, or a test app, without the engine).
import type { AccountFiguresProvider } from '../accounts/account-figures';
import { storedAccountFigures } from '../accounts/account-figures';
import type { PartDefinition } from '../compose/server-part';
import { partRef } from '../compose/server-part';
import { COMPLIANCE } from '../compliance/compliance-part';
import { IDENTITY } from '../identity/identity-part';
import { findTradingCommands } from '../trading/trading-commands-part';
import { WATCHLISTS_REFUSALS } from '../watchlists/watchlists-refusals';
import { watchlistsRoutes } from '../watchlists/watchlists-routes';
import { createWatchlistsService } from '../watchlists/watchlists-service';
import { USERS_REFUSALS } from './users-refusals';
import { usersRoutes } from './users-routes';

export interface UsersServices {
  accountFigures: AccountFiguresProvider;
}

export const USERS = partRef<UsersServices>('users');

export interface UsersPartOptions {
  /** Tests of the profile give their own figures. */
  accountFigures?: AccountFiguresProvider;
}

export function usersPart(options: UsersPartOptions = {}): PartDefinition<UsersServices> {
  return {
    ref: USERS,
    roles: ['gateway'],
    needs: [IDENTITY],
    build(context) {
      const accountFigures =
        options.accountFigures ??
        findTradingCommands(context)?.accountFigures ??
        storedAccountFigures(context.db);
      const identity = context.use(IDENTITY);
      const watchlists = createWatchlistsService({ db: context.db, clock: context.clock });
      const compliance = context.find(COMPLIANCE);
      return {
        services: { accountFigures },
        routes: async (app) => {
          await app.register(usersRoutes, {
            prefix: '/api/users',
            accountFigures,
            identity: identity.hooks,
            profileExtras: compliance?.profileFields,
            signUpRows: compliance
              ? (tx, userId, input) => compliance.recordSignUp(tx, userId, input.privacyNoticeVersion)
              : undefined,
          });
          await app.register(watchlistsRoutes, { prefix: '/api/users', service: watchlists });
        },
        refusals: { ...USERS_REFUSALS, ...WATCHLISTS_REFUSALS },
      };
    },
  };
}
