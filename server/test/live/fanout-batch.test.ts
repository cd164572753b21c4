// The batches the engine's process ships to a fan-out gateway: the latest value per key coalesced in
// place, public values first, a bounded size with the rest kept in order for the next batch, and
// (the property the gateway relies on) replaying every batch into a hub gives the frames that
// publishing straight into it gives.
import type { LiveMessage } from '../../../contract/live';
import { approxJsonChars, PendingBatch } from '../../src/live/fanout-batch';
import { BatchReplay } from '../../src/live/fanout-replay';
import { JsonText } from '../../src/live/json-text';
import { LiveHub } from '../../src/live/live-hub';
import { FakeConnection } from './fake-connection';
import type { AccountCodes } from '../../src/live/fanout-accounts';
import {
  accountRoute,
  PositionSlots,
  type PositionRoute,
  type SlotRoute,
} from '../../src/live/position-routes';
import { routeOf } from './hub-publish';

const position = (id: number, profit: number): LiveMessage => ({
  type: 'position',
  id: String(id),
  profit,
  lastPrice: 1.1,
});
const price = (bid: number): LiveMessage => ({ type: 'price', symbol: 'EURUSD', ask: bid + 0.0002, bid });

/** The same publishes, through a PendingBatch or straight into a hub. */
interface Target {
  publishPublic(key: string, message: LiveMessage): void;
  publishLatest(channel: string, key: string, message: LiveMessage): void;
  publishMerged(channel: string, key: string, message: LiveMessage): void;
  publishEvent(channel: string, message: LiveMessage, retiresKey?: string): void;
  publishPositionFigures(route: PositionRoute, profit: number, lastPrice: number): void;
  publishAccountFigures(route: SlotRoute, changes: AccountCodes): void;
}

/** One account route per channel, kept as trading keeps them. */
const accountRoutes = new Map<string, SlotRoute>();
function accountRouteOf(channel: string): SlotRoute {
  let route = accountRoutes.get(channel);
  if (!route) {
    route = accountRoute(channel, 'account');
    accountRoutes.set(channel, route);
  }
  return route;
}

/** As FanoutHub routes publishes to one gateway's batch. */
function batchTarget(
  batch: PendingBatch,
  slots = new PositionSlots(),
  accountSlots = new PositionSlots(),
): Target {
  return {
    publishPublic: (key, message) => batch.public(key, message),
    publishLatest: (channel, key, message) => batch.latest(channel, key, message),
    publishMerged: (channel, key, message) => batch.merged(channel, key, message),
    publishEvent: (channel, message, retiresKey) => batch.event(channel, message, retiresKey),
    publishPositionFigures: (route, profit, lastPrice) => {
      slots.slotOf(route);
      batch.position(route, profit, lastPrice);
    },
    publishAccountFigures: (route, changes) => {
      accountSlots.slotOf(route);
      batch.account(route, changes);
    },
  };
}

/** A churn of positions, account figures, order events that retire positions, and prices. */
function publishChurn(target: Target, round: number): void {
  for (let id = 0; id < 40; id++)
    target.publishLatest(`u${id % 3}`, `position:${id}`, position(id, round * 100 + id));
  target.publishMerged('u1', 'account', { type: 'account', blc: round } as LiveMessage);
  target.publishMerged('u1', 'account', { type: 'account', pct: round * 2 } as LiveMessage);
  if (round % 2 === 1)
    target.publishEvent('u2', { type: 'order', event: 'closed', id: String(round) }, `position:${round}`);
  target.publishPublic('p:EURUSD', price(1 + round / 100));
  // Account figures as numbers, on a channel of their own, in pieces whose codes come in varying
  // orders: a merged value keeps its keys in the order they first came.
  target.publishAccountFigures(
    accountRouteOf('u0'),
    round % 2 === 1 ? { pct: round, blc: -round } : { fm: round / 3, mrg: -0 },
  );
  target.publishAccountFigures(accountRouteOf('u0'), { allp: round * 1.5, pct: round + 0.25 });
  // Position figures as numbers, on a channel of their own (a key is published one way): some
  // retired by an event before their next figures, some after, some before and again after.
  for (let id = 0; id < 25; id++) {
    const key = `position:f${id}`;
    if (id % 7 === round % 7)
      target.publishEvent('u3', { type: 'order', event: 'closed', id: `f${id}` }, key);
    target.publishPositionFigures(routeOf('u3', `f${id}`), round * 10 - id / 100, 1.1 + id / 1e5);
    if (id % 5 === round % 5)
      target.publishEvent('u3', { type: 'order', event: 'stopout', id: `f${id}` }, key);
  }
}

