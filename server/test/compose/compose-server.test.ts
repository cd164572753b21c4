// composeServer is the one way the server is put together (issue 18, item 1): it picks the parts a
// node's roles run, builds each after the parts it needs, refuses a refusal code two parts define,
// attaches event consumers, and starts and stops parts in dependency order.
import { composeServer, PartWiringError } from '../../src/compose/compose-server';
import { partRef, type PartDefinition, type ServerRole } from '../../src/compose/server-part';
import { serverParts } from '../../src/compose/server-parts';
import { loadClusterConfig } from '../../src/cluster/cluster-config';
import { loadConfig } from '../../src/config';
import { intervalScheduler } from '../../src/engine/system-time';
import type { Database } from '../../src/db/database';
import type { DomainEventBody } from '../../src/events/domain-events';
import { DuplicateRefusalError } from '../../src/http/refusals';
import { loadWalletConfig } from '../../src/wallet/wallet-config';
import { openMigratedPglite } from '../helpers/pglite-template';

const config = { ...loadConfig({}), logLevel: 'silent' as const };

let db: Database;
beforeAll(async () => {
  db = await openMigratedPglite();
});
afterAll(async () => {
  await db.close();
});

interface Probe {
  log: string[];
  part(name: string, options?: Partial<PartDefinition<unknown>> & { code?: string }): PartDefinition<unknown>;
}

function probe(): Probe {
  const log: string[] = [];
  return {
    log,
    part(name, options = {}) {
      return {
        ref: partRef(name),
        roles: options.roles ?? ['gateway'],
        needs: options.needs ?? [],
        build: () => {
          log.push(`build ${name}`);
          return {
            services: { name },
            refusals: options.code ? { [options.code]: { statusCode: 400, message: name } } : undefined,
            start: () => void log.push(`start ${name}`),
            stop: () => void log.push(`stop ${name}`),
            consumers: [
              { name: `${name}-consumer`, handle: (event) => void log.push(`${name} saw ${event.type}`) },
            ],
          };
        },
      };
    },
  };
}

async function compose(parts: PartDefinition<unknown>[], roles?: ServerRole[]) {
  return composeServer({ config, db, parts, roles, distDir: '/nonexistent' });
}

test('builds parts in order, starts dependents first and stops them in reverse build order', async () => {
  const { log, part } = probe();
  const first = part('first');
  const second = part('second', { needs: [first.ref] });
  const server = await compose([first, second]);
  await server.app.ready();
  await server.start();
  expect(server.use(first.ref)).toEqual({ name: 'first' });
  await server.app.close();
  expect(log).toEqual([
    'build first',
    'build second',
    'start second',
    'start first',
    'stop second',
    'stop first',
  ]);
});

test('a part whose need is missing or built after it refuses to compose, naming both', async () => {
  const { part } = probe();
  const needed = part('needed');
  const needy = part('needy', { needs: [needed.ref] });
  await expect(compose([needy])).rejects.toThrow(
    new PartWiringError('part needy needs needed, which is not listed'),
  );
  await expect(compose([needy, needed])).rejects.toThrow(/needy needs needed, which is not built before it/);
});

test('a refusal code two parts define refuses the start, naming both owners', async () => {
  const { part } = probe();
  await expect(compose([part('a', { code: 'SAME' }), part('b', { code: 'SAME' })])).rejects.toThrow(
    new DuplicateRefusalError('SAME', 'a', 'b'),
  );
});

test('a node runs only the parts of its roles; find answers null for the others', async () => {
  const { log, part } = probe();
  const gateway = part('gate', { roles: ['gateway'] });
  const engine = part('engine', { roles: ['engine'] });
  const server = await compose([gateway, engine], ['engine']);
  expect(server.partNames).toEqual(['engine']);
  expect(server.find(gateway.ref)).toBeNull();
  expect(() => server.use(gateway.ref)).toThrow(PartWiringError);
  expect(log).toEqual(['build engine']);
  await server.app.close();
});

test("a part's consumers see the events published after it is built, and none after close", async () => {
  const { log, part } = probe();
  const server = await compose([part('listener')]);
  await server.app.ready();
  const event = { type: 'operator.decided' } as unknown as DomainEventBody;
  server.events.publish([event]);
  await server.events.whenIdle();
  await server.app.close();
  server.events.publish([event]);
  await server.events.whenIdle();
  expect(log.filter((line) => line.includes('saw'))).toEqual(['listener saw operator.decided']);
});

// Building every part seeds the demo traders from the candle history: seconds on a busy machine.
test('the whole server composes: every part once, no duplicate refusal code', async () => {
  const cluster = loadClusterConfig({ NODE_ID: 'solo' });
  const server = await compose(
    serverParts({ wallet: loadWalletConfig({}), cluster, scheduler: intervalScheduler }),
  );
  expect(server.partNames).toEqual([
    'cluster',
    'marketData',
    'demoTraders',
    'identity',
    'compliance',
    'trading',
    'users',
    'accounts',
    'wallet',
    'robots',
    'copyTrading',
    'demoTradersDriver',
    'finance',
    'backOffice',
    'books',
    'alerts',
  ]);
  await server.app.close();
}, 60_000);

// A shard's leader without the gateway role (SERVER_ROLES=engine) hosts the jobs that need its
// engine: the end-of-day snapshots too, which the finance part carries.
test('an engine-only node composes the parts whose jobs need the engine, the snapshots included', async () => {
  const cluster = loadClusterConfig({ NODE_ID: 'engine-only' });
  const server = await compose(
    serverParts({ wallet: loadWalletConfig({}), cluster, scheduler: intervalScheduler }),
    ['engine'],
  );
  expect(server.partNames).toEqual(expect.arrayContaining(['trading', 'finance']));
  expect(server.partNames).not.toContain('wallet');
  expect(server.jobs.map((job) => job.name)).toEqual(
    expect.arrayContaining([expect.stringMatching(/end-of-day/)]),
  );
  await server.app.close();
}, 60_000);
