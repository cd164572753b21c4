// The parts every test app and bench composes around its own: identity, users and accounts, in
// the order the server builds them. Apart from build-test-app.ts, which sets jest's timeout when
// imported, so a benchmark run outside jest can use it too.
import type { AccountFiguresProvider } from '../../src/accounts/account-figures';
import { accountsPart } from '../../src/accounts/accounts-part';
import type { PartDefinition } from '../../src/compose/server-part';
import { identityPart } from '../../src/identity/identity-part';
import { usersPart } from '../../src/users/users-part';

export function withCoreParts(
  parts: readonly PartDefinition<unknown>[],
  accountFigures?: AccountFiguresProvider,
): PartDefinition<unknown>[] {
  return [identityPart, ...parts, usersPart({ accountFigures }), accountsPart];
}
