// Migrations run in order, once each, on whichever database the suite uses.
import { findMigrationsDir, listMigrations, runMigrations, splitStatements } from '../../src/db/migrate';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('runMigrations', () => {
  it('has applied every file once, in order, and applies nothing a second time', async () => {
    const files = listMigrations(findMigrationsDir());
    expect(files.slice(0, 2)).toEqual(['001-users.sql', '002-accounts-ledger.sql']);
    const applied = await t.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(applied.map((row) => row.name)).toEqual(files);
    expect(await runMigrations(t.db)).toEqual([]);
    expect(await t.db.query('SELECT name FROM schema_migrations')).toHaveLength(files.length);
  });

  it('is found from the compiled server folder too', () => {
    expect(findMigrationsDir('/nonexistent/dist-server/server/src/db')).toMatch(
      /server[/\\]src[/\\]db[/\\]migrations$/,
    );
  });

  it('answers BIGINT columns as numbers on both drivers', async () => {
    const rows = await t.db.query<{ big: number }>('SELECT 9007199254740991::bigint AS big');
    expect(rows[0]?.big).toBe(Number.MAX_SAFE_INTEGER);
    await expect(t.db.query('SELECT 9007199254740993::bigint AS big')).rejects.toThrow(/safe integer/);
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query(
          "INSERT INTO outbox (kind, recipient, subject, body, created_at) VALUES ('t', 'r', 's', 'b', now())",
        );
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await t.db.query('SELECT id FROM outbox')).toEqual([]);
  });
});

describe('splitStatements', () => {
  it('drops comment lines and splits on line-ending semicolons', () => {
    expect(
      splitStatements('-- note; with a semicolon\nCREATE TABLE a (x INT);\n\nCREATE INDEX i ON a (x);\n'),
    ).toEqual(['CREATE TABLE a (x INT)', 'CREATE INDEX i ON a (x)']);
  });
});

describe('runMigrations on a new database', () => {
  it('applies every file when several servers start at once, each file exactly once', async () => {
    const other = await buildTestApp();
    try {
      // Empty the test's own schema (PGlite: public; PostgreSQL: the file's schema).
      const schema =
        (await other.db.query<{ name: string }>('SELECT current_schema() AS name'))[0]?.name ?? '';
      await other.db.execScript(`DROP SCHEMA ${schema} CASCADE; CREATE SCHEMA ${schema}`);
      const runs = await Promise.all([
        runMigrations(other.db),
        runMigrations(other.db),
        runMigrations(other.db),
      ]);
      const files = listMigrations(findMigrationsDir());
      expect(runs.flat().sort()).toEqual(files);
      expect(await other.db.query('SELECT name FROM schema_migrations')).toHaveLength(files.length);
    } finally {
      await other.close();
    }
  });
});
