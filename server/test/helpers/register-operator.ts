// An operator for tests of /api/operator/* routes: a person registered through the API and then
// given the operator role the way the seed does it, so tests do not depend on an empty database.
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../src/db/database';
import { registerAndLogin, type TestUser } from './register-and-login';

export async function registerOperator(app: FastifyInstance, db: Queryable): Promise<TestUser> {
  const user = await registerAndLogin(app, { name: 'Operasyon', surname: 'Ekibi' });
  await db.query("UPDATE users SET role = 'operator' WHERE id = $1", [user.userId]);
  // The role rides on the session the profile call just verified: it must be verified afresh.
  app.sessions.userChanged(user.userId);
  return user;
}