function hubWithClients(): { hub: LiveHub; connections: FakeConnection[] } {
  const hub = new LiveHub();
  const connections = ['u0', 'u1', 'u2', 'u3'].map(() => new FakeConnection());
  connections.forEach((connection, index) => hub.attach([`u${index}`], connection));
  return { hub, connections };
}

describe('fan-out publish batch', () => {
  it('keeps the latest value per key in place and queues a value after an event that retired its key', () => {
    const batch = new PendingBatch();
    batch.latest('u1', 'position:1', position(1, 1));
    batch.latest('u1', 'position:2', position(2, 1));
    batch.latest('u1', 'position:1', position(1, 2));
    batch.event('u1', { type: 'order', event: 'closed', id: '1' }, 'position:1');
    batch.latest('u1', 'position:1', position(1, 3));
    const taken = batch.take();
    expect(taken?.ops).toBe('llel');
    expect(taken?.args[2]).toEqual(position(1, 2));
    expect(taken?.args[11]).toEqual(position(1, 3));
    expect(batch.take()).toBeNull();
  });

  it('puts public values first, whatever was published before them', () => {
    const batch = new PendingBatch();
    for (let id = 0; id < 10; id++) batch.latest('u1', `position:${id}`, position(id, 1));
    batch.public('p:EURUSD', price(1.1));
    batch.public('p:EURUSD', price(1.2));
    const taken = batch.take();
    expect(taken?.ops).toBe(`p${'l'.repeat(10)}`);
    expect(taken?.args.slice(0, 2)).toEqual(['p:EURUSD', price(1.2)]);
  });

  it('takes at most the size asked, one publish at least, and keeps the rest in order', () => {
    const batch = new PendingBatch();
    for (let id = 0; id < 10; id++) batch.latest('u1', `position:${id}`, position(id, 1));
    const one = approxJsonChars(position(0, 1)) + 'u1position:0'.length;
    const first = batch.take(one * 3);
    expect(first?.ops).toBe('lll');
    expect(first?.chars).toBeLessThanOrEqual(one * 3 + 3);
    // A key still pending is replaced where it waits; one already shipped queues again at the end.
    batch.latest('u1', 'position:5', position(5, 2));
    batch.latest('u1', 'position:0', position(0, 2));
    expect(batch.take(1)?.args).toEqual(['u1', 'position:3', position(3, 1)]);
    const rest = batch.take(1_000_000);
    expect(rest?.args.filter((_, index) => index % 3 === 1)).toEqual(
      [4, 5, 6, 7, 8, 9, 0].map((id) => `position:${id}`),
    );
    expect(rest?.args[5]).toEqual(position(5, 2));
    expect(batch.size).toBe(0);
  });

  it('gives, replayed batch by batch into a hub, the frames publishing straight into it gives', () => {
    const straight = hubWithClients();
    const replayed = hubWithClients();
    const batch = new PendingBatch();
    for (let round = 0; round < 30; round++) {
      publishChurn(straight.hub, round);
      publishChurn(batchTarget(batch), round);
      // Small batches, so keys are shipped, republished and queued again while others still wait.
      if (round % 3 === 0) for (let i = 0; i < 4; i++) replayIfAny(replayed.hub, batch.take(300));
    }
    for (let next = batch.take(300); next; next = batch.take(300)) replayIfAny(replayed.hub, next);
    straight.hub.flush();
    replayed.hub.flush();
    expect(replayed.connections.map((connection) => connection.sent)).toEqual(
      straight.connections.map((connection) => connection.sent),
    );
    expect(replayed.connections[3].sent.at(-1)).toContain(
      '{"type":"position","id":"f0","profit":290,"lastPrice":1.1}',
    );
    expect(replayed.connections[0].sent.at(-1)).toContain(
      '{"type":"account","fm":9.333333333333334,"mrg":0,"allp":43.5,"pct":29.25,"blc":-29}',
    );
  });

  it('ships account figures as numbers that replay as the merged messages, keys in their first order', () => {
    const straight = hubWithClients();
    const replayed = hubWithClients();
    const batch = new PendingBatch();
    const target = batchTarget(batch);
    const pieces: AccountCodes[][] = [
      [{ pct: 12.5 }, { blc: 100, pct: 13 }, { allp: -0.5, crd: 0 }],
      [{ mrg: 4, fm: 96 }],
      [{ ass: 1e-7 }, { fm: -0, mrg: 5, ass: 2 }],
    ];
    for (const round of pieces) {
      for (const changes of round) {
        straight.hub.publishAccountFigures(accountRouteOf('u2'), changes);
        target.publishAccountFigures(accountRouteOf('u2'), changes);
      }
      replayIfAny(replayed.hub, batch.take());
      straight.hub.flush();
      replayed.hub.flush();
    }
    expect(replayed.connections[2].sent).toEqual(straight.connections[2].sent);
    expect(replayed.connections[2].sent.slice(-3)).toEqual([
      '[{"type":"account","pct":13,"blc":100,"allp":-0.5,"crd":0}]',
      '[{"type":"account","mrg":4,"fm":96}]',
      '[{"type":"account","ass":2,"fm":0,"mrg":5}]',
    ]);
  });

  it('gives, cloned and replayed, the very text of nested, Turkish and already serialized messages', () => {
    const straight = hubWithClients();
    const replayed = hubWithClients();
    const batch = new PendingBatch();
    const note: LiveMessage = {
      type: 'notification',
      data: {
        id: 'n1',
        title: 'Çağrı',
        text: 'Teminat "uyarısı": %80 ğüşıöç',
        read: false,
        date: '2026-11-27',
      },
    };
    const cases: [string, LiveMessage | JsonText][] = [
      ['u0', note],
      ['u1', new JsonText('{"type":"order","event":"opened","id":"7"}')],
      ['u2', { type: 'order', event: 'closed', id: '-0' }],
    ];
    for (const [channel, message] of cases) {
      straight.hub.publishEvent(channel, message);
      batch.event(channel, message);
    }
    straight.hub.publishLatest('u2', 'position:9', {
      type: 'position',
      id: '9',
      profit: -0,
      lastPrice: 1e-7,
    });
    batch.latest('u2', 'position:9', { type: 'position', id: '9', profit: -0, lastPrice: 1e-7 });
    replayIfAny(replayed.hub, batch.take());
    straight.hub.flush();
    replayed.hub.flush();
    expect(replayed.connections.map((connection) => connection.sent)).toEqual(
      straight.connections.map((connection) => connection.sent),
    );
  });

  it('ships position figures as numbers that replay as the messages, across a restart of the slots', () => {
    const straight = hubWithClients();
    const replayed = hubWithClients();
    const batch = new PendingBatch();
    const slots = new PositionSlots(8);
    const target = batchTarget(batch, slots);
    for (let round = 0; round < 6; round++) {
      // Ten keys a round, five of them new, past the slots' bound of 8: they start again each round.
      for (let id = round * 5; id < round * 5 + 10; id++) {
        const route = routeOf('u3', `r${id}`);
        straight.hub.publishPositionFigures(route, -round - id / 100, 2 + id / 1e5);
        target.publishPositionFigures(route, -round - id / 100, 2 + id / 1e5);
      }
      const taken = batch.take();
      expect(taken?.ops).toBe('');
      expect(taken?.positions?.rows).toBeInstanceOf(Float64Array);
      expect(taken?.positions?.reset).toBe(round > 0);
      replayIfAny(replayed.hub, taken);
      slots.restartIfFull([batch]);
      straight.hub.flush();
      replayed.hub.flush();
    }
    expect(replayed.connections[3].sent).toEqual(straight.connections[3].sent);
    expect(replayed.connections[3].sent.at(-1)).toContain('{"type":"position","id":"r34","profit":-5.34,');
  });

  it('ships position rows past a backlog of account figures, never ahead of a pending event', () => {
    const batch = new PendingBatch();
    const target = batchTarget(batch);
    const account = (blc: number) => ({ type: 'account', blc }) as LiveMessage;
    // A backlog larger than a batch, as 5,000 watched accounts' figures make one.
    for (let id = 0; id < 20; id++) target.publishMerged(`u${id}`, 'account', account(id));
    target.publishPositionFigures(routeOf('u3', 'p1'), 1.5, 1.1);
    const first = batch.take(100);
    expect(first?.ops.length).toBeLessThan(20);
    expect(first?.positions?.rows).toEqual(Float64Array.from([0, 1.5, 1.1]));
    // An event still queued holds the rows published after it until it is taken.
    for (let id = 0; id < 20; id++) target.publishMerged(`u${id}`, 'account', account(id + 100));
    target.publishEvent('u3', { type: 'order', event: 'opened', id: 'p2' });
    target.publishPositionFigures(routeOf('u3', 'p2'), 2.5, 1.2);
    const held: string[] = [];
    let taken = batch.take(100);
    while (taken && !taken.positions) {
      held.push(taken.ops);
      taken = batch.take(100);
    }
    expect(held.length).toBeGreaterThan(0);
    expect(held.join('')).not.toContain('e');
    expect(taken?.ops).toContain('e');
    expect(taken?.positions?.rows).toEqual(Float64Array.from([1, 2.5, 1.2]));
  });

  it('bounds the position rows a batch takes and keeps the rest, updated in place, for the next', () => {
    const straight = hubWithClients();
    const replayed = hubWithClients();
    const batch = new PendingBatch();
    const target = batchTarget(batch);
    const publish = (id: number, profit: number) => {
      straight.hub.publishPositionFigures(routeOf('u3', `b${id}`), profit, 1.1);
      target.publishPositionFigures(routeOf('u3', `b${id}`), profit, 1.1);
    };
    for (let id = 0; id < 2_500; id++) publish(id, id);
    const counts: number[] = [];
    const first = batch.take(100);
    counts.push((first?.positions?.rows.length ?? 0) / 3);
    replayIfAny(replayed.hub, first);
    // Rows still pending are replaced in place; new ones queue after them.
    publish(2_000, -1);
    publish(2_600, 26);
    for (let next = batch.take(100); next; next = batch.take(100)) {
      counts.push((next.positions?.rows.length ?? 0) / 3);
      replayIfAny(replayed.hub, next);
    }
    expect(counts).toEqual([1_024, 1_024, 453]);
    straight.hub.flush();
    replayed.hub.flush();
    expect(replayed.connections[3].sent).toEqual(straight.connections[3].sent);
    expect(replayed.connections[3].sent.at(-1)).toContain('{"type":"position","id":"b2000","profit":-1,');
  });

  it("estimates a message's JSON length within a third of it, without making it", () => {
    const messages: LiveMessage[] = [
      position(123456, -1234.56),
      price(1.08123),
      { type: 'account', blc: 10000.5, crd: 0, mrg: 120.25, ass: 9990.1, fm: 9870, pct: 8325.2, allp: -10.4 },
      { type: 'order', event: 'stopout', id: '0b8c1a2e-aaaa-4bbb-8ccc-0123456789ab' },
      { type: 'market', symbol: 'THYAO', isOpen: false, oTime: null },
    ];
    for (const message of messages) {
      const actual = JSON.stringify(message).length;
      expect(approxJsonChars(message)).toBeGreaterThanOrEqual(actual * (2 / 3));
      expect(approxJsonChars(message)).toBeLessThanOrEqual(actual * (4 / 3));
    }
    expect(approxJsonChars(new JsonText('[1,2]'))).toBe(5);
  });
});

/** As the gateway gets it: through the structured clone of the IPC channel's `advanced` serialization. */
function replayIfAny(hub: LiveHub, batch: ReturnType<PendingBatch['take']>): void {
  let replay = replays.get(hub);
  if (!replay) {
    replay = new BatchReplay(hub);
    replays.set(hub, replay);
  }
  if (batch) replay.replay(structuredClone(batch));
}
/** One replay per hub, as one gateway keeps one: it holds the position slots' names. */
const replays = new WeakMap<LiveHub, BatchReplay>();
