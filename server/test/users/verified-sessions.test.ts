// The verified-token cache's own rules: bounded in size (least recently used out first) and age,
// never past the session's expiry, and a lookup that raced a change is not kept.
import { createManualClock } from '../../src/clock';
import type { Queryable } from '../../src/db/database';
import { createSessionService } from '../../src/sessions/session-service';
import { hashToken } from '../../src/sessions/tokens';
import { VerifiedSessions } from '../../src/sessions/verified-sessions';

const alice = { userId: 'u1', role: 'customer' as const, accountId: 'a1' };
const bob = { userId: 'u2', role: 'customer' as const, accountId: 'a2' };

describe('VerifiedSessions', () => {
  it('forgets the least recently used token past its size', () => {
    const cache = new VerifiedSessions({ entriesMax: 2, ageMaxMs: 60_000 });
    cache.remember('t1', alice, 1_000_000, cache.generation(), 0);
    cache.remember('t2', bob, 1_000_000, cache.generation(), 0);
    expect(cache.find('t1', 1)).toEqual(alice);
    cache.remember('t3', bob, 1_000_000, cache.generation(), 1);
    expect(cache.size).toBe(2);
    expect(cache.find('t2', 2)).toBeNull();
    expect(cache.find('t1', 2)).toEqual(alice);
  });

  it('trusts an entry neither past its age nor past the session’s expiry', () => {
    const cache = new VerifiedSessions({ entriesMax: 10, ageMaxMs: 5_000 });
    cache.remember('old', alice, 1_000_000, cache.generation(), 0);
    expect(cache.find('old', 4_999)).toEqual(alice);
    expect(cache.find('old', 5_000)).toBeNull();
    cache.remember('ending', bob, 2_000, cache.generation(), 0);
    expect(cache.find('ending', 1_999)).toEqual(bob);
    expect(cache.find('ending', 2_000)).toBeNull();
  });

  it('does not keep what a lookup read before a change it raced with', () => {
    const cache = new VerifiedSessions({ entriesMax: 10, ageMaxMs: 5_000 });
    const before = cache.generation();
    cache.forgetToken('t1');
    cache.remember('t1', alice, 1_000_000, before, 0);
    expect(cache.find('t1', 1)).toBeNull();
  });

  it('forgets every token of a user at once, and only theirs', () => {
    const cache = new VerifiedSessions({ entriesMax: 10, ageMaxMs: 5_000 });
    cache.remember('a', alice, 1_000_000, cache.generation(), 0);
    cache.remember('b', alice, 1_000_000, cache.generation(), 0);
    cache.remember('c', bob, 1_000_000, cache.generation(), 0);
    cache.forgetUser(alice.userId);
    expect([cache.find('a', 1), cache.find('b', 1), cache.find('c', 1)]).toEqual([null, null, bob]);
  });
});

describe('session service with the cache', () => {
  /** A database with one session row whose lookup can be held while a revocation runs. */
  function heldDatabase() {
    let revoked = false;
    let hold: Promise<void> | null = null;
    let lookups = 0;
    const db: Queryable = {
      async query<T>(sql: string) {
        if (sql.startsWith('UPDATE sessions SET revoked_at')) {
          revoked = true;
          return [{ token_hash: hashToken('token-one'), user_id: 'u1' }] as T[];
        }
        lookups += 1;
        const read = revoked
          ? []
          : [{ user_id: 'u1', role: 'customer', active_account_id: 'a1', expires_at: new Date(9e12) }];
        if (hold) await hold;
        return read as T[];
      },
    };
    return {
      db,
      lookups: () => lookups,
      holdLookups: () => {
        let release = () => undefined as void;
        hold = new Promise((resolve) => {
          release = resolve;
        });
        return () => {
          hold = null;
          release();
        };
      },
    };
  }

  it('asks the database again after a revocation that raced a lookup, and refuses the token', async () => {
    const database = heldDatabase();
    const sessions = createSessionService(database.db, createManualClock());
    const release = database.holdLookups();
    const racing = sessions.verifySession('token-one');
    await sessions.revoke(hashToken('token-one'));
    release();
    // The raced lookup read the row before the revocation; what it read must not be kept.
    expect(await racing).toMatchObject({ userId: 'u1' });
    expect(await sessions.verifySession('token-one')).toBeNull();
    expect(database.lookups()).toBe(2);
  });

  it('answers a second verification from the cache', async () => {
    const database = heldDatabase();
    const sessions = createSessionService(database.db, createManualClock());
    expect(await sessions.verifySession('token-one')).toMatchObject({ userId: 'u1', accountId: 'a1' });
    expect(await sessions.verifySession('token-one')).toMatchObject({ userId: 'u1', accountId: 'a1' });
    expect(database.lookups()).toBe(1);
  });
});
