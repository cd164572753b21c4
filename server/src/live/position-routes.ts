// A position's way to its clients, made once per position by the domain that publishes its figures
// (trading keeps one per position id) and handed back with every publish. The fan-out hub gives
// each route a slot number the first time it sees it and keeps it on the route itself, so a publish
// finds its place in a gateway's pending rows (fanout-positions.ts) with no map lookup: at 5,000
// watched accounts the engine's thread made about 900 publishes a tick, and each map lookup of a
// position or channel string in tables that large cost about 100 ns (a profile showed trading's
// string caches alone at 12% of the thread).
//
// Slots are bounded: past POSITION_SLOTS_MAX (closed positions' routes keep theirs) the hub starts
// a new generation once nothing is pending, and a route of an older generation gets a new slot.

/** Past this many slots the fan-out hub starts again (about 3 MB of names in a gateway at most). */
export const POSITION_SLOTS_MAX = 100_000;

/** A channel and key that the fan-out hub numbers (a position's figures, an account's). */
export interface SlotRoute {
  readonly channel: string;
  readonly key: string;
  /** The fan-out hub's slot for this route, valid in `generation` (the hub's to set). */
  slot: number;
  generation: number;
}

export interface PositionRoute extends SlotRoute {
  /** The position's id, the `id` of its messages. */
  readonly id: string;
}

export function positionRoute(channel: string, key: string, id: string): PositionRoute {
  return { channel, key, id, slot: -1, generation: -1 };
}

/** An account's figures' way (account-figures.ts): its channel and the merged key. */
export function accountRoute(channel: string, key: string): SlotRoute {
  return { channel, key, slot: -1, generation: -1 };
}

/**
 * Generations are numbered across every hub of the process, so a route a second hub meets (tests
 * run several servers in one process, and trading's routes are per process) gets a slot of its own
 * there rather than reading the first hub's.
 */
let lastGeneration = 0;

/** The fan-out hub's slot numbers, one per route, in generations. */
export class PositionSlots {
  private generation = ++lastGeneration;
  private next = 0;

  constructor(private readonly max = POSITION_SLOTS_MAX) {}

  slotOf(route: SlotRoute): number {
    if (route.generation !== this.generation) {
      route.generation = this.generation;
      route.slot = this.next++;
    }
    return route.slot;
  }

  /**
   * Past the bound, and once no gateway's batch has figures pending (their rows name old slots),
   * every route gets a new slot from now on and each batch tells its gateway to forget the old ones.
   */
  restartIfFull(batches: readonly SlotHolder[]): void {
    if (this.next < this.max || batches.some((batch) => batch.positionsPending > 0)) return;
    this.generation = ++lastGeneration;
    this.next = 0;
    for (const batch of batches) batch.resetPositions();
  }
}

/** What holds rows by slot (a gateway's pending position rows, or account rows). */
export interface SlotHolder {
  readonly positionsPending: number;
  resetPositions(): void;
}
