// The engine's thread's share of the fan-out to gateway processes, in CPU time, with no sockets and
// no other process: the default workload's engine, N of its accounts watched, ticks applied as
// fast as the thread goes, and as FanoutHub does at 500 ticks/s: every 2.5 ticks (a 5 ms ship) the
// batch's columns and their structured clone (what the IPC channel's `advanced` serialization
// does), and every fifth ship (the 25 ms flush interval) first the domains' drain and its publishes
// into the gateway's pending batch. BENCH_FANOUT_SHIPS_PER_DRAIN=1 gives the drain at every ship. CPU time, so a busy machine changes it
// less than it changes the socket bench's wall-time figures; printed per tick and per publish.
// `npm run bench:fanout` runs it before the socket bench; BENCH_FANOUT_CLIENTS sets N.
import { serialize } from 'node:v8';
import { buildTicks, DEFAULT_WORKLOAD } from '../engine/engine-workload';
import { wireEngine } from '../support/socket-workload';
import { PendingBatch } from '../../server/src/live/fanout-batch';
import type { LiveMessage } from '../../contract/live';
import { LiveHub } from '../../server/src/live/live-hub';
import type { AccountCodes } from '../../server/src/live/fanout-accounts';
import { PositionSlots, type PositionRoute, type SlotRoute } from '../../server/src/live/position-routes';
import { FLUSH_INTERVAL_MS, FLUSH_SLICES } from '../../server/src/live/live-limits';
import { accountChannel } from '../../server/src/live/live-ports';

/** Ticks per run; the runs go on with the same engine and tick stream. */
const TICKS = 1_000;
/**
 * The tick rate modelled (BENCH_FANOUT_ENGINE_TICKS_PER_S, default the socket bench's 500): the
 * ships and drains come by time, so fewer ticks a second means fewer ticks share a drain and each
 * tick carries more of its cost (the socket bench's engine, applying 150 of 500, is measured so).
 */
const TICKS_PER_SECOND = Number(process.env.BENCH_FANOUT_ENGINE_TICKS_PER_S ?? 500);
const TICKS_PER_SHIP = (TICKS_PER_SECOND * FLUSH_INTERVAL_MS) / FLUSH_SLICES / 1000;
/** FanoutHub's default: one drain per flush interval (FLUSH_SLICES ships). */
const SHIPS_PER_DRAIN = Number(process.env.BENCH_FANOUT_SHIPS_PER_DRAIN ?? FLUSH_SLICES);
const RUNS = 3;
/**
 * Batches the modelled gateway takes a second (BENCH_FANOUT_GATEWAY_BATCHES_PER_S; 0, the default:
 * every ship empties the pending batch). The socket bench's one gateway at 5,000 sockets takes
 * 7-11 a second on this machine, so a backlog stays pending there: set 10 to model it (the batch
 * bound, a publish that finds its key pending, rows kept for the next batch).
 */
const GATEWAY_BATCHES_PER_SECOND = Number(process.env.BENCH_FANOUT_GATEWAY_BATCHES_PER_S ?? 0);

/**
 * The engine's process's side of one gateway: publishes go into its pending batch, nothing else,
 * each after the watched lookup FanoutHub makes to route it (trading makes none of its own).
 */
class ShipOnlyHub extends LiveHub {
  readonly batch = new PendingBatch();
  private readonly slots = new PositionSlots();
  private readonly accountSlots = new PositionSlots();
  private readonly watched = new Set<string>();
  publishes = 0;
  batchesTaken = 0;

  watch(channel: string): void {
    this.watched.add(channel);
    this.notifyWatch(channel, true);
  }

  override isWatched(channel: string): boolean {
    return this.watched.has(channel);
  }

  override publishPublic(key: string, message: LiveMessage): void {
    this.publishes += 1;
    this.batch.public(key, message);
  }

  override publishLatest(channel: string, key: string, message: LiveMessage): void {
    if (!this.watched.has(channel)) return;
    this.publishes += 1;
    this.batch.latest(channel, key, message);
  }

  override publishPositionFigures(route: PositionRoute, profit: number, lastPrice: number): void {
    // As FanoutHub does with one gateway: the route's slot, then a watched channel's batch.
    this.slots.slotOf(route);
    if (!this.watched.has(route.channel)) return;
    this.publishes += 1;
    this.batch.position(route, profit, lastPrice);
  }

  override publishAccountFigures(route: SlotRoute, changes: AccountCodes): void {
    this.accountSlots.slotOf(route);
    if (!this.watched.has(route.channel)) return;
    this.publishes += 1;
    this.batch.account(route, changes);
  }

