// The audit log: rows written in the caller's transaction are listed newest first, a rolled-back
// decision leaves no row, and the database itself refuses to change or remove a row.
import { listAudit, recordAudit, type AuditEntry } from '../../src/audit/audit-log';
import type { TestApp } from '../helpers/build-test-app';
import { type TestUser } from '../helpers/register-and-login';
import { signedInAppForFile } from '../helpers/signed-in-app';

let t: TestApp;
let actor: TestUser;
signedInAppForFile((app, signedIn) => {
  t = app;
  actor = signedIn;
});

function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    actorId: actor.userId,
    actorRole: 'operator',
    action: 'transaction.approve',
    subjectType: 'transaction',
    subjectId: '17',
    before: { status: 'pending' },
    after: { status: 'approved', amount: 250.5 },
    at: new Date(t.clock.nowMs()),
    ...overrides,
  };
}

describe('audit log', () => {
  it('lists a row recorded inside a transaction, with its before and after as JSON', async () => {
    const id = await t.db.transaction((tx) => recordAudit(tx, entry()));
    const { records, total } = await listAudit(t.db, 1, 10);
    expect(total).toBe(1);
    expect(records).toEqual([
      {
        id,
        actorId: actor.userId,
        actorRole: 'operator',
        actorName: 'Ayşe Yılmaz',
        actorEmail: actor.email,
        action: 'transaction.approve',
        subjectType: 'transaction',
        subjectId: '17',
        subjectName: null,
        before: { status: 'pending' },
        after: { status: 'approved', amount: 250.5 },
        createdAt: new Date(t.clock.nowMs()).toISOString(),
      },
    ]);
  });

  it('keeps no row of a transaction that rolled back', async () => {
    const failing = t.db.transaction(async (tx) => {
      await recordAudit(tx, entry({ subjectId: 'rolled-back' }));
      throw new Error('the decision failed after its audit row');
    });
    await expect(failing).rejects.toThrow('the decision failed');
    const { records } = await listAudit(t.db, 1, 50);
    expect(records.map((record) => record.subjectId)).not.toContain('rolled-back');
  });

  it('pages newest first, numerically past a digit boundary, with system rows that have no actor', async () => {
    for (let index = 0; index < 11; index++) {
      await recordAudit(t.db, entry({ actorId: null, actorRole: 'system', subjectId: `bulk-${index}` }));
    }
    const first = await listAudit(t.db, 1, 5);
    expect(first.total).toBe(12);
    expect(first.records.map((record) => record.subjectId)).toEqual([
      'bulk-10',
      'bulk-9',
      'bulk-8',
      'bulk-7',
      'bulk-6',
    ]);
    expect(first.records[0]).toMatchObject({
      actorId: null,
      actorRole: 'system',
      actorName: null,
      actorEmail: null,
    });
    const last = await listAudit(t.db, 3, 5);
    expect(last.records.map((record) => record.subjectId)).toEqual(['bulk-0', '17']);
    const ids = [...first.records, ...last.records].map((record) => Number(record.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it.each([
    ['UPDATE', "UPDATE audit_log SET action = 'forged'"],
    ['DELETE', 'DELETE FROM audit_log'],
    ['TRUNCATE', 'TRUNCATE audit_log'],
  ])('refuses %s', async (operation, sql) => {
    await expect(t.db.query(sql)).rejects.toThrow(`audit_log is append-only: ${operation} refused`);
    const { total } = await listAudit(t.db, 1, 1);
    expect(total).toBe(12);
  });
  it('names the subject for a reader: a user by name, a money request by reference, customer and account', async () => {
    await t.db.transaction((tx) =>
      recordAudit(tx, entry({ action: 'user.grant-role', subjectType: 'user', subjectId: actor.userId })),
    );
    const { records } = await listAudit(t.db, 1, 1, { action: 'user' });
    expect(records[0].subjectName).toBe('Ayşe Yılmaz');
    const [account] = await t.db.query<{ id: string }>(
      "SELECT id FROM accounts WHERE user_id = $1 AND kind = 'real'",
      [actor.userId],
    );
    await t.db.query(
      `INSERT INTO transactions (id, user_id, account_id, type, method, status, amount_cents, reference, created_at)
       VALUES ('tx-named', $1, $2, 'deposit', 'havale', 'pending', 250000, 'KLD-NAMED1', now())`,
      [actor.userId, account.id],
    );
    await t.db.transaction((tx) => recordAudit(tx, entry({ subjectId: 'tx-named' })));
    const money = await listAudit(t.db, 1, 1, { subjectId: 'tx-named' });
    expect(money.records[0].subjectName).toBe('KLD-NAMED1 · Ayşe Yılmaz · Gerçek Hesap');
  });
});