  override publishMerged(channel: string, key: string, message: LiveMessage): void {
    if (!this.watched.has(channel)) return;
    this.publishes += 1;
    this.batch.merged(channel, key, message);
  }

  override publishEvent(channel: string, message: LiveMessage, retiresKey?: string): void {
    if (!this.watched.has(channel)) return;
    this.publishes += 1;
    this.batch.event(channel, message, retiresKey);
  }

  /**
   * The ship's work: the drain if asked, then up to `batchesMax` pending batches built and cloned
   * (as a gateway with room for them takes them); returns bytes cloned.
   */
  ship(drain: boolean, batchesMax = Infinity): number {
    if (drain) this.runBeforeFlushTasks();
    let bytes = 0;
    for (let taken = 0; taken < batchesMax; taken++) {
      const batch = this.batch.take();
      if (!batch) break;
      this.batchesTaken += 1;
      bytes += serialize(batch).length;
    }
    this.slots.restartIfFull([this.batch]);
    this.accountSlots.restartIfFull([this.batch.accountSlots]);
    return bytes;
  }
}

const cpuMicros = () => {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
};

interface EngineSideRun {
  msPerTick: number;
  nsPerPublish: number;
  publishesPerTick: number;
}

function measure(watchedAccounts: number): EngineSideRun[] {
  const ticks = buildTicks({ ...DEFAULT_WORKLOAD, ticks: TICKS * RUNS });
  const hub = new ShipOnlyHub();
  const marketData = wireEngine(DEFAULT_WORKLOAD, ticks, hub);
  for (let account = 0; account < watchedAccounts; account++) hub.watch(accountChannel(`u${account}`));
  hub.ship(true);
  const runs: EngineSideRun[] = [];
  for (let run = 0; run < RUNS; run++) {
    hub.publishes = 0;
    const before = cpuMicros();
    let nextShip = TICKS_PER_SHIP;
    let ships = 0;
    let batchesTaken = 0;
    for (let index = 0; index < TICKS; index++) {
      marketData.publishTick(ticks[run * TICKS + index]);
      if (index + 1 >= nextShip) {
        // The modelled time of this ship, and the batches a slow gateway has had room for by then.
        const seconds = (index + 1) / TICKS_PER_SECOND;
        const room =
          GATEWAY_BATCHES_PER_SECOND > 0
            ? Math.floor(seconds * GATEWAY_BATCHES_PER_SECOND) - batchesTaken
            : Infinity;
        const before = hub.batchesTaken;
        hub.ship(ships++ % SHIPS_PER_DRAIN === 0, room);
        batchesTaken += hub.batchesTaken - before;
        nextShip += TICKS_PER_SHIP;
      }
    }
    // The run's last drain; a slow gateway's backlog stays pending into the next run.
    hub.ship(true, GATEWAY_BATCHES_PER_SECOND > 0 ? 0 : Infinity);
    const micros = cpuMicros() - before;
    runs.push({
      msPerTick: micros / 1000 / TICKS,
      nsPerPublish: (micros * 1000) / Math.max(1, hub.publishes),
      publishesPerTick: hub.publishes / TICKS,
    });
  }
  return runs.sort((a, b) => a.msPerTick - b.msPerTick);
}

function main(): void {
  const list = (process.env.BENCH_FANOUT_CLIENTS ?? '1000,5000').split(',').map(Number);
  for (const watched of list) {
    const runs = measure(watched);
    const [min, median, max] = [runs[0], runs[Math.floor(RUNS / 2)], runs[RUNS - 1]];
    console.log(
      `engine's thread, ${watched.toLocaleString('en-US')} accounts watched, one gateway: CPU per tick ` +
        `${min.msPerTick.toFixed(3)} / ${median.msPerTick.toFixed(3)} / ${max.msPerTick.toFixed(3)} ms ` +
        `(min/median/max of ${RUNS}; ${TICKS_PER_SECOND} ticks/s, ${TICKS_PER_SHIP} a ship, a drain every ${SHIPS_PER_DRAIN} ships, ` +
        `${GATEWAY_BATCHES_PER_SECOND > 0 ? `the gateway taking ${GATEWAY_BATCHES_PER_SECOND} batches/s` : 'every batch taken'}; ${median.publishesPerTick.toFixed(0)} publishes a tick, ` +
        `${median.nsPerPublish.toFixed(0)} ns each with the engine's own work), ` +
        `ticks/s on a core of its own: ${Math.round(1000 / median.msPerTick).toLocaleString('en-US')}`,
    );
  }
}

main();
